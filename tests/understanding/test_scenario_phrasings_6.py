"""A sixth, independent set of right-to-score questions (tests/data/scenario_phrasings_6.yaml):
stories, nobody among a few players, hands opened by a possessive ("Les miennes :",
"Jake's:"), values in words after a player, whether another player's 8 counts, and
English groups ("both of us", "the two of us", "my opponents"). The outcome worked out by
hand is the engine's, and the answer says it in the words a fair checker looks for.

`tune` items may guide changes, `check` items are only measured. `pytest -s` prints the
figures per half and every miss."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.pipeline import Rulebot
from rulebot.rules import Card, right_to_score
from tests.understanding.test_scenario_phrasings_5 import patterns, problems

DATA = Path(__file__).resolve().parents[1] / "data" / "scenario_phrasings_6.yaml"
HALVES: dict[str, list[dict[str, Any]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))

# Items that must pass, per half: one under the count measured on 2026-11-30 after this
# set's changes: tune 40/42, check 39/42 (before them: tune 19/42, check 17/42). Misses
# left: "Long story: ..." (the scope reads "story" as a writing task), "Moi huit, Sophie
# un" and "Moi huit et un, Tom deux" ("un" before a comma is read as an article),
# "Mon voisin prétend marquer ... Il a raison ?" (out of scope).
FLOORS = {"tune": 39, "check": 38}


def items() -> list[Any]:
    return [
        pytest.param(item, id=f"{half}-{k:03d}")
        for half, listed in HALVES.items()
        for k, item in enumerate(listed)
    ]


def test_the_set_is_well_formed() -> None:
    assert set(HALVES) == {"tune", "check"}
    assert len(HALVES["tune"]) == len(HALVES["check"]) >= 40
    listed = [item for half in HALVES.values() for item in half]
    assert len({item["q"] for item in listed}) == len(listed)
    assert 0.55 <= sum(item["lang"] == "fr" for item in listed) / len(listed) <= 0.7
    keys = {"q", "lang", "hands", "colour", "totals", "scorers", "must"}
    for item in listed:
        assert keys <= set(item), item["q"]
        for pattern in patterns(item):
            re.compile(pattern)


@pytest.mark.parametrize("item", items())
def test_the_worked_outcome_is_the_engine_s(item: dict[str, Any]) -> None:
    hands = {
        str(player): [Card(int(c.split()[0]), c.split()[1]) for c in cards]
        for player, cards in item["hands"].items()
    }
    right = right_to_score(hands, item["colour"])
    assert right.nobody_holds == bool(item.get("nobody"))
    assert dict(right.totals) == item["totals"]
    assert sorted(right.scorers) == sorted(item["scorers"])
    assert [p for p, _, _ in right.cancelled] == (
        [item["cancelled"]] if "cancelled" in item else []
    )


@pytest.mark.parametrize("half", ["tune", "check"])
def test_the_answers_say_who_scores_and_why(half: str, fake_bot: Rulebot) -> None:
    misses = []
    for item in HALVES[half]:
        found = problems(item, fake_bot.ask(item["q"]))
        if found:
            misses.append(f"  miss: {item['q']!r}: {'; '.join(found)}")
    passed = len(HALVES[half]) - len(misses)
    print(f"\nscenario_phrasings_6 {half}: {passed}/{len(HALVES[half])}")
    print("\n".join(misses))
    assert passed >= FLOORS[half], "\n".join(misses)
