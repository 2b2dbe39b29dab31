"""Numbers in a right-to-score question that are no card of a hand: a card denied ("Elle
a pas le 1", "No 1 anywhere in hand"), a sum after "=" ("Jules a 3+5 = 8") and the length
of a path ("un chemin cerisier de 6 cartes", "a 7-card path"); word lists in
data/cards.yaml (denials) and data/players.yaml."""

from __future__ import annotations

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.playerwords import player_words
from rulebot.understanding.text import Token, tokenize

Span = tuple[int, int]  # start and end offsets in the text
EQUALS = "="  # before a sum told of cards listed ("3+5 = 8")
CLAUSE_SIGNS = frozenset(",;.!?:()\n")
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


def sums(tokens: list[Token]) -> list[Span]:
    """A value right after "=": the sum of the cards before it, no card ("3+5 = 8")."""
    return [
        (tokens[k + 1].start, tokens[k + 1].end)
        for k, tok in enumerate(tokens[:-1])
        if tok.text == EQUALS and _value(tokens[k + 1])
    ]


def path_lengths(tokens: list[Token]) -> list[Span]:
    """A value before a noun of cards ("6 cartes", "7-card") in a clause that speaks of a
    path ("chemin", "path"): how long the path is, no card."""
    vocab = player_words()
    spans: list[Span] = []
    clause: list[int] = []
    for k, tok in enumerate([*tokens, None]):
        if tok is not None and not (tok.kind == "punct" and tok.text in CLAUSE_SIGNS):
            clause.append(k)
            continue
        if any(tokens[c].folded in vocab.none_of_paths for c in clause):
            for c in clause:
                after = [tokens[n] for n in clause if n > c and tokens[n].text != "-"][:1]
                if _value(tokens[c]) and after and after[0].folded in vocab.card_nouns:
                    spans.append((tokens[c].start, tokens[c].end))
        clause = []
    return spans
