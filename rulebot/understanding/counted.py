"""Numbers told of hands: hands told as a verb and one number each, which are values
("Kate has one, I have six"); a number counting things after adjectives ("two separate
willow paths"); a hand told as a total no card has ("Nadia and I both have 9 in red"),
`told_total`."""

from __future__ import annotations

from rulebot.rules import MAX_VALUE, MIN_VALUE, Card
from rulebot.understanding.cardwords import words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import tokenize


def counted_after_adjectives(folded: list[str], i: int, lexicon: Lexicon) -> int:
    """The index of the plural unit a number counts past adjectives and maybe a colour
    ("two separate willow paths"), 0 when there is none."""
    vocab = words()
    j = i + 1
    while j < len(folded) and folded[j] in vocab.count_adjectives:
        j += 1
    if j == i + 1:
        return 0
    colour = lexicon.match_at(folded, j) if j < len(folded) else None
    j += colour[1] if colour else 0
    plural = j < len(folded) and folded[j] in vocab.units and folded[j] not in vocab.singular_units
    return j if plural else 0


def told_total(text: str, lexicon: Lexicon, colour: str | None) -> tuple[Card, ...]:
    """A hand told as its total of a colour, a number above 8 that no card has ("Nadia and
    I both have 9 in red", "Tom a 12 en rouge, moi 9"): cards standing for that total (the
    engine compares totals), of the colour named after the number, else `colour`. None
    when a unit follows the number ("12 cards": a count), no colour is known, or the total
    cannot stand without a 1 or an 8, which would cancel or be cancelled (`stand_in`)."""
    for value, held in told_totals(text, lexicon, colour):
        cards = stand_in(value, held)
        if cards:
            return cards
    return ()


def told_totals(text: str, lexicon: Lexicon, colour: str | None) -> list[tuple[int, str]]:
    """Each total of a colour a text tells (`told_total`), with its colour, in order."""
    vocab = words()
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    found = []
    for i, token in enumerate(tokens):
        value = token.value if token.kind == "num" else vocab.numbers.get(token.folded)
        if value is None or value <= MAX_VALUE or token.label:
            continue
        k = i + 1
        while k < len(tokens) and tokens[k].kind != "punct" and folded[k] not in vocab.units:
            if lexicon.match_at(folded, k) is not None:
                break
            k += 1  # "on a 11 chacune en saule"
        named = lexicon.match_at(folded, k) if k < len(tokens) else None
        if k < len(tokens) and folded[k] in vocab.units:
            continue  # "12 cards", "9 years": no total of a colour
        held = named[0] if named is not None else colour
        if held is not None:
            found.append((value, held))
    return found


def stand_in(total: int, colour: str, avoid: frozenset[int] = frozenset()) -> tuple[Card, ...]:
    """Distinct cards of a colour adding up to `total`, with neither a 1 nor an 8 (a told
    total says nothing of them) nor a value of `avoid` (cards told besides); () when there
    are none (a total of 26, or above 27)."""
    cards: list[Card] = []
    rest = total
    for value in range(MAX_VALUE - 1, MIN_VALUE, -1):
        if value in avoid:
            continue
        if value <= rest and rest - value != MIN_VALUE:
            cards.append(Card(value, colour))
            rest -= value
    return tuple(cards) if rest == 0 else ()
