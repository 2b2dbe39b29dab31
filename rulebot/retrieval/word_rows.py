"""The model's word embeddings, apart from the ONNX graph: a question's rows are read from
their ``.npy`` file by position, never mapped into memory.

onnxruntime maps a graph's weights from their file, and the kernel maps a file's page cache
in large folios: every token id of a question made about 800 KB of the 47 MB table
resident (11 MB for a question of 14 tokens). Read here, a row costs its 1.5 KB. The export
takes the rows as its input ``word_vectors`` where its first Gather took the table
(``onnx_export``): the same numbers, so the same vectors, bit for bit.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import numpy.typing as npt
from numpy.lib import format as npy

WORD_VECTORS = "word_vectors"  # the export's input that takes the rows
Matrix = npt.NDArray[np.float32]
_HEADERS = {(1, 0): npy.read_array_header_1_0, (2, 0): npy.read_array_header_2_0}


class WordRows:
    """Rows of a (tokens, dim) float32 table saved by ``numpy.save``, read by position."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # Held open for the embedder's life: a rebuild that replaces the index folder
        # cannot take the file away from a running process.
        self._file = open(path, "rb", buffering=0)  # noqa: SIM115
        try:
            version = npy.read_magic(self._file)
            shape, fortran, dtype = _HEADERS[version](self._file)
        except (KeyError, ValueError) as error:
            self._file.close()
            raise ValueError(f"{path.name} is not a saved table of word vectors") from error
        if len(shape) != 2 or fortran or dtype != np.dtype("<f4"):
            self._file.close()
            raise ValueError(f"{path.name} holds {dtype} {shape}, not float32 rows")
        self.count, self.dim = int(shape[0]), int(shape[1])
        self._start = self._file.tell()
        self._size = self.dim * 4

    def rows(self, ids: npt.NDArray[np.int64]) -> Matrix:
        """The rows of ``ids`` (any shape), shaped ``(*ids.shape, dim)``."""
        flat = ids.ravel()
        if flat.size and (int(flat.min()) < 0 or int(flat.max()) >= self.count):
            raise ValueError(f"a token id outside the {self.count} rows of {self.path.name}")
        wanted, where = np.unique(flat, return_inverse=True)
        found = np.empty((len(wanted), self.dim), dtype=np.float32)
        handle = self._file.fileno()
        for row, token in enumerate(wanted.tolist()):
            data = os.pread(handle, self._size, self._start + token * self._size)
            if len(data) != self._size:
                raise ValueError(f"{self.path.name} ends before row {token}")
            found[row] = np.frombuffer(data, dtype=np.float32)
        return found[where].reshape(*ids.shape, self.dim)

    def close(self) -> None:
        self._file.close()
