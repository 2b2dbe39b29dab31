"""What `rulebot chat` says first and which lines end it (data/chat.yaml)."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

import yaml


@cache
def _data() -> dict[str, Any]:
    raw = resources.files("rulebot.cli").joinpath("data", "chat.yaml").read_text("utf-8")
    data: dict[str, Any] = yaml.safe_load(raw)
    return data


def intro() -> str:
    """The first line of a chat, in both languages, with how to quit."""
    return str(_data()["intro"])


@cache
def _quit_words() -> frozenset[str]:
    return frozenset(str(word).casefold() for word in _data()["quit_words"])


def ends_chat(line: str) -> bool:
    """Whether a line asks to leave the chat ("quit", "Quitter !", ":q", "exit")."""
    said = " ".join(line.split()).casefold().rstrip("!. ")
    return said in _quit_words()
