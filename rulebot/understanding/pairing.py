"""Values and colours read from a text, paired into cards; a colour naming the scored one.

"1 rouge, 3 bleu" pairs each value with the colour after it; "oak 1, maple 4" with the
colour before it. A colour that heads or closes the list ("Blue path: 7 blue, ...",
"... pour le rouge") names the colour the path is scored for, not a card's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rulebot.rules.cards import Card
from rulebot.understanding.cardwords import words
from rulebot.understanding.errors import ParseError
from rulebot.understanding.text import SENTENCE_ENDS, tokenize


@dataclass(frozen=True)
class Item:
    """A value, a colour, a complete card or a range sign, at an offset of the text.

    `scored` marks a colour written as the one a path is scored for ("sentier bleu",
    "blue path", "pour le rouge", "for red", "en marron"); `path` one that names the
    path ("willow path", "sentier de chêne"); `inserted` a card said to be put into the
    list ("avec un 4 d'érable au milieu", "en passant par 4 vert").
    """

    kind: str  # "value" | "colour" | "card" | "range"
    start: int
    text: str
    value: int = 0
    colour: str = ""
    scored: bool = False
    path: bool = False  # a colour naming the path's ("willow path", "sentier de chêne")
    inserted: bool = False  # a card put into the list ("with a dogwood 4 in the middle")
    between: tuple[int, int] = (0, 0)  # a paired card: the text between its two words


@dataclass(frozen=True)
class Reading:
    """Cards paired from items, and what was left: values with no colour, unused colours."""

    cards: tuple[tuple[Card, Item], ...]
    pending: tuple[Item, ...]
    unused: tuple[Item, ...]
    colour: str | None = None  # the scored colour, when a colour was set aside for it
    apart: int = 0  # cards whose value and colour a list sign parts ("1, maple")
    ranged: bool = False  # some values were said as a run ("de 1 à 8", "1 through 8", "1-8")

    @property
    def clean(self) -> bool:
        """Every value has its colour and every colour went to a card."""
        return not self.pending and not self.unused


def read(items: list[Item], text: str, strict: bool) -> Reading:
    """The reading of the items that uses every word; ParseError for a value with no colour.

    When pairing everything leaves a colour unused (or a value without colour), a
    colour that heads the list or is marked as the scored one is set aside as the
    scored colour, if that makes every other word fit.
    """
    items = _hyphen_runs(items, text)
    ranged = any(item.kind == "range" for item in items)
    items = expand_ranges(items, text, strict)
    reading = replace(pair(items, text), ranged=ranged)
    if not reading.clean:
        reading = replace(_set_aside(items, reading, text), ranged=ranged)
    if reading.pending and strict:
        first = reading.pending[0]
        raise ParseError.of("value_without_colour", first.start, text, value=first.text)
    return reading


def _set_aside(items: list[Item], full: Reading, text: str) -> Reading:
    """The reading with a scored colour set aside; when several fit, the one that parts
    fewest cards across a list sign: "Path: oak 1, maple 2, maple 3, oak 4. For oak" sets
    aside the closing "oak", not the heading one (which would pair "1, maple")."""
    plain = [it for it in items if it.kind in ("value", "colour")]
    candidates = [it for it in plain if it.kind == "colour" and it.scored]
    if plain and plain[0].kind == "colour" and plain[0] not in candidates:
        candidates.append(plain[0])  # "Blue: 7 blue, 5 blue" heads the list
    closing = plain[-1] if plain and plain[-1].kind == "colour" else None
    if closing is not None and closing not in candidates and _asked_alone(closing, text):
        candidates.append(closing)  # "... 1 cassia, all touching. Cassia score?"
    tries: list[list[Item]] = [[c] for c in candidates]
    if len(candidates) > 1:
        tries.append(candidates)
    fits: list[Reading] = []
    for aside in tries:
        colours = {it.colour for it in aside}
        reading = pair([it for it in items if all(it is not a for a in aside)], text)
        if reading.clean and reading.cards and len(colours) == 1:
            fits.append(Reading(reading.cards, (), (), colours.pop(), reading.apart))
    return min(fits, key=lambda reading: reading.apart) if fits else full


def _asked_alone(colour: Item, text: str) -> bool:
    """Whether a colour closing the items is in a sentence that asks, and names no card
    ("Cassia score?"; not "I think that red card kills the doubling.")."""
    end = colour.start + len(colour.text)
    stop = next((k for k in range(end, len(text)) if text[k] in SENTENCE_ENDS), len(text))
    after = tokenize(text[end:stop])
    card = bool(after) and after[0].folded in words().card_units
    return stop < len(text) and text[stop] == "?" and not card


def expand_ranges(items: list[Item], text: str, strict: bool) -> list[Item]:
    """ "1 à 4" becomes the values 1, 2, 3, 4; ParseError for a range that does not go up."""
    out: list[Item] = []
    i = 0
    while i < len(items):
        item = items[i]
        if item.kind == "range" and out and i + 1 < len(items) and items[i + 1].kind == "value":
            low, high = out[-1], items[i + 1]
            if high.value <= low.value:
                if strict:
                    raise ParseError.of(
                        "range_not_up", high.start, text, low=low.value, high=high.value
                    )
            else:
                out.extend(
                    Item("value", high.start, str(v), value=v)
                    for v in range(low.value + 1, high.value + 1)
                )
            i += 2
            continue
        if item.kind != "range":
            out.append(item)
        i += 1
    return out


def _hyphen_runs(items: list[Item], text: str) -> list[Item]:
    """The items with a range sign between two values hyphenated alone, the second above
    the next one: "a willow path 1-8" is a run (as "pages 5-7" are); "1-2-3-4" lists
    values, "8-1" is a path read backwards, "1-2" is the same either way."""
    joined = [
        k + 1 < len(items)
        and items[k].kind == items[k + 1].kind == "value"
        and text[_end(items[k]) : items[k + 1].start] == "-"
        for k in range(len(items))
    ]
    out: list[Item] = []
    for k, item in enumerate(items):
        out.append(item)
        alone = (
            joined[k] and not (k and joined[k - 1]) and not (k + 1 < len(items) and joined[k + 1])
        )
        if alone and items[k + 1].value > item.value + 1:
            out.append(Item("range", _end(item), "-"))
    return out


def _end(item: Item) -> int:
    return item.start + len(item.text)


def pair(items: Sequence[Item], text: str = "") -> Reading:
    """Values get the colour written after them ("1 rouge") or before them ("oak 1");
    `apart` counts the cards whose two words a list sign of `text` parts."""
    plain = [it for it in items if it.kind != "card"]
    colour_first = bool(plain) and plain[0].kind == "colour"
    cards: list[tuple[Card, Item]] = []
    pending: list[Item] = []
    unused: list[Item] = []
    current: Item | None = None
    used = False
    for item in items:
        if item.kind == "card":
            cards.append((Card(item.value, item.colour), item))
        elif item.kind == "colour" and colour_first:
            if current is not None and not used:
                unused.append(current)
            current, used = item, False
        elif item.kind == "colour":
            if not pending:
                unused.append(item)
            cards.extend((Card(v.value, item.colour), _named(v, item)) for v in pending)
            pending = []
        elif colour_first and current is not None:
            cards.append((Card(item.value, current.colour), _named(current, item)))
            used = True
        else:
            pending.append(item)
    if current is not None and not used:
        unused.append(current)
    apart = sum(_parted(item, text) for _, item in cards)
    return Reading(tuple(cards), tuple(pending), tuple(unused), apart=apart)


def _named(first: Item, second: Item) -> Item:
    """The card as written ("5 bleu", "oak 5"), at the offset of its first word; `between`
    keeps its two words' offsets (to tell whether a list sign parts them)."""
    value = first if first.kind == "value" else second
    between = (first.start + len(first.text), second.start)
    return Item("card", first.start, f"{first.text} {second.text}", value.value, between=between)


def _parted(card: Item, text: str) -> bool:
    """Whether a list sign or word stands between a card's value and its colour ("1, maple",
    "2 - maple", "2 then maple"; data/cards.yaml, `parting`)."""
    start, end = card.between
    between = text[start:end]
    parting = words().parting
    return any(sign in between for sign in parting if not sign.isalpha()) or any(
        t.folded in parting for t in tokenize(between)
    )
