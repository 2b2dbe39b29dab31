"""The fixed texts of rulebot's answers, read once from data/answers.yaml, and the
one loader of the answer data files."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

import yaml


class AnswerDataError(ValueError):
    """An answer data file is malformed (names the file and the faulty value)."""


@cache
def load_data(name: str) -> dict[str, Any]:
    """A YAML mapping of rulebot/answer/data/ (parsed once)."""
    raw = resources.files("rulebot.answer").joinpath("data", name).read_text("utf-8")
    data = yaml.load(raw, Loader=yaml.CSafeLoader)
    if not isinstance(data, dict):
        raise AnswerDataError(f"{name}: expected a mapping at the top")
    return data


def texts() -> dict[str, Any]:
    """All fixed answer texts, keyed by purpose then language."""
    return load_data("answers.yaml")


def text(key: str, lang: str, **values: object) -> str:
    """One fixed text in a language, with its {placeholders} filled."""
    template: str = texts()[key][lang]
    return template.format(**values)


def capitalised(text: str) -> str:
    """The text with its first letter upper-case ("uniquement le 8" -> "Uniquement le 8")."""
    return text[:1].upper() + text[1:]


def suggestions(lang: str) -> tuple[str, ...]:
    """Questions the bot answers well, offered when it abstains."""
    return tuple(texts()["suggestions"][lang])
