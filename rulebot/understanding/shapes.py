"""A path described without its values: "un sentier de 5 cartes de la même couleur"."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.rules.cards import MAX_VALUE, MIN_VALUE
from rulebot.rules.shapes import PathShape
from rulebot.understanding.cardwords import token_number
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.cues import cues, has
from rulebot.understanding.errors import ParseError
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import (
    Phrases,
    Token,
    contains_phrase,
    find_phrase,
    listed,
    load_words,
    read_lists,
    tokenize,
)


@dataclass(frozen=True, kw_only=True)
class _ShapeWords:
    card: frozenset[str] = listed("card_words")
    same: Phrases = listed("same_colour")
    mixed: Phrases = listed("mixed_colour")
    starts: Phrases = listed("starts_on_1")
    ends: Phrases = listed("ends_on_8")
    one_colour: Phrases = listed("one_colour_before", elided=True)
    negations: frozenset[str] = listed("one_colour_negations")
    run_start: Phrases = listed(elided=True)
    run_end: Phrases = listed(elided=True)
    run_articles: frozenset[str] = listed()


@cache
def _shape_words() -> _ShapeWords:
    return read_lists(_ShapeWords, load_words("shapes"))


def parse_path_shape(text: str, lexicon: Lexicon | None = None) -> PathShape:
    """The shape a text describes, or ParseError when it gives no length ("5 cartes").

    With the colour `lexicon`, a colour named after "all", "only", "que du"... ("five cards
    long, all willow") makes the path one colour too."""
    vocab = _shape_words()
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    folded = [t.folded for t in tokens]
    length = next(
        (value for i, value in _numbers(tokens) if _counts_cards(folded, i, vocab.card)), None
    )
    if length is None:
        raise ParseError.of("no_length", 0, text)
    if length < 1:
        raise ParseError.of("path_length", 0, text, length=length)
    mixed = any(contains_phrase(folded, p) for p in vocab.mixed)
    same = any(contains_phrase(folded, p) for p in vocab.same)
    same = not mixed and (same or (lexicon is not None and _one_colour(folded, lexicon)))
    return PathShape(
        length=length,
        same_colour=same,
        starts_on_1=any(contains_phrase(folded, p) for p in vocab.starts),
        ends_on_8=any(contains_phrase(folded, p) for p in vocab.ends),
    )


def _one_colour(folded: list[str], lexicon: Lexicon) -> bool:
    """Whether a colour is named right after a word of one colour ("all willow", "que du
    chêne"), not denied ("not all oak")."""
    vocab = _shape_words()
    for i in range(len(folded)):
        size = find_phrase(folded, i, vocab.one_colour)
        if not size or (i and folded[i - 1] in vocab.negations):
            continue
        if i + size < len(folded) and lexicon.match_at(folded, i + size) is not None:
            return True
    return False


def _numbers(tokens: list[Token]) -> list[tuple[int, int]]:
    """The numbers of the tokens, in figures or in words: (token index, value)."""
    found = []
    for i, tok in enumerate(tokens):
        value = token_number(tok)
        if value is not None:
            found.append((i, value))
    return found


def _counts_cards(folded: list[str], i: int, card: frozenset[str]) -> bool:
    """Whether the number at i is a path's length: before a word of cards ("5 cartes"),
    after a word of length ("long de 4", "of length 5") or before one ("five long")."""
    vocab = card_words()
    if i + 1 < len(folded) and folded[i + 1] in card:
        return True
    before = vocab.length_before
    if any(i >= len(p) and tuple(folded[i - len(p) : i]) == p for p in before):
        return True
    return find_phrase(folded, i + 1, vocab.length_after) > 0


def shape_traits(text: str, lexicon: Lexicon | None = None) -> dict[str, bool]:
    """What a text says of a path's shape besides its length, as PathShape fields: "what
    if they're all the same species?" -> {"same_colour": True}; {} when it says nothing.
    With the colour `lexicon`, "and if they're all willow?" says one colour too."""
    vocab = _shape_words()
    folded = [t.folded for t in tokenize(text) if t.kind != "punct"]
    said: dict[str, bool] = {}
    if any(contains_phrase(folded, p) for p in vocab.mixed):
        said["same_colour"] = False
    elif any(contains_phrase(folded, p) for p in vocab.same) or (
        lexicon is not None and _one_colour(folded, lexicon)
    ):
        said["same_colour"] = True
    if any(contains_phrase(folded, p) for p in vocab.starts):
        said["starts_on_1"] = True
    if any(contains_phrase(folded, p) for p in vocab.ends):
        said["ends_on_8"] = True
    return said


def told_run_ends(text: str) -> tuple[int | None, int | None]:
    """The first and last values a text says a path has ("and if it started on the 2
    instead of the 1?" -> (2, None), "s'il s'arrêtait au 7 ?" -> (None, 7)); the value
    "instead of" which it is said is not read."""
    vocab = _shape_words()
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    folded = [t.folded for t in tokens]
    return _value_after(tokens, folded, vocab.run_start), _value_after(
        tokens, folded, vocab.run_end
    )


def _value_after(
    tokens: list[Token], folded: list[str], options: tuple[tuple[str, ...], ...]
) -> int | None:
    """The value (1 to 8) right after one of the phrases, maybe after an article."""
    for i in range(len(folded)):
        size = find_phrase(folded, i, options)
        if not size:
            continue
        j = i + size
        if j < len(folded) and folded[j] in _shape_words().run_articles:
            j += 1
        value = token_number(tokens[j]) if j < len(tokens) else None
        if value is not None and MIN_VALUE <= value <= MAX_VALUE:
            return value
    return None


def asks_best_path(text: str) -> bool:
    """Whether a text asks the most one path can give, told by no length ("What's the most
    points one path can ever give?", "un sentier rapporte combien au maximum ?"): the path
    running from 1 to 8 all in one colour."""
    found = cues()
    words = [t.folded for t in tokenize(text)]
    if not (has(words, found.path_words) and has(words, found.best_possible)):
        return False
    try:
        parse_path_shape(text)
    except ParseError:
        return True
    return False
