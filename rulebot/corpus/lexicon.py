"""Validate colours.yaml into a ColourLexicon."""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from rulebot.corpus.model import LANGUAGES, ColourKind, ColourLexicon, ColourName, CorpusError

_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_COLOUR_KEYS = frozenset({"id", "printing", *LANGUAGES})
PRINTINGS = ("first", "later")


def load_lexicon(data: Any, file: str) -> ColourLexicon:
    """Build the lexicon; every id and every case-folded word must be unique."""
    if not isinstance(data, dict):
        raise CorpusError(f"{file}: expected a mapping with 'species' and 'plain'")
    extra = sorted(set(data) - {kind.value for kind in ColourKind}, key=str)
    if extra:
        raise CorpusError(f"{file}: {extra[0]}: unknown section (expected species, plain)")
    groups: dict[ColourKind, tuple[ColourName, ...]] = {}
    ids: set[str] = set()
    owner: dict[str, str] = {}
    for kind in ColourKind:
        items = data.get(kind.value)
        if not isinstance(items, list) or not items:
            raise CorpusError(f"{file}: {kind.value}: expected a non-empty list of colours")
        colours = []
        for index, item in enumerate(items, 1):
            colour = _colour(item, file, kind, index)
            if colour.id in ids:
                raise CorpusError(f"{file}: colour {colour.id!r}: id: duplicate id")
            ids.add(colour.id)
            for word in colour.words():
                folded = word.casefold()
                if owner.get(folded, colour.id) != colour.id:
                    raise CorpusError(
                        f"{file}: colour {colour.id!r}: word {word!r} already names"
                        f" {owner[folded]!r}"
                    )
                owner[folded] = colour.id
            colours.append(colour)
        groups[kind] = tuple(colours)
    return ColourLexicon(species=groups[ColourKind.SPECIES], plain=groups[ColourKind.PLAIN])


def _colour(item: Any, file: str, kind: ColourKind, index: int) -> ColourName:
    if not isinstance(item, dict):
        raise CorpusError(f"{file}: {kind.value} #{index}: expected a mapping")
    raw_id = item.get("id")
    if not isinstance(raw_id, str) or not _ID.match(raw_id):
        raise CorpusError(
            f"{file}: {kind.value} #{index}: id: expected a lower_snake_case id, got {raw_id!r}"
        )
    where = f"{file}: colour {raw_id!r}"
    extra = sorted(set(item) - _COLOUR_KEYS, key=str)
    if extra:
        raise CorpusError(f"{where}: {extra[0]}: unknown field")
    names: dict[str, tuple[str, ...]] = {}
    for lang in LANGUAGES:
        words = item.get(lang)
        if not isinstance(words, list) or not words:
            raise CorpusError(f"{where}: {lang}: expected a non-empty list of words")
        cleaned = []
        for word in words:
            if not isinstance(word, str) or not word.strip():
                raise CorpusError(f"{where}: {lang}: expected non-empty words, got {word!r}")
            cleaned.append(" ".join(word.split()))
        folded = [word.casefold() for word in cleaned]
        if len(set(folded)) != len(folded):
            raise CorpusError(f"{where}: {lang}: a word is listed twice")
        names[lang] = tuple(cleaned)
    printing = item.get("printing", "")
    if printing not in ("", *PRINTINGS) or (printing and kind is not ColourKind.SPECIES):
        raise CorpusError(
            f"{where}: printing: expected one of {', '.join(PRINTINGS)} on a species,"
            f" got {printing!r}"
        )
    return ColourName(id=raw_id, kind=kind, names=MappingProxyType(names), printing=printing)
