"""Worths offered as alternatives, no cards: "For purple is that 3 points or 6?", "ça fait
3 points, ou 6 parce que c'est doublé ?", "is it 3 or 6 points?". A number joined by "or"/"ou"
to a worth told with a point word ("3 points", "6 pts") is a worth too. Word lists in
data/alternatives.yaml; point words in data/told.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.masks import Span, mask
from rulebot.understanding.pointwords import told_in_points
from rulebot.understanding.text import (
    Phrases,
    Token,
    find_phrase,
    load_words,
    phrases,
    tokenize,
)


@dataclass(frozen=True)
class _Words:
    """The words of data/alternatives.yaml, folded."""

    joins: Phrases
    fillers: Phrases


@cache
def _words() -> _Words:
    data = load_words("alternatives")
    return _Words(
        joins=phrases(data["joins"], elided=True),
        fillers=phrases(data["fillers"], elided=True),
    )


def _joined_at(folded: list[str], tokens: list[Token], k: int) -> int | None:
    """The index of the number an alternative joins at k ("or 6", ", ou bien 6"), else None."""
    words = _words()
    if k < len(tokens) and tokens[k].text == ",":
        k += 1
    size = find_phrase(folded, k, words.joins)
    if not size:
        return None
    k += size
    filler = find_phrase(folded, k, words.fillers)
    while filler:
        k += filler
        filler = find_phrase(folded, k, words.fillers)
    return k if k < len(tokens) and tokens[k].kind == "num" and not tokens[k].label else None


def alternative_worths(text: str) -> list[Span]:
    """The spans of the numbers offered as another worth of a worth told ("3 points or 6":
    the 6; "3 or 6 points": the 3)."""
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    spans: list[Span] = []
    for j, token in enumerate(tokens):
        if token.kind != "num" or token.label:
            continue
        after = j + 1
        if told_in_points(tokens, j):
            after += 1
            other = _joined_at(folded, tokens, after)
            if other is not None:
                spans.append((tokens[other].start, tokens[other].end))
        else:
            other = _joined_at(folded, tokens, after)
            if other is not None and told_in_points(tokens, other):
                spans.append((token.start, token.end))
    return spans


def without_alternative_worths(text: str) -> str:
    """The text with the worths offered as alternatives blanked out (offsets kept)."""
    return mask(text, alternative_worths(text))
