"""The right to score a colour (p. 5-6) and the 1 cancelling the 8 (p. 6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import given, settings

from rulebot.rules import Card, Reason, may_score, out_of_play, right_to_score, rights_to_score

from .helpers import card, cards, cases
from .strategies import hands as random_hands


@pytest.mark.parametrize("case", cases("engine_right_to_score.json"))
def test_right_to_score(case: dict[str, Any]) -> None:
    hands = {player: cards(held) for player, held in case["hands"].items()}
    right = right_to_score(hands, case["colour"])
    assert right.colour == case["colour"]
    assert right.totals == case["totals"]
    assert right.scorers == tuple(case["scorers"])
    assert right.nobody_holds is case["nobody_holds"]
    assert right.cancelled == tuple((p, card(c), by) for p, c, by in case["cancelled"])
    assert right.pages == tuple(case["pages"])


def test_rights_for_every_colour() -> None:
    hands = {"ann": cards(["3red", "8oak"]), "bob": cards(["1oak", "2red"])}
    rights = rights_to_score(hands, ["red", "oak", "willow"])
    assert {colour: right.scorers for colour, right in rights.items()} == {
        "red": ("ann",),
        "oak": ("bob",),
        "willow": ("ann", "bob"),
    }


def test_may_score_ruling() -> None:
    hands = {"ann": cards(["8red"]), "bob": cards(["1red"])}
    refused = may_score(hands, "ann", "red")
    assert (refused.allowed, refused.reason, refused.pages) == (
        False,
        Reason.NO_RIGHT_TO_SCORE,
        (5, 6),
    )
    assert may_score(hands, "bob", "red").allowed


def oracle_scorers(hands: Mapping[str, Sequence[Card]], colour: str) -> tuple[str, ...]:
    """A straightforward reading of p. 5-6: sum, zero an 8 facing another's 1, keep the top."""
    if not any(c.colour == colour for hand in hands.values() for c in hand):
        return tuple(hands)
    one_holders = {p for p, hand in hands.items() if Card(1, colour) in hand}
    totals = {}
    for player, hand in hands.items():
        values = [c.value for c in hand if c.colour == colour]
        if 8 in values and one_holders - {player}:
            values.remove(8)
        totals[player] = sum(values)
    top = max(totals.values())
    return tuple(p for p in hands if totals[p] == top)


@settings(max_examples=500, deadline=None)
@given(random_hands())
def test_right_to_score_agrees_with_the_oracle(case: tuple[dict[str, list[Card]], str]) -> None:
    hands, colour = case
    right = right_to_score(hands, colour)
    assert right.scorers == oracle_scorers(hands, colour)
    assert right.scorers
    assert set(right.totals) == set(hands)


@pytest.mark.parametrize(
    ("hands", "kept", "totals"),
    [
        ({"ann": ["1red", "8red"], "bob": ["7red"]}, ("ann",), {"ann": 9, "bob": 7}),
        ({"ann": ["1red", "8red"], "bob": ["1oak", "8oak"]}, ("ann",), {"ann": 9, "bob": 0}),
        ({"ann": ["8red"], "bob": ["1red"]}, (), {"ann": 0, "bob": 1}),
        ({"ann": ["1red"], "bob": ["8red", "3red"]}, (), {"ann": 1, "bob": 3}),
    ],
)
def test_own_one_keeps_own_eight(
    hands: dict[str, list[str]], kept: tuple[str, ...], totals: dict[str, int]
) -> None:
    """A player holding both the 1 and the 8 keeps the 8 (p. 6): named in ``kept``."""
    right = right_to_score({p: cards(held) for p, held in hands.items()}, "red")
    assert (right.kept, right.totals) == (kept, totals)
    assert 6 in right.pages


@pytest.mark.parametrize(
    ("hands", "pathless", "out", "idle", "inert"),
    [
        # the right holder without a path: they score 0, the right passes to no one
        ({"raj": ["7dogwood", "5dogwood"], "you": ["6dogwood"]}, ["raj"], {}, ("raj",), ()),
        # a player without a path who does not hold the right changes nothing
        ({"raj": ["7dogwood"], "you": ["6dogwood"]}, ["you"], {}, (), ()),
        # nobody holds the colour: every player may score, nothing to say of the right
        ({"raj": [], "you": []}, ["raj"], {}, (), ()),
        # a 1 out of its hand while an 8 is held: it cancels nothing
        ({"tom": ["8oak"], "you": []}, [], {"you": ["1oak"]}, (), ("you",)),
        # ...and with no 8 held there is nothing it could cancel
        ({"tom": ["5oak"], "you": []}, [], {"you": ["1oak"]}, (), ()),
        # another colour's 1 out of hand is not this colour's
        ({"tom": ["8oak"], "you": []}, [], {"you": ["1willow"]}, (), ()),
    ],
)
def test_what_the_right_to_score_does_not_change(
    hands: dict[str, list[str]],
    pathless: list[str],
    out: dict[str, list[str]],
    idle: tuple[str, ...],
    inert: tuple[str, ...],
) -> None:
    held = {player: cards(values) for player, values in hands.items()}
    right = right_to_score(held, "dogwood" if "raj" in hands else "oak")
    played = out_of_play(held, right, pathless, {p: cards(c) for p, c in out.items()})
    assert (played.idle, played.inert) == (idle, inert)
    assert played.idle_pages == (5, 6) and played.inert_pages == (6,)
