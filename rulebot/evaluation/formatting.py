"""Metrics and failures as short text rows, shared by the console, Markdown and HTML."""

from __future__ import annotations

from rulebot.evaluation.metrics import LANGUAGE_RATES, ItemResult, Rate
from rulebot.evaluation.runner import EvalResult


def fmt_rate(rate: Rate) -> str:
    """`85.0% (17/20)`, or `n/a` when nothing was counted."""
    value = rate.value
    return "n/a" if value is None else f"{value:.1%} ({rate.hits}/{rate.total})"


def fmt_float(value: float | None, unit: str = "") -> str:
    return "n/a" if value is None else f"{value:.3f}{unit}"


def summary_rows(result: EvalResult) -> list[tuple[str, str]]:
    """The headline metrics of the main (fused) run as (name, value) rows."""
    m = result.metrics
    return [
        ("answer accuracy", fmt_rate(m.answer_accuracy)),
        ("citation accuracy", fmt_rate(m.citation_accuracy)),
        ("citation precision", fmt_rate(m.citation_precision)),
        ("retrieval hit@1", fmt_rate(m.retrieval.hit_at_1)),
        ("retrieval hit@3", fmt_rate(m.retrieval.hit_at_3)),
        ("retrieval MRR", fmt_float(m.retrieval.mrr)),
        ("engine exactness", fmt_rate(m.engine_exactness)),
        ("abstention precision", fmt_rate(m.abstention_precision)),
        ("abstention recall", fmt_rate(m.abstention_recall)),
        ("median time / question", fmt_float(m.median_seconds, " s")),
        ("p95 time / question", fmt_float(m.p95_seconds, " s")),
    ]


LANGUAGE_HEADER = ("language", "answer", "citation", "precision", "engine", "abstention")


def language_rows(result: EvalResult) -> list[tuple[str, ...]]:
    """Per language, the rates the targets ask in each language (`LANGUAGE_RATES`): answer
    accuracy, citation accuracy and precision, engine exactness, abstention recall."""
    return [
        (lang, *(fmt_rate(rates[name]) for name in LANGUAGE_RATES))
        for lang, rates in result.metrics.per_language.items()
    ]


# What each failure kind (metrics.FAILURE_KINDS) means, for the tables that count them.
FAILURE_KIND_LABELS = {
    "error": "the question raised an error",
    "abstain": "declined a game question, or answered one it should decline",
    "engine": "a wrong engine value",
    "pages": "a wrong page cited, or none",
    "must": "routed and cited right, but a required fact is missing",
    "must_not": "a wrong fact stated",
}


def failure_kind_rows(result: EvalResult) -> list[tuple[str, str, str]]:
    """(kind, what it means, failing items) for each kind of failure met."""
    return [
        (kind, FAILURE_KIND_LABELS[kind], str(n))
        for kind, n in result.metrics.failure_kinds.items()
    ]


def ablation_rows(result: EvalResult) -> list[tuple[str, str, str, str, str]]:
    """(mode, answer accuracy, hit@1, hit@3, MRR) for each retrieval mode run."""
    return [
        (
            s.mode,
            fmt_rate(s.answer_accuracy),
            fmt_rate(s.retrieval.hit_at_1),
            fmt_rate(s.retrieval.hit_at_3),
            fmt_float(s.retrieval.mrr),
        )
        for s in result.ablation
    ]


def failure_lines(result: ItemResult) -> list[tuple[str, str, str]]:
    """(check, expected, got) for each failed check of an item."""
    return [(c.name, c.expected, c.got) for c in result.failed_checks]


def answer_excerpt(result: ItemResult, limit: int = 300) -> str:
    """The answer text, shortened, or the error that replaced it."""
    if result.answer is None:
        return result.error or ""
    text = " ".join(result.answer.answer.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
