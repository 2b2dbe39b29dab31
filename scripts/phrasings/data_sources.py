"""The invented phrasing files of tests/data/ (`*_phrasings*.yaml`) as rows, each file read
the way its test read it: the halves it defines (`tune`/`check` lists, even/odd
positions, or `batch` 1/2), and what its test checked of the answer."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import yaml

from rulebot.config import Settings
from rulebot.corpus import load_corpus

from .model import (
    ANSWERED,
    ANY_LEAD,
    FACTS,
    LEADS,
    RULES,
    Row,
    literal,
    path_engine,
    right_engine,
    winner_engine,
)

DATA = Path(__file__).resolve().parents[2] / "tests" / "data"
HALVES = ("tune", "check")
# The shorthands of tests/understanding/scenario_sets.py `PATTERNS`, per language.
_TIE = (
    r"[ée]galit[ée]|ex.?[æa]e?quo|les deux|tous (?:les )?deux|both|tie|tied"
    r"|all of (?:you|them)|chacun|\btous\b"
)
_CANCEL = r"annul|z[ée]ro|\b0\b|cancel|counts? (?:as )?(?:for )?nothing|ne compte pas"
_NOBODY = (
    r"personne|nobody|no ?one|tout le monde|everyone|everybody|chacun|\beach\b|\btous\b"
    r"|\ball\b"
)
SHORTHANDS = {
    "fr": {
        "@TIE": _TIE,
        "@CANCEL": _CANCEL,
        "@NOBODY": _NOBODY,
        "@YOU": r"\btoi\b|\bvous\b|\btu\b",
        "@YES": r"\boui\b",
        "@NO": r"\bnon\b",
    },
    "en": {
        "@TIE": _TIE,
        "@CANCEL": _CANCEL,
        "@NOBODY": _NOBODY,
        "@YOU": r"\byou\b",
        "@YES": r"\byes\b",
        "@NO": r"\bno\b",
    },
}
# How the bot words an outcome (tests/understanding/phrasings.py).
NOT_A_PATH = {"fr": "pas un sentier valable", "en": "not a valid path"}
NO_POINTS = {"fr": "0 point", "en": "0 points"}
CANCELLED = {"fr": "annulé", "en": "cancelled"}
TIE = {"fr": "égalité", "en": "tie"}
NEWCOMER = "NEW"  # an unnamed newcomer of a follow-up (tests/pipeline/test_followup_sets.py)


def load(name: str) -> Any:
    return yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))


def halved(name: str) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(half, index, item) of a file with `tune` and `check` lists, or of a list whose
    items at even positions are the `tune` half."""
    data = load(name)
    if isinstance(data, dict):
        for half in HALVES:
            for k, item in enumerate(data[half]):
                yield half, k, item
    else:
        for k, item in enumerate(data):
            yield HALVES[k % 2], k, item


def _where(name: str, half: str, k: int) -> str:
    return f"tests/data/{name}.yaml {half} #{k}"


ENTRY_PAGES = {e.id: tuple(e.pages) for e in load_corpus(Settings().corpus_dir).entries}


def entry_pages(entries: Any) -> tuple[int, ...]:
    """The pages of every entry named: what an answer from any of them cites."""
    return tuple(sorted({p for e in entries for p in ENTRY_PAGES[e]}))


def answers() -> Iterator[Row]:
    """Rules questions with the entries, pages and facts an answer must show."""
    for name in (
        "answer_phrasings",
        "answer_phrasings_2",
        "answer_phrasings_3",
        "answer_phrasings_4",
    ):
        for half, k, item in halved(name):
            yield Row(
                "answer",
                half,
                _where(name, half, k),
                (item["q"],),
                item["lang"],
                entries=tuple(item["entries"]),
                pages=tuple(item["pages"]),
                must=tuple(item["must"]),
                topic=item["topic"],
            )


def retrievals() -> Iterator[Row]:
    """Rules questions whose first hit must be one of the entries: the answer cites them."""
    names = ["retrieval_phrasings", *(f"retrieval_phrasings_{n}" for n in range(2, 9))]
    for name in names:
        for half, k, item in halved(name):
            entries = tuple(item["entries"])
            yield Row(
                "retrieval",
                half,
                _where(name, half, k),
                (item["q"],),
                item["lang"],
                entries=entries,
                pages=entry_pages(entries),
                topic=item.get("topic"),
            )


