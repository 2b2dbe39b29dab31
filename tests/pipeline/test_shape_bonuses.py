"""A path described by its length and shape: the 1 and 8 bonuses come only from what the
player said, or from what the length forces, and the answer then says so.

Before: a 7-card path with neither end said was given both a 1 and an 8 (+1 and +2) where
one of them is enough; nothing told the player a bonus was assumed.
"""

from __future__ import annotations

import itertools

import pytest

from rulebot.answer.engine_text import path_text
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
