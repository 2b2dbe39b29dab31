"""An evaluation as JSON, as rows of text, and as a Markdown report written to a folder."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

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
from rulebot.evaluation.html_report import category_chart, html_report
from rulebot.evaluation.metrics import ItemResult
from rulebot.evaluation.runner import EvalResult

CHART_FILE = "accuracy-by-category.svg"


def to_json(result: EvalResult, *, items: bool = True) -> dict[str, Any]:
    """Everything about a run: metrics, ablation and each item's checks and answer.

    With `items=False`, only the figures: no item id, question, check or answer.
    """
    figures = {
        "source": result.source,
        "split": result.split,
        "items": len(result.results),
        "passed": sum(1 for r in result.results if r.passed),
        "metrics": result.metrics.to_json(),
        "ablation": [m.to_json() for m in result.ablation],
    }
    if not items:
        return figures
    return {
        **figures,
        "failures": [r.item.id for r in result.failures],
        "results": [item_json(r) for r in result.results],
    }


def item_json(result: ItemResult) -> dict[str, Any]:
    """One item's outcome, with the answer in its `rulebot ask --json` form."""
    item = result.item
    return {
        "id": item.id,
        "lang": item.lang,
        "category": item.category,
        "question": item.question,
        "history": list(item.history),
        "passed": result.passed,
        "seconds": round(result.seconds, 4),
        "rank": result.rank,
        "error": result.error,
        "checks": [
            {"name": c.name, "passed": c.passed, "expected": c.expected, "got": c.got}
            for c in result.checks
        ],
        "answer": result.answer.to_json() if result.answer is not None else None,
        "why": result.why,
    }


def markdown(result: EvalResult, chart_file: str | None = CHART_FILE) -> str:
    """A readable Markdown report; `chart_file` is an image beside it, if any."""
    m = result.metrics
    info = result.info
    run = (
        [f"Run on {info.date}, model `{info.model}`, corpus `{info.corpus_version}`.", ""]
        if info is not None
        else []
    )
    out = [
        "# rulebot evaluation",
        "",
        *run,
        f"Set `{result.source}` ({result.split}): {len(result.results)} items, "
        f"{len(result.results) - len(result.failures)} passed.",
        "",
        *_md_table(("metric", "value"), summary_rows(result)),
        "",
        "## Per language",
        "",
        *_md_table(LANGUAGE_HEADER, language_rows(result)),
        "",
        "## Answer accuracy per category",
        "",
        *_md_table(("category", "accuracy"), [(k, fmt_rate(v)) for k, v in m.by_category.items()]),
        "",
    ]
    if chart_file:
        out += [f"![Answer accuracy per category]({chart_file})", ""]
    if len(result.ablation) > 1:  # one mode alone is no ablation
        out += ["## Retrieval ablation", ""]
        out += _md_table(
            ("mode", "answer accuracy", "hit@1", "hit@3", "MRR"), ablation_rows(result)
        )
        out.append("")
    out += [f"## Failing items ({len(result.failures)})", ""]
    if result.failures:
        out += _md_table(("kind", "what failed first", "items"), failure_kind_rows(result))
        out.append("")
    for failed in result.failures:
        item = failed.item
        out += [f"### `{item.id}` ({item.lang}, {item.category})", ""]
        if item.history:
            out += [*(f"> {turn}" for turn in item.history), ""]
        out += [f"**Q:** {item.question}", ""]
        out += _md_table(("check", "expected", "got"), failure_lines(failed))
        out += ["", f"**Answer:** {answer_excerpt(failed)}", ""]
        out += why_lines(failed.why)
    if not result.failures:
        out += ["None.", ""]
    return "\n".join(out)


def why_lines(why: dict[str, Any] | None) -> list[str]:
    """How a failed item was read: each learned decision's likeliest labels and the
    training questions nearest to it (`rulebot ask --explain`)."""
    if not why:
        return []
    out = []
    for name in ("intent", "entry"):
        decision = why.get(name) or {}
        ranked = ", ".join(f"`{label}` {p:.2f}" for label, p in decision.get("ranked", []))
        near = "; ".join(
            f"“{n['question']}” → `{n['label']}` ({n['similarity']:.2f})"
            for n in decision.get("nearest", [])
        )
        out.append(f"- **{name}:** {ranked}" + (f" — nearest: {near}" if near else ""))
    return [*out, ""]


def write_report(result: EvalResult, folder: Path) -> list[Path]:
    """Write report.json, report.md, report.html and the category chart; return the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "report.json": json.dumps(to_json(result), ensure_ascii=False, indent=2) + "\n",
        "report.md": markdown(result),
        "report.html": html_report(result),
        CHART_FILE: category_chart(result.metrics.by_category),
    }
    paths = []
    for name, text in files.items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def _md_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in rows]
    return lines


def _md_cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")
