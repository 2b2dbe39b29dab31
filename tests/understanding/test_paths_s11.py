"""Described paths, helper s11: one table per general cause, French and English phrasings
of our own, with must-not rows (near phrasings that keep their reading).

1. Cards counted with their colour, then their values after a word that restates them
   ("five oak cards, so 1, 2, 3, 4, 5", "cinq cartes de chêne, donc 1, 2, 3, 4, 5") are
   cards of that colour (`valuewords.counts_in`, `clauses.past_restating`).
2. A statement after the question ("What's 2 oak, 5 red, 7 oak worth? My other path is
   shorter.") asks nothing: the rest of a score is asked only in the last sentence that
   asks (`clauses.asked_sentence`, `clauses.asks_rest`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards
from rulebot.understanding.clauses import asked_sentence, past_restating
from rulebot.understanding.text import tokenize

# -- 1. cards counted, then their values restated -----------------------------------------------
COUNTED = [
    # text, the cards read
    ("Five oak cards, so 1, 2, 3, 4, 5?", ["1oak", "2oak", "3oak", "4oak", "5oak"]),
    ("Cinq cartes de chêne, donc 1, 2, 3, 4, 5 ?", ["1oak", "2oak", "3oak", "4oak", "5oak"]),
    (
        "Four willow cards, that is 2, 3, 5, 8: how many points?",
        ["2willow", "3willow", "5willow", "8willow"],
    ),
    (
        "J'ai trois cartes de saule, soit 1, 4, 6, ça vaut combien ?",
        ["1willow", "4willow", "6willow"],
    ),
    ("I have four maple cards so 1 2 3 4?", ["1maple", "2maple", "3maple", "4maple"]),
    ("Trois cartes d'érable, c'est-à-dire 2, 5, 7, combien ?", ["2maple", "5maple", "7maple"]),
    # must-not: already read so, or the values say their own colours
    ("Three oak cards: 2, 5, 7?", ["2oak", "5oak", "7oak"]),
    ("Three oak cards, so 2 oak, 5 red, 7 oak?", ["2oak", "5red", "7oak"]),
]


@pytest.mark.parametrize(("text", "cards"), COUNTED)
def test_counted_cards_then_their_values(
    text: str, cards: list[str], corpus_lexicon: Lexicon
) -> None:
    assert [str(card) for card in parse_cards(text, corpus_lexicon).cards] == cards


@pytest.mark.parametrize(
    "text",
    ["Five oak cards, so 1, 2, 3, 4, 5?", "Cinq cartes de chêne, donc 1, 2, 3, 4, 5 ?"],
)
def test_counted_cards_then_their_values_are_a_path(text: str, corpus_lexicon: Lexicon) -> None:
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE


RESTATING = [
    # words, from, the index past the restating word (from itself when there is none)
    ([",", "so", "1"], 0, 2),
    ([",", "donc", "1"], 0, 2),
    ([":", "that", "is", "2"], 0, 3),
    ([",", "so", "it", "s", "1"], 0, 2),
    # must-not: no restating word
    ([",", "1", "2"], 0, 0),
    (["and", "so"], 0, 0),
]


@pytest.mark.parametrize(("folded", "at", "past"), RESTATING)
def test_past_restating(folded: list[str], at: int, past: int) -> None:
    assert past_restating(folded, at) == past


def test_past_restating_on_tokens() -> None:
    folded = [t.folded for t in tokenize("cards, so 1, 2")]
    assert folded[past_restating(folded, 1)] == "1"


# -- 2. a statement after the question asks nothing ---------------------------------------------
ASKED = [
    ("What's 2 oak worth? My other path is shorter.", "What's 2 oak worth?"),
    ("Combien vaut 2 chêne ? Mon autre sentier est plus court.", "Combien vaut 2 chêne ?"),
    ("Hi. What?? Ok.", " What??"),
    # must-not: the last sentence asks, or nothing asks
    ("I have 2 oak. What's it worth?", " What's it worth?"),
    ("A? B?", " B?"),
    ("No question here.", "No question here."),
]


@pytest.mark.parametrize(("text", "asked"), ASKED)
def test_the_sentence_asked(text: str, asked: str) -> None:
    assert asked_sentence(text) == asked


ANOTHER_PATH_TOLD = [
    (
        "Combien vaut 2 chêne, 5 rouge, 7 chêne ? Mon autre sentier est plus court.",
        Intent.PATH_SCORE,
    ),
    ("What's 2 oak, 5 red, 7 oak worth? My other path is shorter.", Intent.PATH_SCORE),
    ("2 oak, 5 red, 7 oak: how many points? My other oak path is longer.", Intent.PATH_SCORE),
    (
        "Mon sentier 1 érable, 4 bleu, 6 érable vaut combien ? J'ai un autre chemin d'érable.",
        Intent.PATH_SCORE,
    ),
    # must-not: the rest of the score asked
    ("What's 2 oak, 5 red, 7 oak worth? Do my other paths count?", Intent.RULES),
    ("J'ai 2 chêne, 5 rouge, 7 chêne. Mes autres sentiers comptent quand même ?", Intent.RULES),
]


@pytest.mark.parametrize(("text", "intent"), ANOTHER_PATH_TOLD)
def test_another_path_told_after_the_question(
    text: str, intent: Intent, corpus_lexicon: Lexicon
) -> None:
    assert classify(text, corpus_lexicon) is intent
