"""`rulebot ask`, `rulebot chat` and `rulebot index`: the answering edges."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from rulebot.cli import app
from rulebot.cli.progress import loading
from rulebot.errors import RulebotError

if TYPE_CHECKING:
    from rulebot.answer.model import Answer
    from rulebot.pipeline import Rulebot

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)
STARTING = "Loading rulebot"  # the spinner's first words, before the library says more


def _fail(message: str) -> typer.Exit:
    err.print(f"[red]error:[/red] {escape(message)}")
    return typer.Exit(code=2)


def _bot() -> Rulebot:
    from rulebot.pipeline import get_bot

    return get_bot()


def render(answer: Answer) -> None:
    """Print an answer for a person: the text, then where it comes from."""
    style = "yellow" if answer.abstained else "bold"
    out.print(f"[{style}]{escape(answer.answer)}[/{style}]")
    for citation in answer.citations:
        out.print(f"  [dim]↳ {escape(citation.section)} (p. {citation.pages_label})[/dim]")
    for suggestion in answer.suggestions:  # offered once: never in the answer's text
        out.print(f"  [cyan]• {escape(suggestion)}[/cyan]")


@app.command()
def ask(
    question: Annotated[
        str | None,
        typer.Argument(metavar="QUESTION", help="The question, in French or English."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    batch: Annotated[
        Path | None,
        typer.Option(
            "--batch",
            metavar="FILE",
            help="Read one question per line; print one JSON object each.",
        ),
    ] = None,
    lang: Annotated[
        str | None,
        typer.Option("--lang", metavar="fr|en", help="Answer in fr or en (default: guessed)."),
    ] = None,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain",
            help="Also say why: the learned intent and corpus entry, with the training "
            "questions nearest to this one (with --json: an 'explanation' key).",
        ),
    ] = False,
) -> None:
    """Answer a question about Arboretum's rules, with the booklet pages."""
    from rulebot.api.messages import say_here  # errors in the asker's language

    if lang is not None and lang not in ("fr", "en"):
        raise _fail(say_here("cli_bad_lang", [question], None, given=lang))
    if batch is not None:
        _ask_batch(batch, lang)
        return
    if question is None:
        raise _fail(say_here("cli_no_question", [], lang))
    try:
        with loading(err, STARTING):  # the index loads (or builds) on a rules question
            answer = _bot().ask(question, lang=lang)
            why = _bot().explain(question, lang=lang).to_json() if explain else None
    except RulebotError as error:
        raise _fail(error.message) from None
    if as_json:
        record = answer.to_json() if why is None else {**answer.to_json(), "explanation": why}
        sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
        return
    render(answer)
    if why is not None:
        render_explanation(why)


def render_explanation(why: dict[str, Any]) -> None:
    """Print why a question was read as it was: each learned decision, its likeliest
    labels and the training questions nearest to the question."""
    for name in ("intent", "entry"):
        decision = why[name]
        ranked = ", ".join(f"{label} {p:.2f}" for label, p in decision["ranked"])
        out.print(f"[dim]{name}: {escape(ranked)}[/dim]")
        for near in decision["nearest"]:
            line = f"  ≈ {near['question']} → {near['label']} ({near['similarity']:.2f})"
            out.print(f"[dim]{escape(line)}[/dim]")


def _ask_batch(path: Path, lang: str | None) -> None:
    from rulebot.api.messages import say_here

    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise _fail(say_here("cli_cannot_read", [], lang, path=path, error=error)) from None
    bot = _bot()
    try:
        with loading(err, STARTING):
            bot.warm_up()  # many questions: the index and word lists loaded once, now
    except RulebotError as error:
        raise _fail(error.message) from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        record: dict[str, Any]
        try:
            record = bot.ask(line, lang=lang).to_json()
        except RulebotError as error:
            record = {"question": line, "error": error.message, "line": number}
        sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
        sys.stdout.flush()


@app.command()
def chat() -> None:
    """Talk with rulebot in the terminal; follow-up questions reuse the conversation."""
    from rulebot.cli.chat_words import ends_chat, intro

    bot = _bot()
    history: list[str] = []
    out.print(escape(intro()))
    while True:
        try:
            question = input("› ")
        except (EOFError, KeyboardInterrupt):  # Ctrl-D, Ctrl-C
            out.print()
            return
        if ends_chat(question):  # "quit", "exit", ":q", "quitter", "sortir"
            return
        if not question.strip():
            continue
        try:
            if history:
                answer = bot.ask(question, history=history)
            else:  # the first question may load (or build) the index: a sign of life
                with loading(err, STARTING):
                    answer = bot.ask(question, history=history)
        except RulebotError as error:
            err.print(f"[red]{escape(error.message)}[/red]")
            continue
        render(answer)
        history.append(question)


@app.command()
def index(
    force: Annotated[bool, typer.Option("--force", help="Rebuild even if up to date.")] = False,
) -> None:
    """Build (or check) the retrieval index, and say what it holds."""
    from rulebot.pipeline import build_index_report

    try:
        with loading(err, "Checking the retrieval index"):
            report = build_index_report(force=force)
    except RulebotError as error:
        raise _fail(error.message) from None
    for key, value in report.items():
        out.print(f"{key}: {escape(str(value))}")
    if report["unsaved"]:  # built and usable, but the next start builds it again
        err.print(f"[red]error:[/red] {escape(report['unsaved'])}")
        raise typer.Exit(code=1)
