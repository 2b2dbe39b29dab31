"""Metrics and failures as short text rows, shared by the console, Markdown and HTML."""

from __future__ import annotations

from rulebot.evaluation.metrics import LANGUAGE_RATES, ItemResult, Rate
from rulebot.evaluation.runner import EvalResult
from rulebot.evaluation.sets import SetRun


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
    "intent": "another kind of answer given (a rules answer for a path, ...)",
    "engine": "a wrong engine value",
    "pages": "a wrong page cited, or none",
    "must": "routed and cited right, but a required fact is missing",
    "must_not": "a wrong fact stated",
    "lang": "answered in another language",
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


# The figures of one set in a run of many (`rulebot eval --sets`), one fixed-width line each.
SET_HEADER = (
    f"{'set':<22} {'answer':>15} {'floor':>6} {'engine':>9} {'abst P':>9} {'abst R':>9} "
    f"{'cite':>9} {'hit@1':>9}"
)


def set_line(run: SetRun) -> str:
    """A set's figures: answer accuracy, its floor, engine exactness, abstention precision
    and recall, citation accuracy and retrieval hit@1 (`-`: nothing counted)."""
    m = run.metrics
    answer = m.answer_accuracy
    share = "" if answer.value is None else f" {answer.value:6.1%}"
    floor = "-" if run.floor is None else str(run.floor)
    rates = (
        m.engine_exactness,
        m.abstention_precision,
        m.abstention_recall,
        m.citation_accuracy,
        m.retrieval.hit_at_1,
    )
    line = f"{run.name:<22} {f'{answer.hits}/{answer.total}{share}':>15} {floor:>6} "
    line += " ".join(f"{_short(rate):>9}" for rate in rates)
    return line + ("  BELOW ITS FLOOR" if run.below else "")


def _short(rate: Rate) -> str:
    return f"{rate.hits}/{rate.total}" if rate.total else "-"
