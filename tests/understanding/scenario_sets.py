"""What the invented right-to-score sets in halves (tests/data/scenario_phrasings_5.yaml,
_6 and _7) share: the `must` shorthands ("@TIE", "@CANCEL"…), how an answer fails an item,
the form check, the engine's own outcome of an item, and how a half is measured and
printed."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.answer.model import Answer
from rulebot.pipeline import Rulebot
from rulebot.rules import Card, format_pages, right_to_score

Halves = dict[str, list[dict[str, Any]]]
DATA = Path(__file__).resolve().parents[1] / "data"

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


def load_halves(name: str) -> Halves:
    """The `tune` and `check` halves of tests/data/<name>.yaml."""
    halves: Halves = yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))
    return halves


def items(halves: Halves, prefix: str = "") -> list[Any]:
    """Every item as a pytest parameter named by its half and position (after `prefix`)."""
    return [
        pytest.param(item, id=f"{prefix}{half}-{k:03d}")
        for half, listed in halves.items()
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


def assert_well_formed(halves: Halves, at_least: int) -> None:
    """Two halves of equal size (at least `at_least` each), distinct questions, mostly
    French, every key present and every `must` a valid regex."""
    assert set(halves) == {"tune", "check"}
    assert len(halves["tune"]) == len(halves["check"]) >= at_least
    listed = [item for half in halves.values() for item in half]
    assert len({item["q"] for item in listed}) == len(listed)
    assert 0.55 <= sum(item["lang"] == "fr" for item in listed) / len(listed) <= 0.7
    keys = {"q", "lang", "hands", "colour", "totals", "scorers", "must"}
    for item in listed:
        assert keys <= set(item), item["q"]
        for pattern in patterns(item):
            re.compile(pattern)


def assert_engine_outcome(item: dict[str, Any]) -> None:
    """The outcome worked out by hand in the item is the engine's."""
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


def measure(title: str, listed: list[dict[str, Any]], bot: Rulebot, floor: int) -> None:
    """Ask every item, print the figure and every miss, fail under `floor`."""
    misses = []
    for item in listed:
        found = problems(item, bot.ask(item["q"]))
        if found:
            misses.append(f"  miss: {item['q']!r}: {'; '.join(found)}")
    passed = len(listed) - len(misses)
    print(f"\n{title}: {passed}/{len(listed)}")
    print("\n".join(misses))
    assert passed >= floor, "\n".join(misses)
