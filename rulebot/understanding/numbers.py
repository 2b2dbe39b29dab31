"""Numbers that are not cards: counts ("3 joueurs", "8 ans", "5 cartes"), the count of
players ("à 3", "we're four"), totals and claims told ("il dit 12", "it's 8", "= 16"),
and arithmetic worked out ("(5+1+2)x2"). Each gets a `Role`; the card grammar never reads
them as values. A number said right before or after a colour or a shorthand stays a card
("c'est le 8 bleu", "pink 2 = 8": the 2 is a card, the 8 a total).

One pass over the tokens with a bounded look around each number: linear in the question.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from rulebot.understanding.lexer import Kind, Token
from rulebot.understanding.words import GrammarWords, Phrase

_NUMBERS = (Kind.NUMBER, Kind.NUMWORD)
_CARD_SIDES = (Kind.COLOUR, Kind.SHORT)
_REACH = 3  # words looked at before a number for a claim


class Role(StrEnum):
    """What a number that is no card tells."""

    COUNT = "count"  # a number of things ("3 cartes", "8 ans")
    PLAYERS = "players"  # the number of players
    TOTAL = "total"  # a total or a claim ("il dit 12", "= 16", "it's 8")
    ARITHMETIC = "arithmetic"  # a term of a sum worked out ("(5+1+2)x2")


def roles(tokens: Sequence[Token], words: GrammarWords) -> dict[int, Role]:
    """The role of every number token that is no card (by token index)."""
    found: dict[int, Role] = {}
    arithmetic = _arithmetic(tokens, words)
    for i, token in enumerate(tokens):
        if token.kind not in _NUMBERS:
            continue
        role = _role(tokens, i, words, arithmetic)
        if role is not None:
            found[i] = role
    return found


def _role(
    tokens: Sequence[Token], i: int, words: GrammarWords, arithmetic: set[int]
) -> Role | None:
    if _phrase_at(tokens, i + 1, words.players_after) or _players_before(tokens, i, words):
        return Role.PLAYERS
    if _unit_after(tokens, i, words) or _counts_colour(tokens, i, words):
        return Role.COUNT
    if _beside_card(tokens, i):
        return None
    if _claimed(tokens, i, words) and not _listed_after(tokens, i, words):
        return Role.TOTAL
    if i in arithmetic:
        return Role.ARITHMETIC
    if tokens[i].value is None or not tokens[i].is_value:
        return Role.TOTAL if tokens[i].value is not None else Role.COUNT
    return None


def _beside_card(tokens: Sequence[Token], i: int) -> bool:
    before = tokens[i - 1] if i else None
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    return any(t is not None and t.kind in _CARD_SIDES for t in (before, after))


def _counts_colour(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """ "deux bleus", "two tulip poplars", "Seven green cards", "3 oak cards": a number of
    cards of a colour (said without an article before it: "les 8 bleus" stays cards)."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is None or after.kind is not Kind.COLOUR:
        return False
    if after.plural:
        return True
    if i and tokens[i - 1].norm in words.transparent - words.joins:
        return False  # "the 8 blue card"
    return _unit_after(tokens, i + 1, words)


def _listed_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A value followed by a separator and another value: the head of a list ("c'est 1, 2,
    5 et 8"), not a number claimed."""
    nxt = tokens[i + 1 : i + 3]
    return (
        len(nxt) == 2
        and (nxt[0].text in words.separators | words.dashes or nxt[0].norm in words.joins)
        and nxt[1].kind in _NUMBERS
    )


def _unit_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    j = i + 1
    if j < len(tokens) and tokens[j].text in ("-", "–"):  # "8-year-old", "5-card"
        j += 1
    if j >= len(tokens) or tokens[j].kind is not Kind.WORD:
        return False
    word = tokens[j].norm
    if word in words.weak_units:
        nxt = tokens[j + 1] if j + 1 < len(tokens) else None
        return nxt is not None and nxt.kind is Kind.WORD and nxt.norm in words.units
    return word in words.units


def _players_before(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """ "à 3", "on est 4", "we're three": told before the number, the number ending a clause
    (or followed by a unit of players)."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is not None and (after.kind is not Kind.SIGN or after.text in "-–+/x×*="):
        return False
    return any(_phrase_ends_at(tokens, i, phrase) for phrase in words.players_before)


def _claimed(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    j = i - 1
    skipped = 0
    while j >= 0 and skipped < _REACH and tokens[j].norm in words.claim_links:
        j -= 1
        skipped += 1
    return any(_phrase_ends_at(tokens, j + 1, phrase) for phrase in words.claims)


def _phrase_at(tokens: Sequence[Token], i: int, phrases: frozenset[Phrase]) -> bool:
    return any(
        i + len(p) <= len(tokens) and all(tokens[i + k].norm == w for k, w in enumerate(p))
        for p in phrases
    )


def _phrase_ends_at(tokens: Sequence[Token], end: int, phrase: Phrase) -> bool:
    start = end - len(phrase)
    if start < 0:
        return False
    return all(_word(tokens[start + k]) == w for k, w in enumerate(phrase))


def _word(token: Token) -> str:
    return token.norm if token.kind is not Kind.SIGN else token.text


def _arithmetic(tokens: Sequence[Token], words: GrammarWords) -> set[int]:
    """Numbers of a span of numbers and signs of arithmetic that holds a product, brackets
    or an equals sign ("(5+1+2)x2 = 16", "4×2+1 = 9", "4+2 = 6"), or that follows "=";
    numbers beside a colour are left to the grammar."""
    found: set[int] = set()
    i = 0
    while i < len(tokens):
        if not _in_formula(tokens[i], words):
            i += 1
            continue
        j = i
        while j < len(tokens) and _in_formula(tokens[j], words):
            j += 1
        said = {t.text if t.kind is Kind.SIGN else t.norm for t in tokens[i:j]}
        products = said & {"x", "×", "*", "="}
        if products or ({"(", ")"} & said and said & words.plus):
            found.update(k for k in range(i, j) if tokens[k].kind in _NUMBERS)
        i = j
    return found


def _in_formula(token: Token, words: GrammarWords) -> bool:
    if token.kind is Kind.NUMBER:
        return True
    if token.kind is Kind.SIGN:
        return token.text in words.arithmetic or token.text in words.plus
    return token.kind is Kind.WORD and token.norm == "x"
