"""Card lists in words: "1 rouge, 3 bleu", "oak 1, maple 4", "1-2-3-4 tout en saule", "5R"."""

from __future__ import annotations

from dataclasses import dataclass

from rulebot.rules.cards import MAX_VALUE, MIN_VALUE, Card
from rulebot.understanding.errors import ParseError
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import Token, fold, folded_set, load_words, tokenize

MAX_LABEL = 2  # a compact label not in the lexicon ("5R", "3B") is an opaque colour


@dataclass(frozen=True)
class ParsedCards:
    """Cards read from a text, in the order written, and the language their words suggest."""

    cards: tuple[Card, ...]
    lang: str | None


@dataclass(frozen=True)
class _Item:
    """A value, a colour, a complete card or a range sign, at an offset of the text."""

    kind: str  # "value" | "colour" | "card" | "range"
    start: int
    text: str
    value: int = 0
    colour: str = ""


class _Words:
    """The card vocabulary of data/cards.yaml, folded."""

    def __init__(self) -> None:
        data = load_words("cards")
        self.numbers: dict[str, int] = {
            fold(w): int(n) for table in data["numbers"].values() for w, n in table.items()
        }
        self.articles = folded_set(data["articles"])
        self.units = folded_set(data["units"])
        self.ordinals = folded_set(data["ordinals"])
        self.ranges = folded_set(data["ranges"])
        self.fillers = folded_set(data["fillers"])


_WORDS: _Words | None = None


def words() -> _Words:
    """The card vocabulary, loaded once."""
    global _WORDS
    if _WORDS is None:
        _WORDS = _Words()
    return _WORDS


def parse_cards(text: str, lexicon: Lexicon, *, strict: bool = True) -> ParsedCards:
    """The cards a text names, or ParseError naming the token at fault.

    `strict=False` skips what cannot be read (for intent detection) instead of raising.
    """
    items, langs = _items(text, lexicon, strict)
    cards = _pair(_expand_ranges(items, text, strict), text, strict)
    seen: dict[Card, _Item] = {}
    for card, item in cards:
        if card in seen and strict:
            raise ParseError(f"the card {item.text} appears twice", item.start, text)
        seen[card] = item
    if not cards and strict:
        raise ParseError("no card found (write them like '1 rouge, 3 bleu' or 'oak 5')", 0, text)
    lang = next(iter(langs)) if len(langs) == 1 else None
    return ParsedCards(cards=tuple(card for card, _ in cards), lang=lang)


def _items(text: str, lexicon: Lexicon, strict: bool) -> tuple[list[_Item], set[str]]:
    vocab = words()
    tokens = [t for t in tokenize(text) if t.kind != "punct" or t.text in "-"]
    folded = [t.folded for t in tokens]
    labels: dict[str, str] = {}
    items: list[_Item] = []
    langs: set[str] = set()
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 1].folded if i + 1 < len(tokens) else ""
        if tok.kind == "num":
            item = _number(tok, nxt, lexicon, labels, text, strict)
            if item is not None:
                items.append(item)
            i += 1
            continue
        if tok.kind == "punct":
            i += 1
            continue
        match = lexicon.match_at(folded, i)
        if match is not None:
            colour, size = match
            end = tokens[i + size - 1].end
            items.append(_Item("colour", tok.start, text[tok.start : end], colour=colour))
            named_in = lexicon.languages_of(text[tok.start : end])
            if len(named_in) == 1:  # a word of one language only ("rouge", "oak") tells it
                langs |= named_in
            i += size
            continue
        value = vocab.numbers.get(tok.folded)
        if value is not None and _is_value_word(tokens, i):
            if nxt not in vocab.units:
                _check_value(value, tok, text, strict)
                if MIN_VALUE <= value <= MAX_VALUE:
                    items.append(_Item("value", tok.start, tok.text, value=value))
        elif (
            tok.folded in vocab.ranges
            and items
            and items[-1].kind == "value"
            and _num_next(tokens, i)
        ):
            items.append(_Item("range", tok.start, tok.text))
        elif (
            strict
            and tok.folded not in vocab.fillers
            and _colour_slot(items)
            and _follows(tokens, i, items[-1])
        ):
            raise ParseError(f"unknown colour '{tok.text}'", tok.start, text)
        i += 1
    return items, langs


