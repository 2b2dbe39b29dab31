"""The query encoder without torch: the index's ONNX export run by onnxruntime; a question
tokenized in Python (``wordpiece``: the same ids, without loading ``tokenizers``), a batch
or a question of other characters by ``tokenizers``; the word embeddings' rows read from
their file (``word_rows``).

The export (``onnx_export.py``) holds the transformer, the mean pooling and the L2
normalisation, so a row out of it is the sentence-transformers vector of the text (a test
checks cosine >= 0.9999 on the golden questions). A batch is padded to its longest text,
never to a fixed length: the model's own tokenizer.json pads to 128 tokens, eight times the
work of a ten-word question.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from rulebot.retrieval.embedders import Matrix, normalise_rows
from rulebot.retrieval.word_rows import WORD_VECTORS, WordRows
from rulebot.retrieval.wordpiece import WordPiece

_FEEDS = ("input_ids", "attention_mask", "token_type_ids")
BATCH_SIZE = 16  # texts per run when encoding many (sorted by length, little padding)
Progress = Callable[[int, int], None]  # (texts done, texts in all)
Busy = Callable[[], bool]  # whether another process of ours still takes a core
Batch = npt.NDArray[np.intp]  # the positions of a batch's texts
POLL = 0.05  # seconds between two looks at whether the other process is done


class OnnxEmbedder:
    """Texts to L2-normalised rows with an exported model; loaded on first use."""

    def __init__(
        self,
        model: Path,
        tokenizer: Path,
        name: str,
        dim: int,
        max_length: int,
        threads: int = 1,
        workers: int = 1,
        words: Path | None = None,
        batch_size: int = BATCH_SIZE,
    ) -> None:
        """``model``: the .onnx file (its weights beside it); ``threads``: onnxruntime's intra-op
        threads (0: one per core); ``workers``: batches run at once when encoding many
        texts (an index build: one per core, each on one thread, spends less CPU than one
        batch on every core); ``words``: the word embeddings' file, when the graph takes
        their rows as its input (``word_rows``); ``batch_size``: texts per run when encoding
        many (1 for a quantised export, whose vectors depend on what shares a run)."""
        self.model = model
        self.tokenizer_path = tokenizer
        self.words_path = words
        self._name = name
        self._dim = dim
        self.max_length = max_length
        self.threads = threads
        self.workers = workers
        self.batch_size = max(1, batch_size)
        self._session: Any = None
        self._tokenizer: Any = None  # the tokenizers library's: loaded on first use
        self._wordpiece: WordPiece | None = None  # a question's tokenizer, when it can be
        self._words: WordRows | None = None
        self._inputs: tuple[str, ...] = ()
        self._rows: tuple[int, ...] = ()  # which of ids, mask, types each input takes
        self._output: list[str] = []
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return self._name

    @property
    def dim(self) -> int:
        return self._dim

    @property
    def loaded(self) -> bool:
        return self._session is not None

    def load(self) -> None:
        """Open the session and the tokenizer now (once, even from two threads)."""
        with self._lock:
            if self._session is None:
                self._wordpiece = WordPiece.of(self.tokenizer_path, self.max_length)
                if self._wordpiece is None:
                    self._tokenizer = _tokenizer(self.tokenizer_path, self.max_length)
                session = _session(self.model, self.threads)
                inputs = tuple(i.name for i in session.get_inputs())
                if WORD_VECTORS in inputs:
                    if self.words_path is None:
                        raise ValueError(f"{self.model.name} takes word rows: no file given")
                    self._words = WordRows(self.words_path)
                self._inputs = tuple(name for name in inputs if name != WORD_VECTORS)
                self._rows = tuple(_FEEDS.index(name) for name in self._inputs)
                self._output = [session.get_outputs()[0].name]
                self._session = session

    def encode(
        self, texts: Sequence[str], progress: Progress | None = None, busy: Busy | None = None
    ) -> Matrix:
        """The rows of ``texts``; ``busy``: while it says another process of ours takes a
        core (the learned decisions being trained beside an index build), the texts are
        run on one thread, on ``workers`` once it is done."""
        if not texts:
            return np.zeros((0, self._dim), dtype=np.float32)
        self.load()
        if len(texts) == 1:  # a question: no batch to sort, pad or spread over threads
            return normalise_rows(self._one(texts[0]))
        if self.batch_size == 1:  # each text alone, as a question is (the same ids and rows:
            # tokenized together by the library, the word rows taken from the table read whole)
            encodings = self._library().encode_batch(list(texts))
            table = self._words.table() if self._words is not None else None
            batches = [np.array([i]) for i in range(len(texts))]

            def run(rows: Batch) -> tuple[Batch, Matrix]:
                encoding = encodings[int(rows[0])]
                ids = encoding.ids, encoding.attention_mask, encoding.type_ids
                return rows, self._alone(np.array(ids, np.int64), table)

        else:
            encodings = self._library().encode_batch(list(texts))
            lengths = np.array([len(e.ids) for e in encodings])
            order = np.argsort(lengths, kind="stable")
            size = self.batch_size
            batches = [order[start : start + size] for start in range(0, len(order), size)]

            def run(rows: Batch) -> tuple[Batch, Matrix]:
                return rows, self._run([encodings[i] for i in rows], int(lengths[rows].max()))

        out = np.zeros((len(texts), self._dim), dtype=np.float32)
        done = 0
        for rows, vectors in self._map(run, batches, busy):
            out[rows] = vectors
            done += len(rows)
            if progress is not None:
                progress(done, len(texts))
        return normalise_rows(out)

    def _library(self) -> Any:
        """The tokenizers library's tokenizer: a batch, or a text ``WordPiece`` cannot read."""
        if self._tokenizer is None:
            with self._lock:
                if self._tokenizer is None:
                    self._tokenizer = _tokenizer(self.tokenizer_path, self.max_length)
        return self._tokenizer

    def _map(
        self, run: Callable[[Batch], Any], batches: list[Batch], busy: Busy | None = None
    ) -> Iterator[Any]:
        """``run`` over the batches: side by side on ``workers`` threads (onnxruntime
        releases the GIL), or in this thread for a question (no pool to start); with
        ``busy``, in the order they are done, the threads past the first waiting until it
        says no."""
        if self.workers <= 1 or len(batches) <= 1:
            yield from map(run, batches)
        elif busy is None:
            with ThreadPoolExecutor(self.workers) as pool:
                yield from pool.map(run, batches)
        else:
            yield from _spread(run, batches, self.workers, busy)

    def _one(self, text: str) -> Matrix:
        """One text's row: its ids, mask and token types as they come (no padding)."""
        encoded = self._wordpiece.encode(text) if self._wordpiece is not None else None
        if encoded is None:  # a text of characters the Python tokenizer is not checked on
            encoding = self._library().encode(text)
            encoded = encoding.ids, encoding.attention_mask, encoding.type_ids
        return self._alone(np.array(encoded, np.int64))

    def _alone(self, rows: npt.NDArray[np.int64], table: Matrix | None = None) -> Matrix:
        """The row of one text's (ids, mask, token types); its word rows read by id, or
        taken from the whole ``table``."""
        named = zip(self._inputs, self._rows, strict=True)
        feeds: dict[str, npt.NDArray[Any]] = {name: rows[row : row + 1] for name, row in named}
        if self._words is not None:
            ids = rows[0:1]
            feeds[WORD_VECTORS] = table[ids] if table is not None else self._words.rows(ids)
        return np.asarray(self._session.run(self._output, feeds)[0], dtype=np.float32)

    def _run(self, encodings: Sequence[Any], width: int) -> Matrix:
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        types = np.zeros_like(ids)
        for row, encoding in enumerate(encodings):
            size = len(encoding.ids)
            ids[row, :size] = encoding.ids
            mask[row, :size] = encoding.attention_mask
            types[row, :size] = encoding.type_ids
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
        fed: dict[str, npt.NDArray[Any]] = {name: feeds[name] for name in self._inputs}
        if self._words is not None:
            fed[WORD_VECTORS] = self._words.rows(ids)
        vectors = self._session.run(None, fed)[0]
        return np.asarray(vectors, dtype=np.float32)


