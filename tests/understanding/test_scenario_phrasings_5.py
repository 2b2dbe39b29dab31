"""A fifth, independent set of right-to-score questions (tests/data/scenario_phrasings_5.yaml):
the outcome worked out by hand is the engine's, and the bot answers with the engine's
result in words a fair checker looks for: the players as the asker named them, the totals,
a tie, a cancelled 8, nobody holding, a yes or a no when one was asked.

`tune` items may guide changes, `check` items are only measured. `pytest -s` prints the
figures per half and every miss."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.answer.model import Answer
from rulebot.pipeline import Rulebot
from rulebot.rules import Card, format_pages, right_to_score

DATA = Path(__file__).resolve().parents[1] / "data" / "scenario_phrasings_5.yaml"
HALVES: dict[str, list[dict[str, Any]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))

# The patterns "@NAME" stands for in a `must` list, as the golden set writes them.
TIE = (
    r"[ée]galit[ée]|ex.?[æa]e?quo|les deux|tous (?:les )?deux|both|tie|tied"
    r"|all of (?:you|them)|chacun|\btous\b"
)
CANCEL = r"annul|z[ée]ro|\b0\b|cancel|counts? (?:as )?(?:for )?nothing|ne compte pas"
NOBODY = (
    r"personne|nobody|no ?one|tout le monde|everyone|everybody|chacun|\beach\b|\btous\b"
    r"|\ball\b"
)
PATTERNS = {
    "fr": {
        "@TIE": TIE,
        "@CANCEL": CANCEL,
        "@NOBODY": NOBODY,
        "@YOU": r"\btoi\b|\bvous\b|\btu\b",
        "@YES": r"\boui\b",
        "@NO": r"\bnon\b",
    },
    "en": {
        "@TIE": TIE,
        "@CANCEL": CANCEL,
        "@NOBODY": NOBODY,
        "@YOU": r"\byou\b",
        "@YES": r"\byes\b",
        "@NO": r"\bno\b",
    },
}

# Items that must pass, per half: one under the count measured on 2026-11-30 after this
# set's changes: tune 70/70, check 64/70 (before them: tune 50/70, check 45/70); after
# those of scenario_phrasings_6.yaml, check 69/70. Check miss left: "Long story: ..."
# (the scope reads "story" as a writing task).
FLOORS = {"tune": 69, "check": 68}


def items() -> list[Any]:
    return [
        pytest.param(item, id=f"{half}-{k:03d}")
        for half, listed in HALVES.items()
        for k, item in enumerate(listed)
    ]


def patterns(item: dict[str, Any]) -> list[str]:
    """The item's `must` regexes, "@NAME" read in the item's language."""
    return [PATTERNS[item["lang"]].get(must, must) for must in item["must"]]


def problems(item: dict[str, Any], answer: Answer) -> list[str]:
    """Why the answer fails the item; empty when it passes."""
    engine = answer.engine
    if answer.intent != "right_to_score" or engine is None:
        return [f"intent {answer.intent}"]
    found = [] if answer.lang == item["lang"] else [f"lang {answer.lang}"]
    if engine["colour"] != item["colour"]:
        found.append(f"colour {engine['colour']}")
    if item.get("nobody"):
        if not engine["nobody_holds"]:
            found.append(f"not nobody: {engine['totals']}")
    else:
        totals = {p: t for p, t in engine["totals"].items() if p in item["totals"]}
        if sorted(engine["scorers"]) != sorted(item["scorers"]) or totals != item["totals"]:
            found.append(f"scorers {engine['scorers']} totals {engine['totals']}")
        cancelled = [c["player"] for c in engine["cancelled"]]
        if cancelled != ([item["cancelled"]] if "cancelled" in item else []):
            found.append(f"cancelled {cancelled}")
    if f"({format_pages(answer.pages)})" not in answer.answer or answer.pages != (5, 6):
        found.append(f"pages {answer.pages}")
    text = answer.answer
    found += [f"no /{m}/" for m in patterns(item) if not re.search(m, text, re.IGNORECASE)]
    return found


def test_the_set_is_well_formed() -> None:
    assert set(HALVES) == {"tune", "check"}
    assert len(HALVES["tune"]) == len(HALVES["check"]) >= 70
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
    print(f"\nscenario_phrasings_5 {half}: {passed}/{len(HALVES[half])}")
    print("\n".join(misses))
    assert passed >= FLOORS[half], "\n".join(misses)
