"""The model's word embeddings, apart from the ONNX graph: a question's rows are read from
their ``.npy`` file by position (``rulebot.npyrows``), never mapped into memory.

onnxruntime maps a graph's weights from their file, and the kernel maps a file's page cache
in large folios: every token id of a question made about 800 KB of the 47 MB table
resident (11 MB for a question of 14 tokens). Read here, a row costs its 1.5 KB. The export
takes the rows as its input ``word_vectors`` where its first Gather took the table
(``onnx_export``): the same numbers, so the same vectors, bit for bit.
"""

from __future__ import annotations

from rulebot.npyrows import NpyRows

WORD_VECTORS = "word_vectors"  # the export's input that takes the rows


class WordRows(NpyRows):
    """The (tokens, dim) word embeddings of an export, a question's rows read by token id."""
