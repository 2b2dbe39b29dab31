"""rulebot: a page-cited rules assistant for the card game Arboretum.

`rulebot.ask(question, history=None) -> Answer` is the one entry point.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebot.answer.model import Answer

__version__ = "0.1.0"


def ask(question: str, history: Sequence[str | Mapping[str, Any]] | None = None) -> Answer:
    """Answer a question about Arboretum's rules, citing the booklet's pages."""
    from rulebot.pipeline import ask as pipeline_ask

    return pipeline_ask(question, history=history)


__all__ = ["ask"]
