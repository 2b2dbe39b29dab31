"""Loading the invented phrasing files of tests/data/ as pytest parameters."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.rules import Card

DATA = Path(__file__).resolve().parent.parent / "data"


def phrasing_params(name: str, xfails: dict[int, str]) -> list[Any]:
    """One pytest param per item of tests/data/NAME, id'd by its index; known gaps xfail."""
    items = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    return [
        pytest.param(
            item,
            id=f"{k:02d}",
            marks=[pytest.mark.xfail(reason=xfails[k], strict=True)] if k in xfails else [],
        )
        for k, item in enumerate(items)
    ]


def scope_params(xfails: dict[str, str], batch: int | None = None) -> list[Any]:
    """The (text, scope) params of tests/data/intent_phrasings_2.yaml, of one batch or all,
    id'd by batch, scope and index; known failures (by text) xfail."""
    items = yaml.safe_load((DATA / "intent_phrasings_2.yaml").read_text(encoding="utf-8"))
    return [
        pytest.param(
            item["text"],
            item["scope"],
            id=f"b{item['batch']}-{item['scope']}-{k:03d}",
            marks=[pytest.mark.xfail(reason=xfails[item["text"]], strict=True)]
            if item["text"] in xfails
            else [],
        )
        for k, item in enumerate(items)
        if batch is None or item["batch"] == batch
    ]


def card_text(card: object) -> str:
    """A card as the phrasing files write it, spaces normalised: "8 blue"."""
    return " ".join(str(card).split())


def want_hands(item: dict[str, Any]) -> dict[str, set[str]]:
    """The hands an item expects: player -> {"8 blue", ...}."""
    return {str(p): {card_text(c) for c in cards} for p, cards in item["hands"].items()}


def hands_read(hands: Mapping[str, Sequence[Card]], want: dict[str, set[str]]) -> dict[str, Any]:
    """The hands a parse gave, as `want_hands` writes them; players read with no card are
    left out unless the item lists them."""
    return {
        p: {f"{c.value} {c.colour}" for c in hand} for p, hand in hands.items() if hand or p in want
    }
