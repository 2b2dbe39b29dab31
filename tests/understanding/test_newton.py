"""The learned decisions' solver (`learned/newton.py`) against scikit-learn's
LogisticRegression, the oracle: the same optimum on random problems, with rows and
columns written twice (which the solver merges), balanced weights, and two classes."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression

from rulebot.understanding.learned.newton import solve
from rulebot.understanding.learned.train import fit


@st.composite
def problems(draw: st.DrawFn) -> tuple[csr_matrix, np.ndarray, int, np.ndarray, float]:
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    classes = draw(st.integers(3, 5))
    rows, features = draw(st.integers(8, 30)), draw(st.integers(3, 12))
    dense = (rng.random((rows, features)) < 0.35) * rng.uniform(0.5, 2.0, features)
    dense = np.hstack([dense, dense[:, : draw(st.integers(0, 3))]])  # columns written twice
    twice = draw(st.integers(0, 5))
    dense = np.vstack([dense, dense[:twice]])  # rows written twice...
    y = rng.integers(0, classes, len(dense))
    y[:classes] = np.arange(classes)  # every class seen
    y[rows : rows + twice] = rng.integers(0, classes, twice)  # ...with a label of their own
    norms = np.linalg.norm(dense, axis=1, keepdims=True)
    dense = np.divide(dense, norms, out=np.zeros_like(dense), where=norms > 0)
    weights = rng.uniform(0.5, 2.0, len(y)) if draw(st.booleans()) else np.ones(len(y))
    c = draw(st.sampled_from([0.3, 3.0, 30.0]))
    return csr_matrix(dense.astype(np.float32)), y, classes, weights, c


def _softmax(scores: np.ndarray) -> np.ndarray:
    exp = np.exp(scores - scores.max(axis=1, keepdims=True))
    return exp / exp.sum(axis=1, keepdims=True)


@settings(max_examples=30)
@given(problems())
def test_the_optimum_is_scikit_learns(problem) -> None:  # type: ignore[no-untyped-def]
    matrix, y, classes, weights, c = problem
    coef, intercept = solve(matrix, y, classes, weights, c, tol=1e-10)
    oracle = LogisticRegression(C=c, solver="newton-cg", tol=1e-10, max_iter=1000)
    oracle.fit(matrix.astype(np.float64), y, sample_weight=weights)
    assert np.allclose(coef, oracle.coef_.T, atol=1e-5)
    dense = matrix.toarray()
    mine = _softmax(dense @ coef + intercept)
    assert np.allclose(mine, oracle.predict_proba(dense), atol=1e-6)


@pytest.mark.parametrize("balanced", [False, True])
def test_two_classes_are_scikit_learns_binomial_fit(balanced: bool) -> None:
    rows = [["a", "b"], ["a", "c"], ["b", "c"], ["a"], ["c", "d"], ["d"], ["b", "d"], ["a", "d"]]
    labels = ["yes", "yes", "no", "yes", "no", "no", "no", "yes"]
    model = fit("pair", rows, labels, min_count=1, balanced=balanced, c=3.0, tol=1e-10)
    oracle = LogisticRegression(
        C=3.0, solver="newton-cg", tol=1e-10, class_weight="balanced" if balanced else None
    )
    dense = np.zeros((len(rows), len(model.names)))
    for at, row in enumerate(rows):
        idx, weights = model.vector(row)
        dense[at, idx] = weights
    oracle.fit(dense, labels)
    assert list(oracle.classes_) == list(model.classes)
    assert np.allclose(model.coef[:, 1] - model.coef[:, 0], oracle.coef_[0], atol=1e-5)
    assert model.intercept[1] - model.intercept[0] == pytest.approx(oracle.intercept_[0], abs=1e-5)


def test_one_class_is_decided_always_and_none_is_refused() -> None:
    model = fit("one", [["a"], ["a", "b"]], ["x", "x"], min_count=1)
    assert model.classes == ("x",) and model.decide(["b"]).label == "x"
    with pytest.raises(ValueError, match="no labelled example"):
        fit("none", [], [], min_count=1)
