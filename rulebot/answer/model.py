"""The Answer value returned by rulebot.ask, and its JSON form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rulebot.corpus import format_pages


@dataclass(frozen=True)
class Citation:
    """One passage an answer relies on, with the booklet pages it comes from."""

    chunk_id: str
    pages: tuple[int, ...]
    section: str
    excerpt: str

    @property
    def pages_label(self) -> str:
        """The pages as cited in text: "6", "5-6", "2, 4"."""
        return format_pages(self.pages)

    def to_json(self) -> dict[str, Any]:
        return {
            "chunk_id": self.chunk_id,
            "pages": list(self.pages),
            "section": self.section,
            "excerpt": self.excerpt,
        }


@dataclass(frozen=True)
class Answer:
    """What rulebot says to one question: text with citations, and how it got there."""

    question: str
    answer: str
    lang: str
    intent: str
    pages: tuple[int, ...] = ()
    citations: tuple[Citation, ...] = ()
    abstained: bool = False
    confidence: float = 0.0
    engine: dict[str, Any] | None = None
    suggestions: tuple[str, ...] = ()
    # What a follow-up may reuse (the last path or scenario); not part of the JSON contract.
    context: dict[str, Any] = field(default_factory=dict, compare=False)
    # The answers a message asking several things was given, one per question or colour.
    parts: tuple[Answer, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.answer,
            "lang": self.lang,
            "intent": self.intent,
            "pages": list(self.pages),
            "citations": [c.to_json() for c in self.citations],
            "abstained": self.abstained,
            "confidence": round(float(self.confidence), 4),
            "engine": self.engine,
            "suggestions": list(self.suggestions),
            "parts": [part.part_json() for part in self.parts],
        }

    def part_json(self) -> dict[str, Any]:
        """One part of a message's answer: what it answers, and how."""
        return {
            "question": self.question,
            "answer": self.answer,
            "intent": self.intent,
            "pages": list(self.pages),
            "citations": [c.to_json() for c in self.citations],
        }


def joined(answers: Sequence[Answer], question: str | None = None, sep: str = " ") -> Answer:
    """Several answers to one message (several colours, several questions), one after the
    other: the pages and citations of all of them, the confidence of the least sure."""
    first = answers[0]
    pages = tuple(sorted({p for a in answers for p in a.pages}))
    citations = tuple({c.chunk_id: c for a in answers for c in a.citations}.values())
    return replace(
        first,
        question=first.question if question is None else question,
        answer=sep.join(a.answer for a in answers),
        pages=pages,
        citations=citations,
        confidence=min(a.confidence for a in answers),
        parts=tuple(answers),
    )
