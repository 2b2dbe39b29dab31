"""The best path of each colour in an arboretum (p. 5-7), checked against a brute force."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings

from rulebot.rules import Arboretum, BestPath, best_path, best_paths
from rulebot.rules.oracle import all_rising_chains, oracle_best_path, oracle_best_paths

from .helpers import cases, layout
from .strategies import arboretums


@pytest.mark.parametrize("case", cases("engine_layouts.json"))
def test_best_path_of_layout(case: dict[str, Any]) -> None:
    arboretum = layout(case["cells"])
    found = best_paths(arboretum)
    assert set(found) == set(case["best"])
    for colour, expected in case["best"].items():
        best = found[colour]
        assert best.colour == colour
        assert best.points == expected["points"]
        assert best.cells == tuple(tuple(cell) for cell in expected["cells"])
        assert best.cards == tuple(arboretum[cell] for cell in best.cells)
        assert best == oracle_best_path(arboretum, colour)


def test_colour_not_planted_scores_nothing() -> None:
    arboretum = layout([[0, 0, "1red"], [0, 1, "2red"]])
    assert best_path(arboretum, "oak") == BestPath("oak", 0, (), ())
    assert best_paths(arboretum, ["oak", "red"])["red"].points == 3
    assert best_paths(Arboretum()) == {}


def test_oracle_lists_every_rising_chain() -> None:
    arboretum = layout([[0, 0, "1red"], [0, 1, "2red"], [1, 1, "3blue"]])
    assert sorted(all_rising_chains(arboretum)) == [
        ((0, 0), (0, 1)),
        ((0, 0), (0, 1), (1, 1)),
        ((0, 1), (1, 1)),
    ]


@settings(max_examples=1000, deadline=None)
@given(arboretums())
def test_best_paths_agree_with_the_oracle(arboretum: Arboretum) -> None:
    assert best_paths(arboretum) == oracle_best_paths(arboretum)
