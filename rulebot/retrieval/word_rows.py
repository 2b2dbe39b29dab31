"""The model's word embeddings, apart from the ONNX graph: a question's rows are read from
their ``.npy`` file by position (``rulebot.npyrows``), never mapped into memory.

onnxruntime maps a graph's weights from their file, and the kernel maps a file's page cache
in large folios: every token id of a question made about 800 KB of the 47 MB table
resident (11 MB for a question of 14 tokens). Read here, a row costs its 1.5 KB. The export
takes the rows as its input ``word_vectors`` where its first Gather took the table
(``onnx_export``): the same numbers, so the same vectors, bit for bit.
"""

from __future__ import annotations

import os

import numpy as np

from rulebot.npyrows import Matrix, NpyRows

WORD_VECTORS = "word_vectors"  # the export's input that takes the rows


class WordRows(NpyRows):
    """The (tokens, dim) word embeddings of an export, a question's rows read by token id."""

    def table(self) -> Matrix:
        """Every row, read at once: for encoding many texts (an index build's 57,000
        tokens: one read of 47 MB instead of a read of each text's rows)."""
        size = self.count * self.dim * 4
        data = os.pread(self._file.fileno(), size, self._start)
        if len(data) != size:
            raise ValueError(f"{self.path.name} ends before its last row")
        return np.frombuffer(data, dtype=np.float32).reshape(self.count, self.dim)
