"""BM25 scores precomputed per (term, document), kept as plain numpy arrays.

The table is computed as bm25s computes it (Lucene's BM25: the same operations on the same
types, so the same bits; a test compares them), without importing bm25s and scipy (0.3 s of
an index build). Asking needs numpy alone: a question's score for each document is the sum
of its terms' columns, added in the same order as bm25s does, so the scores are the same to
the last bit.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

Scores = npt.NDArray[np.float32]


@dataclass(frozen=True)
class Bm25Table:
    """Each term's scores in the documents holding it (compressed sparse columns)."""

    vocab: Mapping[str, int]
    data: npt.NDArray[np.float32]
    indices: npt.NDArray[np.int64]
    indptr: npt.NDArray[np.int64]
    size: int

    @classmethod
    def build(cls, tokens: Sequence[Sequence[str]], k1: float, b: float) -> Bm25Table:
        """The table of documents given as their terms (Lucene's BM25, as bm25s computes it:
        its idf in float64 by ``math.log``, kept in float32; its term frequency part in
        float64 from float32 counts; each score kept in float32)."""
        docs = [Counter(doc or [""]) for doc in tokens]  # bm25s indexes an empty one as ""
        lengths = np.array([sum(doc.values()) for doc in docs])
        average = lengths.mean()
        held = Counter(chain.from_iterable(docs))  # the documents holding each term
        words = sorted(held)
        vocab = {word: column for column, word in enumerate(words)}
        size = len(docs)
        idf = np.array(
            [math.log(1 + (size - held[w] + 0.5) / (held[w] + 0.5)) for w in words], np.float32
        )
        columns = np.fromiter((vocab[w] for doc in docs for w in doc), np.int64)
        counts = np.fromiter(chain.from_iterable(doc.values() for doc in docs), np.float32)
        rows = np.repeat(np.arange(size, dtype=np.int64), [len(doc) for doc in docs])
        part = k1 * ((1 - b) + b * lengths[rows] / average)  # float64, as bm25s's per document
        scores = (idf[columns] * (counts / (part + counts))).astype(np.float32)
        order = np.argsort(columns, kind="stable")  # by term, then by document
        indptr = np.zeros(len(words) + 1, dtype=np.int64)
        np.cumsum(np.bincount(columns, minlength=len(words)), out=indptr[1:])
        return cls(vocab=vocab, data=scores[order], indices=rows[order], indptr=indptr, size=size)

    def scores(self, terms: Sequence[str]) -> Scores:
        """Every document's score for the terms (unknown terms count nothing)."""
        out = np.zeros(self.size, dtype=np.float32)
        for term in terms:
            column = self.vocab.get(term)
            if column is None:
                continue
            start, end = self.indptr[column], self.indptr[column + 1]
            np.add.at(out, self.indices[start:end], self.data[start:end])
        return out

    def arrays(self, prefix: str) -> dict[str, npt.NDArray[Any]]:
        """The table as named arrays (for ``numpy.savez``; no pickled objects)."""
        words = sorted(self.vocab, key=self.vocab.__getitem__)
        return {
            f"{prefix}data": self.data,
            f"{prefix}indices": self.indices,
            f"{prefix}indptr": self.indptr,
            f"{prefix}vocab": np.array(words, dtype=np.str_),
            f"{prefix}size": np.array(self.size, dtype=np.int64),
        }

    @classmethod
    def from_arrays(cls, arrays: Mapping[str, npt.NDArray[Any]], prefix: str) -> Bm25Table:
        """The table ``arrays`` wrote; ValueError if it does not add up."""
        words = [str(w) for w in arrays[f"{prefix}vocab"]]
        table = cls(
            vocab={word: i for i, word in enumerate(words)},
            data=np.asarray(arrays[f"{prefix}data"], dtype=np.float32),
            indices=np.asarray(arrays[f"{prefix}indices"], dtype=np.int64),
            indptr=np.asarray(arrays[f"{prefix}indptr"], dtype=np.int64),
            size=int(arrays[f"{prefix}size"]),
        )
        if len(table.indptr) != len(words) + 1 or len(table.data) != len(table.indices):
            raise ValueError(f"{prefix}: BM25 arrays of inconsistent sizes")
        if len(table.indices) and int(table.indices.max()) >= table.size:
            raise ValueError(f"{prefix}: BM25 document ids beyond the documents")
        return table


@dataclass(frozen=True)
class LexicalTables:
    """The BM25 tables of a lexical index: over its words, and over their trigrams if used."""

    words: Bm25Table
    grams: Bm25Table | None = None

    def save(self, path: Path) -> None:
        arrays: dict[str, Any] = self.words.arrays("words_")
        if self.grams is not None:
            arrays.update(self.grams.arrays("grams_"))
        with open(path, "wb") as handle:
            np.savez(handle, **arrays)

    @classmethod
    def load(cls, path: Path) -> LexicalTables:
        """The tables ``save`` wrote; ValueError (or OSError) if they cannot be read."""
        with np.load(path, allow_pickle=False) as saved:
            arrays = {name: saved[name] for name in saved.files}
        grams = Bm25Table.from_arrays(arrays, "grams_") if "grams_vocab" in arrays else None
        return cls(Bm25Table.from_arrays(arrays, "words_"), grams)
