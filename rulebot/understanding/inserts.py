"""Cards put into a listed path: "1, 4, 6, 8 with a dogwood 4 in the middle", "de 1 rose
à 8 rose en passant par 4 vert"; and a colour that names the path ("willow path")."""

from __future__ import annotations

from rulebot.rules.cards import MAX_VALUE, MIN_VALUE, Card
from rulebot.understanding.cardwords import token_number, words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.pairing import Item
from rulebot.understanding.text import Token


def insert_cards(
    cards: tuple[tuple[Card, Item], ...], path_colours: frozenset[str]
) -> tuple[tuple[Card, Item], ...]:
    """Cards said to be put into the list go where their value puts them; one takes the
    place of the card of its value in the colour named for the path ("a maple path going
    1, 4, 6, 8 with a dogwood 4": the maple 4 was only said through the path's colour)."""
    out = [pair for pair in cards if not pair[1].inserted]
    for card, item in (pair for pair in cards if pair[1].inserted):
        same = [
            k
            for k, (other, _) in enumerate(out)
            if other.value == card.value and other.colour in path_colours
        ]
        if same:
            out[same[0]] = (card, item)
            continue
        falling = len(out) > 1 and out[0][0].value > out[-1][0].value
        at = next(
            (
                k
                for k, (other, _) in enumerate(out)
                if (other.value < card.value if falling else other.value > card.value)
            ),
            len(out),
        )
        out.insert(at, (card, item))
    return tuple(out)


def inserted_at(
    tokens: list[Token], i: int, lexicon: Lexicon, items: list[Item]
) -> tuple[Item, int] | None:
    """A card put into a listed path at token i ("with a dogwood 4", "avec un 4 d'érable",
    "en passant par 4 vert"), and the index after it; None when there is none."""
    vocab = words()
    folded = [t.folded for t in tokens]
    size = next((len(p) for p in vocab.inserts if tuple(folded[i : i + len(p)]) == p), 0)
    if not size or not any(it.kind in ("value", "card") for it in items):
        return None
    j = i + size
    while j < len(tokens) and folded[j] in vocab.articles | {"le", "la", "l'", "the"}:
        j += 1
    value = value_at(tokens, j)
    if value is not None:
        k = j + 1 + (j + 1 < len(tokens) and folded[j + 1] in vocab.path_links)
        colour = lexicon.match_at(folded, k) if k < len(tokens) else None
        end = k + colour[1] if colour else 0
    else:
        colour = lexicon.match_at(folded, j) if j < len(tokens) else None
        k = j + colour[1] if colour else j
        value = value_at(tokens, k)
        end = k + 1
    if colour is None or value is None:
        return None
    start = tokens[j].start
    written = " ".join(t.text for t in tokens[j:end])
    return Item("card", start, written, value, colour[0], inserted=True), end


def value_at(tokens: list[Token], j: int) -> int | None:
    """The card value token j writes ("4", "quatre"), or None."""
    if j >= len(tokens):
        return None
    value = token_number(tokens[j])
    return value if value is not None and MIN_VALUE <= value <= MAX_VALUE else None


def names_path(folded: list[str], i: int, size: int) -> bool:
    """Whether the colour at i names the path: "willow path", "sentier de chêne"."""
    vocab = words()
    if i + size < len(folded) and folded[i + size] in vocab.path_words:
        return True
    return i >= 2 and folded[i - 2] in vocab.path_words and folded[i - 1] in vocab.path_links
