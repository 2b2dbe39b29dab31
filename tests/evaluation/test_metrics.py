"""Metrics on hand-built results: accuracy, citations, retrieval, engine, abstention, time."""

from __future__ import annotations

import pytest

from rulebot.answer.model import Answer
from rulebot.evaluation.checks import Check, check_answer
from rulebot.evaluation.golden import GoldenItem
from rulebot.evaluation.metrics import (
    ItemResult,
    Rate,
    citation_accuracy,
    citation_precision,
    compute_metrics,
    failure_kinds,
    percentile,
    retrieval_metrics,
)
from tests.evaluation.helpers import answer, item


def result(
    golden: GoldenItem, got: Answer | None, seconds: float = 0.1, rank: int | None = None
) -> ItemResult:
    if got is None:
        failed = (Check("error", False, "an answer", "boom"),)
        return ItemResult(golden, None, failed, seconds, rank, "RuntimeError: boom")
    return ItemResult(golden, got, tuple(check_answer(golden, got)), seconds, rank)


def test_rate() -> None:
    assert Rate(3, 4).value == 0.75
    assert Rate(0, 0).value is None
    assert Rate(2, 3).to_json() == {"value": 0.6667, "hits": 2, "total": 3}


@pytest.mark.parametrize(
    ("cited", "accuracy", "precision"),
    [
        ([[5], [6], [5, 6]], Rate(3, 3), Rate(3, 3)),
        ([[5, 9], [9], []], Rate(1, 3), Rate(0, 2)),  # [] is not counted in precision
        ([[], [], []], Rate(0, 3), Rate(0, 0)),
    ],
)
def test_citations(cited: list[list[int]], accuracy: Rate, precision: Rate) -> None:
    results = [result(item(f"i{n}", pages=[5, 6]), answer(cited=c)) for n, c in enumerate(cited)]
    # items expected to abstain, or with `pages: []`, do not count
    results.append(result(item("abs", pages=[5], abstain=True), answer(cited=[5])))
    results.append(result(item("none", pages=[]), answer(cited=[5])))
    assert citation_accuracy(results) == accuracy
    assert citation_precision(results) == precision


@pytest.mark.parametrize(
    ("ranks", "hit1", "hit3", "mrr"),
    [
        ([1, 2, 3, 0], Rate(1, 4), Rate(3, 4), (1 + 1 / 2 + 1 / 3) / 4),
        ([4, 0], Rate(0, 2), Rate(0, 2), 1 / 8),
        ([None, 1], Rate(1, 1), Rate(1, 1), 1.0),  # None: the item names no entry
        ([None], Rate(0, 0), Rate(0, 0), None),
    ],
)
def test_retrieval(ranks: list[int | None], hit1: Rate, hit3: Rate, mrr: float | None) -> None:
    results = [result(item(f"i{n}"), answer(), rank=r) for n, r in enumerate(ranks)]
    metrics = retrieval_metrics(results)
    assert (metrics.hit_at_1, metrics.hit_at_3) == (hit1, hit3)
    assert metrics.mrr == (pytest.approx(mrr) if mrr is not None else None)


@pytest.mark.parametrize(
    ("values", "pct", "expected"),
    [
        ([], 95, None),
        ([0.3], 95, 0.3),
        ([0.1 * n for n in range(1, 21)], 95, pytest.approx(1.9)),
        ([5.0, 1.0, 3.0, 2.0, 4.0], 50, 3.0),
        ([1.0, 2.0], 100, 2.0),
    ],
)
def test_percentile(values: list[float], pct: float, expected: object) -> None:
    assert percentile(values, pct) == expected