def _path_row(name: str, half: str, k: int, item: dict[str, Any], answered: bool) -> Row:
    colour = item.get("colour")
    engine = path_engine(item["cards"], colour)
    if "valid" in item and (engine["valid"], engine["points"]) != (item["valid"], item["points"]):
        raise ValueError(f"{name} #{k}: the worked score is not the engine's")
    row = Row(
        "path",
        half,
        _where(name, half, k),
        (item["text"],),
        item.get("lang"),
        intent=("path_score",),
        engine=engine,
    )
    if answered:  # assert_path_answer: the points (or why no path) and the pages applied
        lang = item["lang"]
        row.answer_lang = lang
        row.pages = (6, 7) if engine["valid"] else (6,)
        said = f"{engine['points']} points" if engine["valid"] else NO_POINTS[lang]
        row.must = (literal(said),) if engine["valid"] else (literal(said), NOT_A_PATH[lang])
    return row


def paths() -> Iterator[Row]:
    """Described paths: the engine's points; the answer's, where the test asked the bot."""
    answered = {
        "path_phrasings_2",
        "path_phrasings_3",
        "path_phrasings_4",
        "path_phrasings_5",
        "path_phrasings_7",
    }
    for name in ("path_phrasings", *(f"path_phrasings_{n}" for n in (2, 3, 4, 5, 7))):
        for half, k, item in halved(name):
            yield _path_row(name, half, k, item, name in answered)


def _scenario_row(name: str, half: str, k: int, item: dict[str, Any]) -> Row:
    question = item.get("question") or item.get("text") or item["q"]
    engine = right_engine(item["hands"] or {}, item["colour"])
    for key in ("scorers", "totals"):
        if key in item and sorted(map(str, engine[key])) != sorted(map(str, item[key])):
            raise ValueError(f"{name} #{k}: the worked {key} are not the engine's")
    return Row(
        "scenario",
        half,
        _where(name, half, k),
        (question,),
        item.get("lang"),
        intent=("right_to_score",),
        engine=engine,
    )


def scenarios() -> Iterator[Row]:
    """Right-to-score scenarios: the engine's scorers, and the answer's words where the
    test asked the bot (assert_scenario_answer, scenario_sets.problems)."""
    for name in ("scenario_phrasings", *(f"scenario_phrasings_{n}" for n in range(2, 8))):
        for half, k, item in halved(name):
            row = _scenario_row(name, half, k, item)
            lang = item.get("lang")
            if name in ("scenario_phrasings_3", "scenario_phrasings_4"):
                must = [literal(CANCELLED[lang])] if "cancelled" in item else []
                must += [literal(TIE[lang])] if len(item["scorers"]) > 1 else []
                row.must = tuple(must)
                row.must_not = () if "cancelled" in item else (literal(CANCELLED[lang]),)
            if "must" in item:
                row.must = tuple(SHORTHANDS[lang].get(m, m) for m in item["must"])
            if lang is not None and name != "scenario_phrasings_2":
                row.answer_lang, row.pages = lang, (5, 6)
            yield row


def _scope_row(name: str, half: str, k: int, item: dict[str, Any]) -> Row:
    scope, text = item["scope"], item["text"]
    row = Row("intent", half, _where(name, half, k), (text,))
    if scope == "out":
        row.intent, row.abstain, row.pages = ("out_of_scope",), True, ()
    elif scope == "greeting":
        row.intent = ("greeting",)
    elif scope == "unknown" or item.get("declined"):  # about the game, no fact answers it
        row.intent, row.abstain = tuple(i for i in ANSWERED if i != "out_of_scope"), True
    else:
        row.intent = _intents(item.get("intent")) or ANSWERED
    row.must = tuple(item.get("must", ()))
    if item.get("pages") == []:
        row.pages = ()
    return row


def _intents(value: Any) -> tuple[str, ...]:
    """Intents as an Answer says them: a classify RULES may be answered with the winner."""
    if value is None:
        return ()
    wanted = [value] if isinstance(value, str) else list(value)
    found: list[str] = []
    for intent in wanted:
        found += RULES if intent == "rules" else [intent]
    return tuple(dict.fromkeys(found))


def _intent_row(name: str, half: str, k: int, item: dict[str, Any]) -> Row:
    row = Row(
        "intent",
        half,
        _where(name, half, k),
        (item["text"],),
        item.get("lang"),
        intent=_intents(item["intent"]),
    )
    row.abstain = row.intent == ("out_of_scope",)
    if "points" in item:  # intent_phrasings_6: a path's worth worked out
        row.engine = path_engine(item["cards"])
        row.kind = "path"
    if "scorers" in item:
        row.engine = right_engine(item["hands"], item["colour"])
        row.kind = "scenario"
    if "facts" in item:
        facts = list(item["facts"])
        row.must = tuple(FACTS[f] for f in facts)
        left = ["players"] if "players" not in facts else []
        if item.get("exact") or name == "intent_phrasings_8":
            left = [f for f in ("author", "publisher", "year", "players") if f not in facts]
        row.must_not = tuple(FACTS[f] for f in left)
        row.reading["facts"] = facts
    if "cause" in item:
        row.reading["cause"] = item["cause"]
    return row


