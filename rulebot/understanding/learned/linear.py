"""A trained linear decision, read with numpy only: features -> scores -> probabilities,
and the training questions nearest to a question (to explain a decision).

The weights come from `train.fit` (scikit-learn, at build time only); the query path never
imports scikit-learn or scipy. Features are binary, weighted by their idf and L2-normalised,
the same way at training and at query time (`vector`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.float32]
Ints = npt.NDArray[np.int32]


@dataclass(frozen=True)
class Decision:
    """A learned decision: the label chosen, its probability, every label's probability
    (best first), and the training questions nearest to the one decided (for --explain)."""

    label: str
    probability: float
    ranked: tuple[tuple[str, float], ...]
    nearest: tuple[tuple[str, str, float], ...] = ()  # (question, its label, similarity)

    def probability_of(self, label: str) -> float:
        return dict(self.ranked).get(label, 0.0)


@dataclass(frozen=True)
class LinearModel:
    """Weights of a multinomial logistic regression over named binary features."""

    name: str
    classes: tuple[str, ...]
    vocab: dict[str, int]
    idf: Floats
    coef: Floats  # (features, classes)
    intercept: Floats  # (classes,)
    # The training questions, for explanations: their texts, labels and sparse vectors.
    texts: tuple[str, ...] = ()
    labels: Ints | None = None
    rows: tuple[Ints, Floats, Ints] | None = None  # CSR: indptr, data, indices

    def vector(self, feats: Sequence[str]) -> tuple[Ints, Floats]:
        """The known features' indices and weights (idf, L2-normalised)."""
        idx = np.fromiter(
            dict.fromkeys(self.vocab[f] for f in feats if f in self.vocab), dtype=np.int32
        )
        weights = self.idf[idx]
        norm = float(np.sqrt(np.dot(weights, weights))) or 1.0
        return idx, (weights / norm).astype(np.float32)

    def decide(self, feats: Sequence[str], explain: int = 0) -> Decision:
        """The probabilities of every class; with `explain`, that many nearest questions."""
        idx, weights = self.vector(feats)
        scores = self.intercept + weights @ self.coef[idx]
        probs = _softmax(scores)
        order = np.argsort(-probs, kind="stable")
        ranked = tuple((self.classes[i], float(probs[i])) for i in order)
        nearest = self.nearest(idx, weights, explain) if explain else ()
        return Decision(ranked[0][0], ranked[0][1], ranked, nearest)

    def nearest(self, idx: Ints, weights: Floats, k: int) -> tuple[tuple[str, str, float], ...]:
        """The `k` training questions whose vectors are closest (cosine) to this one."""
        if self.rows is None or self.labels is None or not len(self.texts):
            return ()
        indptr, data, indices = self.rows
        query = np.zeros(len(self.vocab), dtype=np.float32)
        query[idx] = weights
        products = data * query[indices]
        sims = np.add.reduceat(np.append(products, 0.0), indptr[:-1]) if len(data) else products
        sims[indptr[:-1] == indptr[1:]] = 0.0
        best = np.argsort(-sims, kind="stable")[:k]
        return tuple(
            (self.texts[i], self.classes[int(self.labels[i])], round(float(sims[i]), 3))
            for i in best
        )

    # -- saving ------------------------------------------------------------------------
    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        arrays: dict[str, npt.NDArray[np.generic]] = {
            "idf": self.idf,
            "coef": self.coef,
            "intercept": self.intercept,
        }
        if self.rows is not None and self.labels is not None:
            arrays.update(
                indptr=self.rows[0], data=self.rows[1], indices=self.rows[2], labels=self.labels
            )
        np.savez(folder / f"{self.name}.npz", **arrays)  # type: ignore[arg-type]
        meta = {
            "classes": list(self.classes),
            "features": list(self.vocab),
            "texts": list(self.texts),
        }
        (folder / f"{self.name}.json").write_text(json.dumps(meta, ensure_ascii=False), "utf-8")

    @classmethod
    def load(cls, folder: Path, name: str) -> LinearModel:
        meta = json.loads((folder / f"{name}.json").read_text("utf-8"))
        with np.load(folder / f"{name}.npz") as arrays:
            rows = None
            labels = None
            if "indptr" in arrays:
                rows = (arrays["indptr"], arrays["data"], arrays["indices"])
                labels = arrays["labels"]
            return cls(
                name=name,
                classes=tuple(meta["classes"]),
                vocab={f: i for i, f in enumerate(meta["features"])},
                idf=arrays["idf"],
                coef=arrays["coef"],
                intercept=arrays["intercept"],
                texts=tuple(meta["texts"]),
                labels=labels,
                rows=rows,
            )


def _softmax(scores: Floats) -> Floats:
    shifted = np.exp(scores - scores.max())
    probs: Floats = (shifted / shifted.sum()).astype(np.float32)
    return probs
