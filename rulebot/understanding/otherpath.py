"""Whether a path question also asks if another path of that colour scores: "What's it
worth, and can I also score my other willow path?", "et mon deuxième sentier de chêne, il
compte aussi ?". Only one path per colour scores; the answer says so after the path's
score, only when asked. Word lists in data/asks.yaml (`other_path_*`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import (
    Phrases,
    contains_phrase,
    listed,
    load_words,
    read_lists,
    sentence_words,
)


@dataclass(frozen=True, kw_only=True)
class _Words:
    """data/asks.yaml `other_path_*`, folded."""

    others: frozenset[str] = listed("other_path_words")
    nouns: frozenset[str] = listed("other_path_nouns")
    verbs: Phrases = listed("other_path_verbs")
    reach: int = listed("other_path_reach")


@cache
def _words() -> _Words:
    return read_lists(_Words, load_words("asks"))


def asks_other_path(text: str) -> bool:
    """Whether a sentence of the text names another path ("my other willow path", "mon
    deuxième sentier") and speaks of scoring or adding it."""
    words = _words()
    for sentence in sentence_words(text):
        for i, word in enumerate(sentence):
            if word not in words.others:
                continue
            ahead = sentence[i + 1 : i + 1 + words.reach]
            if any(w in words.nouns for w in ahead) and any(
                contains_phrase(sentence, p) for p in words.verbs
            ):
                return True
    return False
