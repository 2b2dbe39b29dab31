"""A sixth, independent set of right-to-score questions (tests/data/scenario_phrasings_6.yaml):
stories, nobody among a few players, hands opened by a possessive ("Les miennes :",
"Jake's:"), values in words after a player, whether another player's 8 counts, and
English groups ("both of us", "the two of us", "my opponents"). The outcome worked out by
hand is the engine's, and the answer says it in the words a fair checker looks for.

`tune` items may guide changes, `check` items are only measured. `pytest -s` prints the
figures per half and every miss."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from tests.understanding.scenario_sets import (
    assert_engine_outcome,
    assert_well_formed,
    items,
    load_halves,
    measure,
)

HALVES = load_halves("scenario_phrasings_6")

# Items that must pass, per half: one under the count measured on 2026-11-30 after this
# set's changes: tune 40/42, check 39/42 (before them: tune 19/42, check 17/42). After the
# scope no longer read "long story" and "prétend" as a task or an injection: tune 41,
# check 40. Misses left: "Moi huit, Sophie un" and "Moi huit et un, Tom deux" ("un" before
# a comma is read as an article); "Long story short: I kept the 8 of red all game, Nina
# ended up with …" (the hands after "ended up with" are not read).
FLOORS = {"tune": 40, "check": 39}


def test_the_set_is_well_formed() -> None:
    assert_well_formed(HALVES, 40)


@pytest.mark.parametrize("item", items(HALVES))
def test_the_worked_outcome_is_the_engine_s(item: dict[str, Any]) -> None:
    assert_engine_outcome(item)


@pytest.mark.parametrize("half", ["tune", "check"])
def test_the_answers_say_who_scores_and_why(half: str, fake_bot: Rulebot) -> None:
    measure(f"scenario_phrasings_6 {half}", HALVES[half], fake_bot, FLOORS[half])