def test_compute_metrics() -> None:
    results = [
        result(item("a", lang="en", category="setup", must=["8"]), answer("8 cards"), 0.1),
        result(item("b", lang="fr", category="setup", must=["8"]), answer("sept"), 0.2),
        result(
            item("c", lang="fr", category="scoring", engine={"valid": True, "points": 6}),
            answer("6", engine={"valid": True, "points": 6}),
            0.3,
        ),
        result(
            item("d", lang="en", category="scoring", engine={"valid": True, "points": 6}),
            answer("5", engine={"valid": True, "points": 5}),
            0.4,
        ),
        result(item("e", lang="en", category="oos", abstain=True), answer(abstained=True), 0.5),
        result(item("f", lang="en", category="oos", abstain=True), answer("sure!"), 0.6),
        result(item("g", lang="en", category="setup"), answer(abstained=True), 0.7),
        result(item("h", lang="fr", category="setup", engine={"points": 1}), None, 2.0),
    ]
    m = compute_metrics(results)
    assert m.answer_accuracy == Rate(3, 8)  # a, c, e
    assert m.by_lang == {"en": Rate(2, 5), "fr": Rate(1, 3)}
    assert m.by_category == {"oos": Rate(1, 2), "scoring": Rate(1, 2), "setup": Rate(1, 4)}
    assert m.engine_exactness == Rate(1, 3)  # c; d wrong; h raised
    assert m.abstention_precision == Rate(1, 2)  # e, g abstained; only e should have
    assert m.abstention_recall == Rate(1, 2)  # e, f should have; only e did
    assert m.median_seconds == pytest.approx(0.45)
    assert m.p95_seconds == 2.0
    assert m.to_json()["answer_accuracy"] == {"value": 0.375, "hits": 3, "total": 8}
    # b: fact missing; d: engine; f, g: abstention; h: raised.
    assert m.failure_kinds == {"error": 1, "abstain": 2, "engine": 1, "must": 1}
    assert m.to_json()["failure_kinds"] == m.failure_kinds
    # the targets' rates in each language: d is the English engine miss, f the English
    # item that should have been declined; h raised, c passed in French
    assert m.per_language["en"]["answer_accuracy"] == Rate(2, 5)
    assert m.per_language["en"]["engine_exactness"] == Rate(0, 1)
    assert m.per_language["en"]["abstention_recall"] == Rate(1, 2)
    assert m.per_language["fr"]["engine_exactness"] == Rate(1, 2)
    assert m.per_language["fr"]["abstention_recall"] == Rate(0, 0)
    assert m.to_json()["per_language"]["fr"]["answer_accuracy"]["hits"] == 1


# (item, answer, the kind it fails as): each failing item counts once, under the first
# of error, abstain, engine, pages, must, must_not that it failed.
KINDS = [
    (item(must=["8"]), answer("8 cards"), None),
    (item(must=["8"]), answer("7 cards"), "must"),
    (item(must_not=["9"]), answer("9 cards"), "must_not"),
    (item(must=["8"], must_not=["9"]), answer("9 cards"), "must"),
    (item(must=["8"], pages=[2]), answer("8 cards", cited=[2]), None),
    (item(must=["8"], pages=[2]), answer("7 cards", cited=[5]), "pages"),
    (item(must=["8"], pages=[2]), answer("8 cards", cited=[5]), "pages"),
    (item(engine={"points": 6}, must=["6"]), answer("5", engine={"points": 5}), "engine"),
    (item(engine={"points": 6}, pages=[6]), answer(abstained=True), "abstain"),
    (item(abstain=True, pages=[]), answer("sure", cited=[3]), "abstain"),
    (item(engine={"points": 6}), None, "error"),
]


@pytest.mark.parametrize(("golden", "got", "kind"), KINDS)
def test_failure_kind(golden: GoldenItem, got: Answer | None, kind: str | None) -> None:
    assert result(golden, got).failure_kind == kind


def test_failure_kinds_counts_each_failing_item_once_in_order() -> None:
    results = [result(golden, got) for golden, got, _ in KINDS]
    counts = failure_kinds(results)
    assert list(counts) == ["error", "abstain", "engine", "pages", "must", "must_not"]
    assert counts == {"error": 1, "abstain": 2, "engine": 1, "pages": 2, "must": 2, "must_not": 1}
    assert failure_kinds(results[:1]) == {}
