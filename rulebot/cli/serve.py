"""`rulebot serve` (HTTP API + widget) and `rulebot feedback` (what users flagged)."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from rulebot.cli import app


@app.command()
def serve(
    host: Annotated[
        str, typer.Option(metavar="HOST", help="Interface to listen on.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(metavar="PORT", help="TCP port.")] = 8000,
    log_level: Annotated[
        str, typer.Option(metavar="LEVEL", help="uvicorn log level (debug, info, warning...).")
    ] = "info",
) -> None:
    """Serve the API and the chat widget (http://HOST:PORT/); loads the index once."""
    import uvicorn

    from rulebot.api import create_app

    uvicorn.run(create_app(), host=host, port=port, log_level=log_level, server_header=False)


@app.command()
def feedback(
    limit: Annotated[int, typer.Option(metavar="N", help="How many rows of each list.")] = 20,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """List the latest unanswered questions (abstentions) and the answers marked wrong."""
    import sqlite3

    from rulebot.config import get_settings
    from rulebot.feedback import FeedbackStore

    store = FeedbackStore(get_settings().feedback_db)
    try:
        unanswered = store.latest("abstention", limit=limit)
        wrong = store.latest("rating", rating=-1, limit=limit)
    except (sqlite3.Error, OSError) as exc:
        from rulebot.api.messages import say_here

        typer.echo(say_here("cli_feedback_db", path=store.path, error=exc), err=True)
        raise typer.Exit(2) from exc
    if as_json:
        data = {
            "unanswered": [r.to_json() for r in unanswered],
            "marked_wrong": [r.to_json() for r in wrong],
        }
        typer.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    typer.echo(f"Unanswered questions ({len(unanswered)}):")
    for r in unanswered:
        typer.echo(f"  - [{r.lang or '?'}] {r.question}")
    if not unanswered:
        typer.echo("  (none)")
    typer.echo(f"Answers marked wrong ({len(wrong)}):")
    for r in wrong:
        typer.echo(f"  - Q: {r.question}")
        typer.echo(f"    A: {_shorten(r.answer)}")
        if r.comment:
            typer.echo(f"    comment: {r.comment}")
    if not wrong:
        typer.echo("  (none)")


def _shorten(text: str, width: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
