"""A path described by its length and shape: the 1 and 8 bonuses come only from what the
player said, or from what the length forces, and the answer then says so.

Before: a 7-card path with neither end said was given both a 1 and an 8 (+1 and +2) where
one of them is enough; nothing told the player a bonus was assumed.
"""

from __future__ import annotations

import itertools

import pytest

from rulebot.answer.engine_text import path_text
from rulebot.pipeline import Rulebot
from rulebot.rules import score_path
from rulebot.rules.paths import DOUBLING_LENGTH
from rulebot.rules.shapes import shape_cards
from rulebot.understanding import PathShape

NOTES = {
    "fr": ("8 cartes vont forcément de 1 à 8", "7 cartes demandent un 1 ou un 8"),
    "en": ("8 cards always run from 1 to 8", "7 cards need a 1 or an 8"),
}
SHAPES = [
    PathShape(n, same, start, end)
    for n, same, start, end in itertools.product(
        range(2, 9), (False, True), (False, True), (False, True)
    )
]


def _expected_bonuses(shape: PathShape) -> set[str]:
    """The bonuses said, plus what the length forces: 8 cards hold 1 and 8; 7 hold one
    of them, the 1 unless the 8 is said."""
    n = shape.length
    start = shape.starts_on_1 or n == 8 or (n == 7 and not shape.ends_on_8)
    end = shape.ends_on_8 or n == 8
    return {k for k, on in (("starts_on_1", start), ("ends_on_8", end)) if on}


@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_bonuses_come_from_what_is_said(shape: PathShape) -> None:
    score = score_path(shape_cards(shape))
    assert score.valid
    kinds = {line.kind for line in score.breakdown}
    assert kinds - {"cards", "doubled"} == _expected_bonuses(shape)
    assert ("doubled" in kinds) is (shape.same_colour and shape.length >= DOUBLING_LENGTH)
    assert len(score.cards) == shape.length


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_an_unsaid_bonus_is_told(shape: PathShape, lang: str) -> None:
    body = path_text(score_path(shape_cards(shape)), lang, None, shape)
    forced, chosen = NOTES[lang]
    said = {k for k in ("starts_on_1", "ends_on_8") if getattr(shape, k)}
    assumed = _expected_bonuses(shape) - said
    assert (forced in body) is (bool(assumed) and shape.length == 8)
    assert (chosen in body) is (bool(assumed) and shape.length == 7)


TOTALS = {"fr": "un tel sentier vaut {} points", "en": "such a path scores {} points"}


@pytest.mark.parametrize(
    ("shape", "lang", "options"),
    [
        (PathShape(7, same_colour=True), "en", "15, 16 or 17"),
        (PathShape(7, same_colour=True), "fr", "15, 16 ou 17"),
        (PathShape(7, starts_on_1=True), "fr", "8 ou 10"),
        (PathShape(4), "en", "4, 5, 6 or 7"),
        (PathShape(8), "en", None),  # 8 cards: one total only
        (PathShape(3, starts_on_1=True, ends_on_8=True), "fr", None),
    ],
    ids=str,
)
def test_every_total_of_a_shape_is_told(shape: PathShape, lang: str, options: str | None) -> None:
    body = path_text(score_path(shape_cards(shape)), lang, None, shape)
    told = TOTALS[lang].format(options) if options else TOTALS[lang].split("{}")[0]
    assert (told in body) is (options is not None), body


@pytest.mark.parametrize(
    ("question", "points", "note"),
    [
        ("a path of 7 cards, how many points?", 8, "7 cards need a 1 or an 8"),
        ("How much is a 7-card path worth?", 8, "7 cards need a 1 or an 8"),
        ("un sentier de 7 cartes, ça fait combien ?", 8, "7 cartes demandent un 1 ou un 8"),
        ("combien vaut un sentier de sept cartes ?", 8, "7 cartes demandent un 1 ou un 8"),
        ("a path of 7 cards ending on an 8, how many points?", 9, None),
        ("un sentier de 7 cartes qui commence par un 1, combien ?", 8, None),
        ("a path of 7 cards all one colour, how many points?", 15, "7 cards need a 1 or an 8"),
        ("un sentier de 8 cartes ça vaut combien ?", 11, "8 cartes vont forcément de 1 à 8"),
        ("a path of 6 cards all one colour: points?", 12, None),
        ("un sentier de 5 cartes qui finit par un 8, combien de points ?", 7, None),
    ],
)
def test_the_bot_scores_what_is_said(
    question: str, points: int, note: str | None, fake_bot: Rulebot
) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is not None and answer.engine["points"] == points, answer.answer
    assert note is None or note in answer.answer
    assert note is not None or ("(7 ca" not in answer.answer and "(8 ca" not in answer.answer)
