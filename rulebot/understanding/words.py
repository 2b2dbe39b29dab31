"""The function words of the reading (`data/grammar.yaml`), loaded once into sets."""

from __future__ import annotations

from dataclasses import dataclass
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
    return frozenset(tuple(fold(str(v)).replace("'", "' ").split()) for v in values)


@dataclass(frozen=True)
class GrammarWords:
    """Every word list the lexer, the grammar and the structure read."""

    numbers: dict[str, int]
    initials: dict[str, str]
    article_numbers: frozenset[str]
    card_articles: frozenset[str]
    transparent: frozenset[str]
    joins: frozenset[str]
    separators: frozenset[str]
    dashes: frozenset[str]
    plus: frozenset[str]
    range_words: frozenset[str]
    range_fr: frozenset[str]
    units: frozenset[str]
    weak_units: frozenset[str]
    claims: frozenset[Phrase]
    claim_links: frozenset[str]
    arithmetic: frozenset[str]
    players_before: frozenset[Phrase]
    players_after: frozenset[Phrase]
    out_of_hand: frozenset[str]
    in_hand: frozenset[str]
    nothing: frozenset[Phrase]
    scored_before: frozenset[str]
    laid: frozenset[str]
    denials: frozenset[Phrase]
    not_names: frozenset[str]
    corrections: frozenset[Phrase]
    holding: frozenset[str]
    greetings: frozenset[str]
    copies: frozenset[Phrase]
    additions: frozenset[Phrase]
    hand_words: frozenset[str]
    scored_after: frozenset[str]
    question_starts: frozenset[str] = frozenset()
    asking_words: frozenset[str] = frozenset()
    asking_at_end: frozenset[str] = frozenset()
    colour_links: frozenset[Phrase] = frozenset()
    respectively: frozenset[str] = frozenset()
    pronoun_after: frozenset[str] = frozenset()
    hand_openers: frozenset[str] = frozenset()
    shared_hand: frozenset[Phrase] = frozenset()
    enumerators: frozenset[str] = frozenset()
    question_joins: frozenset[str] = frozenset()
    announced: frozenset[Phrase] = frozenset()
    subordinators: frozenset[str] = frozenset()
    negations: frozenset[str] = frozenset()
    negation_reach: int = 3
    clause_words: frozenset[str] = frozenset()
    card_by_value: frozenset[str] = frozenset()


@cache
def grammar_words() -> GrammarWords:
    source = resources.files("rulebot.understanding").joinpath("data", "grammar.yaml")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(source.read_text(encoding="utf-8"), Loader=loader)
    numbers = {fold(k): int(v) for lang in ("fr", "en") for k, v in data["numbers"][lang].items()}
    return GrammarWords(
        numbers=numbers,
        initials={str(k): str(v) for k, v in data["initials"].items()},
        article_numbers=_folded(data["articles_numbers"]),
        card_articles=_folded(data["card_articles"]),
        transparent=_folded(data["articles"] + data["of"]),
        joins=_folded(data["joins"]),
        separators=frozenset(data["separators"]),
        dashes=frozenset(data["dashes"]),
        plus=frozenset(data["plus"]),
        range_words=frozenset(str(w).lower() for w in data["range_words"]),
        range_fr=_folded(data["range_words_fr"]),
        units=_folded(data["units"]),
        weak_units=_folded(data["weak_units"]),
        claims=_phrases(data["claims"]),
        claim_links=_folded(data["claim_links"]),
        arithmetic=frozenset(data["arithmetic"]),
        players_before=_written(data["players_before"]),
        players_after=_phrases(data["players_after"]),
        out_of_hand=_folded(data["out_of_hand"]),
        in_hand=_folded(data["in_hand"]),
        nothing=_phrases(data["nothing"]),
        scored_before=_folded(data["scored_before"]),
        laid=_folded(data["laid"]),
        denials=_phrases(data["denials"]),
        not_names=_folded(data["not_names"]),
        corrections=_phrases(data["corrections"]),
        colour_links=_phrases(data["colour_links"]),
        respectively=_folded(data["respectively"]),
        pronoun_after=_folded(data["pronoun_after"]),
        hand_openers=_folded(data["hand_openers"]),
        shared_hand=_phrases(data["shared_hand"]),
        holding=_folded(data["holding"]),
        greetings=_folded(data["greetings"]),
        copies=_phrases(data["copies"]),
        additions=_phrases(data["additions"]),
        hand_words=_folded(data["hand_words"]),
        scored_after=_folded(data["scored_after"]),
        question_starts=_folded(data["question_starts"]),
        asking_words=_folded(data["asking_words"]),
        asking_at_end=_folded(data["asking_at_end"]),
        enumerators=_folded(data["enumerators"]),
        question_joins=_folded(data["question_joins"]),
        announced=_phrases(data["announced"]),
        subordinators=_folded(data["subordinators"]),
        negations=_folded(data["negations"]),
        negation_reach=int(data["negation_reach"]),
        clause_words=_folded(data["clause_words"]),
        card_by_value=_folded(data["card_by_value"]),
    )
