"""`rulebot serve` (HTTP API + widget) and `rulebot feedback` (what users flagged)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from rulebot.cli import app

if TYPE_CHECKING:
    from rulebot.feedback import FeedbackRecord


@app.command()
def serve(
    host: Annotated[
        str, typer.Option(metavar="HOST", help="Interface to listen on.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(metavar="PORT", help="TCP port.")] = 8000,
    workers: Annotated[
        int | None,
        typer.Option(help="Worker processes (default: RULEBOT_WORKERS, else one per core)."),
    ] = None,
    proxy_headers: Annotated[
        bool | None,
        typer.Option(
            "--proxy-headers/--no-proxy-headers",
            help="Behind a reverse proxy: take the client's address from X-Forwarded-For, "
            "from the trusted proxies only (default: RULEBOT_PROXY_HEADERS, else off).",
        ),
    ] = None,
    forwarded_allow_ips: Annotated[
        str | None,
        typer.Option(
            help="The proxies trusted with X-Forwarded-For: comma-separated addresses or "
            "networks, '*' for any (default: RULEBOT_FORWARDED_ALLOW_IPS, else 127.0.0.1).",
        ),
    ] = None,
    log_level: Annotated[
        str, typer.Option(metavar="LEVEL", help="uvicorn log level (debug, info, warning...).")
    ] = "info",
) -> None:
    """Serve the API and the chat widget (http://HOST:PORT/); each worker loads the index once."""
    from rulebot.api.serving import ServeOptions, run
    from rulebot.cli.progress import logging_to_stderr
    from rulebot.errors import RulebotError
    from rulebot.pipeline import get_bot

    with logging_to_stderr():  # "building the retrieval index at …: why", beside uvicorn's
        try:  # before the workers start: the index (and the learned decisions) built once,
            get_bot().warm_up()  # and a model or index problem is one clear line
        except RulebotError as error:
            typer.echo(f"error: {error.message}", err=True)
            raise typer.Exit(2) from None
        run(ServeOptions(host, port, workers, proxy_headers, forwarded_allow_ips, log_level))


@app.command()
def feedback(
    limit: Annotated[int, typer.Option(metavar="N", help="How many rows of each list.")] = 20,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """The thumbs counted, then the latest unanswered questions and answers marked wrong,
    with their dates and the conversation that led to them."""
    import sqlite3

    from rulebot.config import get_settings
    from rulebot.feedback import FeedbackStore

    store = FeedbackStore(get_settings().feedback_db)
    try:
        counts = store.counts()
        unanswered = store.latest("abstention", limit=limit)
        wrong = store.latest("rating", rating=-1, limit=limit)
    except (sqlite3.Error, OSError) as exc:
        from rulebot.api.messages import say_here

        typer.echo(say_here("cli_feedback_db", path=store.path, error=exc), err=True)
        raise typer.Exit(2) from exc
    if as_json:
        data = {
            "counts": counts,
            "unanswered": [r.to_json() for r in unanswered],
            "marked_wrong": [r.to_json() for r in wrong],
        }
        typer.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    typer.echo(
        f"{counts['up']} thumbs up, {counts['down']} thumbs down, "
        f"{counts['unanswered']} unanswered questions (times in UTC)."
    )
    typer.echo(f"\nUnanswered questions (latest {len(unanswered)}):")
    for r in unanswered:
        typer.echo(f"  - {_when(r)} [{r.lang or '?'}] {r.question}")
        _conversation(r)
    if not unanswered:
        typer.echo("  (none)")
    typer.echo(f"\nAnswers marked wrong (latest {len(wrong)}):")
    for r in wrong:
        typer.echo(f"  - {_when(r)} [{r.lang or '?'}] Q: {r.question}")
        typer.echo(f"    A: {_shorten(r.answer)}")
        if r.comment:
            typer.echo(f"    comment: {r.comment}")
        _conversation(r)
    if not wrong:
        typer.echo("  (none)")


def _when(record: FeedbackRecord) -> str:
    return record.date.replace("T", " ").removesuffix("+00:00")


def _conversation(record: FeedbackRecord) -> None:
    """The earlier questions of the conversation, oldest first."""
    if record.history:
        typer.echo("    after:")
        for n, question in enumerate(record.history, start=1):
            typer.echo(f"      {n}. {_shorten(question)}")


def _shorten(text: str, width: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
