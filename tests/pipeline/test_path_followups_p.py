"""Path follow-ups, helper P: one table per general cause, French and English phrasings of
our own, with must-not rows (near phrasings that keep their answer).

1. After a path, a card said right in place of another ("the last one is the 7 of oak, not
   the 8", "c'est le 7, pas le 8", "en fait le premier c'est le 2") swaps it
   (`followup_words.corrects`, read by `followup.changes_cards` and `followup.change_path`).
2. After a path asked of a colour, a whole new path listed by a follow-up is scored for that
   colour when it names none (`followup_recolour.same_colour_path`).
3. A worth counted by someone, one card alone and a path said again in full are answered by
   the engine (tests/understanding/test_path_readings_p.py has the readings).
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.followup import change_path, changes_cards
from rulebot.pipeline.followup_words import corrects, said_words
from rulebot.rules import Card

PATH = (Card(1, "oak"), Card(3, "maple"), Card(8, "oak"))


# -- 1. a card said in place of another ---------------------------------------------------------
CORRECTS = [
    ("the last one is the 7 of oak, not the 8", True),
    ("c'est le 7 de chêne, pas le 8", True),
    ("Oops, it's a 7 oak at the end, not an 8", True),
    ("en fait le premier c'est le 2 de chêne", True),
    ("My bad, the middle one is a 4 maple", True),
    # must-not: no second value denied, a value denied alone, no place with "actually"
    ("actually, is a 2-card path valid?", False),
    ("pourquoi pas 8 points ?", False),
    ("and not the 8?", False),
    ("the 8, not the 8?", False),
]


@pytest.mark.parametrize(("text", "swap"), CORRECTS)
def test_a_card_said_in_place_of_another(text: str, swap: bool) -> None:
    assert corrects(said_words(text)) is swap


@pytest.mark.parametrize(
    ("text", "path", "changes"),
    [
        ("Hmm, the last one is the 7 of oak, not the 8. Total?", True, True),
        ("Ah non, c'est le 7, pas le 8. Combien ?", True, True),
        # must-not: after hands the correction is not read here, nor without a value
        ("Ah non, c'est le 7, pas le 8. Combien ?", False, False),
        ("Actually, the last one is wrong", True, False),
    ],
)
def test_a_correction_changes_a_path(text: str, path: bool, changes: bool) -> None:
    assert changes_cards(text, path=path) is changes


CHANGED = [
    (
        "Hmm, actually the last one is the 7 of oak, not the 8. New total?",
        ["1oak", "3maple", "7oak"],
    ),
    (
        "Ah non, le dernier c'est le 7 de chêne, pas le 8. Ça donne quoi ?",
        ["1oak", "3maple", "7oak"],
    ),
    ("Sorry, it's the 7 of oak and not the 8, so how much?", ["1oak", "3maple", "7oak"]),
    ("Correction: the first card is the 2 of oak. Total?", ["2oak", "3maple", "8oak"]),
    ("En fait le premier c'est le 2 de chêne. Combien alors ?", ["2oak", "3maple", "8oak"]),
    ("My bad, the middle one is a 4 maple, not a 3. New score?", ["1oak", "4maple", "8oak"]),
    # must-not: what was already read so
    ("Remplace le 8 par le 7, ça fait combien ?", ["1oak", "3maple", "7oak"]),
    ("What if the last one was the 6 oak?", ["1oak", "3maple", "6oak"]),
    ("And without the 8?", ["1oak", "3maple"]),
]


@pytest.mark.parametrize(("text", "cards"), CHANGED)
def test_the_path_changed(text: str, cards: list[str], fake_bot: Rulebot) -> None:
    changed = change_path(PATH, text, fake_bot.lexicon)
    assert changed is not None
    assert [str(card) for card in changed] == cards


# -- the bot, turn after turn -------------------------------------------------------------------
CONVERSATIONS = [
    # earlier question, follow-up, the points, the colour scored
    (
        "Je marque le chêne avec 1 chêne, 3 érable, 8 chêne, ça fait combien ?",
        "Ah non, le dernier c'est le 7 de chêne, pas le 8. Ça donne quoi ?",
        4,
        "oak",
    ),
    (
        "Scoring oak: 1 oak, 3 maple, 8 oak. How much?",
        "Oops, it's a 7 oak at the end, not an 8. Total?",
        4,
        "oak",
    ),
    (
        "Is 2 blue, 6 blue, 4 yellow, 7 blue a blue path, in that order?",
        "And if the yellow 4 went second, so 2 blue, 4 yellow, 6 blue, 7 blue?",
        4,
        "blue",
    ),
    (
        "2 bleu, 6 bleu, 4 jaune, 7 bleu, c'est un sentier bleu dans cet ordre ?",
        "Et si je mets le 4 jaune en deuxième, donc 2 bleu, 4 jaune, 6 bleu, 7 bleu ?",
        4,
        "blue",
    ),
    # 2. the colour asked goes on to a new path that names none
    (
        "Is 2 blue, 6 blue, 4 yellow, 7 blue a blue path?",
        "and 2 yellow, 4 blue, 7 yellow?",
        0,
        "blue",
    ),
    # must-not: a new path naming its colour, a first question asking no colour
    (
        "Is 2 blue, 6 blue, 4 yellow, 7 blue a blue path?",
        "and 2 yellow, 4 blue, 7 yellow for yellow?",
        3,
        "yellow",
    ),
    ("1 chêne, 4 chêne, 6 chêne, combien ?", "Et 2 érable, 4 érable, 7 érable ?", 3, "maple"),
]


@pytest.mark.parametrize(("before", "question", "points", "colour"), CONVERSATIONS)
def test_path_follow_ups(
    fake_bot: Rulebot, before: str, question: str, points: int, colour: str
) -> None:
    answer = fake_bot.ask(question, history=[before])
    assert answer.intent == "path_score"
    assert answer.engine is not None
    assert answer.engine["points"] == points
    assert answer.engine["colour"] == colour


ALONE = [
    # question, valid, points
    (
        "Cinq cartes orange qui se suivent : 2, 3, 5, 6 et 7. Mon pote compte 8, c'est peu.",
        True,
        10,
    ),
    ("My sister counts 9 for my pink path: pink 1, grey 4, pink 6. Who's right?", True, 4),
    ("Mon 8 de chêne tout seul, il me rapporte les 2 points du 8 au moins ?", False, 0),
    ("My blue 5 sits alone in a corner, is it worth anything?", False, 0),
]


@pytest.mark.parametrize(("question", "valid", "points"), ALONE)
def test_paths_answered_by_the_engine(
    fake_bot: Rulebot, question: str, valid: bool, points: int
) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is not None
    assert (answer.engine["valid"], answer.engine["points"]) == (valid, points)
