"""Signs of life while rulebot loads or builds its index: a spinner on a terminal that
follows the library's log ("building the retrieval index…", "encoding 320/1623"), and on
any output the log lines that matter (a rebuild and why, an index that cannot be saved).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.markup import escape

LOGGER = "rulebot"  # the library's loggers are its children
SERVE_FORMAT = "%(levelname)s:     %(message)s"  # beside uvicorn's own lines


class ToConsole(logging.Handler):
    """Log records as lines on a console; with a ``status`` (a spinner), every record,
    progress included, also becomes its text."""

    def __init__(self, console: Console, status: Any = None) -> None:
        super().__init__(logging.DEBUG if status is not None else logging.INFO)
        self.console = console
        self.status = status

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        progress = getattr(record, "progress", None)
        if self.status is not None:
            done = f" {progress[0]}/{progress[1]}" if progress else ""
            self.status.update(f"{escape(text)}{done}…")
        if progress is not None or record.levelno < logging.INFO:
            return
        if record.levelno >= logging.WARNING:
            self.console.print(f"[yellow]warning:[/yellow] {escape(text)}")
        else:
            self.console.print(f"[dim]{escape(text)}[/dim]")


@contextmanager
def loading(console: Console, what: str) -> Iterator[None]:
    """While the body runs: a spinner saying ``what`` (then what the library says it is
    doing) when ``console`` is a terminal, and the library's log lines in any case."""
    logger = logging.getLogger(LOGGER)
    level = logger.level
    with console.status(escape(what)) if console.is_terminal else _nothing() as status:
        handler = ToConsole(console, status)
        logger.addHandler(handler)
        logger.setLevel(handler.level)
        try:
            yield
        finally:
            logger.removeHandler(handler)
            logger.setLevel(level)


@contextmanager
def _nothing() -> Iterator[None]:
    yield None


class _CurrentStderr(logging.StreamHandler):  # type: ignore[type-arg]
    """A handler writing to whatever `sys.stderr` is when a line is logged, not to the
    stream it was made with (which a test runner, or a redirection, may have closed)."""

    @property
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, value: Any) -> None:
        pass


def log_to_stderr() -> None:
    """Send the library's log lines (INFO and up) to stderr, as `rulebot serve` shows them."""
    logger = logging.getLogger(LOGGER)
    if not any(getattr(h, "rulebot_serve", False) for h in logger.handlers):
        handler = _CurrentStderr()
        handler.setFormatter(logging.Formatter(SERVE_FORMAT))
        handler.rulebot_serve = True  # type: ignore[attr-defined]
        logger.addHandler(handler)
    logger.setLevel(logging.INFO)
