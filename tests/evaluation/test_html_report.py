"""The HTML report says when the run was made, with which model and corpus version, and
is laid out for a phone (viewport, scaling chart, tables that scroll in their own box)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rulebot.evaluation.html_report import html_report
from rulebot.evaluation.report import markdown
from rulebot.evaluation.runner import EvalResult, Mode, evaluate, run_info
from tests.evaluation.helpers import FakeBot, answer, item

LONG_WORD = "x" * 300  # a long unbroken answer must not widen the page


@dataclass
class HealthyBot(FakeBot):
    """The fake bot, reporting its model and corpus as `Rulebot.health()` does."""

    def health(self) -> dict[str, Any]:
        return {"status": "ok", "model": "fake-model", "corpus_version": "abc123"}


def report_of(bot: FakeBot) -> EvalResult:
    items = [item("en-1", turns=("q1",), must=("7",)), item("en-2", turns=("q2",), must=("8",))]
    answers = {"q1": answer("7 cards."), "q2": answer(LONG_WORD)}
    bot.answers = answers

    def bot_for(mode: Mode) -> FakeBot:
        return bot

    return evaluate(items, bot_for, source="golden.yaml", split="dev", ablation=False)


def test_the_report_says_date_model_and_corpus_version() -> None:
    page = html_report(report_of(HealthyBot({})))
    assert re.search(r"<dt>date</dt><dd>\d{4}-\d\d-\d\d \d\d:\d\d UTC</dd>", page)
    assert "<dt>model</dt><dd>fake-model</dd>" in page
    assert "<dt>corpus version</dt><dd>abc123</dd>" in page
    text = markdown(report_of(HealthyBot({})))
    assert re.search(
        r"Run on \d{4}-\d\d-\d\d \d\d:\d\d UTC, model `fake-model`, corpus `abc123`", text
    )


def test_a_bot_without_health_reports_unknown() -> None:
    info = run_info(FakeBot({}))
    assert (info.model, info.corpus_version) == ("unknown", "unknown")


def test_the_report_is_laid_out_for_a_phone() -> None:
    page = html_report(report_of(HealthyBot({})))
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert "svg { max-width: 100%; height: auto; }" in page
    assert page.count('<div class="scroll"><table>') == page.count("<table>")
