"""The golden Q&A data (`eval/golden/*.yaml`, `eval/sets/*.yaml`): schema, coverage, engine values.

Each engine item carries a by-hand computation (`engine.hand`) and its expected values;
here the rules engine recomputes them, so every expected value is checked twice.
The invented sets under `eval/sets/` get the same item checks as the golden splits;
coverage and split sizes are checked on the golden splits only.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from rulebot.corpus.pages import parse_pages
from rulebot.rules import right_to_score, score_path
from tests.eval.golden_items import (
    BOOKLET_PAGES,
    CATEGORIES,
    COLOURS,
    ENTRY,
    EVAL,
    load,
)
from tests.eval.golden_items import card as _card
from tests.eval.golden_items import corpus_entries as _corpus_entries
from tests.eval.golden_items import entries as _entries
from tests.eval.golden_items import fold as _fold
from tests.eval.golden_items import ids as _ids
from tests.eval.golden_items import last_question as _last_question
from tests.eval.golden_items import questions as _questions

GOLDEN = EVAL / "golden"
SETS_DIR = EVAL / "sets"
SPLITS = ("dev", "test", "holdout")
HOLDOUT_MIN_ITEMS = 150

REQUIRED = {"id", "lang", "category", "pages", "must"}
OPTIONAL = {"question", "turns", "entry", "entries", "must_not", "engine", "abstain"}
ENGINE_KEYS = {
    "path": {"kind", "colour", "cards", "valid", "points", "hand"},
    "right_to_score": {"kind", "colour", "hands", "scorers", "totals", "hand"},
}
NO_ENTRY_CATEGORIES = {"box", "out_of_scope", "greeting"}
MINIMUMS = {  # the coverage floor, over all splits
    "items": 200,
    "fr": 120,
    "en": 60,
    "engine": 40,
    "out_of_scope": 20,
    "informal": 20,
    "follow_up": 10,
}

ITEMS = {split: load(GOLDEN / f"{split}.yaml") for split in SPLITS}
ALL = [item for split in SPLITS for item in ITEMS[split]]  # the golden splits
SETS = {path.stem: load(path) for path in sorted(SETS_DIR.glob("*.yaml"))}
SET_ITEMS = [item for name in SETS for item in SETS[name]]
CHECKED = ALL + SET_ITEMS  # every item the item-level checks run on
ENGINE = [item for item in CHECKED if "engine" in item]
PATHS = [item for item in ENGINE if item["engine"]["kind"] == "path"]
RIGHTS = [item for item in ENGINE if item["engine"]["kind"] == "right_to_score"]


def broken(check: Callable[[dict[str, Any]], None], items: list[dict[str, Any]]) -> list[str]:
    """The items a per-item check fails, each with why: every item is checked at once (a
    test per item cost a minute of the suite for ~5,000 items)."""
    faults = []
    for item in items:
        try:
            check(item)
        except AssertionError as error:
            faults.append(f"{item.get('id')}: {error}")
    return faults


def test_item_schema() -> None:
    assert broken(_item_schema, CHECKED) == []


def test_item_category_contract() -> None:
    assert broken(_item_category_contract, CHECKED) == []


def test_engine_item_shape() -> None:
    assert broken(_engine_item_shape, ENGINE) == []


def test_engine_recomputes_path() -> None:
    assert broken(_engine_recomputes_path, PATHS) == []


def test_engine_recomputes_right_to_score() -> None:
    assert broken(_engine_recomputes_right_to_score, RIGHTS) == []


def _item_schema(item: dict[str, Any]) -> None:
    keys = set(item)
    assert keys >= REQUIRED, f"missing {REQUIRED - keys}"
    assert keys <= REQUIRED | OPTIONAL, f"unknown keys {keys - REQUIRED - OPTIONAL}"
    assert item["lang"] in {"fr", "en"}
    assert str(item["id"]).startswith(f"{item['lang']}-"), "ids start with their language"
    assert item["category"] in CATEGORIES
    assert ("question" in item) != ("turns" in item), "exactly one of question / turns"
    if "turns" in item:
        assert len(item["turns"]) >= 2 and all(isinstance(t, str) and t for t in item["turns"])
    else:
        assert isinstance(item["question"], str) and item["question"].strip()
    pages = item["pages"]
    assert isinstance(pages, list) and all(type(p) is int and 2 <= p <= 8 for p in pages)
    assert pages == sorted(set(pages))
    for key in ("must", "must_not"):
        patterns = item.get(key, [])
        assert isinstance(patterns, list) and all(isinstance(p, str) and p for p in patterns)
        for pattern in patterns:
            assert re.search(pattern, "", re.IGNORECASE) is None, f"{pattern!r} matches ''"
    assert not ("entry" in item and "entries" in item), "entry or entries, not both"
    assert all(ENTRY.fullmatch(e) for e in _entries(item))


def _item_category_contract(item: dict[str, Any]) -> None:
    category = item["category"]
    if item.get("abstain"):
        assert item["abstain"] is True and category == "out_of_scope"
    if category == "out_of_scope":
        assert item.get("abstain") is True and item["pages"] == [] and item["must"] == []
    if category in {"box", "greeting"}:
        assert item["pages"] == []
    if category == "box":
        assert item["must"], "a box fact states the fact"
    if category in {"engine_path", "engine_right"}:
        assert "engine" in item
    if category == "follow_up":
        assert "turns" in item
    if "engine" in item or category in NO_ENTRY_CATEGORIES:
        assert not _entries(item), "engine, box and out-of-scope items name no corpus entry"
    else:
        assert _entries(item), "a rules question names the entry a correct retrieval finds"
        assert item["pages"] and item["must"]


def test_ids_unique_across_splits_and_sets() -> None:
    counts = Counter(_ids(CHECKED))
    assert [i for i, n in counts.items() if n > 1] == []


def test_coverage_minimums() -> None:
    langs = Counter(item["lang"] for item in ALL)
    categories = Counter(item["category"] for item in ALL)
    found = {
        "items": len(ALL),
        "fr": langs["fr"],
        "en": langs["en"],
        "engine": len(ENGINE),
        "out_of_scope": sum(bool(item.get("abstain")) for item in ALL),
        "informal": categories["informal"],
        "follow_up": sum("turns" in item for item in ALL),
    }
    short = {k: (found[k], need) for k, need in MINIMUMS.items() if found[k] < need}
    assert short == {}, f"below the minimum (found, needed): {short}"


@pytest.mark.parametrize("split", SPLITS)
def test_each_split_covers_every_kind(split: str) -> None:
    items = ITEMS[split]
    assert {item["category"] for item in items} == CATEGORIES
    assert {item["lang"] for item in items} == {"fr", "en"}
    assert any("turns" in item and "engine" in item for item in items)


def test_every_booklet_page_is_expected_somewhere() -> None:
    cited = {page for item in ALL for page in item["pages"]}
    assert cited >= BOOKLET_PAGES


def test_sets_are_there() -> None:
    assert SETS, "eval/sets/ holds at least one set"
    for name, items in SETS.items():
        assert items, f"{name}.yaml is empty"
        assert {item["lang"] for item in items} == {"fr", "en"}, name


def test_split_sizes() -> None:
    share = len(ITEMS["test"]) / (len(ITEMS["dev"]) + len(ITEMS["test"]))
    assert 0.45 <= share <= 0.65, f"test split is {share:.0%} of dev + test"
    assert len(ITEMS["holdout"]) >= HOLDOUT_MIN_ITEMS


def test_no_question_in_both_splits() -> None:
    dev = {_fold(_last_question(item)) for item in ITEMS["dev"]}
    assert [i["id"] for i in ITEMS["test"] if _fold(_last_question(i)) in dev] == []


@pytest.mark.parametrize("other", ["dev", "test"])
def test_holdout_asks_no_question_of_another_split(other: str) -> None:
    """No holdout question (any turn) is a question (any turn) of dev or test."""
    asked = {_fold(q) for item in ITEMS[other] for q in _questions(item)}
    copied = [i["id"] for i in ITEMS["holdout"] if any(_fold(q) in asked for q in _questions(i))]
    assert copied == []


def test_entries_exist_in_the_corpus() -> None:
    known = _corpus_entries()
    unknown = {e for item in CHECKED for e in _entries(item) if e not in known}
    assert unknown == set()


def test_pages_cover_every_acceptable_entry() -> None:
    """An item's pages hold the pages of each entry it accepts: an answer from one of
    them cites that entry's pages, which must not fail the item (the README's rule:
    `pages` is the union of the pages of the acceptable entries)."""
    known = {key: set(parse_pages(row["pages"])) for key, row in _corpus_entries().items()}
    short = [
        item["id"]
        for item in CHECKED
        if _entries(item)
        and not set().union(*(known[e] for e in _entries(item) if e in known)) <= set(item["pages"])
    ]
    assert short == []


def _faq_phrasings() -> set[str]:
    return {
        _fold(q)
        for row in _corpus_entries().values()
        for lang in ("fr", "en")
        for q in (row.get(lang) or {}).get("questions") or []
    }


def test_test_split_does_not_copy_the_faq_phrasings() -> None:
    phrasings = _faq_phrasings()
    copied = [item["id"] for item in ITEMS["test"] if _fold(_last_question(item)) in phrasings]
    assert copied == []


def test_holdout_split_does_not_copy_the_faq_phrasings() -> None:
    phrasings = _faq_phrasings()
    held = ITEMS["holdout"]
    copied = [i["id"] for i in held if any(_fold(q) in phrasings for q in _questions(i))]
    assert copied == []


@pytest.mark.parametrize("name", sorted(SETS))
def test_set_asks_no_question_of_the_golden_splits(name: str) -> None:
    """No set question (any turn) is a question (any turn) of a golden split."""
    asked = {_fold(q) for item in ALL for q in _questions(item)}
    copied = [i["id"] for i in SETS[name] if any(_fold(q) in asked for q in _questions(i))]
    assert copied == []


def test_sets_ask_each_question_once() -> None:
    """No question (any turn) is asked twice within or across the set files."""
    counts = Counter(_fold(q) for item in SET_ITEMS for q in _questions(item))
    assert [q for q, n in counts.items() if n > 1] == []


@pytest.mark.parametrize("name", sorted(SETS))
def test_set_does_not_copy_the_faq_phrasings(name: str) -> None:
    phrasings = _faq_phrasings()
    copied = [i["id"] for i in SETS[name] if any(_fold(q) in phrasings for q in _questions(i))]
    assert copied == []


def _engine_item_shape(item: dict[str, Any]) -> None:
    engine = item["engine"]
    assert engine.get("kind") in ENGINE_KEYS
    assert set(engine) == ENGINE_KEYS[engine["kind"]]
    assert engine["colour"] in COLOURS
    assert isinstance(engine["hand"], str) and engine["hand"].strip()
    if engine["kind"] == "path":
        assert item["pages"] == ([6, 7] if engine["valid"] else [6])
        assert re.search(rf"\b{engine['points']}\b", engine["hand"]), "hand shows the points"
    else:
        assert item["pages"] == [5, 6]
        assert set(engine["totals"]) == set(engine["hands"])
        assert set(engine["scorers"]) <= set(engine["hands"])
    assert item["must"], "an engine answer must state its result"


def _engine_recomputes_path(item: dict[str, Any]) -> None:
    engine = item["engine"]
    cards = [_card(text) for text in engine["cards"]]
    result = score_path(cards, engine["colour"])
    assert (result.valid, result.points) == (engine["valid"], engine["points"]), engine["hand"]
    assert sorted(set(result.pages)) == item["pages"]


def _engine_recomputes_right_to_score(item: dict[str, Any]) -> None:
    engine = item["engine"]
    hands = {str(p): [_card(text) for text in cards] for p, cards in engine["hands"].items()}
    cards = [card for hand in hands.values() for card in hand]
    assert len(cards) == len(set(cards)), "each card exists once in the deck"
    result = right_to_score(hands, engine["colour"])
    assert list(result.scorers) == [str(p) for p in engine["scorers"]], engine["hand"]
    assert dict(result.totals) == {str(p): t for p, t in engine["totals"].items()}
    assert set(result.pages) <= set(item["pages"])


def _silent_entries(item: dict[str, Any], rows: dict[str, dict[str, Any]]) -> list[str]:
    """The accepted entries whose text states none of the facts the item requires, when
    another accepted entry states one (a verdict such as "oui" is said by the answer, not
    by any entry's text: an item whose entries all miss its facts is not judged here)."""
    accepted, patterns = _entries(item), item.get("must") or []
    states = {
        entry: any(re.search(p, rows[entry][item["lang"]]["text"], re.I) for p in patterns)
        for entry in accepted
        if entry in rows
    }
    return [e for e, said in states.items() if not said] if any(states.values()) else []


def test_every_accepted_entry_of_a_training_item_states_one_of_its_facts() -> None:
    """The learned entry model learns each accepted entry of a training item (dev and the
    tune halves) as an answer to it: one that states none of the facts the item requires
    (the components' page beside the printings' species) teaches it a wrong answer.
    `scripts/clean_entries.py` takes such entries off."""
    rows = _corpus_entries()
    tunes = [SETS[name] for name in SETS if name.endswith("_tune")]
    tunes += [load(path) for path in sorted((EVAL / "phrasings").glob("*_tune.yaml"))]
    training = ITEMS["dev"] + [item for items in tunes for item in items]
    silent = {str(i["id"]): s for i in training if (s := _silent_entries(i, rows))}
    assert silent == {}
