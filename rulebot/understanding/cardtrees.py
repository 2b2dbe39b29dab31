"""A run of card letters parsed by `cards.lark` (LALR) and its tree turned into items.

Apart from `grammar.py` so that lark (its modules and the parser's tables, 5 MiB) is
loaded only by a question that has a run of card words (issue 21: a cold rules question
without one never loads it).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Transformer, Tree, UnexpectedInput
from lark import Token as LarkToken
from lark.exceptions import VisitError

from rulebot.understanding.grammar import OF_WORDS, READINGS, Item
from rulebot.understanding.lexer import Kind, Token


@cache
def _parser() -> Lark:
    grammar = resources.files("rulebot.understanding").joinpath("cards.lark").read_text("utf-8")
    return Lark(grammar, parser="lalr", start=list(READINGS))


def read_letters(
    tokens: Sequence[Token], spelt: Sequence[tuple[int, str]], reading: str
) -> list[Item] | None:
    """The items of a run spelt as (token index, letter) pairs when the start rule
    `reading` parses it whole, else None."""
    tree = _tree("".join(ch for _, ch in spelt), reading)
    if tree is None:
        return None
    try:
        return _Items(tokens, [i for i, _ in spelt]).transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, (_NoRange, _NoChunks, _NoTail)):
            return None
        raise


class _NoRange(Exception):
    """A run read as a range whose ends name two colours: no range."""


class _NoTail(Exception):
    """A run read with a colour said again at its end, when that colour follows "de"/"of"
    right after a value of another colour: the value's own colour, not a tail."""


class _NoChunks(Exception):
    """A run read in chunks whose values alone follow no colour: the colour of those
    values is told elsewhere, or not at all (`values`)."""


@lru_cache(maxsize=1024)
def _tree(letters: str, reading: str) -> Tree[LarkToken] | None:
    """The parse of a run's letters by a start rule, None when it does not parse them
    whole; the same letters ("vc,vc") come back in many questions, parsed once. The
    transformer builds its items apart: the tree is never changed."""
    try:
        return _parser().parse(letters, start=reading)
    except UnexpectedInput:
        return None


class _Items(Transformer[LarkToken, list[Item]]):
    """A parse tree of one run turned into items (cards or bare values)."""

    def __init__(self, tokens: Sequence[Token], positions: Sequence[int]) -> None:
        super().__init__()
        self.tokens = tokens
        self.positions = positions

    def _at(self, leaf: LarkToken) -> int:
        return self.positions[int(leaf.start_pos or 0)]

    def _value(self, leaf: LarkToken, colour_leaf: LarkToken | None) -> Item:
        at = self._at(leaf)
        token = self.tokens[at]
        if colour_leaf is None:
            return Item(
                int(token.value or 0), token.colour if token.kind is Kind.SHORT else None, at
            )
        where = self._at(colour_leaf)
        return Item(int(token.value or 0), self.tokens[where].colour, at, where)

    def short(self, leaves: list[LarkToken]) -> list[Item]:
        at = self._at(leaves[0])
        token = self.tokens[at]
        return [Item(int(token.value or 0), token.colour or token.label.upper(), at, at)]

    def card(self, leaves: list[LarkToken]) -> list[Item]:
        return [self._value(leaves[0], leaves[1])]

    def group(self, leaves: list[LarkToken]) -> list[Item]:
        colour, *values = leaves
        return [self._value(v, colour) for v in values]

    def values_colour(self, leaves: list[LarkToken]) -> list[Item]:
        *values, colour = leaves
        return [self._value(v, colour) for v in values]

    shared = values_colour

    def range(self, leaves: list[LarkToken]) -> list[Item]:
        colours = {self.tokens[self._at(x)].colour for x in leaves if x.type == "C"}
        if len(colours) > 1:
            raise _NoRange  # "oak 1 to maple 3": two cards, not the values between
        colour = next((x for x in leaves if x.type == "C"), None)
        low, high = (self.tokens[self._at(x)] for x in leaves if x.type == "V")
        first, last = sorted((int(low.value or 0), int(high.value or 0)))
        at = self._at(next(x for x in leaves if x.type == "V"))
        where = None if colour is None else self._at(colour)
        hue = None if where is None else self.tokens[where].colour
        return [Item(v, hue, at, where) for v in range(first, last + 1)]

    def term(self, leaves: list[Any]) -> list[Item]:
        if leaves and isinstance(leaves[0], list):
            return list(leaves[0])  # a shorthand
        colour = next((x for x in leaves if x.type == "C"), None)
        value = next(x for x in leaves if x.type == "V")
        return [self._value(value, colour)]

    def sum(self, terms: list[list[Item]]) -> list[Item]:
        items = [item for term in terms for item in term]
        hues = {item.colour for item in items if item.colour}
        if len(hues) == 1:  # "1+3+8 de saule": the colour told once is every term's
            hue = next(iter(hues))
            items = [Item(i.value, hue, i.token, i.colour_token) for i in items]
        return items

    def values(self, leaves: list[LarkToken]) -> list[Item]:
        return [self._value(v, None) for v in leaves]

    def colour(self, leaves: list[LarkToken]) -> list[Item]:
        return []

    def cards_values(self, parts: list[Any]) -> list[Item]:
        cards = [item for part in parts if isinstance(part, list) for item in part]
        hue = cards[-1].colour if cards else None
        values = [self._value(v, None) for v in parts if not isinstance(v, list)]
        return cards + [Item(v.value, hue, v.token) for v in values]

    def headed(self, parts: list[Any]) -> list[Item]:
        return [item for part in parts[1:] for item in part]

    headed_groups = headed

    def value_tailed(self, parts: list[Any]) -> list[Item]:
        items = [item for part in parts[:-1] for item in part]
        tail = self._at(parts[-1])
        before = self.tokens[tail - 1].norm if tail else ""
        if items and before in OF_WORDS and self.tokens[tail].colour != items[-1].colour:
            raise _NoTail  # "au-dessus du saule le 7 de cerisier": the 7's own colour
        return items

    tailed = value_tailed

    def value_first(self, parts: list[list[Item]]) -> list[Item]:
        return [item for part in parts for item in part]

    colour_first = value_groups = value_first

    def chunk(self, parts: list[list[Item]]) -> list[Item]:
        return parts[0]

    def chunked(self, chunks: list[Any]) -> list[Item]:
        items: list[Item] = []
        hue: Item | None = None  # the last item told with its colour
        for chunk in (c for c in chunks if isinstance(c, list)):  # not the "," leaves
            for item in chunk:
                if item.colour is None and hue is None:
                    raise _NoChunks
                if item.colour is None and hue is not None:
                    item = Item(item.value, hue.colour, item.token, hue.colour_token)
                items.append(item)
                hue = item
        return items
