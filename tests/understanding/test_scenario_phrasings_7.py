"""A seventh, independent set of right-to-score questions (tests/data/scenario_phrasings_7.yaml):
"un"/"one" as the value 1 at a clause end, counted opponents given values in order ("my two
opponents have 5 and 7 respectively"), opponents named by where they sit ("the guy next to
me", "ma voisine de gauche"), hands told as what was left at the end ("I ended up with",
"il me restait", "au final j'ai gardé"). The outcome worked out by hand is the engine's,
and the answer says it in the words a fair checker looks for.

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

HALVES = load_halves("scenario_phrasings_7")

# Items that must pass, per half: the counts measured on 2026-11-30 after this set's
# changes: tune 59/60, check 56/60 (before them: tune 35/60, check 34/60). Misses left:
# "Tom has one and I have seven" and "Kate has one, I have six" ("one" after a verb may be
# a count), "Ana, Ben and I hold 2, 6 and 7 ... respectively" (names listed before "and
# I" are not read as players), "Celles du joueur à ma gauche : 7" (a seat after "celles
# du" opens no hand).
FLOORS = {"tune": 59, "check": 56}


def test_the_set_is_well_formed() -> None:
    assert_well_formed(HALVES, 60)


@pytest.mark.parametrize("item", items(HALVES))
def test_the_worked_outcome_is_the_engine_s(item: dict[str, Any]) -> None:
    assert_engine_outcome(item)


@pytest.mark.parametrize("half", ["tune", "check"])
def test_the_answers_say_who_scores_and_why(half: str, fake_bot: Rulebot) -> None:
    measure(f"scenario_phrasings_7 {half}", HALVES[half], fake_bot, FLOORS[half])