def intents() -> Iterator[Row]:
    """What a question asks: the intent, declined or answered, and the box facts."""
    for half, k, item in halved("intent_phrasings"):
        yield _intent_row("intent_phrasings", half, k, item)
    for k, item in enumerate(load("intent_phrasings_2")):  # batch 1 tuned on, 2 measured
        half = "tune" if item["batch"] == 1 else "check"
        yield _scope_row("intent_phrasings_2", half, k, item)
    for name in ("intent_phrasings_3", "scope_phrasings_4", "scope_phrasings_5"):
        for half, k, item in halved(name):
            yield _scope_row(name, half, k, item)
    for name in (
        "intent_phrasings_5",
        "intent_phrasings_6",
        "intent_phrasings_7",
        "intent_phrasings_8",
    ):
        for half, k, item in halved(name):
            yield _intent_row(name, half, k, item)


def followup_row(source: str, half: str, item: Mapping[str, Any]) -> Row:
    """A conversation of tests/data/followup_phrasings*.yaml (`expect` as
    test_followup_sets.problems reads it)."""
    expect = item["expect"]
    turns = (*item["history"], item["question"])
    row = Row("followup", half, source, turns, item["lang"])
    kind = expect["kind"]
    if kind != "any":
        row.intent = (kind,)
    row.abstain = bool(expect.get("abstain", False))
    row.answer_lang = expect.get("answer_lang", item["lang"])
    if kind == "path_score" and "points" in expect:
        engine = {"kind": "path", "valid": expect["valid"], "points": expect["points"]}
        if "colour" in expect:
            engine["colour"] = expect["colour"]
        row.engine = engine
    if kind == "right_to_score" and "scorers" in expect:
        totals = dict(expect["totals"])
        new = "opponent" if "opponent" not in totals else "newcomer"
        named = {NEWCOMER: new}
        row.engine = {
            "kind": "right_to_score",
            "scorers": [named.get(str(s), str(s)) for s in expect["scorers"]],
            "totals": {named.get(str(p), str(p)): t for p, t in totals.items()},
        }
    if "winners" in expect:
        row.engine = {"kind": "winner", "winners": list(expect["winners"])}
    row.entries = tuple(expect.get("entries", ()))
    if "pages" in expect:
        row.pages = tuple(expect["pages"])
    row.must = tuple(expect.get("must", ()))
    row.must_not = tuple(expect.get("must_not", ()))
    return row


def followups() -> Iterator[Row]:
    """Conversations: the last answer's intent, engine values, entries, pages and words."""
    for k, item in enumerate(load("followup_phrasings")):
        yield followup_row(_where("followup_phrasings", HALVES[k % 2], k), HALVES[k % 2], item)
    for k, item in enumerate(load("followup_phrasings_2")):  # batch 1 tuned on, 2 measured
        half = "check" if item.get("batch") == 2 else "tune"
        yield followup_row(_where("followup_phrasings_2", half, k), half, item)
    for name in (f"followup_phrasings_{n}" for n in range(3, 9)):
        for half, k, item in halved(name):
            yield followup_row(_where(name, half, k), half, item)


def verdicts() -> Iterator[Row]:
    """The yes-or-no lead a rules answer opens with (or none, for an open question)."""
    for half, k, item in halved("verdict_phrasings"):
        verdict = item["verdict"]
        row = Row(
            "verdict",
            half,
            _where("verdict_phrasings", half, k),
            (item["q"],),
            item["lang"],
            reading={"verdict": verdict},
        )
        if verdict in LEADS:
            row.must = (LEADS[verdict],)
        else:  # open, or a negated question whose only right lead ("Si.") is never given
            row.must_not = (ANY_LEAD,)
        yield row
    for group, rows in load("verdict_phrasings_2").items():
        for k, item in enumerate(rows):
            half = HALVES[k % 2]
            turns = (item["before"], item["q"]) if "before" in item else (item["q"],)
            row = Row(
                "verdict",
                half,
                f"tests/data/verdict_phrasings_2.yaml {group} #{k}",
                turns,
                item["lang"],
                entries=(item["entry"],),
                reading={"verdict": item["lead"], "cause": group},
            )
            if item["lead"] in LEADS:
                row.must = (LEADS[item["lead"]],)
            else:
                row.must_not = (ANY_LEAD,)
            if "best" in item:
                row.must += (rf"\b{item['best']} points\b",)
            yield row


SOURCES: tuple[Callable[[], Iterator[Row]], ...] = (
    answers,
    retrievals,
    paths,
    scenarios,
    intents,
    followups,
    verdicts,
)


def rows() -> list[Row]:
    """Every row of the tests/data phrasing files."""
    return [row for source in SOURCES for row in source()]


__all__ = ["rows", "winner_engine"]
