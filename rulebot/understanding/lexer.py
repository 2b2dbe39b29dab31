"""A question read once into typed tokens: words, numbers, colour names, card shorthands,
signs. Every later step (grammar, learned decisions, features) takes these tokens; none
re-reads the raw text.

One regular-expression pass over the NFKC-normalised text (linear in its length), then one
left-to-right pass that joins multi-word colour names (longest first, from the lexicon)
and tags number words. Only ASCII digits are numbers ("፩" is a sign, never a value), and a
run of more than `MAX_DIGITS` digits is a number with no value, so no text can make int()
work on thousands of digits.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache

from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import fold, load_words

MAX_DIGITS = 4  # a longer run of digits is a number without a value


class Kind(StrEnum):
    """What a token is."""

    WORD = "word"  # any other word ("j'" and "l'" are words of their own)
    NUMBER = "number"  # ASCII digits ("8", "12")
    NUMWORD = "numword"  # a number in words ("huit", "two"); may be an article ("un")
    COLOUR = "colour"  # a colour or species name, maybe of several words ("royal poinciana")
    SHORT = "short"  # a value glued to a label ("5R", "8oak", "3bleu", "5E")
    ORDINAL = "ordinal"  # a value glued to an ordinal ending ("2e", "3rd", "1er")
    SIGN = "sign"  # punctuation and symbols ("?", ",", "+", "=", "-", "→", "(")


_RAW = re.compile(
    r"(?P<num>[0-9]+)(?P<label>(?![x×][0-9])[^\W\d_]+)?"  # 8, 5R, 8oak, 3bleu, 2e; not 5x2
    r"|(?P<word>[^\W\d_]+['’]?)"  # words; "j'" and "qu'" keep their apostrophe
    r"|(?P<arrow>->|=>|→|⇒|⟶)"
    r"|(?P<ellipsis>\.{2,}|…)"
    r"|(?P<sign>\S)",
)
# Units glued to a number ("2p", "8pts", "5min", "3j"): a number with a unit, no card.
_GLUED_UNITS = frozenset(["p", "j", "pts", "pt", "min", "mins", "ans", "yo", "h", "s", "x"])
_ORDINAL_ENDINGS = frozenset(
    ["e", "eme", "er", "ere", "re", "nd", "rd", "th", "st", "ieme", "em", "me", "eme"]
)


@dataclass(frozen=True)
class Token:
    """One piece of a question: its text, folded form, place and kind; a value for numbers
    and shorthands, a colour id for colour names and shorthands whose label names one."""

    kind: Kind
    text: str
    norm: str
    start: int
    end: int
    value: int | None = None
    colour: str | None = None
    label: str = ""  # a shorthand's label as written ("R", "oak")
    plural: bool = False  # a colour named in the plural ("chênes", "two blues")

    @property
    def is_value(self) -> bool:
        """A card value could be meant (1 to 8), whatever the grammar decides."""
        return self.value is not None and 1 <= self.value <= 8


def normalise(text: str) -> str:
    """NFKC (full-width digits and letters made plain), lone surrogates replaced."""
    safe = text.encode("utf-8", "replace").decode("utf-8")
    return unicodedata.normalize("NFKC", safe)


def lex(
    text: str,
    lexicon: Lexicon,
    numbers: Mapping[str, int],
    initials: Mapping[str, str] | None = None,
) -> tuple[Token, ...]:
    """The tokens of a text, colour names joined, number words tagged.

    `numbers` maps folded number words to values ("huit": 8, "two": 2); `initials` maps
    species said by their initials, as written ("CB"), to colour ids."""
    raw = list(_raw_tokens(text, lexicon))
    return _glued_shorthands(tuple(_join_colours(raw, lexicon, numbers, initials or {})))


def _glued_shorthands(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """Numbers glued to the same capital letter of a unit ("2J": 2 joueurs), or after it
    ("J2"), told two times or more in a message naming a colour that letter begins, are
    shorthands of that colour's cards ("2J 5J 7J 8J all jacaranda", "J1 J3 J4 J7 (all
    jacaranda)"); one alone stays a unit ("à 2J"), or a letter and a number."""
    before = {  # a capital letter glued before a number: its index
        i
        for i, t in enumerate(tokens[:-1])
        if t.kind is Kind.WORD
        and _capital(t.text)
        and tokens[i + 1].kind is Kind.NUMBER
        and not tokens[i + 1].label
        and tokens[i + 1].start == t.end
    }
    told = Counter(t.label for t in tokens if t.kind is Kind.NUMBER and _capital(t.label))
    told.update(tokens[i].text for i in before)
    initials = {t.norm[:1] for t in tokens if t.kind is Kind.COLOUR}
    named = {label for label in told if label.lower() in initials}
    if not any(told[label] >= 2 for label in named):
        return tokens
    # then the initial of a colour named is one even told once ("O2-O4-W5-O7 (W =
    # willow)"), and another letter told two times or more is a shorthand of a colour the
    # message does not name ("blue: B1-R4-R6-B7"): its cards are told, their colour is not
    # known; a seat's letter stays a seat ("P2:", "J3 :", players.yaml `seats`)
    seats = seat_letters()
    unnamed = {label for label, n in told.items() if n >= 2 and label.isascii()}
    shorthands = named | (unnamed - seats)
    out: list[Token] = []
    for i, t in enumerate(tokens):
        if i - 1 in before and tokens[i - 1].text in shorthands:
            continue  # the number of a letter-first shorthand, made one token below
        if i in before and t.text in shorthands:
            number = tokens[i + 1]
            text = t.text + number.text
            out.append(
                Token(Kind.SHORT, text, fold(text), t.start, number.end, number.value, label=t.text)
            )
        elif t.kind is Kind.NUMBER and t.label in shorthands:
            out.append(replace(t, kind=Kind.SHORT))
        else:
            out.append(t)
    return tuple(out)


