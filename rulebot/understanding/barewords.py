"""Values written without a colour that take the colour of the question: "Tulip poplar:
I have the 6", "Paul a le huit", "Moi : huit", "Jacaranda - I have eight"."""

from __future__ import annotations

from collections.abc import Sequence

from rulebot.understanding.cardwords import words
from rulebot.understanding.pairing import Item
from rulebot.understanding.text import fold, tokenize
from rulebot.understanding.valuewords import ends_clause


def bare_values(text: str, pending: Sequence[Item], all_words: bool) -> list[Item]:
    """The values left without a colour that are cards: figures, and numbers in words said
    as cards (after an article or a sign of a list, first after the player, or listed
    with such a value: "un et deux"); every number in words when `all_words` (the
    question lists values)."""
    found: list[Item] = []
    for n, item in enumerate(pending):
        listed = n + 1 < len(pending) and _joined(text, item, pending[n + 1])
        if (
            item.text.isdigit()
            or all_words
            or _said_as_card(text, item.start)
            or (_first(text, item.start) and (listed or not _one(item.text) or _ends(text, item)))
            or (found and _joined(text, found[-1], item))
        ):
            found.append(item)
    return found


def _said_as_card(text: str, start: int) -> bool:
    before = tokenize(text[:start])
    return bool(before) and before[-1].folded in words().said_as_card


def _first(text: str, start: int) -> bool:
    """Whether a value opens a hand's words, right after its player ("Moi huit et trois,
    Paul six": the text is what follows the player)."""
    return all(t.kind == "punct" for t in tokenize(text[:start]))


def _ends(text: str, item: Item) -> bool:
    """Whether a clause ends right after a value ("Sophie un.", "Tom one, me eight")."""
    return ends_clause(text, item.start + len(item.text))


def _one(word: str) -> bool:
    """ "un", "one": first after a player, a value only when listed with another ("Paul un
    et six") or closing its clause ("Sophie un."), as it may be an article or a pronoun
    ("Quick one - I hold ...")."""
    return words().numbers.get(fold(word)) == 1


def _joined(text: str, first: Item, item: Item) -> bool:
    """Whether only a join word or a comma lies between two values ("un et deux")."""
    between = tokenize(text[first.start + len(first.text) : item.start])
    return all(t.folded in words().joins or t.text in ",/+" for t in between)
