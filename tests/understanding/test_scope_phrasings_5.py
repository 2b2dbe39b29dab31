"""classify, and the real bot, on tests/data/scope_phrasings_5.yaml: questions about real
trees that name the game's species and colours (how old, how tall, care, where they grow),
other games and chit-chat, out of scope; and look-alike questions about the game's own
species and colours, in scope.

Items at even positions are the `tune` half, at odd positions the `check` half (only
measured). Before the changes that came with this file classify (and the real bot) got 55
of the 60 tune items right and 57 of the 60 check items; after them, 60 and 58.
`pytest -s` prints the figures and the misses.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Intent, Lexicon, classify, detect_language
from tests.understanding.phrasings import load_items
from tests.understanding.test_scope_phrasings_4 import answered_right, classified_right

ITEMS = load_items("scope_phrasings_5.yaml")
HALVES = ("tune", "check")
# The fewest items of each half classify must get right (the count reached), and the real
# bot (`-m model`).
FLOORS = {"tune": 60, "check": 58}
BOT_FLOORS = {"tune": 60, "check": 58}

# Phrasings classify still gets wrong: text -> why.
XFAIL: dict[str, str] = {
    "How do I take care of a maple tree?": "'take care of' is no real-world cue",
    "How long can I hold on to the 8 of oak?": "a card with box words only: read as another topic",
}


def _half(k: int) -> str:
    return HALVES[k % 2]


def _params() -> list[Any]:
    return [
        pytest.param(
            item,
            id=f"{_half(k)}-{item['scope']}-{k:03d}",
            marks=[pytest.mark.xfail(reason=XFAIL[item["text"]], strict=True)]
            if item["text"] in XFAIL
            else [],
        )
        for k, item in enumerate(ITEMS)
    ]


def test_the_set_is_big_balanced_and_bilingual() -> None:
    assert len(ITEMS) >= 120
    out = sum(item["scope"] == "out" for item in ITEMS)
    assert abs(out - (len(ITEMS) - out)) <= len(ITEMS) // 10
    french = sum(detect_language(item["text"]) == "fr" for item in ITEMS) / len(ITEMS)
    assert 0.4 <= french <= 0.6


@pytest.mark.parametrize("item", _params())
def test_scope(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    assert classified_right(item, classify(item["text"], corpus_lexicon))


def test_the_classify_figures(corpus_lexicon: Lexicon) -> None:
    right = dict.fromkeys(HALVES, 0)
    for k, item in enumerate(ITEMS):
        intent: Intent = classify(item["text"], corpus_lexicon)
        ok = classified_right(item, intent)
        right[_half(k)] += ok
        if not ok:
            print(f"miss {_half(k)} {k:03d} [{item['scope']}] {item['text']!r}: {intent}")
    print("scope_phrasings_5 classify:", right)
    assert all(right[half] >= FLOORS[half] for half in HALVES), right


@pytest.mark.model
def test_the_real_bot_figures(real_bot: Rulebot) -> None:
    right = dict.fromkeys(HALVES, 0)
    for k, item in enumerate(ITEMS):
        ok, said = answered_right(real_bot, item)
        right[_half(k)] += ok
        if not ok:
            print(f"miss {_half(k)} {k:03d} [{item['scope']}] {item['text']!r}: {said[:80]!r}")
    print("scope_phrasings_5 bot:", right)
    assert all(right[half] >= BOT_FLOORS[half] for half in HALVES), right
