"""A self-contained HTML report, with a hand-made SVG bar chart of accuracy per category:
when, with which model, on which corpus version; readable on a phone (375 px): the chart
scales down and wide tables scroll inside their own box."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

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
from rulebot.evaluation.metrics import Rate
from rulebot.evaluation.runner import EvalResult

BAR_HEIGHT = 22
ROW_GAP = 8
LABEL_WIDTH = 190
BAR_WIDTH = 360
VALUE_WIDTH = 130

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2rem auto; padding: 0 1rem; max-width: 60rem;
       color: #222; line-height: 1.45; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 1.8rem; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
.run { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.8rem; margin: 0; }
.run dt { font-weight: 600; } .run dd { margin: 0; font-family: ui-monospace, monospace; }
svg { max-width: 100%; height: auto; }
.fail { border-left: 4px solid #c0392b; padding-left: 0.8rem; margin-bottom: 1.5rem; }
blockquote { color: #555; margin: 0.3rem 0; }
@media (max-width: 480px) {
  body { margin: 1rem auto; font-size: 15px; } th, td { padding: 0.2rem 0.4rem; }
}
"""


def category_chart(by_category: Mapping[str, Rate], title: str = "Answer accuracy") -> str:
    """A horizontal bar chart (SVG text): one bar per category, 0-100% accuracy."""
    rows = list(by_category.items())
    width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH
    height = 30 + len(rows) * (BAR_HEIGHT + ROW_GAP) + 10
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)} per category" '
        'font-family="sans-serif" font-size="13">',
        f'<text x="0" y="16" font-weight="bold">{escape(title)} per category</text>',
    ]
    for n, (category, rate) in enumerate(rows):
        y = 30 + n * (BAR_HEIGHT + ROW_GAP)
        value = rate.value or 0.0
        colour = _colour(rate.value)
        text_y = y + BAR_HEIGHT * 0.7
        parts += [
            f'<text x="{LABEL_WIDTH - 8}" y="{text_y:.1f}" text-anchor="end">'
            f"{escape(category)}</text>",
            f'<rect x="{LABEL_WIDTH}" y="{y}" width="{BAR_WIDTH}" height="{BAR_HEIGHT}" '
            'fill="#eeeeee"/>',
            f'<rect x="{LABEL_WIDTH}" y="{y}" width="{value * BAR_WIDTH:.1f}" '
            f'height="{BAR_HEIGHT}" fill="{colour}"><title>{escape(category)}: '
            f"{escape(fmt_rate(rate))}</title></rect>",
            f'<text x="{LABEL_WIDTH + BAR_WIDTH + 8}" y="{text_y:.1f}">'
            f"{escape(fmt_rate(rate))}</text>",
        ]
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def html_report(result: EvalResult) -> str:
    """The same content as the Markdown report, as one HTML page with the chart inline."""
    m = result.metrics
    passed = len(result.results) - len(result.failures)
    body = [
        "<h1>rulebot evaluation</h1>",
        _run_info(result),
        f"<p>Set <code>{escape(result.source)}</code> ({escape(result.split)}): "
        f"{len(result.results)} items, {passed} passed.</p>",
        _table(("metric", "value"), summary_rows(result)),
        "<h2>Per language</h2>",
        _table(LANGUAGE_HEADER, language_rows(result)),
        "<h2>Answer accuracy per category</h2>",
        category_chart(m.by_category),
        _table(("category", "accuracy"), [(k, fmt_rate(v)) for k, v in m.by_category.items()]),
    ]
    if len(result.ablation) > 1:  # one mode alone is no ablation
        header = ("mode", "answer accuracy", "hit@1", "hit@3", "MRR")
        body += ["<h2>Retrieval ablation</h2>", _table(header, ablation_rows(result))]
    body.append(f"<h2>Failing items ({len(result.failures)})</h2>")
    if result.failures:
        body.append(_table(("kind", "what failed first", "items"), failure_kind_rows(result)))
    for failed in result.failures:
        item = failed.item
        body += [
            '<div class="fail">',
            f"<h3><code>{escape(item.id)}</code> ({escape(item.lang)}, "
            f"{escape(item.category)})</h3>",
            *[f"<blockquote>{escape(turn)}</blockquote>" for turn in item.history],
            f"<p><strong>Q:</strong> {escape(item.question)}</p>",
            _table(("check", "expected", "got"), failure_lines(failed)),
            f"<p><strong>Answer:</strong> {escape(answer_excerpt(failed))}</p>",
            "</div>",
        ]
    if not result.failures:
        body.append("<p>None.</p>")
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>rulebot evaluation</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n"
        + "\n".join(body)
        + "\n</body>\n</html>\n"
    )


def _run_info(result: EvalResult) -> str:
    """When the run was made, with which model, on which corpus version."""
    info = result.info
    if info is None:
        return ""
    rows = [("date", info.date), ("model", info.model), ("corpus version", info.corpus_version)]
    items = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in rows)
    return f'<dl class="run">{items}</dl>'


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    lines = [f'<div class="scroll"><table>\n<tr>{head}</tr>']
    for row in rows:
        lines.append("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>")
    lines.append("</table></div>")
    return "\n".join(lines)


def _colour(value: float | None) -> str:
    if value is None:
        return "#bbbbbb"
    if value >= 0.9:
        return "#2e8b57"
    return "#e6a700" if value >= 0.7 else "#c0392b"
