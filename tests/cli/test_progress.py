"""What the CLI shows while the library loads or builds: log lines on any output, and on a
terminal a spinner that follows them."""

from __future__ import annotations

import io
import logging

from rich.console import Console

from rulebot.cli.progress import loading

log = logging.getLogger("rulebot.retrieval.store")


def _story() -> None:
    log.debug("loading the retrieval index from /cache/index")
    log.info("building the retrieval index at /cache/index: no saved index")
    log.debug("encoding the chunks", extra={"progress": (16, 1623)})
    log.warning("cannot save the index in /cache: Permission denied")


def test_on_a_pipe_the_build_and_the_warning_are_lines_and_nothing_else() -> None:
    stream = io.StringIO()
    with loading(Console(file=stream, width=200), "Loading rulebot"):
        _story()
    assert stream.getvalue().splitlines() == [
        "building the retrieval index at /cache/index: no saved index",
        "warning: cannot save the index in /cache: Permission denied",
    ]


def test_on_a_terminal_a_spinner_follows_the_progress() -> None:
    stream = io.StringIO()
    console = Console(file=stream, width=200, force_terminal=True, color_system=None)
    frames = []
    with loading(console, "Loading rulebot"):
        for step in (lambda: None, _story):
            step()
            console.print("")  # draws the spinner with its text now (a timer does it live)
            frames.append(stream.getvalue())
    assert "⠋ Loading rulebot" in frames[0]
    assert "building the retrieval index at /cache/index: no saved index\n" in frames[1]
    assert "⠋ cannot save the index in /cache: Permission denied…" in frames[1]


def test_progress_records_become_the_spinner_text() -> None:
    console = Console(file=io.StringIO(), force_terminal=True)
    with loading(console, "Loading rulebot"):
        handler = logging.getLogger("rulebot").handlers[-1]
        log.debug("encoding the chunks", extra={"progress": (16, 1623)})
        assert str(handler.status.renderable.text) == "encoding the chunks 16/1623…"  # type: ignore[attr-defined]


def test_the_logger_is_left_as_it_was() -> None:
    logger = logging.getLogger("rulebot")
    before = (logger.level, list(logger.handlers))
    with loading(Console(file=io.StringIO()), "Loading rulebot"):
        pass
    assert (logger.level, logger.handlers) == before
