"""The word embeddings read by row from their .npy file: the rows numpy holds, any shape of
ids, and a clear error for what is no table of rows."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rulebot.npyrows import NpyRows
from rulebot.retrieval.word_rows import WordRows


@pytest.fixture
def table(tmp_path: Path) -> tuple[Path, np.ndarray]:
    rows = np.random.default_rng(7).standard_normal((50, 6)).astype(np.float32)
    np.save(tmp_path / "words.npy", rows)
    return tmp_path / "words.npy", rows


@pytest.mark.parametrize(
    "ids",
    [[3], [0, 49, 3, 3], [[1, 2, 0], [2, 2, 49]], []],
    ids=["one", "repeated", "a padded batch", "none"],
)
def test_the_rows_are_those_of_the_table(table: tuple[Path, np.ndarray], ids: list[int]) -> None:
    path, rows = table
    wanted = np.array(ids, dtype=np.int64)
    found = WordRows(path).rows(wanted)
    assert found.dtype == np.float32 and found.shape == (*wanted.shape, 6)
    assert np.array_equal(found, rows[wanted])


def test_rows_kept_are_the_rows_read_again(table: tuple[Path, np.ndarray]) -> None:
    """A table that keeps its rows answers as one that reads each time, asked twice."""
    path, rows = table
    kept, read = NpyRows(path, keep=True), NpyRows(path)
    for ids in ([3, 7, 3], [[7, 0], [49, 3]], [], [0, 1, 2, 7]):
        wanted = np.array(ids, dtype=np.int64)
        found = kept.rows(wanted)
        assert found.shape == read.rows(wanted).shape == (*wanted.shape, 6)
        assert np.array_equal(found, read.rows(wanted)) and np.array_equal(found, rows[wanted])
    assert int(kept._read.sum()) == 6  # each row read once: 0, 1, 2, 3, 7, 49


@pytest.mark.parametrize("token", [-1, 50])
def test_an_id_outside_the_table_is_refused(table: tuple[Path, np.ndarray], token: int) -> None:
    with pytest.raises(ValueError, match="outside the 50 rows"):
        WordRows(table[0]).rows(np.array([1, token], dtype=np.int64))


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (np.zeros((4, 3), dtype=np.float64), "not float32 rows"),
        (np.zeros(4, dtype=np.float32), "not float32 rows"),
        (None, "not a saved table"),
    ],
)
def test_a_file_that_is_no_table_of_rows_is_refused(
    tmp_path: Path, content: np.ndarray | None, message: str
) -> None:
    path = tmp_path / "words.npy"
    if content is None:
        path.write_bytes(b"not numpy at all")
    else:
        np.save(path, content)
    with pytest.raises(ValueError, match=message):
        WordRows(path)


def test_a_table_shorter_than_its_header_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "words.npy"
    np.save(path, np.ones((4, 3), dtype=np.float32))
    path.write_bytes(path.read_bytes()[:-5])
    with pytest.raises(ValueError, match="does not hold the 4 rows it announces"):
        WordRows(path)
