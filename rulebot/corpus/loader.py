"""Read and validate corpus/arboretum/*.yaml into a Corpus."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from types import MappingProxyType
from typing import Any

from rulebot.corpus.claims import CLAIMS_FILE, load_claims
from rulebot.corpus.fields import identified
from rulebot.corpus.lexicon import load_lexicon
from rulebot.corpus.model import (
    LANGUAGES,
    Corpus,
    CorpusError,
    Entry,
    EntryKind,
    EntryText,
    GameInfo,
)
from rulebot.corpus.pages import parse_pages
from rulebot.corpus.yamlio import read_yaml
from rulebot.rules.counts import count_names

GAME_FILE = "game.yaml"
COLOURS_FILE = "colours.yaml"
ENTRY_FILES: dict[str, EntryKind] = {
    "rules.yaml": EntryKind.RULE,
    "faq.yaml": EntryKind.FAQ,
    "mistakes.yaml": EntryKind.MISTAKE,
}
CORPUS_FILES: tuple[str, ...] = (GAME_FILE, COLOURS_FILE, *ENTRY_FILES, CLAIMS_FILE)
MIN_FAQ_QUESTIONS = 2
_SPACES = re.compile(r"[ \t\r\n]+")  # ASCII only: keeps French non-breaking spaces

_GAME_STR_FIELDS = ("title", "author", "publisher", "booklet_language")
_GAME_INT_FIELDS = ("year", "duration_minutes", "age_min", "booklet_pages")
_ENTRY_KEYS = frozenset({"id", "kind", "pages", "counts", "held_only", *LANGUAGES})
_TEXT_KEYS = frozenset({"title", "text", "questions"})


def load_corpus(path: Path) -> Corpus:
    """Load the corpus folder; raise CorpusError naming the file, entry and field at fault."""
    folder = Path(path)
    if not folder.is_dir():
        raise CorpusError(f"{folder}: corpus folder not found")
    found = sorted(p.name for p in folder.glob("*.yaml"))
    unknown = [name for name in found if name not in CORPUS_FILES]
    if unknown:
        raise CorpusError(f"{unknown[0]}: unexpected file in {folder} (known: {CORPUS_FILES})")
    missing = [name for name in CORPUS_FILES if name not in found]
    if missing:
        raise CorpusError(f"{missing[0]}: required corpus file missing from {folder}")

    digest = hashlib.sha256()
    for name in found:
        digest.update((folder / name).read_bytes())

    game = _game(read_yaml(folder / GAME_FILE), GAME_FILE)
    lexicon = load_lexicon(read_yaml(folder / COLOURS_FILE), COLOURS_FILE)
    entries: list[Entry] = []
    seen: dict[str, str] = {}
    for name, kind in ENTRY_FILES.items():
        for entry in _entries(read_yaml(folder / name), name, kind, game.booklet_pages):
            if entry.id in seen:
                raise CorpusError(
                    f"{name}: entry {entry.id!r}: id: duplicate id,"
                    f" already used in {seen[entry.id]}"
                )
            seen[entry.id] = name
            entries.append(entry)
    claims = load_claims(read_yaml(folder / CLAIMS_FILE), CLAIMS_FILE, seen)
    return Corpus(
        game=game,
        lexicon=lexicon,
        entries=tuple(entries),
        version=digest.hexdigest(),
        claims=claims,
    )


def _game(data: Any, file: str) -> GameInfo:
    if not isinstance(data, dict):
        raise CorpusError(f"{file}: expected a mapping of game facts")
    values: dict[str, Any] = {}
    for key in _GAME_STR_FIELDS:
        values[key] = _string(data.get(key), f"{file}: field {key!r}")
    for key in _GAME_INT_FIELDS:
        values[key] = _positive_int(data.get(key), f"{file}: field {key!r}")
    players = data.get("players")
    if not isinstance(players, dict):
        raise CorpusError(f"{file}: field 'players': expected a mapping with min and max")
    values["players_min"] = _positive_int(players.get("min"), f"{file}: field 'players.min'")
    values["players_max"] = _positive_int(players.get("max"), f"{file}: field 'players.max'")
    if values["players_min"] > values["players_max"]:
        raise CorpusError(f"{file}: field 'players': min is greater than max")
    return GameInfo(**values)


def _entries(data: Any, file: str, kind: EntryKind, last_page: int) -> list[Entry]:
    if not isinstance(data, list):
        raise CorpusError(f"{file}: expected a list of entries")
    return [_entry(item, file, kind, last_page, index) for index, item in enumerate(data, 1)]


def _entry(item: Any, file: str, kind: EntryKind, last_page: int, index: int) -> Entry:
    where = identified(item, file, "entry", index, _ENTRY_KEYS)
    if item.get("kind") != kind.value:
        raise CorpusError(
            f"{where}: kind: expected {kind.value!r} in {file}, got {item.get('kind')!r}"
        )
    pages = _pages(item.get("pages"), where, last_page)
    texts: dict[str, EntryText] = {}
    for lang in LANGUAGES:
        texts[lang] = _text(item.get(lang), f"{where}: {lang}", kind)
    counts = _counts(item.get("counts", []), where)
    held_only = item.get("held_only", False)
    if not isinstance(held_only, bool):
        raise CorpusError(f"{where}: held_only: expected true or false, got {held_only!r}")
    return Entry(
        id=item["id"],
        kind=kind,
        pages=pages,
        texts=MappingProxyType(texts),
        counts=counts,
        held_only=held_only,
    )


def _counts(raw: Any, where: str) -> tuple[str, ...]:
    """The numbers of the rules an entry states (`rules.counts` names)."""
    if not isinstance(raw, list):
        raise CorpusError(f"{where}: counts: expected a list of the rules' numbers")
    known = count_names()
    for name in raw:
        if name not in known:
            named = ", ".join(sorted(known))
            raise CorpusError(f"{where}: counts: {name!r} is none of the rules' numbers ({named})")
    return tuple(raw)


def _pages(raw: Any, where: str, last_page: int) -> tuple[int, ...]:
    if isinstance(raw, bool) or not isinstance(raw, str | int):
        raise CorpusError(f'{where}: pages: missing (write e.g. "6", "5-6" or "2, 4")')
    try:
        pages = parse_pages(raw)
    except ValueError as exc:
        raise CorpusError(f"{where}: pages: {exc}") from None
    outside = [page for page in pages if not 1 <= page <= last_page]
    if outside:
        raise CorpusError(
            f"{where}: pages: page {outside[0]} is outside the booklet (1-{last_page})"
        )
    return pages


def _text(raw: Any, where: str, kind: EntryKind) -> EntryText:
    if not isinstance(raw, dict):
        raise CorpusError(f"{where}: missing language version (title, text, questions)")
    extra = sorted(set(raw) - _TEXT_KEYS, key=str)
    if extra:
        raise CorpusError(f"{where}.{extra[0]}: unknown field")
    title = _string(raw.get("title"), f"{where}.title")
    text = _string(raw.get("text"), f"{where}.text")
    questions_raw = raw.get("questions", [])
    if not isinstance(questions_raw, list):
        raise CorpusError(f"{where}.questions: expected a list of questions")
    questions = tuple(_string(q, f"{where}.questions[{i}]") for i, q in enumerate(questions_raw))
    if kind is EntryKind.FAQ and len(questions) < MIN_FAQ_QUESTIONS:
        raise CorpusError(
            f"{where}.questions: an FAQ entry needs at least {MIN_FAQ_QUESTIONS} questions,"
            f" has {len(questions)}"
        )
    return EntryText(title=title, text=text, questions=questions)


def _string(raw: Any, where: str) -> str:
    if not isinstance(raw, str) or not raw.strip():
        raise CorpusError(f"{where}: expected non-empty text, got {raw!r}")
    return _SPACES.sub(" ", raw).strip()


def _positive_int(raw: Any, where: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < 1:
        raise CorpusError(f"{where}: expected a positive integer, got {raw!r}")
    return raw