def _spread(
    run: Callable[[Batch], Any], batches: list[Batch], workers: int, busy: Busy
) -> Iterator[Any]:
    """``run`` over the batches by ``workers`` threads taking the next one in turn, all but
    the first only once ``busy()`` is false: two threads beside another process on two
    cores would slow it (three threads sharing two cores) for little more work done."""
    left = iter(batches)
    lock = threading.Lock()
    done: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
    stop = threading.Event()

    def work(first: bool) -> None:
        try:
            while not first and busy() and not stop.wait(POLL):
                pass
            while not stop.is_set():
                with lock:
                    batch = next(left, None)
                if batch is None:
                    return
                done.put((True, run(batch)))
        except BaseException as error:  # raised where the results are read
            done.put((False, error))

    with ThreadPoolExecutor(workers) as pool:
        for n in range(workers):
            pool.submit(work, n == 0)
        try:
            for _ in batches:
                ok, found = done.get()
                if not ok:
                    raise found
                yield found
        finally:
            stop.set()


def _tokenizer(path: Path, max_length: int) -> Any:
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.no_padding()  # padded per batch by ``_run``, to the longest text
    tokenizer.enable_truncation(max_length=max_length)
    return tokenizer


def _session(model: Path, threads: int) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads if threads > 0 else (os.cpu_count() or 1)
    options.inter_op_num_threads = 1
    # Threads that wait for work sleep instead of spinning: on a shared machine a spinning
    # thread takes a core from the one doing the work (two threads, under load: 13 ms of
    # CPU per question spinning, 7 ms not). One thread (the default) has no pool.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = 3  # errors only: no warnings about unused initialisers
    return onnxruntime.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
