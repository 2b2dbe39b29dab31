"""Described paths (p. 6) and their score (p. 6-7), from tests/data/engine_paths.json."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.rules import Arboretum, Reason, ScoreLine, path_within, score_cells, score_path

from .helpers import card, cards, cases


@pytest.mark.parametrize("case", cases("engine_paths.json"))
def test_described_path(case: dict[str, Any]) -> None:
    result = score_path(cards(case["cards"]), case["colour"])
    assert result.valid is case["valid"]
    assert result.read_reversed is case.get("read_reversed", False)
    if case["valid"]:
        assert result.reason is None
        assert result.points == case["points"]
        assert result.cards == cards(case["read"])
        assert result.colour == result.cards[0].colour
        assert result.pages == (6, 7)
        assert {line.kind: line.points for line in result.breakdown} == case["lines"]
        assert sum(line.points for line in result.breakdown) == result.points
    else:
        assert result.reason is Reason[case["reason"].upper()]
        assert result.points == 0
        assert result.breakdown == ()
        assert result.pages == (6,)


def test_breakdown_lines_in_full() -> None:
    result = score_path(cards(["1red", "3blue", "5blue", "8red"]), "red")
    assert result.breakdown == (
        ScoreLine("cards", 4, 4, (6, 7)),
        ScoreLine("starts_on_1", 1, 1, (6, 7)),
        ScoreLine("ends_on_8", 2, 1, (6, 7)),
    )
    doubled = score_path(cards(["2oak", "3oak", "5oak", "7oak"]))
    assert doubled.breakdown == (
        ScoreLine("cards", 4, 4, (6, 7)),
        ScoreLine("doubled", 4, 4, (6, 7)),
    )


def test_most_a_path_can_score_is_19() -> None:
    best = score_path([card(f"{value}oak") for value in range(1, 9)])
    assert best.points == 19


GRID = Arboretum.from_layout(
    {(0, 0): card("1red"), (0, 1): card("3blue"), (1, 1): card("5blue"), (1, 2): card("8red")}
)


@pytest.mark.parametrize(
    ("cells", "colour", "valid", "points", "reason"),
    [
        ([(0, 0), (0, 1), (1, 1), (1, 2)], "red", True, 7, None),
        ([(1, 2), (1, 1), (0, 1), (0, 0)], "red", True, 7, None),
        ([(0, 1), (1, 1)], None, True, 2, None),
        ([(0, 0), (1, 1)], "red", False, 0, Reason.NOT_A_CHAIN),
        ([(0, 0), (0, 1), (0, 1)], "red", False, 0, Reason.DUPLICATE_CARD),
        ([(0, 0), (5, 5)], "red", False, 0, Reason.NOT_PLANTED),
        ([(0, 0), (0, 1)], "red", False, 0, Reason.END_NOT_COLOUR),
    ],
)
def test_path_given_by_cells(
    cells: list[tuple[int, int]],
    colour: str | None,
    valid: bool,
    points: int,
    reason: Reason | None,
) -> None:
    result = score_cells(GRID, cells, colour)
    assert (result.valid, result.points, result.reason) == (valid, points, reason)


@pytest.mark.parametrize(
    ("told", "colour", "within", "points"),
    [
        ("2red 4red 5red 7red 8blue", "red", "2red 4red 5red 7red", 8),
        ("1blue 3red 4red", "red", "3red 4red", 2),  # the start left out
        ("1blue 3red 5red 8blue", "red", "3red 5red", 2),  # both ends
        ("2red 3blue 5red 6blue", "red", "2red 3blue 5red", 3),
        ("2red 8blue", "red", None, None),  # one card left: no path
        ("2red 2blue 8blue", "red", None, None),  # equal values: another rule breaks it
        ("1red 3red", "red", None, None),  # a path already
        ("2blue 5blue", "red", None, None),  # no card of the colour
    ],
)
def test_the_path_a_run_holds_when_only_its_ends_break_the_colour(
    told: str, colour: str, within: str | None, points: int | None
) -> None:
    found = path_within(score_path(cards(told.split()), colour))
    if within is None:
        assert found is None
    else:
        assert found is not None and found.valid
        assert found.cards == tuple(cards(within.split())) and found.points == points
