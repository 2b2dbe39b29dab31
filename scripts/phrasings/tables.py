"""The inline phrasing tables of the test modules (`pytest.mark.parametrize` rows) read back
from the modules themselves, and the converters that turn one row into what the answer to
its question must show (intent, engine values, lead, facts, words)."""

from __future__ import annotations

import importlib
import inspect
import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from enum import Enum
from typing import Any

from rulebot.rules.shapes import PathShape

from .data_sources import entry_pages
from .model import (
    ANSWERED,
    ANY_LEAD,
    FACTS,
    INTENTS,
    LEADS,
    RULES,
    Row,
    card,
    literal,
    path_engine,
    right_engine,
    shape_engine,
    starts,
    winner_engine,
)

Params = Mapping[str, Any]
Convert = Callable[[Params], "Row | list[Row] | None"]
HALVES = ("tune", "check")


def row(kind: str, *turns: str, **fields: Any) -> Row:
    """A row the table reader dates (half, source) once made."""
    return Row(kind, "", "", tuple(turns), **fields)


def table(module: str, function: str) -> list[tuple[str, Params]]:
    """(id, params) of every row of a parametrized test function, in the order pytest runs
    them (stacked parametrize marks give their product)."""
    fn = getattr(importlib.import_module(module), function)
    marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "parametrize"]
    axes: list[list[tuple[str, Params]]] = []
    for mark in reversed(marks):  # the mark nearest the function first, as pytest does
        names, values = mark.args[0], mark.args[1]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
        axis = []
        for k, value in enumerate(values):
            listed = (
                value.values
                if hasattr(value, "values") and hasattr(value, "marks")
                else (value if len(names) > 1 else (value,))
            )
            ident = getattr(value, "id", None) or str(k)
            axis.append((ident, dict(zip(names, listed, strict=True))))
        axes.append(axis)
    return [
        ("-".join(i for i, _ in combo), {k: v for _, p in combo for k, v in p.items()})
        for combo in itertools.product(*axes)
    ]


def parametrized(module: str) -> list[str]:
    """The parametrized test functions of a module."""
    mod = importlib.import_module(module)
    return [
        name
        for name, fn in inspect.getmembers(mod, inspect.isfunction)
        if name.startswith("test_")
        and fn.__module__ == mod.__name__
        and any(m.name == "parametrize" for m in getattr(fn, "pytestmark", []))
    ]


def read(module: str, function: str, convert: Convert) -> Iterator[Row | str]:
    """The rows of one table, each in the half of its position (even: `tune`); a row the
    converter leaves out is given as the reason it is left out."""
    for k, (ident, params) in enumerate(table(module, function)):
        made = convert(params)
        if made is None:
            yield "no end-to-end form"
            continue
        for one in made if isinstance(made, list) else [made]:
            one.half = HALVES[k % 2]
            one.source = f"{module.replace('.', '/')}.py::{function}[{ident}]"
            yield one


# -- values as the tests give them ---------------------------------------------------------------
def intent_name(value: Any) -> str:
    name = value.value if isinstance(value, Enum) else str(value)
    if name not in INTENTS:
        raise ValueError(f"unknown intent {name!r}")
    return name


def as_answered(value: Any) -> tuple[str, ...]:
    """The intents an Answer may carry for what classify gives: RULES is a rules or a
    winner answer."""
    name = intent_name(value)
    return RULES if name == "rules" else (name,)


def cards_of(value: Any) -> list[str]:
    """Cards as a test lists them: ["8blue"], "2p 4p", {"8 blue"}, Card values."""
    if isinstance(value, str):
        return value.split()
    return [str(c) if not isinstance(c, str) else c for c in value]


def hands_of(value: Mapping[str, Any]) -> dict[str, list[str]]:
    return {str(p): sorted(cards_of(c)) for p, c in value.items()}


# -- converters ----------------------------------------------------------------------------------
def intent(text: str = "text", key: str = "intent", value: Any = None) -> Convert:
    """classify(text) is X: the answer carries X (declining what is out of scope)."""

    def convert(p: Params) -> Row:
        wanted = as_answered(value if value is not None else p[key])
        return row(
            "intent",
            p[text],
            intent=wanted,
            abstain=wanted == ("out_of_scope",),
            pages=() if wanted == ("out_of_scope",) else None,
        )

    return convert


def not_intent(*excluded: str, text: str = "text") -> Convert:
    """classify(text) is not X: the answer carries any intent but those."""

    def convert(p: Params) -> Row:
        return row("intent", p[text], intent=tuple(i for i in ANSWERED if i not in excluded))

    return convert


def path(
    text: str = "text", key: str = "cards", colour: str | None = None, fixed: str | None = None
) -> Convert:
    """The cards read of a described path: the engine's worth of them. No card read: no
    path is scored."""

    def convert(p: Params) -> Row:
        cards = cards_of(p[key])
        told = p[colour] if colour is not None else fixed
        if not cards:
            return row("intent", p[text], intent=tuple(i for i in ANSWERED if i != "path_score"))
        if any(c.rstrip("xy").isdigit() and c[-1] in "xy" for c in cards):  # stand-in colours
            engine = {"kind": "path", "valid": False, "points": 0}
            return row("path", p[text], intent=("path_score",), engine=engine)
        return row("path", p[text], intent=("path_score",), engine=path_engine(cards, told))

    return convert


