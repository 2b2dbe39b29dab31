"""Run a golden set through a bot (one per retrieval mode) and collect the results."""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, Protocol

from rulebot.answer.model import Answer
from rulebot.evaluation.checks import Check, check_answer
from rulebot.evaluation.golden import GoldenItem
from rulebot.evaluation.metrics import (
    ItemResult,
    Metrics,
    Rate,
    RetrievalMetrics,
    compute_metrics,
    rate,
    retrieval_metrics,
)

Mode = Literal["fused", "dense", "lexical"]
MODES: tuple[Mode, ...] = ("dense", "lexical", "fused")
MAIN_MODE: Mode = "fused"
RETRIEVAL_DEPTH = 10  # hits asked for per question: MRR is MRR@10


class Hit(Protocol):
    """What evaluation needs of a retrieval hit."""

    @property
    def entry_id(self) -> str: ...


class Bot(Protocol):
    """What evaluation needs of `rulebot.pipeline.Rulebot`."""

    def ask(self, question: str, history: Sequence[str] | None = None) -> Answer: ...

    def retrieve(
        self,
        question: str,
        lang: str | None = None,
        k: int = 5,
        mode: Mode | None = None,
        history: Sequence[str] | None = None,
    ) -> Sequence[Hit]: ...

    def warm_up(self) -> None: ...

    def explain(self, question: str, lang: str | None = None, nearest: int = 3) -> Explained: ...


class Explained(Protocol):
    def to_json(self, top: int = 3) -> dict[str, object]: ...


@dataclass(frozen=True)
class ModeSummary:
    """One row of the retrieval ablation: answer accuracy and retrieval in one mode."""

    mode: str
    answer_accuracy: Rate
    retrieval: RetrievalMetrics

    def to_json(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "answer_accuracy": self.answer_accuracy.to_json(),
            **self.retrieval.to_json(),
        }


@dataclass(frozen=True)
class RunInfo:
    """When a run was made, with which embedding model, on which corpus version."""

    date: str
    model: str
    corpus_version: str


def run_info(bot: object) -> RunInfo:
    """Now (UTC), and the model and corpus version the bot's `health()` reports, if any."""
    health = getattr(bot, "health", None)
    facts: dict[str, Any] = health() if callable(health) else {}
    return RunInfo(
        date=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        model=str(facts.get("model") or "unknown"),
        corpus_version=str(facts.get("corpus_version") or "unknown"),
    )


@dataclass(frozen=True)
class EvalResult:
    """A whole evaluation: the main (fused) run, its metrics and the ablation."""

    source: str
    split: str
    results: tuple[ItemResult, ...]
    metrics: Metrics
    ablation: tuple[ModeSummary, ...] = field(default=())
    info: RunInfo | None = None

    @property
    def failures(self) -> tuple[ItemResult, ...]:
        return tuple(r for r in self.results if not r.passed)


def evaluate(
    items: Sequence[GoldenItem],
    bot_for: Callable[[Mode], Bot],
    *,
    source: str = "",
    split: str = "",
    ablation: bool = True,
    on_item: Callable[[], None] | None = None,
) -> EvalResult:
    """Run every item in the fused mode, then (with `ablation`) in the dense and lexical ones."""
    modes: tuple[Mode, ...] = MODES if ablation else (MAIN_MODE,)
    runs: dict[Mode, list[ItemResult]] = {}
    info: RunInfo | None = None
    for mode in (MAIN_MODE, *[m for m in modes if m != MAIN_MODE]):
        bot = bot_for(mode)
        bot.warm_up()
        info = info or run_info(bot)  # the main mode's bot, loaded
        runs[mode] = run_items(items, bot, mode, on_item=on_item)
    main = runs[MAIN_MODE]
    summaries = tuple(
        ModeSummary(m, rate(runs[m], lambda r: r.passed), retrieval_metrics(runs[m])) for m in modes
    )
    return EvalResult(source, split, tuple(main), compute_metrics(main), summaries, info)


def run_items(
    items: Sequence[GoldenItem],
    bot: Bot,
    mode: Mode = MAIN_MODE,
    *,
    on_item: Callable[[], None] | None = None,
) -> list[ItemResult]:
    """Ask each item's question (with its earlier turns), check it, and rank its entries."""
    results = []
    for item in items:
        results.append(run_item(item, bot, mode))
        if on_item is not None:
            on_item()
    return results


def run_item(item: GoldenItem, bot: Bot, mode: Mode = MAIN_MODE) -> ItemResult:
    """One item: an exception from the bot makes it fail instead of stopping the run."""
    rank = retrieval_rank(item, bot, mode) if item.entries else None
    start = time.perf_counter()
    try:
        answer = bot.ask(item.question, history=list(item.history) or None)
    except Exception as exc:  # reported as this item's failure
        seconds = time.perf_counter() - start
        error = f"{type(exc).__name__}: {exc}"
        failed = Check("error", False, "an answer", error)
        return ItemResult(item, None, (failed,), seconds, rank, error)
    seconds = time.perf_counter() - start
    checks = tuple(check_answer(item, answer))
    why = None if all(c.passed for c in checks) else _why(item, bot)
    return ItemResult(item, answer, checks, seconds, rank, why=why)


def _why(item: GoldenItem, bot: Bot) -> dict[str, Any] | None:
    """How a failed item's question was read by the learned decisions (None: not known)."""
    try:
        return dict(bot.explain(item.question, lang=item.lang).to_json())
    except Exception:  # an explanation is a help to read a failure, never a new failure
        return None


def retrieval_rank(item: GoldenItem, bot: Bot, mode: Mode) -> int:
    """1-based rank of the first hit on an expected entry; 0 when none (or retrieval fails).
    A follow-up is ranked as the bot searches it: with the conversation before it."""
    try:
        history = list(item.history) or None
        hits = bot.retrieve(
            item.question, lang=item.lang, k=RETRIEVAL_DEPTH, mode=mode, history=history
        )
    except Exception:  # a retrieval failure counts as a miss
        return 0
    expected = set(item.entries)
    return first_rank((h.entry_id for h in hits), expected)


def first_rank(entry_ids: Iterable[str], expected: Collection[str]) -> int:
    """1-based position of the first id in `expected`, 0 when there is none."""
    for position, entry_id in enumerate(entry_ids, start=1):
        if entry_id in expected:
            return position
    return 0
