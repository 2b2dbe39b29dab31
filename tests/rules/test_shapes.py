"""A path told by its shape: every total its unsaid ends allow, worked out by hand.

Before: only one total was given for a shape, the one on its representative cards, though
"a path of 7 cards all one colour" may score 15 (1 to 7), 16 (2 to 8) or 17 (1 to 8 with
a middle value left out).
"""

from __future__ import annotations

import pytest

from rulebot.rules import score_path
from rulebot.rules.shapes import PathShape, shape_cards, shape_totals


@pytest.mark.parametrize(
    ("shape", "totals"),
    [
        # 7 cards leave out one value: no 1 (+2), no 8 (+1) or both ends (+3); doubled.
        (PathShape(7, same_colour=True), (15, 16, 17)),
        (PathShape(7), (8, 9, 10)),
        (PathShape(7, starts_on_1=True), (8, 10)),  # 1..7, or 1..8 without a middle value
        (PathShape(7, ends_on_8=True), (9, 10)),
        (PathShape(8), (11,)),  # 1 to 8, always
        (PathShape(8, same_colour=True), (19,)),  # 8 + 8 doubled + 1 + 2
        (PathShape(4), (4, 5, 6, 7)),
        (PathShape(4, same_colour=True), (8, 9, 10, 11)),  # 4 cards: doubled
        (PathShape(3, same_colour=True), (3, 4, 5, 6)),  # 3 cards: not doubled
        (PathShape(2, starts_on_1=True, ends_on_8=True), (5,)),
        (PathShape(1), ()),  # no path has one card
        (PathShape(9), ()),  # nor nine
    ],
    ids=str,
)
def test_shape_totals(shape: PathShape, totals: tuple[int, ...]) -> None:
    assert shape_totals(shape) == totals


@pytest.mark.parametrize("length", range(2, 9))
@pytest.mark.parametrize("same", [False, True])
def test_the_representative_path_is_one_of_the_totals(length: int, same: bool) -> None:
    shape = PathShape(length, same_colour=same)
    assert score_path(shape_cards(shape)).points == min(shape_totals(shape))
