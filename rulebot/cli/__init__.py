"""The `rulebot` command: thin typer edges over the library."""

from __future__ import annotations

import typer

app = typer.Typer(
    name="rulebot",
    help="Arboretum rules assistant: page-cited answers and an exact scoring engine.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


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
