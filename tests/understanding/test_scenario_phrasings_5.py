"""A fifth, independent set of right-to-score questions (tests/data/scenario_phrasings_5.yaml):
the outcome worked out by hand is the engine's, and the bot answers with the engine's
result in words a fair checker looks for: the players as the asker named them, the totals,
a tie, a cancelled 8, nobody holding, a yes or a no when one was asked.

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

HALVES = load_halves("scenario_phrasings_5")

# Items that must pass, per half: one under the count measured on 2026-11-30 after this
# set's changes: tune 70/70, check 64/70 (before them: tune 50/70, check 45/70); after
# those of scenario_phrasings_6.yaml, check 69/70; once "long story" was no writing task
# for the scope, check 70/70.
FLOORS = {"tune": 69, "check": 69}


def test_the_set_is_well_formed() -> None:
    assert_well_formed(HALVES, 70)


@pytest.mark.parametrize("item", items(HALVES))
def test_the_worked_outcome_is_the_engine_s(item: dict[str, Any]) -> None:
    assert_engine_outcome(item)


@pytest.mark.parametrize("half", ["tune", "check"])
def test_the_answers_say_who_scores_and_why(half: str, fake_bot: Rulebot) -> None:
    measure(f"scenario_phrasings_5 {half}", HALVES[half], fake_bot, FLOORS[half])
