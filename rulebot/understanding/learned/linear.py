"""A trained linear decision, read with numpy only: features -> scores -> probabilities,
and the training questions nearest to a question (to explain a decision).

The weights come from `train.fit` (scipy, at build time only); the query path never
imports scikit-learn or scipy. Features are binary, weighted by their idf and L2-normalised,
the same way at training and at query time (`vector`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np
import numpy.typing as npt

from rulebot.npyrows import NpyRows
from rulebot.understanding.learned.names import FeatureNames

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
    names: FeatureNames  # sorted: a feature's row is its rank
    idf: Floats
    # (features, classes); a saved model's are read by row from its .coef.npy, a question's
    # features only (the entry decision's 22k x 48 weights are 4.2 MB; issue 21).
    coef: Floats | NpyRows
    intercept: Floats  # (classes,)
    # The training questions, for explanations: their texts, labels and sparse vectors.
    texts: tuple[str, ...] = ()
    labels: Ints | None = None
    rows: tuple[Ints, Floats, Ints] | None = None  # CSR: indptr, data, indices
    # A saved model's folder: its training questions are read from there on the first
    # explanation, not at load (a question that is not explained never holds them).
    folder: Path | None = None

    def vector(self, feats: Sequence[str]) -> tuple[Ints, Floats]:
        """The known features' indices and weights (idf, L2-normalised)."""
        return self.weighted(self.names.rows(feats))

    def weighted(self, idx: Ints) -> tuple[Ints, Floats]:
        """Features' indices (each once) and their weights: idf, L2-normalised."""
        weights = self.idf[idx]
        norm = float(np.sqrt(np.dot(weights, weights))) or 1.0
        return idx, (weights / norm).astype(np.float32)

    def decide(self, feats: Sequence[str], explain: int = 0) -> Decision:
        """The probabilities of every class; with `explain`, that many nearest questions."""
        idx, weights = self.vector(feats)
        rows = self.coef.rows(idx) if isinstance(self.coef, NpyRows) else self.coef[idx]
        scores = self.intercept + weights @ rows
        probs = _softmax(scores)
        order = np.argsort(-probs, kind="stable")
        ranked = tuple((self.classes[i], float(probs[i])) for i in order)
        nearest = self.nearest(idx, weights, explain) if explain else ()
        return Decision(ranked[0][0], ranked[0][1], ranked, nearest)

    @cached_property
    def _training(self) -> tuple[tuple[str, ...], Ints, tuple[Ints, Floats, Ints]] | None:
        """The training questions' texts, labels and vectors: kept, or read when saved."""
        if self.rows is not None and self.labels is not None and self.texts:
            return self.texts, self.labels, self.rows
        if self.folder is None:
            return None
        try:
            texts = json.loads((self.folder / f"{self.name}.texts.json").read_text("utf-8"))
            with np.load(self.folder / f"{self.name}.rows.npz") as arrays:
                rows = (arrays["indptr"], arrays["data"], arrays["indices"])
                return tuple(texts), arrays["labels"], rows
        except (OSError, ValueError, KeyError):  # gone or damaged: no explanation
            return None

    def nearest(self, idx: Ints, weights: Floats, k: int) -> tuple[tuple[str, str, float], ...]:
        """The `k` training questions whose vectors are closest (cosine) to this one."""
        training = self._training
        if training is None:
            return ()
        texts, labels, (indptr, data, indices) = training
        query = np.zeros(len(self.names), dtype=np.float32)
        query[idx] = weights
        products = data * query[indices]
        sims = np.add.reduceat(np.append(products, 0.0), indptr[:-1]) if len(data) else products
        sims[indptr[:-1] == indptr[1:]] = 0.0
        best = np.argsort(-sims, kind="stable")[:k]
        return tuple(
            (texts[i], self.classes[int(labels[i])], round(float(sims[i]), 3)) for i in best
        )

    # -- saving ------------------------------------------------------------------------
    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        arrays: dict[str, npt.NDArray[np.generic]] = {
            "idf": self.idf,
            "intercept": self.intercept,
            "names": self.names.names,
        }
        np.savez(folder / f"{self.name}.npz", **arrays)  # type: ignore[arg-type]
        coef = self.coef.whole() if isinstance(self.coef, NpyRows) else self.coef
        np.save(folder / f"{self.name}.coef.npy", np.ascontiguousarray(coef, dtype="<f4"))
        meta = {"classes": list(self.classes)}
        (folder / f"{self.name}.json").write_text(json.dumps(meta, ensure_ascii=False), "utf-8")
        training = self._training
        if training is not None:  # apart: read only to explain a decision
            texts, labels, (indptr, data, indices) = training
            rows = {"indptr": indptr, "data": data, "indices": indices, "labels": labels}
            np.savez(folder / f"{self.name}.rows.npz", **rows)  # type: ignore[arg-type]
            text = json.dumps(list(texts), ensure_ascii=False)
            (folder / f"{self.name}.texts.json").write_text(text, "utf-8")

    @classmethod
    def load(cls, folder: Path, name: str) -> LinearModel:
        meta = json.loads((folder / f"{name}.json").read_text("utf-8"))
        with np.load(folder / f"{name}.npz") as arrays:
            names, idf, intercept = arrays["names"], arrays["idf"], arrays["intercept"]
        coef = NpyRows(folder / f"{name}.coef.npy", keep=True)  # rows read once are kept
        if (coef.count, coef.dim) != (len(names), len(meta["classes"])):
            coef.close()
            raise ValueError(f"{name}.coef.npy is not {len(names)} x {len(meta['classes'])}")
        return cls(
            name=name,
            classes=tuple(meta["classes"]),
            names=FeatureNames(names),
            idf=idf,
            coef=coef,
            intercept=intercept,
            folder=folder,
        )


def _softmax(scores: Floats) -> Floats:
    shifted = np.exp(scores - scores.max())
    probs: Floats = (shifted / shifted.sum()).astype(np.float32)
    return probs
