"""Numbers in a right-to-score question that are no card of a hand: a card denied ("Elle
a pas le 1", "No 1 anywhere in hand"); word lists in data/cards.yaml (denials)."""

from __future__ import annotations

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.text import Token, tokenize

Span = tuple[int, int]  # start and end offsets in the text
DENIAL_REACH = 2  # words between a denial and the value it denies ("pas le 1", "no single 8")


def _value(tok: Token) -> bool:
    return (tok.kind == "num" and not tok.label) or tok.folded in card_words().numbers


def is_denied(text: str, start: int) -> bool:
    """Whether the value at offset `start` of the text is denied (`denied`)."""
    return any(a <= start < b for a, b in denied(tokenize(text)))


def denied(tokens: list[Token]) -> list[Span]:
    """Cards denied: a word of denial, maybe a few articles, then a value ("Elle a pas le
    1", "No 1 anywhere", "not the 8"): from the denial to the value."""
    vocab = card_words()
    spans = []
    for k, tok in enumerate(tokens):
        if tok.folded not in vocab.denials:
            continue
        j = k + 1
        while j < len(tokens) and j - k <= DENIAL_REACH and tokens[j].folded in vocab.denial_skips:
            j += 1
        if j < len(tokens) and _value(tokens[j]):
            spans.append((tok.start, tokens[j].end))
    return spans
