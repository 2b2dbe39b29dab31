"""Wires understanding, rules, retrieval and answers: the library entry points.

Importing this package loads nothing heavy: `Rulebot` (and with it the whole answering
layer) is imported on first use, so `rulebot score` reads a path without it, and the
retrieval index loads on the first rules question.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rulebot.understanding.language import told_language

if TYPE_CHECKING:
    from rulebot.answer.model import Answer
    from rulebot.pipeline.bot import Rulebot

_bot: Rulebot | None = None
_lock = threading.Lock()


def get_bot() -> Rulebot:
    """The process-wide Rulebot, built once."""
    global _bot
    if _bot is None:
        with _lock:
            if _bot is None:
                from rulebot.pipeline.bot import Rulebot

                _bot = Rulebot()
    return _bot


def ask(question: str, history: Sequence[str | Mapping[str, Any]] | None = None) -> Answer:
    """Answer a question about Arboretum with the process-wide bot."""
    return get_bot().ask(question, history=history)


def build_index_report(force: bool = False) -> dict[str, Any]:
    """Build the retrieval index if needed (or always, with force) and describe it."""
    from rulebot.pipeline.learning import prepare

    report, (_, learned) = prepare(get_bot(), force=force)  # the learned decisions too
    described = {"summary": report.summary(), **{k: str(v) for k, v in vars(report).items()}}
    described["learned"] = learned.key
    described["learned_trained"] = str(learned.trained)
    if learned.unsaved and not described.get("unsaved"):
        described["unsaved"] = learned.unsaved
    return described


def __getattr__(name: str) -> Any:
    """`Rulebot` and `Answer`, imported when first asked for."""
    if name == "Rulebot":
        from rulebot.pipeline.bot import Rulebot

        return Rulebot
    if name == "Answer":
        from rulebot.answer.model import Answer

        return Answer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Answer", "Rulebot", "ask", "build_index_report", "get_bot", "told_language"]
