"""What the data tests of eval/ share: the item files, the vocabulary of an item (categories,
colour ids, pages), the corpus entries and how questions are compared."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.rules import Card

ROOT = Path(__file__).resolve().parents[2]
EVAL = ROOT / "eval"
CORPUS = ROOT / "corpus" / "arboretum"

CATEGORIES = {
    "setup", "turn", "planting", "end", "right_to_score", "paths", "path_scoring",
    "winning", "mistakes", "box", "engine_path", "engine_right", "out_of_scope",
    "informal", "follow_up", "greeting",
}  # fmt: skip
COLOURS = {
    "red", "blue", "green", "yellow", "orange", "purple", "pink", "white", "black", "brown",
    "grey", "cassia", "cherry_blossom", "dogwood", "jacaranda", "maple", "oak", "olive",
    "royal_poinciana", "tulip_poplar", "willow", "lilac", "magnolia",
}  # fmt: skip
BOOKLET_PAGES = {2, 4, 5, 6, 7, 8}
CARD = re.compile(r"^([1-8]) ([a-z_]+)$")
ENTRY = re.compile(r"(rule|faq|mistake)-[a-z0-9-]+")


LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's, when PyYAML has it


def load(path: Path) -> list[dict[str, Any]]:
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=LOADER)
    assert isinstance(data, list), f"{path.name} must be a list of items"
    return data


def ids(items: list[dict[str, Any]]) -> list[str]:
    return [str(item.get("id")) for item in items]


def card(text: str) -> Card:
    match = CARD.match(text)
    assert match, f"card {text!r} is not '<1-8> <colour id>'"
    assert match[2] in COLOURS, f"unknown colour id {match[2]!r}"
    return Card(int(match[1]), match[2])


def entries(item: dict[str, Any]) -> list[str]:
    if "entry" in item:
        return [item["entry"]]
    return list(item.get("entries", []))


def last_question(item: dict[str, Any]) -> str:
    return str(item["turns"][-1] if "turns" in item else item["question"])


def questions(item: dict[str, Any]) -> list[str]:
    """Every question the item asks: the question, or every turn of a follow-up."""
    return [str(t) for t in item["turns"]] if "turns" in item else [str(item["question"])]


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return re.sub(r"\W+", " ", "".join(c for c in text if not unicodedata.combining(c))).strip()


def corpus_entries() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for name in ("rules", "faq", "mistakes"):
        path = CORPUS / f"{name}.yaml"
        if not path.is_file():
            pytest.skip(f"corpus file {path.name} not written yet")
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        rows = data["entries"] if isinstance(data, dict) else data
        found.update({row["id"]: row for row in rows})
    return found
