"""Rows of a float32 table saved by ``numpy.save``, read by position with ``pread``,
never mapped into memory nor read whole.

The kernel maps a file's page cache in large folios: a mapped table makes about 800 KB
resident for every row touched, and a table read whole is resident whole. A question
needs a few rows of a few large tables (the model's word embeddings, ``retrieval``; the
learned entry decision's weights, ``understanding.learned``): each costs its own bytes.
"""

from __future__ import annotations

import mmap
import os
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from numpy.lib import format as npy

Matrix = npt.NDArray[np.float32]
_HEADERS = {(1, 0): npy.read_array_header_1_0, (2, 0): npy.read_array_header_2_0}


class NpyRows:
    """Rows of a (rows, dim) float32 table saved by ``numpy.save``, read by position.

    With ``keep``, a row read once is kept: the table is allocated whole but never touched
    (no memory until written), and each row read is written into it, so that a row asked
    again (a word feature common to many questions) costs no read; the memory grows with
    the rows read, up to the table's size."""

    def __init__(self, path: Path, keep: bool = False) -> None:
        self.path = path
        self.keep = keep
        # Held open for the reader's life: a rebuild that replaces the folder cannot take
        # the file away from a running process.
        self._file = open(path, "rb", buffering=0)  # noqa: SIM115
        try:
            version = npy.read_magic(self._file)
            shape, fortran, dtype = _HEADERS[version](self._file)
        except (KeyError, ValueError) as error:
            self._file.close()
            raise ValueError(f"{path.name} is not a saved table of float32 rows") from error
        if len(shape) != 2 or fortran or dtype != np.dtype("<f4"):
            self._file.close()
            raise ValueError(f"{path.name} holds {dtype} {shape}, not float32 rows")
        self.count, self.dim = int(shape[0]), int(shape[1])
        self._start = self._file.tell()
        self._size = self.dim * 4
        if os.fstat(self._file.fileno()).st_size != self._start + self.count * self._size:
            self._file.close()
            raise ValueError(f"{path.name} does not hold the {self.count} rows it announces")
        if keep:
            self._kept = _untouched((self.count, self.dim))
            self._read = np.zeros(self.count, dtype=bool)

    def rows(self, ids: npt.NDArray[np.integer[Any]]) -> Matrix:
        """The rows of ``ids`` (any shape), shaped ``(*ids.shape, dim)``."""
        flat = ids.ravel()
        if flat.size and (int(flat.min()) < 0 or int(flat.max()) >= self.count):
            raise ValueError(f"a row outside the {self.count} rows of {self.path.name}")
        if self.keep:
            wanted = np.unique(flat)
            missing = wanted[~self._read[wanted]]
            self._kept[missing] = self._read_rows(missing.tolist())
            self._read[missing] = True
            kept: Matrix = self._kept[flat].reshape(*ids.shape, self.dim)
            return kept
        wanted, where = np.unique(flat, return_inverse=True)
        return self._read_rows(wanted.tolist())[where].reshape(*ids.shape, self.dim)

    def _read_rows(self, ids: list[int]) -> Matrix:
        found = np.empty((len(ids), self.dim), dtype=np.float32)
        handle = self._file.fileno()
        for row, at in enumerate(ids):
            data = os.pread(handle, self._size, self._start + at * self._size)
            if len(data) != self._size:
                raise ValueError(f"{self.path.name} ends before row {at}")
            found[row] = np.frombuffer(data, dtype=np.float32)
        return found

    def whole(self) -> Matrix:
        """Every row (to save the table again)."""
        return self.rows(np.arange(self.count))

    def close(self) -> None:
        self._file.close()


def _untouched(shape: tuple[int, int]) -> Matrix:
    """A float32 table in anonymous memory that only the pages written make resident: not
    numpy's allocator, which asks large arrays for huge pages (2 MB resident for the first
    row written, the whole of a 4 MB table for a few rows)."""
    size = shape[0] * shape[1] * 4
    if not size:
        return np.empty(shape, dtype=np.float32)
    memory = mmap.mmap(-1, size)
    if hasattr(mmap, "MADV_NOHUGEPAGE"):
        memory.madvise(mmap.MADV_NOHUGEPAGE)
    return np.frombuffer(memory, dtype=np.float32).reshape(shape)
