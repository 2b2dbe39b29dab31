"""One suite for every vector index backend; NumpyIndex is the oracle for FaissIndex."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebot.retrieval import FaissIndex, NumpyIndex, VectorIndex
from rulebot.retrieval.embedders import normalise_rows
from rulebot.retrieval.vectors import FlatIndex, read_flat

BACKENDS: dict[str, Callable[[int], VectorIndex]] = {
    "faiss": FaissIndex,
    "numpy": NumpyIndex,
    "flat": FlatIndex,
}


@pytest.fixture(params=sorted(BACKENDS))
def make(request: pytest.FixtureRequest) -> Callable[[int], VectorIndex]:
    return BACKENDS[request.param]


def unit(*rows: list[float]) -> np.ndarray:
    return normalise_rows(np.array(rows, dtype=np.float32))


def test_empty_index_finds_nothing(make: Callable[[int], VectorIndex]) -> None:
    index = make(3)
    scores, ids = index.search(unit([1, 0, 0]), 5)
    assert len(index) == 0
    assert scores.shape == ids.shape == (1, 0)


def test_nearest_first_and_k_capped_at_size(make: Callable[[int], VectorIndex]) -> None:
    index = make(3)
    index.add(unit([1, 0, 0], [0, 1, 0], [1, 1, 0]))
    scores, ids = index.search(unit([1, 0.1, 0]), 10)
    assert len(index) == 3
    assert ids.tolist() == [[0, 2, 1]]
    assert scores.dtype == np.float32
    assert scores[0, 0] == pytest.approx(0.995, abs=1e-3)
    assert list(scores[0]) == sorted(scores[0], reverse=True)


def test_add_appends_and_ids_are_positions(make: Callable[[int], VectorIndex]) -> None:
    index = make(2)
    index.add(unit([1, 0]))
    index.add(unit([0, 1], [-1, 0]))
    _, ids = index.search(unit([-1, 0], [0, 1]), 1)
    assert ids.tolist() == [[2], [1]]


def test_wrong_dimension_is_refused(make: Callable[[int], VectorIndex]) -> None:
    index = make(3)
    with pytest.raises(ValueError, match="expected vectors of dimension 3, got shape"):
        index.add(np.ones((2, 4), dtype=np.float32))


def test_save_load_roundtrip(make: Callable[[int], VectorIndex], tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    vectors = normalise_rows(rng.normal(size=(20, 8)))
    index = make(8)
    index.add(vectors)
    index.save(tmp_path / "vectors.bin")
    again = make(1)
    again.load(tmp_path / "vectors.bin")
    assert len(again) == 20
    assert again.dim == 8
    before, after = index.search(vectors[:3], 5), again.search(vectors[:3], 5)
    np.testing.assert_array_equal(before[1], after[1])
    np.testing.assert_allclose(before[0], after[0])


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    n=st.integers(1, 60),
    dim=st.integers(2, 24),
    k=st.integers(1, 70),
)
def test_faiss_agrees_with_numpy_oracle(seed: int, n: int, dim: int, k: int) -> None:
    rng = np.random.default_rng(seed)
    vectors = normalise_rows(rng.normal(size=(n, dim)))
    queries = normalise_rows(rng.normal(size=(4, dim)))
    oracle, faiss_index = NumpyIndex(dim), FaissIndex(dim)
    oracle.add(vectors)
    faiss_index.add(vectors)
    expected_scores, expected_ids = oracle.search(queries, k)
    scores, ids = faiss_index.search(queries, k)
    assert ids.shape == expected_ids.shape == (4, min(k, n))
    np.testing.assert_allclose(scores, expected_scores, atol=1e-5)
    # Ids agree wherever the oracle's scores are not (near) ties.
    exact = queries @ vectors.T
    for q in range(4):
        for rank, (got, want) in enumerate(zip(ids[q], expected_ids[q], strict=True)):
            gap = np.sort(np.abs(exact[q] - exact[q, want]))[1] if n > 1 else 1.0
            if gap > 1e-5:
                assert got == want, (q, rank)


def test_a_saved_faiss_index_reads_without_faiss(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    vectors = normalise_rows(rng.normal(size=(30, 12)))
    written = FaissIndex(12)
    written.add(vectors)
    written.save(tmp_path / "vectors.faiss")
    read = read_flat(tmp_path / "vectors.faiss")
    assert (len(read), read.dim) == (30, 12)
    scores, ids = read.search(vectors[:4], 30)
    expected_scores, expected_ids = written.search(vectors[:4], 30)
    np.testing.assert_array_equal(ids[:, 0], [0, 1, 2, 3])
    np.testing.assert_allclose(scores, expected_scores, atol=1e-6)
    assert sorted(ids[0]) == sorted(expected_ids[0]) == list(range(30))


@pytest.mark.parametrize("cut", [0, 10, 44, 46, 200])
def test_a_cut_or_foreign_vectors_file_is_refused(tmp_path: Path, cut: int) -> None:
    written = FaissIndex(8)
    written.add(normalise_rows(np.ones((10, 8))))
    written.save(tmp_path / "vectors.faiss")
    whole = (tmp_path / "vectors.faiss").read_bytes()
    (tmp_path / "cut.faiss").write_bytes(whole[:cut])
    (tmp_path / "longer.faiss").write_bytes(whole + b"\0")
    (tmp_path / "other.faiss").write_bytes(b"IxF2" + whole[4:])
    for name in ("cut.faiss", "longer.faiss", "other.faiss"):
        with pytest.raises(ValueError):
            read_flat(tmp_path / name)


def test_faiss_reads_what_flat_index_writes(tmp_path: Path) -> None:
    vectors = normalise_rows(np.random.default_rng(2).normal(size=(9, 5)))
    written = FlatIndex(5)
    written.add(vectors)
    written.save(tmp_path / "vectors.faiss")
    read = FaissIndex(1)
    read.load(tmp_path / "vectors.faiss")
    assert (len(read), read.dim) == (9, 5)
    np.testing.assert_allclose(read.search(vectors, 9)[0], written.search(vectors, 9)[0], atol=1e-6)


def test_scores_are_every_rows_score_in_row_order(make: Callable[[int], VectorIndex]) -> None:
    rng = np.random.default_rng(3)
    vectors = normalise_rows(rng.normal(size=(25, 6)))
    index = make(6)
    index.add(vectors)
    queries = normalise_rows(rng.normal(size=(3, 6)))
    scores = index.scores(queries)
    assert scores.shape == (3, 25)
    assert scores.dtype == np.float32
    np.testing.assert_allclose(scores, queries @ vectors.T, atol=1e-5)
    found, ids = index.search(queries, 25)
    np.testing.assert_array_equal(np.take_along_axis(scores, ids, axis=1), found)
