"""`rulebot eval`: run the golden set through rulebot and report its accuracy."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.markup import escape

from rulebot.cli import app
from rulebot.errors import RulebotError

if TYPE_CHECKING:  # the pipeline and the evaluation load when the command runs
    from rulebot.evaluation.runner import Bot, Mode

MIN_ACCURACY_HELP = (
    "Exit with status 1 if answer accuracy is below this: a fraction (0.9) or a "
    "percentage (90 or 90%). Values up to 1 are fractions, so 1 means 100%."
)


class Split(StrEnum):
    """Which split of a golden folder to run."""

    dev = "dev"
    test = "test"
    holdout = "holdout"
    all = "all"


def parse_min_accuracy(text: str) -> float:
    """`0.9`, `90` and `90%` all mean 0.9; raise ValueError on anything else."""
    raw = text.strip().removesuffix("%").strip()
    try:
        value = float(raw)
    except ValueError:
        raise ValueError(f"--min-accuracy {text!r} is not a number") from None
    if text.strip().endswith("%") or value > 1:
        value /= 100
    if not 0 <= value <= 1:
        raise ValueError(f"--min-accuracy {text!r} must be between 0 and 1, or 0 and 100%")
    return value


def make_bots() -> Callable[[Mode], Bot]:
    """One Rulebot per retrieval mode, built when first needed; the others clone the first."""
    from rulebot.pipeline import Rulebot

    bots: dict[str, Bot] = {}

    def bot_for(mode: Mode) -> Bot:
        if mode not in bots:
            first = next(iter(bots.values()), None)
            with_mode = getattr(first, "with_mode", None)
            bots[mode] = with_mode(mode) if callable(with_mode) else Rulebot(retrieval_mode=mode)
        return bots[mode]

    return bot_for


def _run_sets(
    names: str, eval_dir: Path, floors: Path | None, write_floors: Path | None, report: Path | None
) -> None:
    """Many sets through one bot: a line of figures per set as it ends, the total, the
    floors checked (exit 1 below one) or written; with `report`, each set's report in
    report/<set>/ and every set's figures in report/figures.json (no item listed)."""
    import yaml

    from rulebot.evaluation import report as reports
    from rulebot.evaluation.formatting import SET_HEADER, set_line
    from rulebot.evaluation.sets import (
        floors_of,
        load_floors,
        missing_floors,
        run_sets,
        set_paths,
        total,
    )

    out, err = Console(highlight=False, soft_wrap=True), _stderr()
    try:
        paths = set_paths(names, eval_dir)
        held = None if floors is None else load_floors(floors)
        bot = make_bots()("fused")
        out.print(SET_HEADER, markup=False)
        runs = run_sets(paths, bot, held, on_set=lambda run: out.print(set_line(run), markup=False))
    except RulebotError as error:
        raise _fail(error.message) from None
    whole = total(runs)
    out.print(f"{'all':<22} {f'{whole.hits}/{whole.total}':>15}", markup=False)
    try:
        if report is not None:
            for run in runs:
                reports.write_report(run.result, report / run.name)
            figures = [run.figures() for run in runs]
            (report / "figures.json").write_text(json.dumps(figures, indent=1) + "\n", "utf-8")
        if write_floors is not None:
            text = yaml.safe_dump(floors_of(runs), sort_keys=False)
            write_floors.write_text(FLOORS_HEADER + text, encoding="utf-8")
            err.print(f"floors written to {escape(str(write_floors))}")
    except OSError as error:
        raise _fail(f"cannot write {error.filename}: {error.strerror or error}") from None
    below = [run.name for run in runs if run.below]
    unheld = missing_floors(runs) if held is not None else []
    if below or unheld:
        if below:
            err.print(f"[red]below their floor: {escape(', '.join(below))}[/red]")
        if unheld:
            err.print(
                f"[red]no floor in {escape(str(floors))} for: {escape(', '.join(unheld))}[/red]"
            )
        raise typer.Exit(code=1)


FLOORS_HEADER = """\
# The fewest items of each evaluation set that must pass (`rulebot eval --sets ...
# --floors eval/floors.yaml`, run by `make eval`): the counts reached when it was written
# (`--write-floors`). Raise a floor when its set rises; never lower one to let a change in.
"""


