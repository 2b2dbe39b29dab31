"""Cards told by their values alone, said to touch ("Mon 5 touche le 3 juste par le coin,
ça passe ?", "my 6 only touches the 2 at a corner"): where a card is planted, a question
about the game though no word of it is said. Word lists live in data/intents.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.rules import MAX_VALUE, MIN_VALUE
from rulebot.understanding.cardwords import word_number
from rulebot.understanding.cues import has
from rulebot.understanding.text import folded_set, load_words, phrases

_LEAST_CARDS = 2  # a card touches another


@dataclass(frozen=True)
class _TouchWords:
    determiners: frozenset[str]
    contacts: tuple[tuple[str, ...], ...]


@cache
def _touch_words() -> _TouchWords:
    data = load_words("intents")
    return _TouchWords(
        determiners=folded_set(data["card_determiners"]),
        contacts=phrases(data["contacts"]),
    )


def tells_touching_cards(words: list[str]) -> bool:
    """Two cards or more told as a value after a determiner ("mon 5", "le 3", "my six",
    "the 2") and a word of contact ("touche", "par le coin", "corner", "next to"): "Mon
    fils de 5 ans touche le coin de la table" tells no card."""
    vocab = _touch_words()
    if not has(words, vocab.contacts):
        return False
    cards = sum(
        1
        for k, word in enumerate(words[1:], start=1)
        if words[k - 1] in vocab.determiners and MIN_VALUE <= (word_number(word) or 0) <= MAX_VALUE
    )
    return cards >= _LEAST_CARDS
