"""How many play, said in a question: "on est 3", "we're 4", "à 3". Word lists
live in data/intents.yaml (`count_before`)."""

from __future__ import annotations

from functools import cache

from rulebot.understanding.cardwords import word_number
from rulebot.understanding.text import load_words, phrases

# The fewest players a count told may be: "on est 1" tells no count of players.
_FEWEST_PLAYERS = 2


@cache
def _count_before() -> tuple[tuple[str, ...], ...]:
    return phrases(load_words("intents")["count_before"])


def tells_count(words: list[str]) -> bool:
    """How many are playing, told: "on est 3", "we're 4", "à 3"."""
    before = _count_before()
    for k, word in enumerate(words):
        count = word_number(word)
        if count is None or count < _FEWEST_PLAYERS:
            continue
        if any(tuple(words[max(0, k - len(p)) : k]) == p for p in before):
            return True
    return False