def _fail(message: str) -> typer.Exit:
    _stderr().print(f"[red]error:[/red] {escape(message)}")
    return typer.Exit(code=2)


def _stderr() -> Console:
    # Built per run (not at import) so that the terminal width is read when the command runs.
    return Console(stderr=True, highlight=False, soft_wrap=True)


@app.command("eval")
def eval_command(
    split: Annotated[Split, typer.Option(help="Split of the golden folder.")] = Split.dev,
    set_name: Annotated[
        str | None,
        typer.Option(
            "--set",
            metavar="NAME|PATH",
            help="A set name (the stem of a file of the eval folder's golden, sets or "
            "phrasings: blind_3_check, path_tune), a golden YAML file, or a folder holding "
            "dev.yaml and test.yaml (default: the eval folder's golden). A file is run whole, "
            "whatever --split says.",
        ),
    ] = None,
    sets: Annotated[
        str | None,
        typer.Option(
            metavar="NAMES",
            help="Run many sets in one process (one bot, one index load) and print a line "
            "of figures per set: set names and groups (golden, blind, phrasings, all), "
            "comma-separated. Items are never listed.",
        ),
    ] = None,
    floors: Annotated[
        Path | None,
        typer.Option(
            metavar="PATH",
            help="With --sets: a YAML mapping of set name -> items that must pass; exit 1 "
            "when a set falls below its floor or has none.",
        ),
    ] = None,
    write_floors: Annotated[
        Path | None,
        typer.Option(
            metavar="PATH", help="With --sets: write the items each set passes as its floor."
        ),
    ] = None,
    report: Annotated[
        Path | None,
        typer.Option(
            metavar="DIR", help="Write report.json, report.md, report.html and the chart here."
        ),
    ] = None,
    min_accuracy: Annotated[str | None, typer.Option(metavar="X", help=MIN_ACCURACY_HELP)] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the full result as JSON on stdout.")
    ] = False,
    ablation: Annotated[
        bool, typer.Option(help="Also run dense-only and lexical-only retrieval.")
    ] = True,
    list_items: Annotated[
        bool,
        typer.Option(
            "--items/--no-items",
            help="List each failing item on stdout (--no-items: figures only, for a "
            "held-out split whose items must not be read; --report still writes them).",
        ),
    ] = True,
) -> None:
    """Run the golden questions through rulebot: accuracy, citations, retrieval, timing."""
    from rich.progress import Progress

    from rulebot.config import get_settings
    from rulebot.evaluation import console
    from rulebot.evaluation import report as reports
    from rulebot.evaluation.golden import load_golden
    from rulebot.evaluation.runner import MODES, evaluate
    from rulebot.evaluation.sets import set_path

    err = _stderr()
    try:
        threshold = None if min_accuracy is None else parse_min_accuracy(min_accuracy)
    except ValueError as error:
        raise _fail(str(error)) from None
    eval_dir = get_settings().eval_dir
    if sets is not None:
        _run_sets(sets, eval_dir, floors, write_floors, report)
        return
    try:
        path = eval_dir / "golden" if set_name is None else set_path(set_name, eval_dir)
        items = load_golden(path, split.value)
        runs = len(MODES) if ablation else 1
        with Progress(console=err, transient=True, disable=not err.is_terminal) as progress:
            task = progress.add_task("eval", total=len(items) * runs)
            result = evaluate(
                items,
                make_bots(),
                source=str(path),
                split=split.value if path.is_dir() else "whole file",
                ablation=ablation,
                on_item=lambda: progress.advance(task),
            )
    except RulebotError as error:
        raise _fail(error.message) from None
    if as_json:
        sys.stdout.write(
            json.dumps(reports.to_json(result, items=list_items), ensure_ascii=False, indent=2)
            + "\n"
        )
    else:
        console.render(result, Console(highlight=False), items=list_items)
    if report is not None:
        try:
            written = reports.write_report(result, report)
        except OSError as error:
            raise _fail(f"cannot write the report to {report}: {error.strerror or error}") from None
        err.print("report: " + ", ".join(escape(str(p)) for p in written))
    accuracy = result.metrics.answer_accuracy.value or 0.0
    if threshold is not None and accuracy < threshold:
        err.print(
            f"[red]answer accuracy {accuracy:.1%} is below --min-accuracy {threshold:.1%}[/red]"
        )
        raise typer.Exit(code=1)
