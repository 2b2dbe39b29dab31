"""A learned reranking of the fused retriever's top candidates.

A multinomial logistic regression gives each corpus entry a probability from a
question's stemmed words and word bigrams (a French question also through its English
gloss, so both languages share features; scaled by 1/sqrt(their count)) and from the
question's dense vector (the one the retriever searches with, times ``scale``). The ``k``
best fused entries are reordered by ``fused + weight * p(entry)``. It is trained by
``scripts/train_rerank.py`` on readable labelled questions and the corpus phrasings
(data/rerank.json lists its sources) and measured by ``scripts/bench_rerank.py``
(leave-one-source-out cross-validation).

The scores of the ranking do not change, only which entry holds them: the reordered
entries take the fused scores of the places they land on, best first, so the top score
(the confidence that declines out-of-scope questions) is the fused top score.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from rulebot.corpus.stems import stem_words
from rulebot.errors import RulebotError
from rulebot.retrieval.gloss import gloss

FloatArray = npt.NDArray[np.float64]
MODEL_FILE = "rerank.json"
Words = Callable[[str], list[str]]  # a question's content words (``LexicalIndex.words``)


def embedder_id(name: str) -> str:
    """An embedder's name without the folder it is installed in: the packaged model's
    name is its folder, under site-packages, which differs from one machine to another."""
    return name.replace("\\", "/").split("site-packages/")[-1]


class RerankError(RulebotError):
    """The rerank model file is missing, malformed, or names other entries than the corpus."""


def features(question: str, lang: str, words: Words) -> list[str]:
    """A question's features: its stems in its language and their bigrams, and for a
    question outside English the same of its English gloss. Without repeats, in order."""
    readings = [stem_words(words(question), lang)]
    if lang != "en":
        readings.append(stem_words(words(gloss(question)), "en"))
    out: list[str] = []
    for stems in readings:
        out += stems
        out += [f"{a} {b}" for a, b in pairwise(stems)]
    return list(dict.fromkeys(out))


@dataclass(frozen=True)
class RerankModel:
    """Weights per (word feature, entry), per (vector dimension, entry) and a bias per
    entry; ``k`` and ``weight`` as chosen on the cross-validation."""

    entry_ids: tuple[str, ...]
    vocabulary: dict[str, int]
    weights: FloatArray  # (features, entries)
    dense: FloatArray  # (vector dimensions, entries)
    bias: FloatArray  # (entries,)
    scale: float
    k: int
    weight: float
    sources: tuple[str, ...] = ()
    embedder: str = ""  # the name of the embedding model whose vectors it reads

    def probabilities(self, feats: Sequence[str], vector: npt.ArrayLike) -> FloatArray:
        """p(entry | question) for every entry, in ``entry_ids`` order."""
        rows = [self.vocabulary[f] for f in feats if f in self.vocabulary]
        words = self.weights[rows].sum(axis=0) / np.sqrt(max(len(feats), 1))
        own = np.asarray(vector, dtype=np.float64).reshape(-1) * self.scale
        logits = self.bias + words + own @ self.dense
        logits = logits - logits.max()
        exp = np.exp(logits)
        out: FloatArray = exp / exp.sum()
        return out

    def to_json(self, prune: float = 0.0) -> dict[str, object]:
        """The model as plain JSON values, weights rounded to 4 decimals; a word feature's
        weights as [entry position, weight] pairs, those under ``prune`` left out."""
        names = sorted(self.vocabulary, key=self.vocabulary.__getitem__)
        return {
            "entry_ids": list(self.entry_ids),
            "k": self.k,
            "weight": self.weight,
            "scale": self.scale,
            "embedder": self.embedder,
            "sources": list(self.sources),
            "bias": [round(float(b), 4) for b in self.bias],
            "dense": [[round(float(v), 4) for v in row] for row in self.dense],
            "features": {
                name: [
                    [col, round(float(v), 4)]
                    for col, v in enumerate(self.weights[self.vocabulary[name]])
                    if abs(v) >= max(prune, 5e-5)
                ]
                for name in names
                if np.abs(self.weights[self.vocabulary[name]]).max() >= max(prune, 5e-5)
            },
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> RerankModel:
        """The model of ``to_json``; a ``RerankError`` if a field is missing or malformed."""
        try:
            entry_ids = tuple(str(e) for e in data["entry_ids"])  # type: ignore[attr-defined]
            table: dict[str, list[list[float]]] = data["features"]  # type: ignore[assignment]
            names = list(table)
            weights = np.zeros((len(names), len(entry_ids)))
            for row, name in enumerate(names):
                for col, value in table[name]:
                    weights[row, int(col)] = value
            bias = np.array(data["bias"], dtype=np.float64).reshape(len(entry_ids))
            dense = np.array(data["dense"], dtype=np.float64).reshape(-1, len(entry_ids))
            k, weight = int(data["k"]), float(data["weight"])  # type: ignore[call-overload, arg-type]
            scale = float(data["scale"])  # type: ignore[arg-type]
            embedder = str(data["embedder"])
            sources = tuple(str(s) for s in data.get("sources", ()))  # type: ignore[attr-defined]
        except (KeyError, TypeError, ValueError, IndexError) as err:
            raise RerankError(f"malformed rerank model: {err}") from err
        vocabulary = {name: i for i, name in enumerate(names)}
        return cls(entry_ids, vocabulary, weights, dense, bias, scale, k, weight, sources, embedder)

    def aligned(self, entry_ids: Sequence[str], embedder: str | None = None) -> RerankModel:
        """The model for a corpus's entries in its order; a ``RerankError`` if they differ
        or if ``embedder`` (a name) is not the one whose vectors it was trained on."""
        if embedder is not None and embedder_id(embedder) != self.embedder:
            found = embedder_id(embedder)
            raise RerankError(f"stale rerank model: {self.embedder!r} vectors, not {found!r}")
        if set(entry_ids) != set(self.entry_ids):
            extra = sorted(set(entry_ids) ^ set(self.entry_ids))
            raise RerankError(f"stale rerank model: entries differ from the corpus ({extra[:5]})")
        order = [self.entry_ids.index(e) for e in entry_ids]
        return RerankModel(
            tuple(entry_ids),
            self.vocabulary,
            self.weights[:, order],
            self.dense[:, order],
            self.bias[order],
            self.scale,
            self.k,
            self.weight,
            self.sources,
            self.embedder,
        )


def load_model(
    entry_ids: Sequence[str], text: str | None = None, embedder: str | None = None
) -> RerankModel:
    """The packaged model (data/rerank.json), or the one in ``text``, for these entries
    (and for the vectors of ``embedder``, a name, if given)."""
    if text is None:
        try:
            path = resources.files("rulebot.retrieval").joinpath(f"data/{MODEL_FILE}")
            text = path.read_text("utf-8")
        except FileNotFoundError as err:
            raise RerankError(f"no rerank model: data/{MODEL_FILE} is missing") from err
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RerankError(f"malformed rerank model: {err}") from err
    if not isinstance(data, dict):
        raise RerankError("malformed rerank model: not a JSON object")
    return RerankModel.from_json(data).aligned(entry_ids, embedder)


def reranked(
    order: Sequence[int], scores: FloatArray, probabilities: FloatArray, k: int, weight: float
) -> list[tuple[int, float]]:
    """(entry, score) best first: the first ``k`` of ``order`` (entries by fused score,
    best first) reordered by ``score + weight * probability`` (ties keep their order),
    each then given the fused score of its place; the rest as they were."""
    head = list(order[:k])
    moved = sorted(head, key=lambda i: -(float(scores[i]) + weight * float(probabilities[i])))
    places = [float(scores[i]) for i in head]
    rest = [(i, float(scores[i])) for i in order[k:]]
    return list(zip(moved, places, strict=True)) + rest
