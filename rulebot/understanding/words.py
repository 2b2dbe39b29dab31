"""The function words of the reading (`data/grammar.yaml`), loaded once into sets: each
field of `GrammarWords` names how its list is read (folded words, phrases, …) and, when it
differs from the field's name, the key it is read from."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from functools import cache
from importlib import resources
from typing import Any

import yaml

from rulebot.understanding.text import fold

Phrase = tuple[str, ...]


def _folded(values: list[Any]) -> frozenset[str]:
    return frozenset(fold(str(v)) for v in values)


def _written(values: list[Any]) -> frozenset[Phrase]:
    """Phrases as written in lower case, accents kept ("à" is not "a")."""
    return frozenset(tuple(str(v).lower().replace("'", "' ").split()) for v in values)


def _phrases(values: list[Any]) -> frozenset[Phrase]:
    """Each phrase as the words the lexer makes of it: a word cut at its apostrophe keeps
    it when short or French ("c'", "qu'"), else the apostrophe is a sign of its own
    ("that's": "that", "'", "s"), as `lexer._raw_tokens` does; a hyphen joined to a word is
    a sign of its own too ("-player": "-", "player", as in "2-player game")."""
    return frozenset(tuple(_pieces(fold(str(v)))) for v in values)


_HYPHEN = re.compile(r"(?<=\w)-|-(?=\w)")


def _pieces(folded: str) -> list[str]:
    out: list[str] = []
    for piece in _HYPHEN.sub(" - ", folded).replace("'", "' ").split():
        if piece.endswith("'") and len(piece) > 3 and not piece.endswith("qu'"):
            out += [piece[:-1], "'"]
        else:
            out.append(piece)
    return out


def _raw(values: list[Any]) -> frozenset[str]:
    return frozenset(str(v) for v in values)


def _lower(values: list[Any]) -> frozenset[str]:
    return frozenset(str(v).lower() for v in values)


def _numbers(data: dict[str, dict[str, Any]]) -> dict[str, int]:
    return {fold(k): int(v) for lang in ("fr", "en") for k, v in data[lang].items()}


def _initials(data: dict[str, Any]) -> dict[str, str]:
    return {str(k): str(v) for k, v in data.items()}


def _read(read: Callable[[Any], Any] = _folded, *keys: str) -> dict[str, Any]:
    """How a field is read from grammar.yaml: by `read`, from its own key or `keys` joined."""
    return {"read": read, "keys": keys}


_NONE: frozenset[Any] = frozenset()


@dataclass(frozen=True)
class GrammarWords:
    """Every word list the lexer, the grammar and the structure read."""

    numbers: dict[str, int] = field(default_factory=dict, metadata=_read(_numbers))
    initials: dict[str, str] = field(default_factory=dict, metadata=_read(_initials))
    article_numbers: frozenset[str] = field(
        default=_NONE, metadata=_read(_folded, "articles_numbers")
    )
    card_articles: frozenset[str] = field(default=_NONE, metadata=_read())
    transparent: frozenset[str] = field(default=_NONE, metadata=_read(_folded, "articles", "of"))
    joins: frozenset[str] = field(default=_NONE, metadata=_read())
    separators: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    dashes: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    plus: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    range_words: frozenset[str] = field(default=_NONE, metadata=_read(_lower))
    range_fr: frozenset[str] = field(default=_NONE, metadata=_read(_folded, "range_words_fr"))
    units: frozenset[str] = field(default=_NONE, metadata=_read())
    weak_units: frozenset[str] = field(default=_NONE, metadata=_read())
    shared_units: frozenset[str] = field(default=_NONE, metadata=_read())
    claims: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    claim_links: frozenset[str] = field(default=_NONE, metadata=_read())
    arithmetic: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    date_signs: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    sum_opens: frozenset[str] = field(default=_NONE, metadata=_read())
    sum_fillers: frozenset[str] = field(default=_NONE, metadata=_read())
    players_before: frozenset[Phrase] = field(default=_NONE, metadata=_read(_written))
    players_after: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    out_of_hand: frozenset[str] = field(default=_NONE, metadata=_read())
    in_hand: frozenset[str] = field(default=_NONE, metadata=_read())
    unheld_places: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    drawing: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    resumptive: frozenset[str] = field(default=_NONE, metadata=_read())
    thanks: frozenset[str] = field(default=_NONE, metadata=_read())
    hellos: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    path_named: frozenset[str] = field(default=_NONE, metadata=_read())
    copies_alone: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    scored_before: frozenset[str] = field(default=_NONE, metadata=_read())
    laid: frozenset[str] = field(default=_NONE, metadata=_read())
    denials: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    nobody: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    beside_card: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    path_points: frozenset[str] = field(default=_NONE, metadata=_read())
    numbered_of: frozenset[str] = field(default=_NONE, metadata=_read())
    told_for: frozenset[str] = field(default=_NONE, metadata=_read())
    bare_holding: frozenset[str] = field(default=_NONE, metadata=_read())
    worth_words: frozenset[str] = field(default=_NONE, metadata=_read())
    indirect_questions: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    alone: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    not_names: frozenset[str] = field(default=_NONE, metadata=_read())
    corrections: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    holding: frozenset[str] = field(default=_NONE, metadata=_read())
    hand_opens: frozenset[str] = field(default=_NONE, metadata=_read())
    greetings: frozenset[str] = field(default=_NONE, metadata=_read())
    copies: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    additions: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    hand_words: frozenset[str] = field(default=_NONE, metadata=_read())
    scored_after: frozenset[str] = field(default=_NONE, metadata=_read())
    question_starts: frozenset[str] = field(default=_NONE, metadata=_read())
    asking_words: frozenset[str] = field(default=_NONE, metadata=_read())
    asking_at_end: frozenset[str] = field(default=_NONE, metadata=_read())
    inverted_subjects: frozenset[str] = field(default=_NONE, metadata=_read())
    back_references: frozenset[str] = field(default=_NONE, metadata=_read())
    colour_links: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    respectively: frozenset[str] = field(default=_NONE, metadata=_read())
    pronoun_after: frozenset[str] = field(default=_NONE, metadata=_read())
    hand_openers: frozenset[str] = field(default=_NONE, metadata=_read())
    shared_hand: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    enumerators: frozenset[str] = field(default=_NONE, metadata=_read())
    question_joins: frozenset[str] = field(default=_NONE, metadata=_read())
    announced: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    subordinators: frozenset[str] = field(default=_NONE, metadata=_read())
    negations: frozenset[str] = field(default=_NONE, metadata=_read())
    negation_reach: int = field(default=3, metadata=_read(int))
    aside_openers: frozenset[str] = field(default=_NONE, metadata=_read())
    dates_from: int = field(default=1000, metadata=_read(int))
    most_players: int = field(default=6, metadata=_read(int))
    clause_words: frozenset[str] = field(default=_NONE, metadata=_read())
    card_by_value: frozenset[str] = field(default=_NONE, metadata=_read())
    path_places: frozenset[str] = field(default=_NONE, metadata=_read())
    contrasts: frozenset[str] = field(default=_NONE, metadata=_read())
    point_units: frozenset[str] = field(default=_NONE, metadata=_read())
    comparisons: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    other_path: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    path_alternatives: frozenset[str] = field(default=_NONE, metadata=_read())
    generic: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    indefinite: frozenset[str] = field(default=_NONE, metadata=_read())
    beating: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    numbered: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    quantifiers: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    sum_signs: frozenset[str] = field(default=_NONE, metadata=_read(_raw))
    total_adds: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    total_adds_after: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))
    total_includes: frozenset[Phrase] = field(default=_NONE, metadata=_read(_phrases))


@cache
def grammar_words() -> GrammarWords:
    source = resources.files("rulebot.understanding").joinpath("data", "grammar.yaml")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(source.read_text(encoding="utf-8"), Loader=loader)
    read: dict[str, Any] = {}
    for spec in fields(GrammarWords):
        keys = spec.metadata["keys"] or (spec.name,)
        values = data[keys[0]]
        for key in keys[1:]:
            values = values + data[key]
        read[spec.name] = spec.metadata["read"](values)
    return GrammarWords(**read)
