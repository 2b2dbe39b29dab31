"""The fixed texts of rulebot's answers, read once from data/answers.yaml."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

DATA = Path(__file__).resolve().parent / "data" / "answers.yaml"


@lru_cache(maxsize=1)
def texts() -> dict[str, Any]:
    """All fixed answer texts, keyed by purpose then language."""
    with DATA.open(encoding="utf-8") as handle:
        data: dict[str, Any] = yaml.safe_load(handle)
    return data


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
