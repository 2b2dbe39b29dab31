"""A told practice asked about: "on a toujours joué que les sentiers devaient être d'une
seule couleur, on s'est trompés ?", "is it wrong to plant diagonally?". The question is
whether the practice is a mistake, so its verdict is about the practice: a mistake when
it contradicts the rule (the learned yes or no of the whole question, see
`Rulebot._polarity`). Word lists in data/verdict_questions.yaml (`practice`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_text import Phrase, phrase_set
from rulebot.understanding.text import contains_phrase, listed, read_lists

DATA = "verdict_questions.yaml"


@dataclass(frozen=True, kw_only=True)
class _Practice:
    """data/verdict_questions.yaml `practice` and `clause_words`, as word tuples."""

    # "on s'est trompés", "did we mess up" (at the end)
    error_asks: tuple[Phrase, ...] = listed(read=phrase_set)
    # "c'est une erreur de", "is it wrong to" (first)
    error_openers: tuple[Phrase, ...] = listed(read=phrase_set)
    # "on a toujours joué que", "we always played that"
    told_openers: tuple[Phrase, ...] = listed(read=phrase_set)
    clause_words: tuple[Phrase, ...]  # "si", "s'il", "if": a condition may be told


@cache
def _lists() -> _Practice:
    data = load_data(DATA)
    clauses = phrase_set(data["clause_words"], "clause_words")
    return read_lists(_Practice, data["practice"], "practice.", clause_words=clauses)


def states_condition(tokens: list[str]) -> bool:
    """Whether the words hold a clause word ("si", "s'il", "if", "quand"…), each read as
    the phrase it is: "s'il" is the words "s il" side by side, never "il" alone ("il faut
    piocher et planter" states no condition)."""
    return any(contains_phrase(tokens, phrase) for phrase in _lists().clause_words)


def told_practice(tokens: list[str]) -> tuple[list[str], bool]:
    """The words without the asking whether it is a mistake and the telling of how one
    played ("on a toujours joué que…"), and whether a mistake is asked about."""
    lists = _lists()
    tokens, asked_at_end = _cut(tokens, lists.error_asks, at_end=True)
    tokens, asked_first = _cut(tokens, lists.error_openers)
    tokens, _ = _cut(tokens, lists.told_openers)
    return tokens, asked_at_end or asked_first


def _cut(
    tokens: list[str], phrases: tuple[Phrase, ...], at_end: bool = False
) -> tuple[list[str], bool]:
    """The words without the first of the phrases that opens them (or, `at_end`, closes
    them), leaving at least one word; and whether one was cut."""
    for phrase in phrases:
        n = len(phrase)
        if len(tokens) > n and tuple(tokens[-n:] if at_end else tokens[:n]) == phrase:
            return (tokens[:-n] if at_end else tokens[n:]), True
    return tokens, False
