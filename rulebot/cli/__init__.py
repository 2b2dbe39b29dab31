"""The `rulebot` command: thin typer edges over the library."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from rulebot import installed


class WrappedGroup(TyperGroup):
    """The command list with each command's whole first sentence, wrapped, never cut
    short with "..." (click shortens it to the terminal's width)."""

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command.get_short_help_str(limit=10_000)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


# Plain click help: flags are shown as flags (no "<bool>" column) and every help text
# wraps to the terminal's width in one column, instead of rich's narrow boxed table.
app = typer.Typer(
    name="rulebot",
    help="Arboretum rules assistant: page-cited answers and an exact scoring engine.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    cls=WrappedGroup,
)


def package_version() -> str:
    """rulebot's installed version ("0.1.0"), or "unknown" when it runs uninstalled."""
    return installed.version("rulebot") or "unknown"


def _print_version(asked: bool) -> None:
    if asked:
        typer.echo(f"rulebot {package_version()}")
        raise typer.Exit()


@app.callback()
def _options(
    _version: Annotated[
        bool,
        typer.Option(
            "--version",
            is_eager=True,
            callback=_print_version,
            help="Print rulebot's version and exit.",
        ),
    ] = False,
) -> None:
    """The options of `rulebot` itself (before a command): --version."""


def main() -> None:
    """Console-script entry point."""
    _register()
    app()


def _register() -> None:
    # Each sub-module adds its commands to `app`; imports stay light (no torch at import).
    from rulebot.cli import ask as _ask  # noqa: F401
    from rulebot.cli import eval as _eval  # noqa: F401
    from rulebot.cli import score  # noqa: F401
    from rulebot.cli import serve as _serve  # noqa: F401


_register()
