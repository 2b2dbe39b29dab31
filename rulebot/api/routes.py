"""HTTP routes: check the request's size, call the bot once in the answering pool, return
its JSON. Health never waits for an answer; feedback is written by its own thread."""

from __future__ import annotations

import logging
import secrets
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Request
from fastapi import Path as PathParam
from fastapi.responses import FileResponse

from rulebot.api.bot import Bot
from rulebot.api.errors import ApiError, scope_language
from rulebot.api.feedbacks import FeedbackDesk, payload
from rulebot.api.openapi import responses
from rulebot.api.pools import BoundedPool
from rulebot.api.schemas import (
    AnswerOut,
    AskRequest,
    FeedbackAmend,
    FeedbackRequest,
    FeedbackResponse,
    History,
    ScoreRequest,
    questions_of,
)
from rulebot.api.tiles import with_tiles
from rulebot.config import Settings
from rulebot.pipeline.inputs import clean_question

log = logging.getLogger("rulebot.api")

STATIC = Path(__file__).resolve().parent / "static"
MAX_ROW_ID = 2**62  # a row id SQLite can hold

api = APIRouter(prefix="/api", tags=["api"])
pages = APIRouter(include_in_schema=False)


def _bot(request: Request) -> Bot:
    bot: Bot = request.app.state.bot
    return bot


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _answering(request: Request) -> BoundedPool:
    pool: BoundedPool = request.app.state.answering
    return pool


def _desk(request: Request) -> FeedbackDesk:
    desk: FeedbackDesk = request.app.state.feedback
    return desk


def _check_text(value: str, what: str, limit: int) -> str:
    """The text stripped; ApiError `empty_<what>` or `<what>_too_long` (data/errors.yaml)."""
    text = value.strip()
    if not text:
        raise ApiError(422, f"empty_{what}")
    if len(text) > limit:
        raise ApiError(422, f"{what}_too_long", length=len(text), limit=limit)
    return text


def _check_history(history: History, settings: Settings) -> list[str]:
    """The earlier questions; ApiError when there are too many or one is too long."""
    if len(history) > settings.max_history_turns:
        raise ApiError(
            422, "history_too_long", turns=len(history), limit=settings.max_history_turns
        )
    questions = questions_of(history)
    limit = settings.max_question_chars
    for turn, question in enumerate(questions, start=1):
        if len(question.strip()) > limit:
            length = len(question.strip())
            raise ApiError(422, "history_turn_too_long", turn=turn, length=length, limit=limit)
    return questions


@api.post("/ask", response_model=AnswerOut, responses=responses(400, 413, 422, 429, 503, 504))
async def ask(body: AskRequest, request: Request) -> dict[str, Any]:
    """Answer a rules question, with page citations (same JSON as `rulebot ask --json`)."""
    settings = _settings(request)
    limit = settings.max_question_chars
    question = _check_text(body.question, "question", limit)
    history = _check_history(body.history, settings)
    # Unreadable text is refused here, in the language of every refusal of the API (the
    # question's words, else `lang`, else Accept-Language, else English), not the pipeline's.
    clean_question(question, limit, scope_language(request.scope))
    bot = _bot(request)
    answer = await _answering(request).run(
        lambda: bot.ask(question, history=history or None, lang=body.lang)
    )
    if answer.abstained:  # stored by the feedback thread, after the answer is sent
        _desk(request).note_unanswered(
            question=answer.question,
            answer=answer.answer,
            lang=answer.lang,
            intent=answer.intent,
            payload={"history": history[-5:]},
        )
    return answer.to_json()


@api.post("/score", responses=responses(400, 413, 422, 429, 503, 504))
async def score(body: ScoreRequest, request: Request) -> dict[str, Any]:
    """Score a described path (`text`) or a layout (`layout`), as `rulebot score --json`."""
    settings = _settings(request)
    bot = _bot(request)
    if body.text is not None:
        text = _check_text(body.text, "path", settings.max_question_chars)
        return await _answering(request).run(lambda: bot.score(text, lang=body.lang))
    layout = _check_text(body.layout or "", "layout", settings.max_layout_chars)
    return await _answering(request).run(lambda: bot.score_layout(layout, lang=body.lang))


@api.get("/health")
async def health(request: Request) -> dict[str, Any]:
    """Whether the index and model are loaded, which model, which corpus version (answered
    on the event loop: it never waits behind a question)."""
    return _bot(request).health()


@api.get("/colours")
def colours(request: Request) -> dict[str, Any]:
    """The colour labels a question may name: the species, then plain colour words, each
    with its id, its name in French and English, and its tile colour and ink."""
    return with_tiles(_bot(request).colours())


@api.post(
    "/feedback",
    response_model=FeedbackResponse,
    status_code=201,
    responses=responses(400, 413, 422, 429, 503, stored=True),
)
async def feedback(body: FeedbackRequest, request: Request) -> FeedbackResponse:
    """Store a thumbs up/down on one answer, with the conversation that led to it. The
    token returned allows adding a comment or changing the thumb later (PATCH)."""
    settings = _settings(request)
    question = _check_text(body.question, "question", settings.max_question_chars)
    history = _check_history(body.history, settings)
    token = secrets.token_urlsafe(24)
    row = await _desk(request).rate(
        token,
        question=question,
        answer=body.answer,
        rating=1 if body.rating == "up" else -1,
        comment=body.comment.strip(),
        lang=body.lang,
        intent=body.intent,
        payload=payload(history, _bot(request).health().get("corpus_version")),
    )
    return FeedbackResponse(stored=True, id=row, token=token)


@api.patch(
    "/feedback/{row_id}",
    response_model=FeedbackResponse,
    responses=responses(400, 404, 413, 422, 429, 503, stored=True),
)
async def amend_feedback(
    row_id: Annotated[int, PathParam(ge=1, le=MAX_ROW_ID)],
    body: FeedbackAmend,
    request: Request,
) -> FeedbackResponse:
    """Add a comment to a stored rating, or change its thumb (with the token it was given)."""
    rating = None if body.rating is None else (1 if body.rating == "up" else -1)
    comment = None if body.comment is None else body.comment.strip()
    if not await _desk(request).amend(row_id, body.token, comment=comment, rating=rating):
        raise ApiError(404, "not_found")
    return FeedbackResponse(stored=True, id=row_id)


MEDIA_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}
# The widget's files (widget.js loads its parts from beside it), listed once at start-up.
STATIC_FILES = {
    path.name: MEDIA_TYPES[path.suffix]
    for path in sorted(STATIC.iterdir())
    if path.suffix in MEDIA_TYPES
}


def _file(name: str, media_type: str) -> FileResponse:
    return FileResponse(STATIC / name, media_type=media_type, headers={"cache-control": "no-cache"})


@pages.get("/")
def index() -> FileResponse:
    """The demo page, with the widget opened."""
    return _file("index.html", "text/html; charset=utf-8")


@pages.get("/{name}")
def static_file(name: str) -> FileResponse:
    """The widget's files (a fixed list: nothing else on disk is reachable)."""
    if name not in STATIC_FILES:
        raise ApiError(404, "not_found")
    return _file(name, STATIC_FILES[name])
