"""How the retriever scores: the knobs that ``scripts/tune_retrieval.py`` tunes on dev.

``DEFAULT_OPTIONS`` is the configuration chosen there (see that script for the figures);
the saved index's manifest records ``RetrievalOptions.key()`` so a change rebuilds it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum


class Coverage(StrEnum):
    """How the share of known question words scales the lexical signal."""

    FULL = "full"  # lexical * coverage
    SQRT = "sqrt"  # lexical * sqrt(coverage): softened
    OFF = "off"  # lexical as is


class DenseAggregate(StrEnum):
    """How an entry's chunk cosines become the entry's dense score."""

    MAX = "max"  # the best chunk
    TOP2 = "top2"  # the mean of the two best chunks (the best one if there is one)


@dataclass(frozen=True)
class RetrievalOptions:
    """Scoring options; every default is the value in use.

    - ``k1``, ``b``: BM25 parameters.
    - ``coverage``: see ``Coverage``.
    - ``dense_aggregate``: see ``DenseAggregate``.
    - ``phrasing_weight``: FAQ phrasing chunks count this much (1 = like a main chunk).
    - ``drop_fillers``: chatty words (data/fillers.yaml) are dropped from the question's
      lexical terms and from the coverage count, like stop words.
    - ``expand_abbreviations``: chat abbreviations (data/abbreviations.yaml, "cb" ->
      "combien", "u" -> "you") are written out before both searches.
    - ``fuzzy``: a question word the index does not know is read as the nearest index
      word within a small edit distance ("discrd" -> "discard").
    - ``ngram_weight``: share of a character-trigram BM25 in the lexical signal (0 = off).
    """

    k1: float = 1.2
    b: float = 0.75
    coverage: Coverage = Coverage.FULL
    dense_aggregate: DenseAggregate = DenseAggregate.MAX
    phrasing_weight: float = 1.0
    drop_fillers: bool = False
    expand_abbreviations: bool = False
    fuzzy: bool = False
    ngram_weight: float = 0.0

    def __post_init__(self) -> None:
        object.__setattr__(self, "coverage", Coverage(self.coverage))
        object.__setattr__(self, "dense_aggregate", DenseAggregate(self.dense_aggregate))
        if not 0.0 <= self.ngram_weight <= 1.0:
            raise ValueError("ngram_weight must be in 0..1")
        if not 0.0 <= self.phrasing_weight <= 1.0:
            raise ValueError("phrasing_weight must be in 0..1")

    def key(self) -> dict[str, str | float | bool]:
        """The options as plain JSON values (for the index manifest and reports)."""
        return {
            name: str(value) if isinstance(value, StrEnum) else value
            for name, value in dataclasses.asdict(self).items()
        }

    def label(self) -> str:
        """The options that differ from the plain baseline, for tables."""
        base = RetrievalOptions().key()
        diff = {k: v for k, v in self.key().items() if base[k] != v}
        return " ".join(f"{k}={v}" for k, v in diff.items()) or "baseline"


BASELINE = RetrievalOptions()
DEFAULT_OPTIONS = RetrievalOptions()
