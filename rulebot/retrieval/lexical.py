"""BM25 over lower-cased, accent-folded, stemmed text, per language (bm25s + PyStemmer)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

import numpy as np
import numpy.typing as npt
import yaml

# Snowball stemmer of each corpus language.
STEMMERS: Mapping[str, str] = {"fr": "french", "en": "english"}
_WORD = re.compile(r"\w+")


def fold(text: str) -> str:
    """Lower-case and strip accents: "Érable" -> "erable" (NFKD, combining marks removed)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@cache
def stopwords() -> dict[str, frozenset[str]]:
    """The stop words of each language, from data/stopwords.yaml."""
    raw = resources.files("rulebot.retrieval").joinpath("data/stopwords.yaml").read_text("utf-8")
    data: dict[str, list[str]] = yaml.safe_load(raw)
    return {lang: frozenset(fold(str(word)) for word in words) for lang, words in data.items()}


@cache
def _stemmer(lang: str) -> Any:
    import Stemmer

    return Stemmer.Stemmer(STEMMERS[lang])


def analyse(text: str, lang: str) -> list[str]:
    """The index terms of a text in one language: folded words, stop words out, stemmed."""
    stop = stopwords().get(lang, frozenset())
    words = [word for word in _WORD.findall(fold(text)) if word not in stop]
    stems: list[str] = _stemmer(lang).stemWords(words) if lang in STEMMERS else words
    return stems


def query_words(text: str) -> list[str]:
    """A question's folded words, without repeats, minus the stop words of every language."""
    stop = frozenset().union(*stopwords().values())
    return list(dict.fromkeys(w for w in _WORD.findall(fold(text)) if w not in stop))


def _stems(word: str) -> list[str]:
    return list(dict.fromkeys(str(_stemmer(lang).stemWord(word)) for lang in STEMMERS))


def analyse_query(text: str) -> list[str]:
    """A question's terms in every language's stemmer, without repeats, in order.

    A French question can then hit English chunks and the other way round. Stop words
    of every language are dropped (an English question read by the French stemmer
    would otherwise keep "the" and "how").
    """
    return list(dict.fromkeys(stem for word in query_words(text) for stem in _stems(word)))


class LexicalIndex:
    """BM25 (Lucene variant) over documents, each analysed in its own language."""

    def __init__(self, documents: Sequence[tuple[str, str]], k1: float = 1.2, b: float = 0.75):
        """``documents`` are (text, lang) pairs; positions are the document ids."""
        import bm25s

        self.size = len(documents)
        self._bm25: Any = bm25s.BM25(k1=k1, b=b, method="lucene")
        tokens = [analyse(text, lang) or [""] for text, lang in documents]
        if self.size:
            self._bm25.index(tokens, show_progress=False)

    def __len__(self) -> int:
        return self.size

    def raw_scores(self, question: str) -> npt.NDArray[np.float32]:
        """The BM25 score of every document for a question (zeros if no term is known)."""
        if not self.size:
            return np.zeros(0, dtype=np.float32)
        vocab: Mapping[str, int] = self._bm25.vocab_dict
        terms = [term for term in analyse_query(question) if term and term in vocab]
        if not terms:
            return np.zeros(self.size, dtype=np.float32)
        return np.asarray(self._bm25.get_scores(terms), dtype=np.float32)

    def scores(self, question: str) -> npt.NDArray[np.float32]:
        """BM25 scores divided by the question's best score: 0..1, the best document at 1."""
        raw = self.raw_scores(question)
        top = float(raw.max(initial=0.0))
        return raw / top if top > 0 else raw

    def _vocab(self) -> Mapping[str, int]:
        return self._bm25.vocab_dict if self.size else {}

    def known_terms(self, question: str) -> tuple[list[str], list[str]]:
        """The question's terms found in the index and those that are not."""
        vocab = self._vocab()
        terms = analyse_query(question)
        return [t for t in terms if t in vocab], [t for t in terms if t not in vocab]

    def coverage(self, question: str) -> float:
        """The share of the question's words (stop words aside) the index knows, 0..1.

        A word is known when its stem in either language is an index term. "quel temps
        fera-t-il demain à Paris" knows 1 word of 4 ("temps"): its best BM25 match is weak
        evidence, whatever its rank.
        """
        words = query_words(question)
        if not words:
            return 0.0
        vocab = self._vocab()
        known = sum(1 for word in words if any(stem in vocab for stem in _stems(word)))
        return known / len(words)
