"""Checks shared by the corpus files made of items with ids (entries, claims)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from rulebot.corpus.model import CorpusError


def identified(item: Any, file: str, kind: str, index: int, keys: Collection[str]) -> str:
    """Where an item of a list is, for messages ("faq.yaml: entry 'faq-tie'"), once it is a
    mapping with an id and no field outside `keys`; CorpusError naming what is wrong."""
    if not isinstance(item, dict):
        raise CorpusError(f"{file}: {kind} #{index}: expected a mapping")
    raw_id = item.get("id")
    if not isinstance(raw_id, str) or not raw_id.strip():
        raise CorpusError(f"{file}: {kind} #{index}: id: missing or empty")
    where = f"{file}: {kind} {raw_id!r}"
    extra = sorted(set(item) - set(keys), key=str)
    if extra:
        raise CorpusError(f"{where}: {extra[0]}: unknown field")
    return where
