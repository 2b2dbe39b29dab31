"""Final scoring (p. 5-7), the winner (p. 8) and the tie-break (p. 8)."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.rules import Arboretum, final_scores

from .helpers import cards, cases, layout


@pytest.mark.parametrize("case", cases("engine_final_scores.json"))
def test_final_scores(case: dict[str, Any]) -> None:
    arboretums = {player: layout(cells) for player, cells in case["arboretums"].items()}
    hands = {player: cards(held) for player, held in case["hands"].items()}
    result = final_scores(arboretums, hands, case["colours"])
    by_player = result.by_player()
    for player, expected in case["points"].items():
        assert {line.colour: line.points for line in by_player[player].colours} == expected
    assert {score.player: score.total for score in result.players} == case["totals"]
    assert result.winners == tuple(case["winners"])
    assert result.top_total == max(case["totals"].values())
    assert result.tie_broken_by_colours is case["tie_broken_by_colours"]
    assert result.still_tied is case["still_tied"]
    assert result.pages == tuple(case["pages"])


def test_right_without_a_path_cites_no_path_no_points() -> None:
    arboretums = {"ann": layout([[0, 0, "3oak"]]), "bob": layout([[0, 0, "1red"], [0, 1, "6red"]])}
    hands = {"ann": cards(["8red"]), "bob": cards(["2red"])}
    result = final_scores(arboretums, hands, ["red"])
    ann_red = result.by_player()["ann"].colours[0]
    assert (ann_red.has_right, ann_red.points, ann_red.path.cells) == (True, 0, ())
    assert ann_red.pages == (5, 6, 7)
    bob_red = result.by_player()["bob"].colours[0]
    assert (bob_red.has_right, bob_red.points) == (False, 0)


def test_colours_default_to_all_seen() -> None:
    arboretums = {"ann": layout([[0, 0, "1red"], [0, 1, "2red"]]), "bob": Arboretum()}
    result = final_scores(arboretums, {"ann": [], "bob": cards(["4oak"])})
    assert set(result.rights) == {"red", "oak"}
    assert result.winners == ("ann",)


def test_players_must_match() -> None:
    with pytest.raises(ValueError, match="same players"):
        final_scores({"ann": Arboretum()}, {"bob": []}, ["red"])