@cache
def seat_letters() -> frozenset[str]:
    """The capital letters that tell a player by their seat (players.yaml `seats`)."""
    return frozenset(str(letter) for letter in load_words("players")["seats"])


def _capital(label: str) -> bool:
    return len(label) == 1 and label.isupper()


def _raw_tokens(text: str, lexicon: Lexicon) -> list[Token]:
    tokens: list[Token] = []
    for match in _RAW.finditer(text):
        piece, start, end = match.group(0), match.start(), match.end()
        if match.group("num") is not None:
            tokens.append(_number(match.group("num"), match.group("label"), start, end, lexicon))
        elif match.group("word") is not None:
            if piece[-1] in "'’" and len(piece) > 3 and not fold(piece).endswith("qu'"):
                # "opponent's": the word, then the apostrophe (only "j'", "l'", "qu'"…
                # keep theirs, as French elides them)
                tokens.append(Token(Kind.WORD, piece[:-1], fold(piece[:-1]), start, end - 1))
                tokens.append(Token(Kind.SIGN, piece[-1], "'", end - 1, end))
                continue
            tokens.append(Token(Kind.WORD, piece, fold(piece), start, end))
        else:
            tokens.append(Token(Kind.SIGN, piece, fold(piece) or piece, start, end))
    return tokens


def _number(digits: str, label: str | None, start: int, end: int, lexicon: Lexicon) -> Token:
    value = int(digits) if len(digits) <= MAX_DIGITS else None
    text = digits + (label or "")
    if not label:
        return Token(Kind.NUMBER, text, digits, start, end, value)
    folded = fold(label)
    if folded in _ORDINAL_ENDINGS and label == label.lower():
        return Token(Kind.ORDINAL, text, fold(text), start, end, value, label=label)
    if folded in _GLUED_UNITS:
        return Token(Kind.NUMBER, text, fold(text), start, end, value, label=label)
    colour = lexicon.lookup(label)
    return Token(Kind.SHORT, text, fold(text), start, end, value, colour, label)


def _join_colours(
    tokens: Sequence[Token],
    lexicon: Lexicon,
    numbers: Mapping[str, int],
    initials: Mapping[str, str],
) -> list[Token]:
    out: list[Token] = []
    i = 0
    words = [t.norm if t.kind is Kind.WORD else "\0" for t in tokens]
    while i < len(tokens):
        token = tokens[i]
        if token.kind is Kind.WORD and token.text in initials:
            out.append(replace(token, kind=Kind.COLOUR, colour=initials[token.text]))
            i += 1
            continue
        if token.kind is Kind.WORD:
            found = lexicon.match_at(words, i)
            if found is not None:
                colour, size = found
                last = tokens[i + size - 1]
                text = " ".join(t.text for t in tokens[i : i + size])
                norm = " ".join(words[i : i + size])
                plural = lexicon.is_plural(tuple(words[i : i + size]))
                out.append(
                    Token(
                        Kind.COLOUR, text, norm, token.start, last.end, colour=colour, plural=plural
                    )
                )
                i += size
                continue
            value = numbers.get(token.norm)
            if value is not None:
                token = Token(Kind.NUMWORD, token.text, token.norm, token.start, token.end, value)
        out.append(token)
        i += 1
    return out