def _number(
    tok: Token, nxt: str, lexicon: Lexicon, labels: dict[str, str], text: str, strict: bool
) -> _Item | None:
    vocab = words()
    assert tok.value is not None
    if tok.label:
        label = fold(tok.label)
        if label in vocab.ordinals:
            return None
        colour = lexicon.lookup(tok.label)
        if colour is None:
            if len(tok.label) > MAX_LABEL or not tok.label.isalpha():
                if strict:
                    raise ParseError(
                        f"unknown colour '{tok.label}' in '{tok.text}'", tok.start, text
                    )
                return None
            colour = labels.setdefault(label, tok.label)
        if not _check_value(tok.value, tok, text, strict):
            return None
        return _Item("card", tok.start, tok.text, value=tok.value, colour=colour)
    if nxt in vocab.units:
        return None
    if not _check_value(tok.value, tok, text, strict):
        return None
    return _Item("value", tok.start, tok.text, value=tok.value)


def _check_value(value: int, tok: Token, text: str, strict: bool) -> bool:
    if MIN_VALUE <= value <= MAX_VALUE:
        return True
    if strict:
        raise ParseError(f"{tok.text} is not a card value (1 to 8)", tok.start, text)
    return False


def _is_value_word(tokens: list[Token], i: int) -> bool:
    """A number word is a value unless it is an article ("un 1 rouge", "un sentier")."""
    vocab = words()
    if tokens[i].folded not in vocab.articles:
        return i + 1 >= len(tokens) or tokens[i + 1].kind != "num"
    before = tokens[i - 1].folded if i else ""
    return before in {"le", "la", "the", "du"}


def _colour_slot(items: list[_Item]) -> bool:
    """After a value, in "value then colour" writing, a word should be a colour."""
    plain = [it.kind for it in items if it.kind != "card"]
    return bool(plain) and plain[0] == "value" and plain[-1] == "value"


def _num_next(tokens: list[Token], i: int) -> bool:
    if i + 1 >= len(tokens):
        return False
    nxt = tokens[i + 1]
    return nxt.kind == "num" or nxt.folded in words().numbers


def _follows(tokens: list[Token], i: int, item: _Item) -> bool:
    """Whether token i comes right after the value item (nothing but a filler between)."""
    j = i - 1
    while j >= 0 and tokens[j].start > item.start and tokens[j].folded in words().fillers:
        j -= 1
    return j >= 0 and tokens[j].start == item.start


def _expand_ranges(items: list[_Item], text: str, strict: bool) -> list[_Item]:
    out: list[_Item] = []
    i = 0
    while i < len(items):
        item = items[i]
        if item.kind == "range" and out and i + 1 < len(items) and items[i + 1].kind == "value":
            low, high = out[-1], items[i + 1]
            if high.value <= low.value:
                if strict:
                    raise ParseError(
                        f"the range {low.value} to {high.value} does not go up", high.start, text
                    )
            else:
                out.extend(
                    _Item("value", high.start, str(v), value=v)
                    for v in range(low.value + 1, high.value + 1)
                )
            i += 2
            continue
        if item.kind != "range":
            out.append(item)
        i += 1
    return out


def _pair(items: list[_Item], text: str, strict: bool) -> list[tuple[Card, _Item]]:
    """Values get the colour written after them ("1 rouge") or before them ("oak 1")."""
    plain = [it for it in items if it.kind != "card"]
    colour_first = bool(plain) and plain[0].kind == "colour"
    cards: list[tuple[Card, _Item]] = []
    pending: list[_Item] = []
    current: _Item | None = None
    for item in items:
        if item.kind == "card":
            cards.append((Card(item.value, item.colour), item))
        elif item.kind == "colour":
            if colour_first:
                current = item
            else:
                cards.extend((Card(v.value, item.colour), _named(v, item)) for v in pending)
                pending = []
        elif colour_first and current is not None:
            cards.append((Card(item.value, current.colour), _named(current, item)))
        else:
            pending.append(item)
    if pending and strict:
        first = pending[0]
        raise ParseError(f"the value {first.text} has no colour", first.start, text)
    return cards


def _named(first: _Item, second: _Item) -> _Item:
    """The card as written ("5 bleu", "oak 5"), at the offset of its first word."""
    value = first if first.kind == "value" else second
    return _Item("card", first.start, f"{first.text} {second.text}", value.value)
