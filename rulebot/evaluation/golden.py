"""Golden question sets: load `eval/golden/*.yaml` into `GoldenItem` values."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from rulebot.errors import RulebotError

SPLITS = ("dev", "test", "holdout", "all")
# What an Answer's `intent` may be (rulebot/answer: the intents of Answer values).
INTENTS = (
    "rules", "winner", "path_score", "right_to_score", "layout", "game_facts", "greeting",
    "out_of_scope",
)  # fmt: skip
LANGUAGES = ("fr", "en")
# libyaml's loader when PyYAML was built with it: the sets hold ~12,000 items.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_PAGE_RANGE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$")


class GoldenError(RulebotError):
    """A golden set cannot be read: missing, not YAML, or an item is malformed."""


@dataclass(frozen=True)
class GoldenItem:
    """One golden question with what a correct answer must show."""

    id: str
    lang: str
    category: str
    turns: tuple[str, ...]
    entries: tuple[str, ...] = ()
    pages: tuple[int, ...] | None = None
    must: tuple[str, ...] = ()
    must_not: tuple[str, ...] = ()
    engine: Mapping[str, Any] | None = None
    abstain: bool = False
    intent: tuple[str, ...] = ()  # the answer's intent is one of these (none: not checked)
    answer_lang: str | None = None  # the language the answer must be in (None: not checked)
    source: str = field(default="", compare=False)

    @property
    def question(self) -> str:
        """The question asked last: the one the expectations apply to."""
        return self.turns[-1]

    @property
    def history(self) -> tuple[str, ...]:
        """The earlier turns, oldest first."""
        return self.turns[:-1]


def load_golden(path: Path, split: str = "dev") -> list[GoldenItem]:
    """Load a YAML file, or the split's file(s) from a folder of them; raise GoldenError."""
    if split not in SPLITS:
        raise GoldenError(f"unknown split {split!r}: expected one of {', '.join(SPLITS)}")
    if path.is_dir():
        files = _split_files(path, split)
    elif path.is_file():
        files = [path]
    else:
        raise GoldenError(f"golden set not found: {path}")
    items: list[GoldenItem] = []
    for file in files:
        items.extend(load_file(file))
    seen: set[str] = set()
    for item in items:
        if item.id in seen:
            raise GoldenError(f"{item.source}: duplicate item id {item.id!r}")
        seen.add(item.id)
    if not items:
        raise GoldenError(f"golden set {path} has no items")
    return items


def _split_files(folder: Path, split: str) -> list[Path]:
    if split == "all":
        files = sorted([*folder.glob("*.yaml"), *folder.glob("*.yml")])
        if not files:
            raise GoldenError(f"no *.yaml golden files in {folder}")
        return files
    for suffix in (".yaml", ".yml"):
        candidate = folder / f"{split}{suffix}"
        if candidate.is_file():
            return [candidate]
    raise GoldenError(f"no {split}.yaml in {folder}")


def load_file(path: Path) -> list[GoldenItem]:
    """Load one YAML file: a list of items, or a mapping with an `items` list."""
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
    except OSError as exc:
        raise GoldenError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise GoldenError(f"{path}: not UTF-8 text") from exc
    except yaml.YAMLError as exc:
        mark, problem = getattr(exc, "problem_mark", None), getattr(exc, "problem", None)
        where = f"line {mark.line + 1}" if mark is not None else ""
        detail = ": ".join(str(part) for part in (where, problem) if part)
        raise GoldenError(f"{path}: not valid YAML" + (f" ({detail})" if detail else "")) from exc
    if isinstance(data, Mapping) and "items" in data:
        data = data["items"]
    if not isinstance(data, list):
        raise GoldenError(f"{path}: expected a list of items (or a mapping with `items`)")
    return [parse_item(raw, source=f"{path}#{n + 1}") for n, raw in enumerate(data)]


def parse_item(raw: object, source: str = "<item>") -> GoldenItem:
    """Validate one raw YAML item; GoldenError names the source and the item id."""
    if not isinstance(raw, Mapping):
        raise GoldenError(f"{source}: an item must be a mapping")
    item_id = raw.get("id")
    if not isinstance(item_id, str | int) or isinstance(item_id, bool) or str(item_id) == "":
        raise GoldenError(f"{source}: item without an `id`")
    where = f"{source} (id {item_id})"
    try:
        return GoldenItem(
            id=str(item_id),
            lang=_text(raw, "lang"),
            category=_text(raw, "category", default="uncategorised"),
            turns=_turns(raw),
            entries=_strings(raw.get("entries", raw.get("entry")), "entries"),
            pages=_pages(raw["pages"]) if raw.get("pages") is not None else None,
            must=_patterns(raw.get("must"), "must"),
            must_not=_patterns(raw.get("must_not"), "must_not"),
            engine=_engine(raw.get("engine")),
            abstain=_bool(raw.get("abstain", False), "abstain"),
            intent=_intents(raw.get("intent")),
            answer_lang=_language(raw.get("answer_lang")),
            source=source,
        )
    except ValueError as exc:
        raise GoldenError(f"{where}: {exc}") from exc


def _text(raw: Mapping[str, Any], key: str, default: str | None = None) -> str:
    value = raw.get(key, default)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"`{key}` must be a non-empty string")
    return value.strip()


def _turns(raw: Mapping[str, Any]) -> tuple[str, ...]:
    if "turns" in raw:
        turns = raw["turns"]
        if not isinstance(turns, list) or not turns:
            raise ValueError("`turns` must be a non-empty list")
        texts = [t.get("question") if isinstance(t, Mapping) else t for t in turns]
        if not all(isinstance(t, str) and t.strip() for t in texts):
            raise ValueError("each turn must be a question string (or have a `question`)")
        return tuple(str(t) for t in texts)
    return (_text(raw, "question"),)


def _strings(value: object, key: str) -> tuple[str, ...]:
    if value is None:
        return ()
    values = value if isinstance(value, list) else [value]
    if not all(isinstance(v, str) and v for v in values):
        raise ValueError(f"`{key}` must be a string or a list of strings")
    return tuple(str(v) for v in values)


def _intents(value: object) -> tuple[str, ...]:
    intents = _strings(value, "intent")
    unknown = [i for i in intents if i not in INTENTS]
    if unknown:
        raise ValueError(f"`intent` {unknown[0]!r} is not one of {', '.join(INTENTS)}")
    return intents


def _language(value: object) -> str | None:
    if value is None:
        return None
    if value not in LANGUAGES:
        raise ValueError(f"`answer_lang` must be one of {', '.join(LANGUAGES)}")
    return str(value)


def _patterns(value: object, key: str) -> tuple[str, ...]:
    patterns = _strings(value, key)
    for pattern in patterns:
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"`{key}` regex {pattern!r} is invalid: {exc}") from exc
    return patterns


def _pages(value: object) -> tuple[int, ...]:
    values: Sequence[object] = value if isinstance(value, list) else [value]
    pages: list[int] = []
    for v in values:
        if isinstance(v, int) and not isinstance(v, bool) and v > 0:
            pages.append(v)
            continue
        match = _PAGE_RANGE.match(v) if isinstance(v, str) else None
        if match is None:
            raise ValueError(f"`pages` entry {v!r} is not a page number or a range like 5-6")
        first, last = int(match[1]), int(match[2] or match[1])
        pages.extend(range(first, last + 1))
    return tuple(sorted(set(pages)))


def _engine(value: object) -> Mapping[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ValueError("`engine` must be a mapping")
    return dict(value)


def _bool(value: object, key: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"`{key}` must be true or false")
    return value
