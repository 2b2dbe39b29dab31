"""Text helpers of the yes-or-no lead: plain words, phrases as word tuples, data files.

Phrases are looked for and taken out with `understanding.text` (`contains_phrase`,
`without_phrases`), as the parsers do."""

from __future__ import annotations

from collections.abc import Iterable

from rulebot.answer.texts import AnswerDataError
from rulebot.understanding.text import plain_words

Phrase = tuple[str, ...]


class VerdictDataError(AnswerDataError):
    """A verdict data file is malformed (names the file and the faulty value)."""


def phrase_set(values: Iterable[object], name: str) -> tuple[Phrase, ...]:
    """Phrases of a data list as word tuples, longest first (then in word order, so
    that which of two overlapping phrases of one length is read first never varies)."""
    found: set[Phrase] = set()
    for value in values:
        if not isinstance(value, str):
            raise VerdictDataError(f"{name}: {value!r} is not a string (quote it)")
        if plain_words(value):
            found.add(tuple(plain_words(value)))
    return tuple(sorted(found, key=lambda phrase: (-len(phrase), phrase)))
