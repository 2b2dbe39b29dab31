"""Request and response bodies of the HTTP API (they also document /docs)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from rulebot.api.messages import say

MAX_HISTORY = 50


def _refusal(key: str) -> PydanticCustomError:
    """A validation error typed with an id of data/errors.yaml (the API words it per language)."""
    return PydanticCustomError(key, say(key, "en"))


class AskRequest(BaseModel):
    """A question, the earlier turns of the conversation (oldest first), and a language."""

    question: str = Field(description="The question, in French or English.")
    history: list[str | dict[str, Any]] = Field(
        default_factory=list,
        max_length=MAX_HISTORY,
        description='Earlier turns, oldest first: questions, or objects with a "question".',
    )
    lang: Literal["fr", "en"] | None = Field(
        default=None,
        description="Force the language of the answer (and of errors when the question's "
        "words do not tell it).",
    )

    @model_validator(mode="after")
    def _history_turns_have_a_question(self) -> AskRequest:
        for turn in self.history:
            if isinstance(turn, dict) and not isinstance(turn.get("question"), str):
                raise _refusal("history_question")
        return self


class ScoreRequest(BaseModel):
    """A described path (`text`) or an arboretum layout (`layout`): exactly one of them."""

    text: str | None = Field(default=None, examples=["1 rouge, 3 bleu, 5 bleu, 8 rouge"])
    layout: str | None = Field(default=None, description="An arboretum grid, as for the CLI.")
    lang: Literal["fr", "en"] | None = Field(default=None, description="Language of the texts.")

    @model_validator(mode="after")
    def _exactly_one(self) -> ScoreRequest:
        if (self.text is None) == (self.layout is None):
            raise _refusal("text_or_layout")
        return self


class FeedbackRequest(BaseModel):
    """A thumbs up or down on one answer, with an optional comment."""

    question: str = Field(max_length=5000)
    answer: str = Field(default="", max_length=20000)
    rating: Literal["up", "down"]
    comment: str = Field(default="", max_length=2000)
    lang: str | None = Field(default=None, max_length=8)
    intent: str | None = Field(default=None, max_length=40)


class FeedbackResponse(BaseModel):
    """Whether the feedback was stored (a storage failure is logged, never an error)."""

    stored: bool
    id: int | None = None


class CitationOut(BaseModel):
    """One cited passage."""

    chunk_id: str
    pages: list[int]
    section: str
    excerpt: str


class AnswerOut(BaseModel):
    """The same object as `rulebot ask --json`."""

    model_config = ConfigDict(extra="allow")

    question: str
    answer: str
    lang: str
    intent: str
    pages: list[int]
    citations: list[CitationOut]
    abstained: bool
    confidence: float
    engine: dict[str, Any] | None
    suggestions: list[str]


class ErrorOut(BaseModel):
    """Every error body: readable sentences in the asker's language (the question's words,
    else the request's `lang`, else `Accept-Language`, else English)."""

    detail: str
