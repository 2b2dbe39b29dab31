"""A word-by-word English reading of a French question, for the English-only dense model.

The glossary (data/gloss.yaml) maps French words and phrases to English. A question is
read left to right: the longest listed phrase at each place wins, matched as written
(accents kept) and then accent-free; a single word not listed may still match a listed
word through its French Snowball stem ("marquent" -> "marquer" -> "score"). Words
matched nowhere (numbers, names, English words) are kept. The result is rough English,
but its content words are the corpus's English words: "qui a le droit de marquer le
chêne ?" -> "who has the right to score the chêne".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from rulebot.retrieval.lexical import stem
from rulebot.retrieval.words import fold, load_data

TOKEN = re.compile(r"\w+")
MIN_STEM_WORD = 4  # shorter words only match as listed: their stems collide too easily


def tokens(text: str) -> list[str]:
    """Lower-case words, accents kept; apostrophes and hyphens split ("l'arbre" -> l, arbre)."""
    return TOKEN.findall(text.casefold())


@dataclass(frozen=True)
class Glossary:
    """French token sequences -> English, as written, accent-free, and by stem."""

    exact: dict[tuple[str, ...], str]
    folded: dict[tuple[str, ...], str]
    stems: dict[str, str]
    longest: int

    @classmethod
    def from_pairs(cls, pairs: list[tuple[str, str]]) -> Glossary:
        """``pairs`` in file order: an earlier pair wins a clash of folded forms or stems."""
        exact: dict[tuple[str, ...], str] = {}
        folded: dict[tuple[str, ...], str] = {}
        stems: dict[str, str] = {}
        for french, english in pairs:
            key = tuple(tokens(french))
            if not key:
                raise ValueError(f"data/gloss.yaml: {french!r} has no word")
            exact.setdefault(key, english)
        for key, english in exact.items():  # accent-free keys first: "ou" is not "où"
            if all(fold(word) == word for word in key):
                folded.setdefault(key, english)
        for key, english in exact.items():
            folded.setdefault(tuple(fold(word) for word in key), english)
            if len(key) == 1 and len(key[0]) >= MIN_STEM_WORD:
                stems.setdefault(_stem(fold(key[0])), english)
        longest = max((len(key) for key in exact), default=1)
        return cls(exact, folded, stems, longest)

    def _match(self, words: list[str], start: int) -> tuple[int, str] | None:
        for size in range(min(self.longest, len(words) - start), 0, -1):
            key = tuple(words[start : start + size])
            if key in self.exact:
                return size, self.exact[key]
            folded = tuple(fold(word) for word in key)
            if folded in self.folded:
                return size, self.folded[folded]
        word = fold(words[start])
        if len(word) >= MIN_STEM_WORD:
            for form in _forms(word):
                if _stem(form) in self.stems:
                    return 1, self.stems[_stem(form)]
        return None

    def translate(self, text: str) -> str:
        """The text read in English, word by word (see the module docstring)."""
        words = tokens(text)
        out: list[str] = []
        i = 0
        while i < len(words):
            found = self._match(words, i)
            if found is None:
                out.append(words[i])
                i += 1
                continue
            size, english = found
            if english:
                out.append(english)
            i += size
        return " ".join(out)


# Inflections the Snowball stemmer leaves on accent-free words: "marquent" -> "marque".
ENDINGS = (("ent", "e"), ("ons", "er"), ("ees", "e"), ("ee", "e"), ("es", "e"))


def _forms(word: str) -> list[str]:
    """The word, then the word with one inflection ending replaced (see ``ENDINGS``)."""
    forms = [word]
    for ending, replacement in ENDINGS:
        if word.endswith(ending) and len(word) > len(ending) + 2:
            forms.append(word[: -len(ending)] + replacement)
            break
    return forms


def _stem(word: str) -> str:
    return stem(word, "fr")


@cache
def glossary() -> Glossary:
    """The French -> English glossary of data/gloss.yaml."""
    data: dict[str, dict[str, object]] = load_data("gloss.yaml")
    pairs = []
    for section in data.values():
        for french, english in section.items():
            if not isinstance(french, str) or not isinstance(english, str):
                raise ValueError(f"data/gloss.yaml: {french!r} -> {english!r} (quote it)")
            pairs.append((str(french), english))
    return Glossary.from_pairs(pairs)


def gloss(text: str) -> str:
    """A French text read word by word in English with the packaged glossary."""
    return glossary().translate(text)
