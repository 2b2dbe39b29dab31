"""Card lists in words: "1 rouge, 3 bleu", "oak 1, maple 4", "1-2-3-4 tout en saule", "5R"."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from rulebot.rules.cards import MAX_VALUE, MIN_VALUE, Card
from rulebot.rules.shapes import SHAPE_COLOUR, SHAPE_OTHER
from rulebot.understanding.barewords import bare_values
from rulebot.understanding.cardwords import words
from rulebot.understanding.clauses import (
    restated_from,
)
from rulebot.understanding.errors import ParseError
from rulebot.understanding.inserts import insert_cards, inserted_at, names_path
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.pairing import Item, Reading, read
from rulebot.understanding.text import Token, find_phrase, fold, folded_set, load_words, tokenize
from rulebot.understanding.valuewords import counts_in, counts_value, is_value_word

MAX_LABEL = 2  # a compact label not in the lexicon ("5R", "3B") is an opaque colour
_SENTENCE_ENDS = frozenset(".;!?…")
_MOST_SAID = 2  # a value told more often, with no colours, is no path told by its values


@dataclass(frozen=True)
class ParsedCards:
    """Cards read from a text, in the order written, the language their words suggest,
    and the colour the path is said to be scored for ("Blue path: ...", "pour le rouge")."""

    cards: tuple[Card, ...]
    lang: str | None
    colour: str | None = None
    ranged: bool = False  # some values were said as a run ("de 1 à 8", "1 through 8", "1-8")


def parse_cards(
    text: str,
    lexicon: Lexicon,
    *,
    strict: bool = True,
    bare: str | None = None,
) -> ParsedCards:
    """The cards a text names, or ParseError naming the token at fault.

    `strict=False` skips what cannot be read (for intent detection) instead of raising.
    `bare` is the colour of values written in figures without one, when the context
    gives it ("Tulip poplar: I have the 6, ..."); a number in words alone is more often
    a count ("my mate had two"), unless it is said as a card ("le huit", "Moi : huit",
    "un et deux").
    A strict reading (the path to score) leaves out a hand told before the path is named.
    """
    said: str | None = None  # the colour scored, told before a path said again in full
    if strict:
        text, said = _said_again(text, lexicon)
    items, langs, laid = _items(text, lexicon, strict)
    if bare is None and len(laid) == 1:
        bare = next(iter(laid))  # "three willows in a row: the 2, the 4 and the 8"
    falling = _falling_values(text, items) if bare is None else []
    reading = read(items, text, strict and bare is None and not falling)
    paired = reading.cards
    if falling:  # "mon chemin fait 3, 5, 5, 7": not rising, whatever its colours
        paired = _stand_ins(falling)
    if bare is not None and reading.pending:
        given = tuple((Card(v.value, bare), v) for v in _bare(text, items, reading))
        paired = tuple(sorted((*paired, *given), key=lambda pair: pair[1].start))
    path_colours = frozenset(it.colour for it in items if it.path or it.scored)
    cards = insert_cards(_restated(paired), path_colours)
    if strict:
        cards = _introduced(cards, text)
    seen: dict[Card, Item] = {}
    for card, item in cards:
        if card in seen and strict:
            raise ParseError.of("card_twice", item.start, text, card=item.text)
        seen[card] = item
    if not cards and strict:
        raise ParseError.of("no_card", 0, text)
    lang = next(iter(langs)) if len(langs) == 1 else None
    named = {it.colour for it in items if it.path}
    colour = reading.colour or (named.pop() if len(named) == 1 else None) or said
    return ParsedCards(tuple(card for card, _ in cards), lang, colour, reading.ranged)


def _falling_values(text: str, items: list[Item]) -> list[Item]:
    """The values a path is told by, with no colour said, when they do not rise strictly
    ("Mon chemin fait 3, 5, 5, 7... le deuxième 5 il casse tout ?", "my path goes 2, 6,
    4"): the first list of values after a path word, two or more; no path whatever its
    colours, the engine judges them as cards of one stand-in colour. Empty otherwise
    (rising values, a colour or a card named, no path word, any path: "a path")."""
    if any(it.kind in ("colour", "card", "range") for it in items):
        return []
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    named = [i for i, word in enumerate(folded) if word in words().path_words]
    if not named or (named[0] and folded[named[0] - 1] in words().articles):
        return []  # "Can a path go 2, 3, 3, 5?": any path, the rule asked
    start = tokens[named[0]].start
    values = [it for it in items if it.kind == "value" and it.start > start]
    listed = values[:1]
    for before, after in pairwise(values):
        if not _joined(text[before.start + len(before.text) : after.start]):
            break
        listed.append(after)
    if len(listed) < 2 or all(a.value < b.value for a, b in pairwise(listed)):
        return []
    said = [it.value for it in listed]
    return [] if any(said.count(v) > _MOST_SAID for v in said) else listed


def _stand_ins(values: list[Item]) -> tuple[tuple[Card, Item], ...]:
    """Values told without colours as cards of stand-in colours: a value said again gets
    the other one, so that the engine sees equal values, not one card twice."""
    seen: set[int] = set()
    paired = []
    for item in values:
        paired.append((Card(item.value, SHAPE_OTHER if item.value in seen else SHAPE_COLOUR), item))
        seen.add(item.value)
    return tuple(paired)


def _joined(between: str) -> bool:
    """Whether only list signs or joining words stand between two values ("3, 5", "5 et 7")."""
    return all(t.folded in words().worth_list_joints for t in tokenize(between))


def _bare(text: str, items: list[Item], reading: Reading) -> list[Item]:
    """The values left without a colour that are cards (`bare_values`), and a value in words
    that opens a run ("les 8 saules de un à huit"): a card, as the run's other values."""
    opens = {it.start for it, after in pairwise(items) if after.kind == "range"}
    said = [v for v in reading.pending if v.start in opens]
    rest = [v for v in reading.pending if v.start not in opens]
    return sorted([*bare_values(text, rest), *said], key=lambda v: v.start)


def _said_again(text: str, lexicon: Lexicon) -> tuple[str, str | None]:
    """The text with the words before a path said again in full blanked out ("if I'd put
    the yellow 4 second instead, so 2 blue, 4 yellow, 6 blue, 7 blue?"), and the colour
    those words say is scored; the text as it is unless two cards or more, each with its
    colour, are listed after the word that restates them (`restated_from`)."""
    at = restated_from(text, lexicon)
    if at is None:
        return text, None
    tail = " " * at + text[at:]
    try:
        listed = parse_cards(tail, lexicon)
    except ParseError:
        return text, None
    if len(listed.cards) < 2:
        return text, None
    before = parse_cards(text[:at], lexicon, strict=False)
    return tail, before.colour


def _restated(cards: tuple[tuple[Card, Item], ...]) -> tuple[tuple[Card, Item], ...]:
    """The list once when the text gives it twice ("1 à 4 en saule (1 saule, ..., 4 saule)")."""
    half = len(cards) // 2
    if half >= 2 and len(cards) == 2 * half:  # one card twice is a mistake, not a restatement
        first, second = cards[:half], cards[half:]
        if [card for card, _ in first] == [card for card, _ in second]:
            return first
    return cards


def _introduced(cards: tuple[tuple[Card, Item], ...], text: str) -> tuple[tuple[Card, Item], ...]:
    """The list alone when the one card named before its colon is its first or last card
    ("Going backwards from my 8 of olive: 8 olive, 7 olive, 5 olive, 2 olive"): one card
    said twice, not twice in the path."""
    colon = text.find(":")
    before = tuple(pair for pair in cards if pair[1].start < colon)
    after = tuple(pair for pair in cards if pair[1].start > colon)
    if colon < 0 or len(before) != 1 or len(after) < 2:
        return cards
    return after if before[0][0] in (after[0][0], after[-1][0]) else cards


def _items(text: str, lexicon: Lexicon, strict: bool) -> tuple[list[Item], set[str], set[str]]:
    vocab = words()
    counts, laid = counts_in(text, lexicon)
    tokens = [t for t in tokenize(text) if t.kind != "punct" or t.text in "-"]
    folded = [t.folded for t in tokens]
    labels: dict[str, str] = {}
    items: list[Item] = []
    langs: set[str] = set()
    shared: list[int] = []  # the value and how many cards of it are still to be coloured
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.start in counts:  # "5 cartes", "two red paths": a count, not cards
            shared = _value_counted(tokens, i, counts[tok.start])
            while i < len(tokens) and tokens[i].start < counts[tok.start]:
                i += 1
            continue
        coloured = _shared_colour(tokens, folded, i, lexicon, shared)
        if coloured is not None:  # "two 3s, one blue and one red": a 3 of each colour
            colour, size = coloured
            end = tokens[i + size].end
            said = text[tok.start : end]
            items.append(Item("card", tok.start, said, value=shared[0], colour=colour))
            shared[1] -= 1
            i += 1 + size
            continue
        if tok.kind == "num" or tok.folded in vocab.numbers or tok.text in _SENTENCE_ENDS:
            shared = []  # another value, or the sentence ends
        if tok.kind == "num":
            item = _number(tok, lexicon, labels, text, strict)
            if item is not None:
                items.append(item)
            i += 1
            continue
        if tok.kind == "punct":
            i += 1
            continue
        together = find_phrase(folded, i, vocab.together)
        if together:  # "in a row", "à la suite", "en ligne": how the cards lie
            i += together
            continue
        inserted = inserted_at(tokens, i, lexicon, items)
        if inserted is not None:
            item, i = inserted
            items.append(item)
            continue
        match = lexicon.match_at(folded, i)
        if match is not None:
            colour, size = match
            end = tokens[i + size - 1].end
            scored = _scored_at(folded, i, size)
            named = names_path(folded, i, size)
            items.append(
                Item(
                    "colour",
                    tok.start,
                    text[tok.start : end],
                    colour=colour,
                    scored=scored or named,
                    path=named,
                )
            )
            named_in = lexicon.languages_of(text[tok.start : end])
            if len(named_in) == 1:  # a word of one language only ("rouge", "oak") tells it
                langs |= named_in
            i += size
            continue
        value = vocab.numbers.get(tok.folded)
        if value is not None and is_value_word(tokens, i, lexicon, text):
            _check_value(value, tok, text, strict)
            if MIN_VALUE <= value <= MAX_VALUE:
                items.append(Item("value", tok.start, tok.text, value=value))
        elif (
            tok.folded in vocab.ranges
            and items
            and items[-1].kind == "value"
            and _right_after(tokens, i, items[-1])
            and _num_next(tokens, i)
        ):
            items.append(Item("range", tok.start, tok.text))
        elif (
            strict
            and not laid  # "three willows ...: 2, 4 laid ...": the values have their colour
            and tok.folded not in vocab.fillers | _asking()
            and _colour_slot(items)
            and _follows(tokens, i, items[-1])
            and not any(sign in text[items[-1].start : tok.start] for sign in ":;?!.")
        ):
            raise ParseError.of("unknown_colour", tok.start, text, colour=tok.text)
        i += 1
    return items, langs, laid


def _value_counted(tokens: list[Token], i: int, end: int) -> list[int]:
    """[value, count] when the count at token i counts the cards of the value in figures
    right after it ("two 3s", "deux 5"), so that colours told one by one after it give
    them their colours; empty otherwise."""
    if not counts_value(tokens, i) or tokens[i + 1].end != end:
        return []
    value = tokens[i + 1].value
    count = words().numbers[tokens[i].folded]
    return [value, count] if value is not None and MIN_VALUE <= value <= MAX_VALUE else []


def _shared_colour(
    tokens: list[Token], folded: list[str], i: int, lexicon: Lexicon, shared: list[int]
) -> tuple[str, int] | None:
    """The colour and its length in tokens when token i is "one"/"un"/"une" before a colour
    and cards of a counted value are still to be coloured ("two 3s, one blue, one red")."""
    if not shared or shared[1] <= 0 or words().numbers.get(folded[i]) != 1:
        return None
    return lexicon.match_at(folded, i + 1) if i + 1 < len(tokens) else None


def _scored_at(folded: list[str], i: int, size: int) -> bool:
    """Whether the colour at i is written as the scored one: "blue path", "sentier de chêne",
    "pour le rouge", "for red", "en marron"."""
    vocab = words()
    if i + size < len(folded) and folded[i + size] in vocab.path_words:
        return True
    before = folded[max(0, i - 2) : i]
    if before[-1:] and before[-1] in vocab.path_words:
        return True
    if len(before) == 2 and before[0] in vocab.path_words and before[1] in vocab.path_links:
        return True
    return any(i >= len(p) and tuple(folded[i - len(p) : i]) == p for p in vocab.scored_for)


def _number(
    tok: Token, lexicon: Lexicon, labels: dict[str, str], text: str, strict: bool
) -> Item | None:
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
                    raise ParseError.of(
                        "unknown_colour_in", tok.start, text, colour=tok.label, token=tok.text
                    )
                return None
            colour = labels.setdefault(label, tok.label)
        if not _check_value(tok.value, tok, text, strict):
            return None
        return Item("card", tok.start, tok.text, value=tok.value, colour=colour)
    if not _check_value(tok.value, tok, text, strict):
        return None
    return Item("value", tok.start, tok.text, value=tok.value)


def _check_value(value: int, tok: Token, text: str, strict: bool) -> bool:
    if MIN_VALUE <= value <= MAX_VALUE:
        return True
    if strict:
        raise ParseError.of("not_a_value", tok.start, text, value=tok.text)
    return False


@cache
def _asking() -> frozenset[str]:
    """Words that ask ("combien", "how", "ça fait..."): after the values, the question, never
    a colour ("le 7 et le 8, combien ?")."""
    return folded_set(load_words("cards")["asking"])


def _colour_slot(items: list[Item]) -> bool:
    """After a value, in "value then colour" writing, a word should be a colour."""
    plain = [it.kind for it in items if it.kind != "card"]
    return bool(plain) and plain[0] == "value" and plain[-1] == "value"


def _num_next(tokens: list[Token], i: int) -> bool:
    if i + 1 >= len(tokens):
        return False
    nxt = tokens[i + 1]
    return nxt.kind == "num" or nxt.folded in words().numbers


def _right_after(tokens: list[Token], i: int, item: Item) -> bool:
    """Whether a range word at token i follows the value `item` with no join word or
    comma between: "1 à 4", "1 jusqu'à 4", "1 up to 4"; not "a 5 and a 6" (an article)."""
    between = [t for t in tokens if item.start < t.start < tokens[i].start]
    return not any(t.folded in words().joins or t.text == "," for t in between)


def _follows(tokens: list[Token], i: int, item: Item) -> bool:
    """Whether token i comes right after the value item (nothing but a filler between)."""
    j = i - 1
    while j >= 0 and tokens[j].start > item.start and tokens[j].folded in words().fillers:
        j -= 1
    return j >= 0 and tokens[j].start == item.start
