"""Fitting a `LinearModel` from labelled feature lists (build time only).

Deterministic: features are sorted into a vocabulary, rows keep their order, the solver
(`newton`: Newton's method with conjugate gradients) has no randomness, and the linear
algebra runs on one thread (OpenBLAS splits its sums by the number of cores); the same
examples give the same weights.

Converged: the solver runs until no component of the gradient exceeds ``tol``, so the
weights are the optimum of the (strictly convex) regularised loss and not wherever a loose
tolerance stopped. Stopped early, the same examples in another order changed 23 of 5,465
held-out intents, and a small change of the reading's features moved a held-out set by up
to 9 items: noise that hid whether a change of the reading helped. Converged, reordering
changes none. The objective is scikit-learn's `LogisticRegression`'s (a test checks the
optimum against it); its newton-cg took 1.9 s for the intents and 10.2 s for the
entries, `newton` about 1.5 and 3 s (lbfgs took 10 times longer still, and stopped with
weights 0.008 from the optimum)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import chain

import numpy as np

from rulebot.understanding.learned.linear import LinearModel
from rulebot.understanding.learned.names import FeatureNames

MIN_COUNT = 2  # a feature seen in fewer training questions is left out


def fit(
    name: str,
    rows: Sequence[Sequence[str]],
    labels: Sequence[str],
    texts: Sequence[str] = (),
    *,
    c: float = 10.0,
    min_count: int = MIN_COUNT,
    max_iter: int = 100,
    tol: float = 1e-7,
    balanced: bool = False,
    default: str | None = None,
) -> LinearModel:
    """A multinomial logistic regression over binary idf-weighted features; examples of
    one label (or none: `default`) give a model that always decides it."""
    from scipy.sparse import csr_matrix
    from threadpoolctl import threadpool_limits

    from rulebot.understanding.learned.newton import solve

    unique = [list(dict.fromkeys(row)) for row in rows]  # each once, first seen first
    counts = Counter(chain.from_iterable(unique))
    kept = sorted(f for f, n in counts.items() if n >= min_count)
    names = FeatureNames.of(kept)
    idf = np.log((1 + len(rows)) / (1 + np.array([counts[f] for f in kept], dtype=np.float64)))
    idf = (idf + 1.0).astype(np.float32)
    probe = LinearModel(
        name, (), names, idf, np.zeros((len(kept), 1), np.float32), np.zeros(1, np.float32)
    )
    rank = dict.fromkeys(counts, -1)  # a name's row, as `names.rows` finds it; -1: left out
    rank.update(zip(kept, range(len(kept)), strict=True))
    found = np.fromiter(map(rank.__getitem__, chain.from_iterable(unique)), np.int32)
    ends = np.cumsum([len(row) for row in unique]).tolist()
    indices, data = [], []
    for start, end in zip([0, *ends], ends, strict=False):
        known = found[start:end]
        idx, values = probe.weighted(known[known >= 0])
        indices.append(idx)
        data.append(values)
    indptr = np.cumsum([0, *(len(idx) for idx in indices)])
    matrix = csr_matrix(
        (
            np.concatenate([np.zeros(0, np.float32), *data]),
            np.concatenate([np.zeros(0, np.int32), *indices]),
            indptr.astype(np.int32),
        ),
        shape=(len(rows), len(kept)),
    )
    classes = tuple(sorted(set(labels))) or ((default,) if default else ())
    y = np.array([classes.index(label) for label in labels], dtype=np.int64)
    if len(classes) < 2:  # nothing to tell apart: the one label, always
        if not classes:
            raise ValueError(f"{name}: no labelled example to learn from")
        return LinearModel(
            name=name,
            classes=classes,
            names=names,
            idf=idf,
            coef=np.zeros((len(kept), 1), np.float32),
            intercept=np.zeros(1, np.float32),
            texts=tuple(texts),
            labels=y.astype(np.int32),
            rows=(matrix.indptr.astype(np.int32), matrix.data, matrix.indices.astype(np.int32)),
        )
    weights = np.ones(len(y))
    if balanced:  # each class weighs as much in all: n / (classes * its count)
        weights = (len(y) / (len(classes) * np.bincount(y)))[y]
    with threadpool_limits(1):
        if len(classes) == 2:  # one weight vector: the softmax of (0, w.x + b) is the sigmoid
            # a binomial fit with C is the multinomial one with C / 2: w = w1 - w0 (the
            # penalty of the pair is half that of their difference at the optimum)
            pair, pair_b = solve(matrix, y, 2, weights, c / 2, tol, max_iter)
            coef = np.vstack([np.zeros(len(kept)), pair[:, 1] - pair[:, 0]]).T
            intercept = np.array([0.0, pair_b[1] - pair_b[0]])
        else:
            coef, intercept = solve(matrix, y, len(classes), weights, c, tol, max_iter)
    return LinearModel(
        name=name,
        classes=classes,
        names=names,
        idf=idf,
        coef=np.ascontiguousarray(coef, dtype=np.float32),
        intercept=intercept.astype(np.float32),
        texts=tuple(texts),
        labels=y.astype(np.int32),
        rows=(
            matrix.indptr.astype(np.int32),
            matrix.data.astype(np.float32),
            matrix.indices.astype(np.int32),
        ),
    )
