"""Where a path said again in full begins ("..., so 2 blue, 4 yellow, 6 blue, 7 blue?")."""

from __future__ import annotations

from functools import cache

from rulebot.understanding.cardwords import words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import (
    Phrases,
    Token,
    find_phrase,
    load_words,
    phrases,
    tokenize,
)


def restated_from(text: str, lexicon: Lexicon) -> int | None:
    """The offset of the list said again in full after the last word that restates a path
    ("..., so 2 blue, 4 yellow, 6 blue, 7 blue?", "donc 1 chêne, 3 érable, 7 chêne"), when a
    value or a colour follows it; None when no list is restated (data/cards.yaml)."""
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    found: int | None = None
    for k in range(1, len(tokens)):
        size = find_phrase(folded, k, _restating())
        if not size:
            continue
        j = k + size
        while j < len(tokens):
            step = 1 if tokens[j].kind == "punct" else find_phrase(folded, j, _restated_fillers())
            if not step:
                break
            j += step
        if j < len(tokens) and (_is_value(tokens[j]) or lexicon.match_at(folded, j)):
            found = tokens[j].start
    return found


@cache
def _restating() -> Phrases:
    return phrases(load_words("cards")["restated_by"], elided=True)


@cache
def _restated_fillers() -> Phrases:
    return phrases(load_words("cards")["restated_fillers"], elided=True)


def _is_value(tok: Token) -> bool:
    return tok.kind == "num" or tok.folded in words().numbers
