"""What is searched for a question (data/said_as.yaml, data/turn_told.yaml).

Causes found on blind_9's tune half (twelfth session):

1. A card used "for both" paths it sits in ("je peux l'utiliser pour les deux ?", "can it
   count in both?") is one card in two paths: "deux" read as a count of cards.
2. "Qui a gagné ?", "who won?" ask for the winner: after "on a compté les chemins", the
   search followed the counting to the right to score.
3. A turn told step by step ("Sam drew one card, planted, discarded, and passed. Did he
   short himself?") asks about the turn: the words of a turn are added to the search when
   steps of two groups (drawing, planting, discarding) are told.
4. The middle of the table is a place, not the middle cards of a path; a card "of a
   different tree" is a card of another colour (the search read "tree" as a card planted);
   "le double" of a path is its points doubled (the search followed "4 cartes au minimum"
   to the path length).
5. A fixed number of rounds asks how long a game lasts; "la donne" is the deal ("il doit
   donner combien de cartes à chacun ?" found the deck by players); players ending with
   the same total are tied on points ("total" is also a hand's).
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.retrieval.idioms import said_plainly, turn_told

SAID = [
    ("je peux l'utiliser pour les deux ?", "je peux l utiliser dans deux sentiers ?"),  # 1
    ("Can it count in both?", "Can it count in two paths?"),  # 1
    (
        "on fait quoi pour savoir qui a gagné ?",
        "on fait quoi pour savoir qui est le gagnant de la partie ?",
    ),  # 2
    ("so who won?", "so who is the winner of the game?"),  # 2
    ("je la mets au milieu de la table ?", "je la mets au centre de la table ?"),  # 4
    ("Does it go in the middle of the table?", "Does it go in the centre of the table?"),  # 4
    ("a card of a different tree", "a card of another colour"),  # 4
    ("le 1 d'un autre arbre", "le 1 d une autre couleur"),  # 4
    (
        "pour avoir le double, il faut 4 cartes ?",
        "pour avoir les points doubles, il faut 4 cartes ?",
    ),
    ("is it a fixed number of rounds?", "is it how many rounds does a game last?"),  # 5
    (
        "il fait la donne, il doit donner combien de cartes a chacun ?",
        "il distribue les cartes au depart, il doit distribuer combien de cartes en main au "
        "depart pour chaque joueur ?",
    ),  # 5
    ("ils finissent avec le même total ?", "ils finissent a egalite de points ?"),  # 5
    # must not: other words are kept as typed
    ("do we count how many cards each of us has?", "do we count how many cards each of us has?"),
    ("les cartes du milieu du sentier", "les cartes du milieu du sentier"),
    ("can I plant another tree next to my oak?", "can I plant another tree next to my oak?"),
    ("on est deux, pour les deux joueurs", "on est deux, pour les deux joueurs"),
    ("who wins the tie?", "who wins the tie?"),
]


@pytest.mark.parametrize(("question", "read"), SAID, ids=[q for q, _ in SAID])
def test_set_phrases_are_said_as_their_search_words(question: str, read: str) -> None:
    assert said_plainly(question) == read


@pytest.mark.parametrize(
    ("question", "lang", "told"),
    [
        ("Sam drew one card, planted, discarded, and passed. Did he short himself?", "en", True),
        ("Paul a pioché une carte, l'a plantée et a rejoué sans rien défausser ?", "fr", True),
        ("She planted two cards and never discarded, is that allowed?", "en", True),
        # must not: one step, or piles named rather than steps done
        ("Can I draw a card from my own discard pile?", "en", False),
        ("Je pioche dans la défausse de Paul ?", "fr", False),
        ("I planted my 8 next to my 7, is that a path?", "en", False),
    ],
)
def test_a_turn_told_step_by_step_is_searched_as_a_turn(
    question: str, lang: str, told: bool
) -> None:
    read = turn_told(question, lang)
    assert (read != question) is told
    if told:
        assert read.startswith(question) and ("turn" in read or "tour" in read)


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "lang", "entries"),
    [
        (
            "Sam drew one card, planted, discarded, and passed. Did he short himself?",
            "en",
            {"rule-turn", "faq-turn", "rule-draw"},
        ),
        (
            "Paul a pioché une carte, l'a plantée et a rejoué direct sans rien défausser. "
            "Il a pas oublié des trucs ?",
            "fr",
            {"rule-turn", "faq-turn", "rule-draw"},
        ),
        (
            "On a compté les chemins de tout le monde. Après, on fait quoi pour savoir qui a "
            "gagné ?",
            "fr",
            {"rule-winning", "faq-winner"},
        ),
        (
            "Pour avoir le double, il faut un sentier de 4 cartes ou de 5 cartes au minimum ?",
            "fr",
            {"rule-path-scoring", "faq-path-points"},
        ),
        (
            "One 6 of blue sits where my red path and my yellow path cross. Can it count in both?",
            "en",
            {"faq-same-card-two-paths"},
        ),
    ],
)
def test_said_phrases_find_their_entry(
    real_bot: Rulebot, question: str, lang: str, entries: set[str]
) -> None:
    hits = real_bot.retrieve(question, lang, k=3)
    assert hits and hits[0].entry_id in entries, [h.entry_id for h in hits]
