"""The word lists of retrieval (data/*.yaml) and the text clean-ups built on them."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Any

from rulebot.corpus.yamlio import safe_load

WORD = re.compile(r"\w+")


def fold(text: str) -> str:
    """Lower-case and strip accents: "Érable" -> "erable" (NFKD, combining marks removed)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@cache
def data_digest() -> str:
    """A SHA-256 of every data/*.yaml file of retrieval, in name order."""
    digest = hashlib.sha256()
    folder = resources.files("rulebot.retrieval").joinpath("data")
    for item in sorted(folder.iterdir(), key=lambda path: path.name):
        if item.name.endswith(".yaml"):
            digest.update(item.name.encode() + b"\0" + item.read_bytes())
    return digest.hexdigest()


def load_data(name: str) -> Any:
    """A YAML file of data/ (this package's word lists), parsed."""
    raw = resources.files("rulebot.retrieval").joinpath(f"data/{name}").read_text("utf-8")
    return safe_load(raw)


def _word_sets(name: str) -> dict[str, frozenset[str]]:
    data: dict[str, list[object]] = load_data(name)
    return {lang: frozenset(fold(_word(name, w)) for w in words) for lang, words in data.items()}


def _word(name: str, word: object) -> str:
    """A listed word as written. YAML 1.1 reads a bare ``on``, ``yes`` or ``no`` as a
    boolean: such a word must be quoted, or it would silently become "true"."""
    if not isinstance(word, str):
        raise ValueError(f"data/{name}: {word!r} is not a word (quote it)")
    return str(word)


@cache
def stopwords() -> dict[str, frozenset[str]]:
    """The stop words of each language, from data/stopwords.yaml."""
    return _word_sets("stopwords.yaml")


@cache
def fillers() -> dict[str, frozenset[str]]:
    """The chatty words of each language (people, greetings, hedges), data/fillers.yaml."""
    return _word_sets("fillers.yaml")


@cache
def filler_phrases() -> tuple[str, ...]:
    """The chatty phrases of every language ("à lui tout seul", "by himself"), from
    data/filler_phrases.yaml: taken out of questions with the filler words."""
    data: dict[str, list[object]] = load_data("filler_phrases.yaml")
    return tuple(_word("filler_phrases.yaml", p) for phrases in data.values() for p in phrases)


@cache
def all_stopwords(with_fillers: bool = False) -> frozenset[str]:
    """The stop words of every language, and their filler words if asked."""
    words = frozenset().union(*stopwords().values())
    return words.union(*fillers().values()) if with_fillers else words


@cache
def abbreviations() -> dict[str, str]:
    """Chat abbreviation -> plain words, both languages merged (data/abbreviations.yaml)."""
    data: dict[str, dict[str, str]] = load_data("abbreviations.yaml")
    merged: dict[str, str] = {}
    for table in data.values():
        merged.update({fold(str(short)): str(long) for short, long in table.items()})
    return merged


def expand_abbreviations(text: str) -> str:
    """The text with each chat abbreviation (a whole word) written out: "cb de pts" ->
    "combien de points". Other words, digits included, are kept as typed."""
    table = abbreviations()
    return WORD.sub(lambda m: table.get(fold(m.group()), m.group()), text)


def phrases(names: Sequence[str]) -> re.Pattern[str] | None:
    """One pattern matching any of the names as whole words, longest first, folded."""
    folded = sorted({" ".join(fold(name).split()) for name in names} - {""}, key=len)
    if not folded:
        return None
    alternatives = "|".join(re.escape(name).replace(r"\ ", r"\s+") for name in reversed(folded))
    return re.compile(rf"\b(?:{alternatives})\b")


@cache
def _game_names() -> tuple[re.Pattern[str] | None, dict[str, str]]:
    data: dict[str, dict[str, str]] = load_data("game_names.yaml")
    table = {
        " ".join(fold(str(name)).split()): str(plain)
        for names in data.values()
        for name, plain in names.items()
    }
    return phrases(list(table)), table


def plain_game_name(text: str) -> str:
    """The text with the game's own name said as plain words (data/game_names.yaml):
    "When does a game of Arboretum end?" -> "when does a game end?". A text that does
    not name the game is returned as typed; one that does comes back folded."""
    pattern, table = _game_names()
    folded = fold(text).replace("\u2019", "'")
    if pattern is None or not pattern.search(folded):
        return text
    return pattern.sub(lambda m: table[" ".join(m.group().split())], folded)
