"""The invented scope sets (tests/data/intent_phrasings_3.yaml, scope_phrasings_4.yaml and
_5): one table of sets (what each must look like, its known classify failures and its
floors), the items as pytest parameters, and what is right for classify and for the bot.

Items at even positions are the `tune` half, at odd positions the `check` half (only
measured). History of the figures, per set:

- intent_phrasings_3 (out of scope, in scope, box facts): before the changes that came
  with it, the real bot got 155 of the 196 check items right (abstention, answer, box
  fact); after them, 185. The routing causes of tests/understanding/test_blind3_routing.py
  (the game pointed at by "y jouer", counts of players, a group of people, the bot's
  set-up, words about words, playing online, life itself, a country the box is sold in)
  took eight questions out of its xfail map, and a card named in a box question one of
  scope_phrasings_5's.
- scope_phrasings_4 (questions in the words of box facts: durations, ages, player counts,
  years, authors, about something else, and genuine Arboretum questions in the same
  words): the real bot got 53 of the 70 tune items right and 51 of the 70 check items
  before, 69 and 61 after; after the box decisions of boxfacts.py
  (tests/data/intent_phrasings_5.yaml), 70 and 69; once a species no longer showed a box
  question to be about the game (scope_phrasings_5.yaml), 70 and 70.
- scope_phrasings_5 (questions about real trees that name the game's species and colours,
  other games and chit-chat, out of scope; look-alike questions about the game's own
  species and colours, in scope): classify (and the real bot) got 55 of the 60 tune items
  right and 57 of the 60 check items before, 60 and 58 after.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Intent, classify, detect_language
from tests.understanding.phrasings import load_items

HALVES = ("tune", "check")


@dataclass(frozen=True)
class ScopeSet:
    """One set file, what it must look like, its known failures and its floors."""

    name: str  # tests/data/<name>.yaml
    at_least: int = 0  # the fewest items...
    out_at_least: int = 0  # ...out of scope...
    in_at_least: int = 0  # ...and in scope
    balanced: bool = False  # as many items in as out of scope, within a tenth
    french: tuple[float, float] = (0.55, 1.0)  # the share of French items, bounds included
    # Phrasings classify still gets wrong: text -> why.
    xfail: Mapping[str, str] = field(default_factory=dict)
    # The fewest items of each half classify, and the real bot (`-m model`), must get
    # right; None: not measured.
    floors: Mapping[str, int] | None = None
    bot_floors: Mapping[str, int] | None = None

    def items(self) -> list[dict[str, Any]]:
        return load_items(f"{self.name}.yaml")


SETS = (
    ScopeSet(
        "intent_phrasings_3",
        out_at_least=200,
        in_at_least=150,
        xfail={
            "Mon chat a mange une carte du jeu, c'est grave ?": "a real-world worry about a card",
            "Quel age pour passer le permis ?": ("a box cue with only box words besides 'permis'"),
        },
    ),
    # The bot floors: one under the last count.
    ScopeSet("scope_phrasings_4", 120, balanced=True, bot_floors={"tune": 69, "check": 69}),
    ScopeSet(
        "scope_phrasings_5",
        120,
        balanced=True,
        french=(0.4, 0.6),
        # The counts reached.
        floors={"tune": 60, "check": 60},
        bot_floors={"tune": 60, "check": 60},
    ),
)
BY_NAME = {s.name: s for s in SETS}


def scope_params(
    items: list[dict[str, Any]], xfail: Mapping[str, str], prefix: str = ""
) -> list[Any]:
    """One param per item, id'd by half, scope and index (after `prefix`); known failures
    (by text) xfail strictly."""
    return [
        pytest.param(
            item,
            id=f"{prefix}{HALVES[k % 2]}-{item['scope']}-{k:03d}",
            marks=[pytest.mark.xfail(reason=xfail[item["text"]], strict=True)]
            if item["text"] in xfail
            else [],
        )
        for k, item in enumerate(items)
    ]


def assert_well_formed(sset: ScopeSet) -> None:
    """The set is as large, as balanced and as French as its row says."""
    items = sset.items()
    assert len(items) >= sset.at_least
    out = sum(item["scope"] == "out" for item in items)
    assert out >= sset.out_at_least
    assert len(items) - out >= sset.in_at_least
    assert not sset.balanced or abs(out - (len(items) - out)) <= len(items) // 10
    low, high = sset.french
    assert low <= sum(detect_language(item["text"]) == "fr" for item in items) / len(items) <= high


def classified_right(item: dict[str, Any], intent: Intent) -> bool:
    """Out of scope as the item says, or in scope (not a greeting) with the intent it names."""
    if item["scope"] == "out":
        return intent is Intent.OUT_OF_SCOPE
    if intent in (Intent.OUT_OF_SCOPE, Intent.GREETING):
        return False
    return "intent" not in item or intent is Intent(item["intent"])


def answered_right(bot: Rulebot, item: dict[str, Any]) -> tuple[bool, str]:
    """Whether the real bot declines what is out of scope, says it does not know what no
    rule settles (without calling it out of scope), and answers the rest with the fact
    asked."""
    if not classified_right(item, classify(item["text"], bot.lexicon)):
        return False, "classify"
    answer = bot.ask(item["text"])
    if item["scope"] == "out":
        return answer.abstained and not answer.citations, answer.answer
    if item.get("declined"):
        return answer.abstained and answer.intent != "out_of_scope", answer.answer
    ok = not answer.abstained and answer.intent != "greeting"
    ok = ok and all(re.search(p, answer.answer, re.IGNORECASE) for p in item.get("must", []))
    return ok, answer.answer


def half_figures(
    title: str,
    items: list[dict[str, Any]],
    judge: Callable[[dict[str, Any]], tuple[bool, str]],
    floors: Mapping[str, int],
) -> None:
    """Judge every item (right or not, and what was said), print each miss and the figures
    per half, and fail under a half's floor."""
    right = dict.fromkeys(HALVES, 0)
    for k, item in enumerate(items):
        ok, said = judge(item)
        right[HALVES[k % 2]] += ok
        if not ok:
            print(f"miss {HALVES[k % 2]} {k:03d} [{item['scope']}] {item['text']!r}: {said}")
    print(f"{title}:", {half: f"{right[half]}/{len(items[i::2])}" for i, half in enumerate(HALVES)})
    assert all(right[half] >= floors[half] for half in HALVES), right
