"""Where a question lists a path's cards: the clause after a word naming the path ("my
path is 1 blue, 4 red, 8 blue. How much?"); whether a hand is told before it
("j'ai le 2 bleu en main ... Mon sentier : 1 bleu, 3 vert, 6 bleu"); and where a path said
again in full begins ("..., so 2 blue, 4 yellow, 6 blue, 7 blue?")."""

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

_CLAUSE_ENDS = ".?!;\n"
_VALUE_JOINS = "-/+"  # signs between values written as one run ("2-3-4-5")
_LOOSE_WORDS = 2  # words a run of values may hold in a row ("all-oak", "de chêne")
_LEAST_VALUES = 2  # values that make a run of cards


def path_clause(text: str) -> tuple[int, int] | None:
    """The span of text after the first word naming a path, to the end of its sentence;
    from the first value when the cards come right before that word ("his 2-3-4-5 all-oak
    path is 4 points")."""
    vocab = words()
    tokens = tokenize(text)
    for k, tok in enumerate(tokens):
        if tok.folded in vocab.path_words:
            start = _values_before(tokens, k)
            return start if start is not None else tok.end, _sentence_end(text, tok.end)
    return None


def _values_before(tokens: list[Token], k: int) -> int | None:
    """The offset of the first value of cards written right before the path word at k, two
    values or more joined by signs ("2-3-4-5 all-oak", "1/4/6 blue"), a word or two such as
    a colour between them and the path word; None when no such run is there."""
    first: int | None = None
    values = 0
    loose = 0  # words in a row since the last value
    for tok in reversed(tokens[:k]):
        if _is_value(tok) and tok.kind == "num":
            first, values, loose = tok.start, values + 1, 0
        elif tok.kind == "punct" and tok.text in _VALUE_JOINS:
            continue
        elif tok.kind == "word" and loose < _LOOSE_WORDS:
            loose += 1
        else:
            break
    return first if values >= _LEAST_VALUES else None


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


def _sentence_end(text: str, start: int) -> int:
    ends = [text.find(sign, start) for sign in _CLAUSE_ENDS]
    return min((end for end in ends if end >= 0), default=len(text))
