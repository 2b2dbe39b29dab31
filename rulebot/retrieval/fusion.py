"""How dense and lexical scores become one score in 0..1.

Weighted (the default, ``Fusion.WEIGHTED``), per entry::

    dense   = max(0, cosine)                       over the entry's chunks, best one
    lexical = bm25 / (best bm25 of the question)    over the entry's chunks, best one,
              * sqrt(coverage)                      share of the question's words (stop
                                                    and filler words aside) the index
                                                    knows (LexicalIndex.coverage)
    score   = (w_d * dense + w_l * lexical) / (w_d + w_l)

with the retriever's ``RetrievalOptions`` deciding the variants (coverage full, sqrt or
off; the weights of a question outside the embedding model's languages).

Reciprocal rank (``Fusion.RRF``), per entry, with ranks counted from 1 among entries
(an entry with a zero score in a mode gets no share from that mode)::

    score = (w_d / (c + rank_dense) + w_l / (c + rank_lexical)) * (c + 1) / (w_d + w_l)

so an entry ranked first by both gets 1. ``c`` is 60 as in Cormack et al. (2009).

Weighted is the one used: on tests/retrieval/data/bench_questions.yaml both rank about
as well (hit@3 1.0), but only the weighted score keeps an absolute meaning that
separates out-of-scope questions (RRF gives the top entry ~1 whatever the question).
"""

from __future__ import annotations

from enum import StrEnum

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
RRF_C = 60.0


class Fusion(StrEnum):
    """How to combine the two signals."""

    WEIGHTED = "weighted"
    RRF = "rrf"


def weighted(
    dense: npt.ArrayLike, lexical: npt.ArrayLike, dense_weight: float, lexical_weight: float
) -> FloatArray:
    """The convex combination of clipped cosine and max-normalised BM25."""
    total = dense_weight + lexical_weight
    if dense_weight < 0 or lexical_weight < 0 or total <= 0:
        raise ValueError("fusion weights must be >= 0 and not both 0")
    d = np.clip(np.asarray(dense, dtype=np.float64), 0.0, 1.0)
    lex = np.clip(np.asarray(lexical, dtype=np.float64), 0.0, 1.0)
    out: FloatArray = (dense_weight * d + lexical_weight * lex) / total
    return out


def ranks(scores: npt.ArrayLike) -> FloatArray:
    """1-based rank of each score, highest first; ties share the best rank; zeros -> inf."""
    values = np.asarray(scores, dtype=np.float64)
    out = np.full(values.shape, np.inf)
    for i, value in enumerate(values):
        if value > 0:
            out[i] = 1 + np.count_nonzero(values > value)
    return out


def reciprocal_rank(
    dense: npt.ArrayLike,
    lexical: npt.ArrayLike,
    dense_weight: float,
    lexical_weight: float,
    c: float = RRF_C,
) -> FloatArray:
    """Weighted reciprocal-rank fusion, scaled so that first in both modes scores 1."""
    total = dense_weight + lexical_weight
    if dense_weight < 0 or lexical_weight < 0 or total <= 0:
        raise ValueError("fusion weights must be >= 0 and not both 0")
    share = dense_weight / (c + ranks(dense)) + lexical_weight / (c + ranks(lexical))
    out: FloatArray = share * (c + 1) / total
    return out


def fuse(
    dense: npt.ArrayLike,
    lexical: npt.ArrayLike,
    dense_weight: float,
    lexical_weight: float,
    method: Fusion | str = Fusion.WEIGHTED,
) -> FloatArray:
    """One fused score per entry, 0..1."""
    if Fusion(method) is Fusion.RRF:
        return reciprocal_rank(dense, lexical, dense_weight, lexical_weight)
    return weighted(dense, lexical, dense_weight, lexical_weight)
