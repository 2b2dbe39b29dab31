"""The phrasing sets (`eval/phrasings/*.yaml`, converted from the test suite's phrasing
tables): schema, engine values recomputed by the rules engine, entries, and no question of
the golden splits; and a floor for every set of eval/ (eval/floors.yaml).

A phrasing item is a golden item (eval/README.md) whose `pages` and `must` are optional,
with `intent`, `answer_lang` and `reading` besides; its engine values may come without the
cards (a follow-up's changed path) and are then not recomputed. Each rule runs over every
item at once and lists the items that break it.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

from rulebot.evaluation.golden import INTENTS, load_file
from rulebot.evaluation.sets import load_floors, set_paths
from rulebot.rules import decide_winners, right_to_score, score_path
from rulebot.rules.scoring import ColourComparison, Standing
from rulebot.rules.shapes import PathShape, shape_cards
from tests.eval.golden_items import (
    CATEGORIES,
    COLOURS,
    ENTRY,
    EVAL,
    card,
    corpus_entries,
    entries,
    fold,
    ids,
    load,
    questions,
)
from tests.eval.test_golden_data import ALL, CHECKED

PHRASINGS = EVAL / "phrasings"
KINDS = ("answer", "retrieval", "path", "scenario", "winner", "box", "verdict", "intent",
         "followup")  # fmt: skip
FILE = re.compile(rf"^({'|'.join(KINDS)})_(tune|check)$")
KEYS = {"id", "lang", "category", "question", "turns", "intent", "entries", "pages", "must",
        "must_not", "engine", "abstain", "answer_lang", "reading"}  # fmt: skip
ENGINE_KEYS = {
    "path": {"kind", "colour", "cards", "shape", "valid", "points", "reason"},
    "right_to_score": {"kind", "colour", "hands", "scorers", "totals", "cancelled", "nobody"},
    "winner": {"kind", "standings", "comparisons", "winners"},
}
SETS = {path.stem: load(path) for path in sorted(PHRASINGS.glob("*.yaml"))}
ITEMS = [(name, item) for name, items in SETS.items() for item in items]


def broken(rule: Any) -> list[str]:
    """The ids of the items a rule finds fault with (`rule` returns a fault or None)."""
    return [f"{item['id']}: {fault}" for _, item in ITEMS if (fault := rule(item))]


def test_every_kind_has_both_halves() -> None:
    assert SETS and all(FILE.match(name) for name in SETS), sorted(SETS)
    for kind in {FILE.match(name)[1] for name in SETS}:  # type: ignore[index]
        assert {f"{kind}_tune", f"{kind}_check"} <= set(SETS), kind
    assert all(items for items in SETS.values())


def test_each_file_loads_as_golden_items() -> None:
    for name in SETS:
        assert len(load_file(PHRASINGS / f"{name}.yaml")) == len(SETS[name])


def test_ids_say_their_set_and_are_unique() -> None:
    wrong = [
        item["id"]
        for name, item in ITEMS
        if not re.fullmatch(rf"ph-{name.split('_')[0]}-{name.split('_')[1][0]}-\d{{4}}", item["id"])
    ]
    assert wrong == []
    counts = Counter([*ids(CHECKED), *(item["id"] for _, item in ITEMS)])
    assert [i for i, n in counts.items() if n > 1] == []


def _schema(item: dict[str, Any]) -> str | None:
    keys = set(item)
    if not keys <= KEYS or ("question" in keys) == ("turns" in keys):
        return f"keys {sorted(keys)}"
    if item["lang"] not in ("fr", "en") or item.get("answer_lang", "fr") not in ("fr", "en"):
        return "lang"
    if item["category"] not in CATEGORIES | {"rules", "layout"}:
        return f"category {item['category']}"
    if not all(isinstance(q, str) and q.strip() for q in questions(item)):
        return "an empty question"
    intents = item.get("intent", [])
    if not set([intents] if isinstance(intents, str) else intents) <= set(INTENTS):
        return f"intent {intents}"
    pages = item.get("pages", [])
    if not all(type(p) is int and 2 <= p <= 8 for p in pages) or pages != sorted(set(pages)):
        return f"pages {pages}"
    for pattern in (*item.get("must", []), *item.get("must_not", [])):
        if re.search(pattern, "", re.IGNORECASE) is not None:
            return f"{pattern!r} matches ''"
    if not all(ENTRY.fullmatch(e) for e in entries(item)):
        return "entries"
    if not isinstance(item.get("reading", {}), dict) or item.get("abstain", True) is not True:
        return "reading or abstain"
    if item.get("intent") == "out_of_scope" and not item.get("abstain"):
        return "out of scope but answered"
    return None


def test_item_schema() -> None:
    assert broken(_schema) == []


def test_entries_exist_in_the_corpus() -> None:
    known = corpus_entries()
    assert {e for _, item in ITEMS for e in entries(item) if e not in known} == set()


def _engine(item: dict[str, Any]) -> str | None:
    engine = item.get("engine")
    if engine is None:
        return None
    kind = engine.get("kind")
    if kind not in ENGINE_KEYS or not set(engine) <= ENGINE_KEYS[kind]:
        return f"engine keys {sorted(engine)}"
    if engine.get("colour", "oak") not in COLOURS:
        return f"colour {engine['colour']}"
    if kind == "path":
        return _path(engine)
    if kind == "right_to_score":
        return _right(engine)
    return _winner(engine)


def _path(engine: dict[str, Any]) -> str | None:
    if "cards" in engine:
        score = score_path([card(c) for c in engine["cards"]], engine.get("colour"))
    elif "shape" in engine:
        score = score_path(shape_cards(PathShape(**engine["shape"])))
    else:
        return None  # the path of a follow-up, changed by its words: not written
    got = {"valid": score.valid, "points": score.points}
    want = {k: engine[k] for k in got if k in engine}
    return None if want == {k: got[k] for k in want} else f"engine {got}, item {want}"


def _right(engine: dict[str, Any]) -> str | None:
    if "hands" in engine:
        hands = {str(p): [card(c) for c in cards] for p, cards in engine["hands"].items()}
        right = right_to_score(hands, engine["colour"])
        got: dict[str, Any] = {"scorers": sorted(right.scorers), "totals": dict(right.totals)}
        got["cancelled"] = [p for p, _, _ in right.cancelled] or None
        got["nobody"] = right.nobody_holds or None
    elif "totals" in engine:
        top = max(engine["totals"].values())
        got = {"scorers": sorted(str(p) for p, t in engine["totals"].items() if t == top)}
    else:
        return None
    want = {k: engine.get(k) for k in got}
    want["scorers"] = sorted(map(str, engine["scorers"]))
    if "totals" in want and want["totals"] is not None:
        want["totals"] = {str(p): t for p, t in want["totals"].items()}
    if engine.get("cancelled") is True:  # told as a total: which 8 is not said
        got["cancelled"] = want["cancelled"] = True
    return None if want == got else f"engine {got}, item {want}"


def _winner(engine: dict[str, Any]) -> str | None:
    if "standings" not in engine:
        return None
    standings = [Standing(str(p), t, c) for p, t, c in engine["standings"]]
    compared = [ColourComparison(a, b, same) for a, b, same in engine.get("comparisons", [])]
    decided = decide_winners(standings, compared)
    if not decided.decided:
        return ("winners" in engine and "undecided winners given") or None
    return None if engine.get("winners") == list(decided.winners) else f"winners {decided}"


def test_engine_values_are_the_rules_engine_s() -> None:
    assert broken(_engine) == []


def test_no_phrasing_asks_a_question_of_the_golden_splits() -> None:
    asked = {fold(q) for item in ALL for q in questions(item)}
    assert broken(lambda i: any(fold(q) in asked for q in questions(i)) and "asked") == []


def test_each_conversation_is_asked_once() -> None:
    """Rows of the same question were made one item when converted; a question may come
    back only as an earlier turn of a follow-up."""
    counts = Counter(tuple(fold(q) for q in questions(item)) for _, item in ITEMS)
    assert [q for q, n in counts.items() if n > 1] == []


@pytest.mark.parametrize("kind", KINDS)
def test_the_halves_are_near_in_size(kind: str) -> None:
    tune, check = len(SETS.get(f"{kind}_tune", [])), len(SETS.get(f"{kind}_check", []))
    assert check >= tune // 2 and tune >= check // 2, (tune, check)


def test_every_set_has_a_floor_within_its_size() -> None:
    """eval/floors.yaml names every set of eval/ once (`make eval` fails on a set without
    one), each floor no more than the set's items."""
    floors = load_floors(EVAL / "floors.yaml")
    sizes = {path.stem: len(load(path)) for path in set_paths("all", EVAL)}
    assert set(floors) == set(sizes)
    assert {name: floor for name, floor in floors.items() if floor > sizes[name]} == {}
