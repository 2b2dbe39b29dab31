"""Fitting a `LinearModel` from labelled feature lists (scikit-learn, build time only).

Deterministic: features are sorted into a vocabulary, rows keep their order, the solver
(newton-cg) has no randomness, and the linear algebra runs on one thread (OpenBLAS splits
its sums by the number of cores); the same examples give the same weights.

Converged: the solver runs until no component of the gradient exceeds ``tol``, so the
weights are the optimum of the (strictly convex) regularised loss and not wherever a loose
tolerance stopped. Stopped early, the same examples in another order changed 23 of 5,465
held-out intents, and a small change of the reading's features moved a held-out set by up
to 9 items: noise that hid whether a change of the reading helped. Converged, reordering
changes none. Newton's method gets there in 9 to 15 steps (1.4 s for the intents, 10 s
for the entries); lbfgs took 10 times longer, stopped on its relative decrease with
weights still 0.008 from the optimum, and its OpenBLAS threads, spinning for a core a
shared machine did not give them, made it 5 to 10 times slower again."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

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
    from sklearn.linear_model import LogisticRegression
    from threadpoolctl import threadpool_limits

    counts = Counter(f for row in rows for f in set(row))
    kept = sorted(f for f, n in counts.items() if n >= min_count)
    names = FeatureNames.of(kept)
    idf = np.log((1 + len(rows)) / (1 + np.array([counts[f] for f in kept], dtype=np.float64)))
    idf = (idf + 1.0).astype(np.float32)
    probe = LinearModel(
        name, (), names, idf, np.zeros((len(kept), 1), np.float32), np.zeros(1, np.float32)
    )
    rank = {name: at for at, name in enumerate(kept)}  # a name's row, as `names.rows` finds it
    indptr, indices, data = [0], [], []
    for row in rows:
        known = dict.fromkeys(rank[f] for f in row if f in rank)  # each once, first seen first
        idx, weights = probe.weighted(np.fromiter(known, np.int32, len(known)))
        indices.extend(idx.tolist())
        data.extend(weights.tolist())
        indptr.append(len(indices))
    matrix = csr_matrix(
        (np.array(data, np.float32), np.array(indices, np.int32), np.array(indptr, np.int32)),
        shape=(len(rows), len(kept)),
    )
    classes = tuple(sorted(set(labels))) or ((default,) if default else ())
    y = np.array([classes.index(label) for label in labels], dtype=np.int32)
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
            labels=y,
            rows=(matrix.indptr.astype(np.int32), matrix.data, matrix.indices.astype(np.int32)),
        )
    model = LogisticRegression(
        C=c,
        solver="newton-cg",
        max_iter=max_iter,
        tol=tol,
        class_weight="balanced" if balanced else None,
    )
    with threadpool_limits(1):
        model.fit(matrix, y)
    coef, intercept = model.coef_, model.intercept_
    if len(classes) == 2:  # one weight vector: the softmax of (0, w.x + b) is the same sigmoid
        coef = np.vstack([np.zeros_like(coef[0]), coef[0]])
        intercept = np.array([0.0, intercept[0]])
    return LinearModel(
        name=name,
        classes=classes,
        names=names,
        idf=idf,
        coef=np.ascontiguousarray(coef.T, dtype=np.float32),
        intercept=intercept.astype(np.float32),
        texts=tuple(texts),
        labels=y.astype(np.int32),
        rows=(
            matrix.indptr.astype(np.int32),
            matrix.data.astype(np.float32),
            matrix.indices.astype(np.int32),
        ),
    )
