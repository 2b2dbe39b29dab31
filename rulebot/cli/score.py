"""`rulebot score`: judge a path written in words, or find the best paths of a layout."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from rulebot.cli import app

EXIT_BAD_INPUT = 2
EXIT_FAILURE = 1


@app.command("score")
def score(
    description: Annotated[
        str | None,
        typer.Argument(
            metavar="DESCRIPTION", help='A path, e.g. "1 rouge, 3 bleu, 5 bleu, 8 rouge".'
        ),
    ] = None,
    layout: Annotated[
        Path | None,
        typer.Option(
            "--layout", metavar="FILE", help="A file drawing an arboretum, one row a line."
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    lang: Annotated[
        str | None, typer.Option("--lang", metavar="fr|en", help="fr or en (default: guessed).")
    ] = None,
) -> None:
    """Score a path (validity, points, breakdown, pages) or a layout's best paths."""
    from rulebot.api.messages import locale_language, pick_language, say_here
    from rulebot.errors import RulebotError
    from rulebot.pipeline.score import score_description, score_layout
    from rulebot.understanding.errors import ParseError

    if lang is not None and lang not in ("fr", "en"):
        _fail(say_here("cli_bad_lang", [description], None, given=lang), EXIT_BAD_INPUT)
    if (description is None) == (layout is None):
        _fail(say_here("cli_path_or_layout", [description], lang), EXIT_BAD_INPUT)
    try:
        if layout is not None:
            result = score_layout(_read(layout, lang), lang)
        else:
            assert description is not None
            result = score_description(description, lang=lang)
    except ParseError as error:  # worded in the asker's language, as the CLI's own errors
        where = f"{layout}: " if layout is not None else ""
        language = lang or pick_language([description or ""], None, locale_language(os.environ))
        _fail(f"{where}{error.in_language(language).message}", EXIT_BAD_INPUT)
    except RulebotError as error:
        where = f"{layout}: " if layout is not None else ""
        _fail(f"{where}{error.message}", EXIT_BAD_INPUT)
    except (OSError, ValueError) as error:
        _fail(str(error), EXIT_FAILURE)
    if as_json:
        typer.echo(json.dumps(result, ensure_ascii=False))
    else:
        _show(result)


def _read(path: Path, lang: str | None) -> str:
    from rulebot.api.messages import say_here

    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        _fail(say_here("cli_file_not_found", [], lang, path=path), EXIT_BAD_INPUT)
    except (OSError, UnicodeDecodeError) as error:
        name = error.__class__.__name__
        _fail(say_here("cli_cannot_read_layout", [], lang, path=path, error=name), EXIT_BAD_INPUT)


def _show(result: dict[str, Any]) -> None:
    from rich.console import Console

    console = Console(highlight=False, soft_wrap=True)
    console.print(f"[bold]{result['summary']}[/bold]", markup=True)
    for colour, path in result.get("paths", {}).items():
        cards = " → ".join(path["cards"]) or "-"
        console.print(f"  {colour}: {path['points']}  {cards}", markup=False)
    console.print(result["text"], markup=False)


def _fail(message: str, code: int) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)
