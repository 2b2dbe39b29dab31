"""Per-item results and the metrics computed from them.

- answer accuracy: items whose every check passes (an item whose question raised fails);
- citation accuracy: over non-abstaining items with expected pages, those citing at least
  one expected page; citation precision: over those of them that cite any page, those
  citing no page outside the expected ones;
- retrieval (items with `entry`/`entries`): rank of the first acceptable entry among the
  retrieved hits (0 when absent); hit@k = rank in 1..k; MRR = mean of 1/rank (0 if absent);
- engine exactness: items with `engine` whose engine check passes;
- abstention precision: of the answers that abstained, those expected to; recall: of the
  items expected to abstain, those whose answer did;
- time: median and 95th percentile (nearest rank) of seconds per question;
- failure kinds: each failing item counted once, under the first of `FAILURE_KINDS` it
  failed: the question raised, it declined or answered wrongly, another kind of answer
  given, a wrong engine value, a wrong or missing page, a required fact missing, a wrong
  fact stated, another language. An item failing only
  `must` was routed and cited right but its answer lacks the asked fact.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebot.answer.model import Answer
from rulebot.evaluation.checks import Check, cited_pages
from rulebot.evaluation.golden import GoldenItem

# The order in which a failing item's checks name its kind: the first that failed.
FAILURE_KINDS: tuple[str, ...] = (
    "error", "abstain", "intent", "engine", "pages", "must", "must_not", "lang",
)  # fmt: skip


@dataclass(frozen=True)
class Rate:
    """`hits` out of `total`; `value` is None when nothing was counted."""

    hits: int
    total: int

    @property
    def value(self) -> float | None:
        return self.hits / self.total if self.total else None

    def to_json(self) -> dict[str, Any]:
        value = self.value
        return {
            "value": None if value is None else round(value, 4),
            "hits": self.hits,
            "total": self.total,
        }


@dataclass(frozen=True)
class ItemResult:
    """What one golden item got: the answer, its checks, the time and the retrieval rank."""

    item: GoldenItem
    answer: Answer | None
    checks: tuple[Check, ...]
    seconds: float
    rank: int | None = None  # None: the item names no entry; 0: not retrieved
    error: str | None = None
    # A failed item's learned decisions and their nearest training questions
    # (`Rulebot.explain`, as `rulebot ask --explain --json` prints them); None when passed.
    why: dict[str, Any] | None = None

    @property
    def passed(self) -> bool:
        return self.error is None and all(c.passed for c in self.checks)

    @property
    def failed_checks(self) -> tuple[Check, ...]:
        return tuple(c for c in self.checks if not c.passed)

    @property
    def failure_kind(self) -> str | None:
        """The first of FAILURE_KINDS this item failed; None when it passed."""
        if self.passed:
            return None
        if self.error is not None:
            return "error"
        failed = {c.name for c in self.failed_checks}
        return next(kind for kind in FAILURE_KINDS if kind in failed)


@dataclass(frozen=True)
class RetrievalMetrics:
    """Hit@1, hit@3 and mean reciprocal rank on the expected entries."""

    hit_at_1: Rate
    hit_at_3: Rate
    mrr: float | None
    total: int

    def to_json(self) -> dict[str, Any]:
        return {
            "hit_at_1": self.hit_at_1.to_json(),
            "hit_at_3": self.hit_at_3.to_json(),
            "mrr": None if self.mrr is None else round(self.mrr, 4),
            "total": self.total,
        }


@dataclass(frozen=True)
class Metrics:
    """Every metric of one run over a golden set."""

    answer_accuracy: Rate
    by_lang: dict[str, Rate]
    by_category: dict[str, Rate]
    citation_accuracy: Rate
    citation_precision: Rate
    retrieval: RetrievalMetrics
    engine_exactness: Rate
    abstention_precision: Rate
    abstention_recall: Rate
    median_seconds: float | None
    p95_seconds: float | None
    failure_kinds: dict[str, int]
    # per language, the rates the targets name "in both languages" (`LANGUAGE_RATES`)
    per_language: dict[str, dict[str, Rate]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "answer_accuracy": self.answer_accuracy.to_json(),
            "by_lang": {k: v.to_json() for k, v in self.by_lang.items()},
            "by_category": {k: v.to_json() for k, v in self.by_category.items()},
            "citation_accuracy": self.citation_accuracy.to_json(),
            "citation_precision": self.citation_precision.to_json(),
            "retrieval": self.retrieval.to_json(),
            "engine_exactness": self.engine_exactness.to_json(),
            "abstention_precision": self.abstention_precision.to_json(),
            "abstention_recall": self.abstention_recall.to_json(),
            "median_seconds": _round(self.median_seconds),
            "p95_seconds": _round(self.p95_seconds),
            "failure_kinds": dict(self.failure_kinds),
            "per_language": {
                lang: {name: r.to_json() for name, r in rates.items()}
                for lang, rates in self.per_language.items()
            },
        }


def compute_metrics(results: Sequence[ItemResult]) -> Metrics:
    """All metrics of a run (see the module docstring for their definitions)."""
    seconds = [r.seconds for r in results]
    languages = sorted({r.item.lang for r in results})
    return Metrics(
        answer_accuracy=rate(results, lambda r: r.passed),
        by_lang=_grouped(results, lambda r: r.item.lang),
        by_category=_grouped(results, lambda r: r.item.category),
        citation_accuracy=citation_accuracy(results),
        citation_precision=citation_precision(results),
        retrieval=retrieval_metrics(results),
        engine_exactness=engine_exactness(results),
        abstention_precision=rate(
            [r for r in results if r.answer is not None and r.answer.abstained],
            lambda r: r.item.abstain,
        ),
        abstention_recall=abstention_recall(results),
        median_seconds=statistics.median(seconds) if seconds else None,
        p95_seconds=percentile(seconds, 95),
        failure_kinds=failure_kinds(results),
        per_language={
            lang: language_rates([r for r in results if r.item.lang == lang]) for lang in languages
        },
    )


# The rates a target asks for in each language, in the order they are shown.
LANGUAGE_RATES = (
    "answer_accuracy",
    "citation_accuracy",
    "citation_precision",
    "engine_exactness",
    "abstention_recall",
)


def language_rates(results: Sequence[ItemResult]) -> dict[str, Rate]:
    """The rates of `LANGUAGE_RATES` over the items of one language."""
    return {
        "answer_accuracy": rate(results, lambda r: r.passed),
        "citation_accuracy": citation_accuracy(results),
        "citation_precision": citation_precision(results),
        "engine_exactness": engine_exactness(results),
        "abstention_recall": abstention_recall(results),
    }


def engine_exactness(results: Sequence[ItemResult]) -> Rate:
    """Over items with an expected engine result: the engine check passes."""
    return rate([r for r in results if r.item.engine is not None], lambda r: _ok(r, "engine"))


def abstention_recall(results: Sequence[ItemResult]) -> Rate:
    """Over items that should be declined: the answer declines."""
    return rate(
        [r for r in results if r.item.abstain],
        lambda r: r.answer is not None and r.answer.abstained,
    )


def rate(results: Iterable[ItemResult], hit: Callable[[ItemResult], bool]) -> Rate:
    """How many of `results` satisfy `hit`."""
    results = list(results)
    return Rate(sum(1 for r in results if hit(r)), len(results))


def failure_kinds(results: Iterable[ItemResult]) -> dict[str, int]:
    """How many failing items are of each kind, in FAILURE_KINDS order; kinds with none
    are left out."""
    kinds = [r.failure_kind for r in results]
    return {kind: n for kind in FAILURE_KINDS if (n := kinds.count(kind))}


def citation_accuracy(results: Sequence[ItemResult]) -> Rate:
    """Over non-abstaining items with expected pages: some cited page is expected."""
    return rate(_citing_items(results), lambda r: bool(_cited(r) & set(r.item.pages or ())))


def citation_precision(results: Sequence[ItemResult]) -> Rate:
    """Over those items that cite a page: no cited page is outside the expected ones."""
    citing = [r for r in _citing_items(results) if _cited(r)]
    return rate(citing, lambda r: _cited(r) <= set(r.item.pages or ()))


def retrieval_metrics(results: Sequence[ItemResult]) -> RetrievalMetrics:
    """Hit@1, hit@3 and MRR over the items that name an expected entry."""
    ranks = [r.rank for r in results if r.rank is not None]
    return RetrievalMetrics(
        hit_at_1=Rate(sum(1 for k in ranks if 1 <= k <= 1), len(ranks)),
        hit_at_3=Rate(sum(1 for k in ranks if 1 <= k <= 3), len(ranks)),
        mrr=sum(1 / k for k in ranks if k > 0) / len(ranks) if ranks else None,
        total=len(ranks),
    )


def percentile(values: Sequence[float], pct: float) -> float | None:
    """The nearest-rank percentile: the smallest value with `pct`% of values at or below."""
    if not values:
        return None
    ordered = sorted(values)
    index = max(math.ceil(pct / 100 * len(ordered)) - 1, 0)
    return ordered[index]


def _ok(result: ItemResult, name: str) -> bool:
    return result.error is None and any(c.name == name and c.passed for c in result.checks)


def _citing_items(results: Sequence[ItemResult]) -> list[ItemResult]:
    return [r for r in results if r.item.pages and not r.item.abstain]


def _cited(result: ItemResult) -> frozenset[int]:
    return cited_pages(result.answer) if result.answer is not None else frozenset()


def _grouped(results: Sequence[ItemResult], key: Callable[[ItemResult], str]) -> dict[str, Rate]:
    groups: dict[str, list[ItemResult]] = {}
    for result in results:
        groups.setdefault(key(result), []).append(result)
    return {k: rate(v, lambda r: r.passed) for k, v in sorted(groups.items())}


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
