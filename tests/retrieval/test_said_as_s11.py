"""Set phrases said as the words that search them (data/said_as.yaml, abbreviations.yaml).

Causes found on blind_8's tune half (eleventh session):

1. "tiebreak" written as one word was one unknown word: the search followed the other
   words of the question ("more cards in their arboretum") to planting.
2. A couple at the table ("me and my wife", "ma femme et moi") says two players, but
   nothing in it read as a count: "how many cards end up in play?" found the deal.
3. "Jeter une carte" is discarding; the French entries say "défausser", never "jeter".
4. "Ya pu" is chat for "il n'y a plus"; "pu" alone stays (it is also "j'ai pu").
5. Trees in a hand are cards: the dense search read "trees" as real trees.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.retrieval.idioms import said_plainly
from rulebot.retrieval.words import expand_abbreviations

SAID = [
    ("is the tiebreak the number of cards?", "is the tie break the number of cards?"),  # 1
    ("what's the tiebreaker?", "what's the tie breaker?"),  # 1
    ("me and my wife play, how many cards?", "two players play, how many cards?"),  # 2
    ("My husband and I play tonight", "two players play tonight"),  # 2
    ("Ma femme et moi, on retire des couleurs ?", "on est deux joueurs, on retire des couleurs ?"),
    ("je dois jeter une carte ?", "je dois defausser une carte ?"),  # 3
    ("on jette une carte à la fin", "on defausse une carte à la fin"),  # 3
    ("ya pu de cartes", "il n y a plus de cartes"),  # 4
    ("the trees in my hand at the end", "the cards in my hand at the end"),  # 5
    # must not: other words are kept as typed
    ("j'ai pu piocher deux fois ?", "j'ai pu piocher deux fois ?"),
    ("my wife says I can plant diagonally", "my wife says I can plant diagonally"),
    ("the trees in my arboretum", "the trees in my arboretum"),
    ("on jette un oeil aux règles", "on jette un oeil aux règles"),
]


@pytest.mark.parametrize(("question", "read"), SAID, ids=[q for q, _ in SAID])
def test_set_phrases_are_said_as_their_search_words(question: str, read: str) -> None:
    assert said_plainly(question) == read


@pytest.mark.parametrize(
    ("text", "expanded"),
    [("on fé koi mntn", "on fait quoi maintenant"), ("et mtn ?", "et maintenant ?")],
)
def test_chat_words_for_now_are_written_out(text: str, expanded: str) -> None:
    assert expand_abbreviations(text) == expanded


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "lang", "entries"),
    [
        (
            "For the tiebreak do we count the cards in our arboretum?",
            "en",
            {"rule-tie-break", "faq-tie"},
        ),
        (
            "Only me and my husband tonight: how many cards are in the game?",
            "en",
            {"faq-cards-by-players", "rule-deck-by-players"},
        ),
        (
            "ya pu de cartes dans la pioche, c fini ?",
            "fr",
            {"faq-game-end", "rule-end"},
        ),
        (
            "Après avoir posé mon arbre, je dois aussi jeter une carte ?",
            "fr",
            {"rule-discard", "rule-turn", "faq-turn"},
        ),
    ],
)
def test_said_phrases_find_their_entry(
    real_bot: Rulebot, question: str, lang: str, entries: set[str]
) -> None:
    hits = real_bot.retrieve(question, lang, k=3)
    assert hits and hits[0].entry_id in entries, [h.entry_id for h in hits]
