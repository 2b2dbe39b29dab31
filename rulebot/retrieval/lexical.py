"""BM25 over lower-cased, accent-folded, stemmed text, per language (PyStemmer).

``bm25.Bm25Table`` computes the tables when an index is built, as bm25s does, and scores a
loaded index with numpy alone: neither building nor asking imports bm25s or scipy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import numpy.typing as npt

from rulebot.corpus.stems import STEMMERS, stem, stem_words
from rulebot.retrieval.bm25 import Bm25Table, LexicalTables
from rulebot.retrieval.typos import Speller, trigrams
from rulebot.retrieval.words import WORD, all_stopwords, filler_phrases, fold, phrases, stopwords

__all__ = ["STEMMERS", "LexicalIndex", "analyse", "analyse_query", "fold", "query_words"]
__all__ += ["phrases", "stem", "stopwords"]

Scores = npt.NDArray[np.float32]


def _content_words(text: str, lang: str) -> list[str]:
    stop = stopwords().get(lang, frozenset())
    return [word for word in WORD.findall(fold(text)) if word not in stop]


def analyse(text: str, lang: str) -> list[str]:
    """The index terms of a text in one language: folded words, stop words out, stemmed."""
    return stem_words(_content_words(text, lang), lang)


def query_words(text: str, drop_fillers: bool = False) -> list[str]:
    """A question's folded words, without repeats, minus the stop words of every language
    (and their filler words with ``drop_fillers``)."""
    stop = all_stopwords(drop_fillers)
    return list(dict.fromkeys(w for w in WORD.findall(fold(text)) if w not in stop))


def _stems(word: str) -> list[str]:
    return list(dict.fromkeys(stem(word, lang) for lang in STEMMERS))


def analyse_query(text: str, drop_fillers: bool = False) -> list[str]:
    """A question's terms in every language's stemmer, without repeats, in order.

    A French question can then hit English chunks and the other way round. Stop words
    of every language are dropped (an English question read by the French stemmer
    would otherwise keep "the" and "how").
    """
    words = query_words(text, drop_fillers)
    return list(dict.fromkeys(stem for word in words for stem in _stems(word)))


class LexicalIndex:
    """BM25 (Lucene variant) over documents, each analysed in its own language.

    Options: ``drop_fillers`` reads questions without their chatty words; ``fuzzy``
    reads a word the index does not know as the nearest document word ("discrd" ->
    "discard"); ``ngrams`` also indexes character trigrams (``gram_scores``);
    ``ignored`` names (words or phrases, such as the colour names) are taken out of
    questions before their words are read: "mon sentier de chênes" searches "sentier";
    with ``drop_fillers`` so are the filler phrases ("à lui tout seul").
    """

    def __init__(
        self,
        documents: Sequence[tuple[str, str]],
        k1: float = 1.2,
        b: float = 0.75,
        drop_fillers: bool = False,
        fuzzy: bool = False,
        ngrams: bool = False,
        ignored: Sequence[str] = (),
        tables: LexicalTables | None = None,
    ):
        """``documents`` are (text, lang) pairs; positions are the document ids. ``tables``:
        their BM25 tables as saved with the index (computed here when not given)."""
        self.size = len(documents)
        self.drop_fillers = drop_fillers
        self._ignored = phrases([*ignored, *(filler_phrases() if drop_fillers else ())])
        self._speller = None
        if fuzzy:
            words = (w for text, lang in documents for w in _content_words(text, lang))
            self._speller = Speller(words)
        self.tables = tables or _tables(documents, k1, b, ngrams)
        self._words = self.tables.words
        self._grams = self.tables.grams if ngrams else None

    def __len__(self) -> int:
        return self.size

    def _vocab(self) -> Mapping[str, int]:
        return self._words.vocab

    def _known(self, word: str) -> bool:
        vocab = self._vocab()
        return any(stem in vocab for stem in _stems(word))

    def words(self, question: str) -> list[str]:
        """The question's content words as searched: stop (and filler) words out, and with
        ``fuzzy`` each unknown word replaced by its correction when there is one."""
        if self._ignored is not None:
            question = self._ignored.sub(" ", fold(question))
        words = query_words(question, self.drop_fillers)
        if self._speller is None:
            return words
        out = []
        for word in words:
            fixed = None if self._known(word) else self._speller.correct(word)
            out.append(fixed or word)
        return list(dict.fromkeys(out))

    def terms(self, question: str) -> list[str]:
        """The question's terms in every language's stemmer, without repeats, in order."""
        return list(dict.fromkeys(s for word in self.words(question) for s in _stems(word)))

    def raw_scores(self, question: str) -> Scores:
        """The BM25 score of every document for a question (zeros if no term is known)."""
        if not self.size:
            return np.zeros(0, dtype=np.float32)
        vocab = self._vocab()
        terms = [term for term in self.terms(question) if term and term in vocab]
        if not terms:
            return np.zeros(self.size, dtype=np.float32)
        return self._words.scores(terms)

    def gram_scores(self, question: str) -> Scores:
        """BM25 over character trigrams (zeros without ``ngrams``): tolerant to typos."""
        if not self.size or self._grams is None:
            return np.zeros(self.size, dtype=np.float32)
        vocab = self._grams.vocab
        grams = [g for g in dict.fromkeys(trigrams(self.words(question))) if g in vocab]
        return self._grams.scores(grams)

    def scores(self, question: str) -> Scores:
        """BM25 scores divided by the question's best score: 0..1, the best document at 1."""
        raw = self.raw_scores(question)
        top = float(raw.max(initial=0.0))
        return raw / top if top > 0 else raw

    def known_terms(self, question: str) -> tuple[list[str], list[str]]:
        """The question's terms found in the index and those that are not."""
        vocab = self._vocab()
        terms = self.terms(question)
        return [t for t in terms if t in vocab], [t for t in terms if t not in vocab]

    def coverage(self, question: str) -> float:
        """The share of the question's words (stop words aside) the index knows, 0..1.

        A word is known when its stem in either language is an index term. "quel temps
        fera-t-il demain à Paris" knows 1 word of 4 ("temps"): its best BM25 match is weak
        evidence, whatever its rank.
        """
        words = self.words(question)
        if not words:
            return 0.0
        return sum(1 for word in words if self._known(word)) / len(words)


def _tables(
    documents: Sequence[tuple[str, str]], k1: float, b: float, ngrams: bool
) -> LexicalTables:
    """The BM25 tables of documents: over their index terms, and their words' trigrams."""
    if not documents:
        empty = Bm25Table(
            {}, np.zeros(0, np.float32), np.zeros(0, np.int64), np.zeros(1, np.int64), 0
        )
        return LexicalTables(empty, empty if ngrams else None)
    words = Bm25Table.build([analyse(text, lang) for text, lang in documents], k1, b)
    if not ngrams:
        return LexicalTables(words)
    grams = [trigrams(_content_words(text, lang)) for text, lang in documents]
    return LexicalTables(words, Bm25Table.build(grams, k1, b))
