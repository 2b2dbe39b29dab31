"""Vector indexes behind one small protocol: FAISS (the real one) and numpy (the oracle).

An index is built and saved with FAISS; a saved one is read by ``read_flat`` into a
``FlatIndex`` (numpy, the same file format): asking a question never imports faiss (13 MB
of a cold process's memory) for what is one product of the question with 1,600 rows.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

Scores = npt.NDArray[np.float32]
Ids = npt.NDArray[np.int64]


class VectorIndex(Protocol):
    """Inner-product search over L2-normalised float32 rows; ids are insertion positions."""

    dim: int

    def add(self, vectors: npt.ArrayLike) -> None: ...

    def search(self, queries: npt.ArrayLike, k: int) -> tuple[Scores, Ids]: ...

    def scores(self, queries: npt.ArrayLike) -> Scores:
        """Every row's score for each query, in row order: (queries, rows)."""
        ...

    def save(self, path: Path) -> None: ...

    def load(self, path: Path) -> None: ...

    def __len__(self) -> int: ...


def _as_rows(vectors: npt.ArrayLike, dim: int) -> npt.NDArray[np.float32]:
    rows = np.ascontiguousarray(np.atleast_2d(np.asarray(vectors, dtype=np.float32)))
    if rows.size == 0:
        return np.zeros((0, dim), dtype=np.float32)
    if rows.ndim != 2 or rows.shape[1] != dim:
        raise ValueError(f"expected vectors of dimension {dim}, got shape {rows.shape}")
    return rows


class NumpyIndex:
    """Brute force: every query against every row; ties broken by the lower id."""

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self._rows = np.zeros((0, dim), dtype=np.float32)

    def add(self, vectors: npt.ArrayLike) -> None:
        self._rows = np.concatenate([self._rows, _as_rows(vectors, self.dim)])

    def search(self, queries: npt.ArrayLike, k: int) -> tuple[Scores, Ids]:
        query_rows = _as_rows(queries, self.dim)
        top = min(k, len(self))
        all_scores = self.scores(query_rows)
        ids = np.zeros((len(query_rows), top), dtype=np.int64)
        for q, row in enumerate(all_scores):
            ids[q] = np.argsort(-row, kind="stable")[:top]  # ties: the lower id first
        scores = np.take_along_axis(all_scores, ids, axis=1).astype(np.float32)
        return scores, ids

    def scores(self, queries: npt.ArrayLike) -> Scores:
        # einsum's own loops, not BLAS: a product of one row with 1,600 takes 0.1 ms on one
        # core, while OpenBLAS would spread it over every core and leave its threads
        # spinning, taking the cores the query encoder runs on next (under load: 6 ms for
        # the product, and the encoder's 7 ms doubled)
        out: Scores = np.einsum("qd,nd->qn", _as_rows(queries, self.dim), self._rows)
        return out

    def save(self, path: Path) -> None:
        with open(path, "wb") as handle:
            np.save(handle, self._rows, allow_pickle=False)

    def load(self, path: Path) -> None:
        rows = np.load(path, allow_pickle=False)
        self.dim = int(rows.shape[1])
        self._rows = _as_rows(rows, self.dim)

    def __len__(self) -> int:
        return int(self._rows.shape[0])


class FaissIndex:
    """FAISS ``IndexFlatIP``: exact inner product, i.e. cosine on normalised vectors."""

    def __init__(self, dim: int) -> None:
        import faiss

        self.dim = dim
        self._index: Any = faiss.IndexFlatIP(dim)

    def add(self, vectors: npt.ArrayLike) -> None:
        rows = _as_rows(vectors, self.dim)
        if len(rows):
            self._index.add(rows)

    def search(self, queries: npt.ArrayLike, k: int) -> tuple[Scores, Ids]:
        query_rows = _as_rows(queries, self.dim)
        top = min(k, len(self))
        if top == 0 or len(query_rows) == 0:
            return (
                np.zeros((len(query_rows), top), dtype=np.float32),
                np.zeros((len(query_rows), top), dtype=np.int64),
            )
        scores, ids = self._index.search(query_rows, top)
        return np.asarray(scores, dtype=np.float32), np.asarray(ids, dtype=np.int64)

    def scores(self, queries: npt.ArrayLike) -> Scores:
        found, ids = self.search(queries, len(self))
        out = np.zeros((len(found), len(self)), dtype=np.float32)
        np.put_along_axis(out, ids, found, axis=1)
        return out

    def save(self, path: Path) -> None:
        import faiss

        faiss.write_index(self._index, str(path))

    def load(self, path: Path) -> None:
        import faiss

        self._index = faiss.read_index(str(path))
        self.dim = int(self._index.d)

    def __len__(self) -> int:
        return int(self._index.ntotal)


# The header of a FAISS IndexFlatIP file (faiss/impl/index_write.cpp): "IxFI", the
# dimension, the row count, two unused fields, is_trained, the metric, the count of floats.
_FLAT_HEADER = np.dtype(
    [
        ("fourcc", "S4"),
        ("dim", "<i4"),
        ("ntotal", "<i8"),
        ("unused", "<i8", 2),
        ("trained", "u1"),
        ("metric", "<i4"),
        ("size", "<u8"),
    ]
)
_INNER_PRODUCT = 0  # faiss.METRIC_INNER_PRODUCT


class FlatIndex(NumpyIndex):
    """A ``NumpyIndex`` saved and loaded in the file format of FAISS's ``IndexFlatIP`` (what
    ``FaissIndex.save`` writes), without faiss."""

    def save(self, path: Path) -> None:
        header = np.zeros(1, _FLAT_HEADER)
        header["fourcc"], header["dim"], header["ntotal"] = b"IxFI", self.dim, len(self)
        header["unused"], header["trained"] = 1 << 20, 1  # as faiss writes them
        header["metric"], header["size"] = _INNER_PRODUCT, self._rows.size
        with open(path, "wb") as handle:
            handle.write(header.tobytes())
            handle.write(np.ascontiguousarray(self._rows, dtype="<f4").tobytes())

    def load(self, path: Path) -> None:
        """ValueError if the file is not an inner-product flat index whole."""
        with open(path, "rb") as handle:
            found = np.fromfile(handle, _FLAT_HEADER, count=1)
            if len(found) != 1:
                raise ValueError(f"{path.name} is too short for a FAISS index")
            header = found[0]
            dim, total = int(header["dim"]), int(header["ntotal"])
            if header["fourcc"] != b"IxFI" or int(header["metric"]) != _INNER_PRODUCT:
                raise ValueError(f"{path.name} is not a FAISS inner-product flat index")
            if dim <= 0 or total < 0 or int(header["size"]) != dim * total:
                raise ValueError(f"{path.name}: its header does not add up")
            rows = np.fromfile(handle, "<f4", count=dim * total)
            if rows.size != dim * total or handle.read(1):
                raise ValueError(f"{path.name} does not hold the {total} rows its header says")
        self.dim = dim
        self._rows = rows.reshape(total, dim)


def read_flat(path: Path) -> FlatIndex:
    """The index ``FaissIndex.save`` wrote at ``path``, read without faiss."""
    index = FlatIndex(1)
    index.load(path)
    return index
