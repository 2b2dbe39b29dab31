"""The Snowball stemmer of each corpus language, shared by the lexical search (retrieval)
and the yes-or-no claims (answer), so both read "plantée" and "planter" alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

# The Snowball stemmer of each corpus language.
STEMMERS: Mapping[str, str] = {"fr": "french", "en": "english"}


@cache
def _stemmer(lang: str) -> Any:
    import Stemmer

    return Stemmer.Stemmer(STEMMERS[lang])


def stem(word: str, lang: str) -> str:
    """One folded word stemmed by the Snowball stemmer of ``lang``."""
    return str(_stemmer(lang).stemWord(word))


def stem_words(words: Sequence[str], lang: str) -> list[str]:
    """Words stemmed by the Snowball stemmer of ``lang`` (as they are in another language)."""
    if lang not in STEMMERS:
        return list(words)
    return [str(s) for s in _stemmer(lang).stemWords(list(words))]