def short(expand: Mapping[str, str]) -> Convert:
    """A path written in short colours ("2p 4p 8p")."""

    def convert(p: Params) -> Row:
        cards = [c[:-1] + expand[c[-1]] for c in p["cards"].split()]
        return row("path", p["text"], intent=("path_score",), engine=path_engine(cards))

    return convert


def hands(text: str = "text", key: str = "hands", colour: str | None = None) -> Convert:
    """The hands read of a right-to-score question: the engine's scorers of them."""

    def convert(p: Params) -> Row:
        told = hands_of(p[key])
        try:
            engine = right_engine(told, p[colour] if colour else None)
        except ValueError:  # no one colour: who scores which is not settled by the row
            return row("scenario", p[text], intent=("right_to_score",), reading={"hands": told})
        return row("scenario", p[text], intent=("right_to_score",), engine=engine)

    return convert


def totals(text: str = "text") -> Convert:
    """Totals and scorers decided from the hands read."""

    def convert(p: Params) -> Row:
        engine: dict[str, Any] = {"kind": "right_to_score"}
        if "scorers" in p:
            engine["scorers"] = sorted(p["scorers"])
        else:
            top = max(p["totals"].values())
            engine["scorers"] = [q for q, t in p["totals"].items() if t == top]
        engine["totals"] = dict(p["totals"])
        if p.get("cancelled") is True:
            engine["cancelled"] = True
        return row("scenario", p[text], intent=("right_to_score",), engine=engine)

    return convert


def asks(text: str = "text", key: str = "asks") -> Convert:
    """Whether a yes or a no is asked: the answer opens with one, or with none."""

    def convert(p: Params) -> Row:
        asked = p[key]
        made = row("verdict", p[text], reading={"asks": asked})
        if asked:
            made.must = (ANY_LEAD,)
        else:
            made.must_not = (ANY_LEAD,)
        return made

    return convert


def lead(text: str = "question", key: str = "kind", entry: str | None = None) -> Convert:
    """The lead an answer opens with: a kind of verdict, or none."""

    def convert(p: Params) -> Row:
        kind = p[key]
        made = row("verdict", p[text], reading={"verdict": kind or "none"})
        if entry is not None:
            made.entries = (p[entry],)
        if kind in LEADS:
            made.must = (LEADS[kind],)
        elif kind is None or kind == "none":
            made.must_not = (ANY_LEAD,)
        else:
            made.must = (starts(kind),)  # the words themselves ("Oui.", "No. ")
        return made

    return convert


def opens(
    text: str = "question",
    key: str = "start",
    said: str | None = None,
    unsaid: str | None = None,
    kind: str = "answer",
) -> Convert:
    """The answer opens with these words (and says, or does not say, others)."""

    def convert(p: Params) -> Row:
        must = [starts(p[key])] if p.get(key) else []
        if key in p and p[key] is None:
            made = row(kind, p[text], must_not=(ANY_LEAD,))
        else:
            made = row(kind, p[text], must=tuple(must))
        for name, negate in ((said, False), (unsaid, True)):
            if name is not None and p.get(name):
                values = p[name] if isinstance(p[name], list | tuple) else [p[name]]
                found = tuple(literal(v) for v in values)
                if negate:
                    made.must_not += found
                else:
                    made.must += found
        return made

    return convert


def facts(text: str = "question", key: str = "facts", exact: bool = True) -> Convert:
    """The box facts asked: the answer states them (and, asked alone, no other)."""

    def convert(p: Params) -> Row:
        asked = list(p[key])
        made = row("box", p[text], reading={"facts": asked})
        made.must = tuple(FACTS[f] for f in asked)
        if exact:
            made.must_not = tuple(
                FACTS[f] for f in ("author", "publisher", "year", "players") if f not in asked
            )
        if asked:
            made.intent = ("game_facts",)
        return made

    return convert


def standings(text: str = "question", key: str = "rows", compared: str | None = None) -> Convert:
    """A told end of game: the engine's winners of the totals and colours read."""

    def convert(p: Params) -> Row:
        engine = winner_engine(p[key], p[compared] if compared else ())
        return row("winner", p[text], intent=("winner",), engine=engine)

    return convert


def entries(text: str = "question", key: str = "wanted") -> Convert:
    """The entries a rules question must be answered from: their pages cited."""

    def convert(p: Params) -> Row:
        listed = named(p[key])
        return row("retrieval", p[text], entries=listed, pages=entry_pages(listed))

    return convert


def shape(text: str = "text", points: str | None = None) -> Convert:
    """A path told by its shape, scored by its shape."""

    def convert(p: Params) -> Row:
        told = p["shape"] if isinstance(p.get("shape"), PathShape) else None
        engine = shape_engine(told) if told else {"kind": "path", "valid": True}
        if points is not None:
            engine["points"] = p[points]
        return row("path", p[text], intent=("path_score",), engine=engine)

    return convert


def answered(text: str = "question", kind: str = "intent") -> Convert:
    """No more than that the question is answered (not declined)."""
    return lambda p: row(kind, p[text], intent=ANSWERED)


def fixed(made: Callable[[Params], Row]) -> Convert:
    return made


KEEP = None  # a table that stays a behaviour test: its inputs are no questions


def named(wanted: Any) -> tuple[str, ...]:
    """Entries as a test names them: one, a list in its order, or a set (sorted, so that a
    conversion made twice writes the same files)."""
    if isinstance(wanted, str):
        return (wanted,)
    return tuple(sorted(wanted)) if isinstance(wanted, set | frozenset) else tuple(wanted)


def cards_text(values: Sequence[object]) -> list[str]:
    return [f"{card(v).value} {card(v).colour}" for v in values]
