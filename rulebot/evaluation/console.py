"""An evaluation as rich tables: metrics, accuracy per language and category, failures."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from rulebot.evaluation.formatting import (
    LANGUAGE_HEADER,
    ablation_rows,
    answer_excerpt,
    failure_kind_rows,
    failure_lines,
    fmt_rate,
    language_rows,
    summary_rows,
)
from rulebot.evaluation.runner import EvalResult


def render(result: EvalResult, console: Console, *, items: bool = True) -> None:
    """Print the summary, the breakdowns, the ablation and every failing item.

    With `items=False` the failing items are only counted, not shown: a held-out split is
    run for its figures, and its questions and answers must not be read.
    """
    m = result.metrics
    passed = len(result.results) - len(result.failures)
    console.print(
        f"[bold]rulebot eval[/bold] {escape(result.source)} ({escape(result.split)}): "
        f"{len(result.results)} items, {passed} passed"
    )
    console.print(_table("", ("metric", "value"), summary_rows(result)))
    console.print(_table("Per language", LANGUAGE_HEADER, language_rows(result)))
    console.print(
        _table(
            "Answer accuracy per category",
            ("category", "accuracy"),
            [(k, fmt_rate(v)) for k, v in m.by_category.items()],
        )
    )
    if len(result.ablation) > 1:  # one mode alone is no ablation
        header = ("mode", "answer accuracy", "hit@1", "hit@3", "MRR")
        console.print(_table("Retrieval ablation", header, ablation_rows(result)))
    if result.failures:
        kinds = ("kind", "what failed first", "items")
        console.print(_table("Failing items by kind", kinds, failure_kind_rows(result)))
    if result.failures and not items:
        console.print(
            f"{len(result.failures)} failing items, not listed (--no-items: figures only)."
        )
    elif result.failures:
        console.print(failures_table(result))
    else:
        console.print("[green]No failing item.[/green]")


def failures_table(result: EvalResult) -> Table:
    """One block of rows per failing item: each failed check, then the answer it got."""
    table = Table(title=f"Failing items ({len(result.failures)})", title_justify="left")
    for column in ("item", "check", "expected", "got"):
        table.add_column(column, overflow="fold")
    for failed in result.failures:
        item = failed.item
        label = (
            f"[bold]{escape(item.id)}[/bold] ({escape(item.lang)}, {escape(item.category)})\n"
            f"[dim]{escape(item.question)}[/dim]"
        )
        rows = [*failure_lines(failed)]
        if failed.answer is not None:
            rows.append(("answer", "", answer_excerpt(failed, limit=160)))
        for n, (check, expected, got) in enumerate(rows):
            cells = (label if n == 0 else "", check, escape(expected), escape(got))
            table.add_row(*cells, end_section=n == len(rows) - 1)
    return table


def _table(title: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> Table:
    table = Table(title=title or None, title_justify="left")
    for n, column in enumerate(header):
        table.add_column(column, justify="left" if n == 0 else "right")
    for row in rows:
        table.add_row(*(escape(cell) for cell in row))
    return table
