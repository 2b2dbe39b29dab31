"""Request and response bodies of the HTTP API (they also document /docs).

The limits that follow the settings (question length, history turns) are checked by the
routes, in the asker's language, and written into the OpenAPI schema by `openapi.py`; the
fixed ones are here. Every text refuses a lone surrogate (`\\ud800` in JSON): it is no
character, and could be neither read nor stored.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from rulebot.api.messages import say

MAX_ANSWER_CHARS = 4000  # the longest answer a rating may quote (answers are far shorter)
MAX_COMMENT_CHARS = 1000
TOKEN_CHARS = 64


def _refusal(key: str) -> PydanticCustomError:
    """A validation error typed with an id of data/errors.yaml (the API words it per language)."""
    return PydanticCustomError(key, say(key, "en"))


def _readable(text: str) -> str:
    if any("\ud800" <= ch <= "\udfff" for ch in text):
        raise _refusal("unreadable_text")
    return text


Text = Annotated[str, AfterValidator(_readable)]


class Turn(BaseModel):
    """An earlier turn of the conversation, as the widget sends it back: its question (other
    keys, such as the answer's intent or language, are accepted and not read)."""

    model_config = ConfigDict(extra="ignore")

    question: Text = Field(description="The earlier question.")


History = list[Text | Turn]
HISTORY_DESCRIPTION = (
    'Earlier turns, oldest first: questions, or objects with a "question" '
    "(at most `max_history_turns` turns, each at most `max_question_chars` characters)."
)


def questions_of(history: History) -> list[str]:
    """The questions of the earlier turns, oldest first."""
    return [turn if isinstance(turn, str) else turn.question for turn in history]


class AskRequest(BaseModel):
    """A question, the earlier turns of the conversation (oldest first), and a language."""

    question: Text = Field(
        description="The question, in French or English: not blank, at most "
        "`max_question_chars` characters (1,000 by default)."
    )
    history: History = Field(default_factory=list, description=HISTORY_DESCRIPTION)
    lang: Literal["fr", "en"] | None = Field(
        default=None,
        description="Force the language of the answer (and of errors when the question's "
        "words do not tell it).",
    )

    @model_validator(mode="before")
    @classmethod
    def _history_turns_have_a_question(cls, data: Any) -> Any:
        history = data.get("history") if isinstance(data, dict) else None
        for turn in history if isinstance(history, list) else ():
            if isinstance(turn, dict) and not isinstance(turn.get("question"), str):
                raise _refusal("history_question")
        return data


def _one_of_text_or_layout(schema: dict[str, Any]) -> None:
    """The schema says what the validator checks: `text` or `layout`, exactly one, a string."""
    for name in ("text", "layout"):
        prop = schema["properties"][name]
        prop.pop("anyOf", None)
        prop.pop("default", None)
        prop["type"] = "string"
    schema["oneOf"] = [{"required": ["text"]}, {"required": ["layout"]}]


class ScoreRequest(BaseModel):
    """A described path (`text`) or an arboretum layout (`layout`): exactly one of them."""

    model_config = ConfigDict(json_schema_extra=_one_of_text_or_layout)

    text: Text | None = Field(
        default=None,
        description="A described path: not blank, at most `max_question_chars` characters.",
        examples=["1 rouge, 3 bleu, 5 bleu, 8 rouge"],
    )
    layout: Text | None = Field(
        default=None,
        description="An arboretum grid, as for the CLI: at most `max_layout_chars` "
        "characters, 80 cards (the deck), 80 rows of 80 cells.",
    )
    lang: Literal["fr", "en"] | None = Field(default=None, description="Language of the texts.")

    @model_validator(mode="after")
    def _exactly_one(self) -> ScoreRequest:
        given = [name for name in ("text", "layout") if name in self.model_fields_set]
        if len(given) != 1 or getattr(self, given[0]) is None:
            raise _refusal("text_or_layout")
        return self


class FeedbackRequest(BaseModel):
    """A thumbs up or down on one answer, sent at the click: the question and answer rated,
    the conversation that led to them, an optional comment (or add it later: PATCH)."""

    question: Text = Field(
        description="The question answered: not blank, at most `max_question_chars` characters."
    )
    answer: Text = Field(default="", max_length=MAX_ANSWER_CHARS)
    rating: Literal["up", "down"]
    comment: Text = Field(default="", max_length=MAX_COMMENT_CHARS)
    lang: str | None = Field(default=None, max_length=8)
    intent: str | None = Field(default=None, max_length=40)
    history: History = Field(default_factory=list, description=HISTORY_DESCRIPTION)


class FeedbackAmend(BaseModel):
    """A comment added to a stored rating, or its thumb changed, with the rating's token."""

    token: str = Field(min_length=1, max_length=TOKEN_CHARS)
    comment: Text | None = Field(default=None, max_length=MAX_COMMENT_CHARS)
    rating: Literal["up", "down"] | None = None


class FeedbackResponse(BaseModel):
    """The rating was stored: its id, and the token that allows amending it."""

    stored: bool
    id: int | None = None
    token: str | None = None


class FeedbackRefused(BaseModel):
    """The feedback could not be stored now (busy or failing store): try again later."""

    detail: str
    stored: Literal[False] = False


class CitationOut(BaseModel):
    """One cited passage."""

    chunk_id: str
    pages: list[int]
    section: str
    excerpt: str


class AnswerPartOut(BaseModel):
    """One part of an answer to a message asking several things (questions, colours)."""

    question: str
    answer: str
    intent: str
    pages: list[int]
    citations: list[CitationOut]


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
    parts: list[AnswerPartOut] = Field(
        default_factory=list,
        description="A message asking several things: each one's answer (else empty).",
    )


class ErrorOut(BaseModel):
    """Every error body: readable sentences in the asker's language (the question's words,
    else the request's `lang`, else `Accept-Language`, else English)."""

    detail: str
