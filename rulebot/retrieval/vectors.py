"""Vector indexes behind one small protocol: FAISS (the real one) and numpy (the oracle)."""

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
        all_scores = query_rows @ self._rows.T
        ids = np.zeros((len(query_rows), top), dtype=np.int64)
        for q, row in enumerate(all_scores):
            ids[q] = np.lexsort((np.arange(len(row)), -row))[:top]
        scores = np.take_along_axis(all_scores, ids, axis=1).astype(np.float32)
        return scores, ids

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

    def save(self, path: Path) -> None:
        import faiss

        faiss.write_index(self._index, str(path))

    def load(self, path: Path) -> None:
        import faiss

        self._index = faiss.read_index(str(path))
        self.dim = int(self._index.d)

    def __len__(self) -> int:
        return int(self._index.ntotal)
