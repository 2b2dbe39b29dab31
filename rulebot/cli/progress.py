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
    with console.status(escape(what)) if console.is_terminal else _nothing() as status:
        handler = ToConsole(console, status)
        with _attached(handler, handler.level):
            yield


@contextmanager
def _nothing() -> Iterator[None]:
    yield None


@contextmanager
def logging_to_stderr() -> Iterator[None]:
    """While the body runs (`rulebot serve`), the library's log lines (INFO and up) go to
    stderr beside uvicorn's; the handler goes when the body ends, so nothing logs later
    to a stream that was the command's."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(SERVE_FORMAT))
    with _attached(handler, logging.INFO):
        yield


@contextmanager
def _attached(handler: logging.Handler, level: int) -> Iterator[None]:
    """The library's logger sends its records from `level` up to `handler` while the body
    runs; its handlers and level are as before once it ends."""
    logger = logging.getLogger(LOGGER)
    before = logger.level
    logger.addHandler(handler)
    logger.setLevel(level)
    try:
        yield
    finally:
        logger.removeHandler(handler)
        logger.setLevel(before)
