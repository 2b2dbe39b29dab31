"""Shared helpers of the rules tests: card notation and the scenario files."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from rulebot.rules import Arboretum, Card

DATA = Path(__file__).resolve().parent.parent / "data"
_CARD = re.compile(r"(\d)(\w+)")


def card(text: str) -> Card:
    """``"3blue"`` -> ``Card(3, "blue")``."""
    match = _CARD.fullmatch(text)
    assert match, text
    return Card(int(match[1]), match[2])


def cards(texts: list[str]) -> tuple[Card, ...]:
    return tuple(card(text) for text in texts)


def layout(rows: list[list[Any]]) -> Arboretum:
    """``[[row, col, "3blue"], ...]`` -> an arboretum (checked like a real one)."""
    return Arboretum.from_layout({(row, col): card(text) for row, col, text in rows})


def load(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def cases(name: str) -> list[Any]:
    """The cases of a scenario file as pytest params, each with its id."""
    return [pytest.param(case, id=case["id"]) for case in load(name)]
