"""Typo tolerance: the nearest known word within a small edit distance, character trigrams."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

MIN_LENGTH = 4  # shorter words are not corrected: too many near neighbours


def max_edits(word: str) -> int:
    """The edits allowed to correct a word: 0 below 4 letters, 1 up to 7, then 2."""
    if len(word) < MIN_LENGTH:
        return 0
    return 1 if len(word) <= 7 else 2


def distance(a: str, b: str, limit: int) -> int:
    """Edit distance (insert, delete, substitute, swap two neighbours); ``limit + 1``
    as soon as it must exceed ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return min(previous[-1], limit + 1)


class Speller:
    """Corrects a word to the nearest word of a vocabulary (the corpus's own words)."""

    def __init__(self, words: Iterable[str]) -> None:
        self.counts = Counter(words)
        self.by_length: dict[int, list[str]] = {}
        for word in sorted(self.counts):
            self.by_length.setdefault(len(word), []).append(word)

    def correct(self, word: str) -> str | None:
        """The nearest vocabulary word within ``max_edits(word)``, most frequent first,
        then alphabetical; None when there is none (or the word is too short)."""
        limit = max_edits(word)
        if limit == 0 or word in self.counts:
            return None
        best: tuple[int, int, str] | None = None
        for length in range(len(word) - limit, len(word) + limit + 1):
            for candidate in self.by_length.get(length, ()):
                edits = distance(word, candidate, limit)
                if edits <= limit:
                    rank = (edits, -self.counts[candidate], candidate)
                    best = rank if best is None or rank < best else best
        return best[2] if best else None


def trigrams(words: Iterable[str]) -> list[str]:
    """Character trigrams of each word padded as ``<word>``: "card" -> <ca car ard rd>."""
    grams: list[str] = []
    for word in words:
        padded = f"<{word}>"
        grams.extend(padded[i : i + 3] for i in range(len(padded) - 2))
    return grams
