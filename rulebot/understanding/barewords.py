"""Values written without a colour that take the colour of the question: "Tulip poplar:
I have the 6", "Paul a le huit", "Moi : huit", "Jacaranda - I have eight"."""

from __future__ import annotations

from collections.abc import Sequence

from rulebot.understanding.cardwords import words
from rulebot.understanding.pairing import Item
from rulebot.understanding.text import tokenize


def bare_values(text: str, pending: Sequence[Item]) -> list[Item]:
    """The values left without a colour that are cards: figures, and numbers in words said
    as cards (after a word saying so, or listed with such a value: "un et deux")."""
    found: list[Item] = []
    for item in pending:
        if (
            item.text.isdigit()
            or _said_as_card(text, item.start)
            or (found and _joined(text, found[-1], item))
        ):
            found.append(item)
    return found


def _said_as_card(text: str, start: int) -> bool:
    before = tokenize(text[:start])
    return bool(before) and before[-1].folded in words().said_as_card


def _joined(text: str, first: Item, item: Item) -> bool:
    """Whether only a join word or a comma lies between two values ("un et deux")."""
    between = tokenize(text[first.start + len(first.text) : item.start])
    return all(t.folded in words().joins or t.text in ",/+" for t in between)
