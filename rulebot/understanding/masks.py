"""Parts of a right-to-score question that are no hand: cards out of the hands
("le 1 est planté chez Léa"), cards taken back ("le 6... non, le 5"), cards named again
with their holder ("son 8"); word lists in data/players.yaml."""

from __future__ import annotations

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.players import player_words
from rulebot.understanding.text import Token, find_phrase

Span = tuple[int, int]  # start and end offsets in the text


def mask(text: str, spans: list[Span]) -> str:
    """The text with the spans blanked out (offsets kept)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def out_of_hand(tokens: list[Token]) -> list[Span]:
    """The clauses that speak of cards out of the hands ("le 1 est planté chez Léa").

    A clause ends at punctuation, or at "et"/"and"/"mais" once it has a verb ("my son has
    the 8 and the 1 is planted": the 8 is held).
    """
    vocab = player_words()
    folded = [t.folded for t in tokens]
    clauses: list[tuple[int, int]] = []  # token index ranges
    start, has_verb = 0, False
    for j, tok in enumerate(tokens):
        if tok.kind == "punct" and tok.text in ",;.!?:()[]\n":
            clauses.append((start, j))
            start, has_verb = j + 1, False
        elif tok.folded in vocab.links and has_verb:
            clauses.append((start, j))
            start, has_verb = j, False
        elif tok.folded in vocab.verbs:
            has_verb = True
    clauses.append((start, len(tokens)))
    spans = []
    for first, stop in clauses:
        words = folded[first:stop]
        if any(find_phrase(words, k, vocab.not_held) for k in range(len(words))):
            spans.append((tokens[first].start, tokens[stop - 1].end))
    return spans


def _value(tok: Token) -> bool:
    return (tok.kind == "num" and not tok.label) or tok.folded in card_words().numbers


def inside(spans: list[Span], offset: int) -> bool:
    return any(start <= offset < end for start, end in spans)
