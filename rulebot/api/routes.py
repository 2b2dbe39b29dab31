"""HTTP routes: parse the request, call the bot once, return its JSON."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from fastapi import APIRouter, BackgroundTasks, Request
from fastapi.responses import FileResponse

from rulebot.api.bot import Bot
from rulebot.api.errors import ApiError, scope_language
from rulebot.api.schemas import (
    AnswerOut,
    AskRequest,
    ErrorOut,
    FeedbackRequest,
    FeedbackResponse,
    ScoreRequest,
)
from rulebot.api.tiles import with_tiles
from rulebot.config import Settings
from rulebot.feedback import FeedbackStore
from rulebot.pipeline.inputs import clean_question

log = logging.getLogger("rulebot.api")

STATIC = Path(__file__).resolve().parent / "static"
ERRORS: dict[int | str, dict[str, Any]] = {
    422: {"model": ErrorOut, "description": "Unusable input (readable `detail`)."},
    429: {"model": ErrorOut, "description": "Too many requests from this client (Retry-After)."},
}

api = APIRouter(prefix="/api", tags=["api"])
pages = APIRouter(include_in_schema=False)


def _bot(request: Request) -> Bot:
    bot: Bot = request.app.state.bot
    return bot


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _store(request: Request) -> FeedbackStore:
    store: FeedbackStore = request.app.state.feedback
    return store


def _check_text(value: str, what: str, limit: int) -> str:
    """The text stripped; ApiError `empty_<what>` or `<what>_too_long` (data/errors.yaml)."""
    text = value.strip()
    if not text:
        raise ApiError(422, f"empty_{what}")
    if len(text) > limit:
        raise ApiError(422, f"{what}_too_long", length=len(text), limit=limit)
    return text


@api.post("/ask", response_model=AnswerOut, responses=ERRORS)
def ask(body: AskRequest, request: Request, background: BackgroundTasks) -> dict[str, Any]:
    """Answer a rules question, with page citations (same JSON as `rulebot ask --json`)."""
    limit = _settings(request).max_question_chars
    question = _check_text(body.question, "question", limit)
    # Unreadable text is refused here, in the language of every refusal of the API (the
    # question's words, else `lang`, else Accept-Language, else English), not the pipeline's.
    clean_question(question, limit, scope_language(request.scope))
    answer = _bot(request).ask(question, history=body.history or None, lang=body.lang)
    if answer.abstained:  # stored after the answer is sent: a slow disk never delays it
        background.add_task(
            _store(request).add_abstention,
            question=answer.question,
            answer=answer.answer,
            lang=answer.lang,
            intent=answer.intent,
            payload={"history": body.history[-5:]},
        )
    return answer.to_json()


@api.post("/score", responses=ERRORS)
def score(body: ScoreRequest, request: Request) -> dict[str, Any]:
    """Score a described path (`text`) or a layout (`layout`), as `rulebot score --json`."""
    settings = _settings(request)
    bot = _bot(request)
    if body.text is not None:
        text = _check_text(body.text, "path", settings.max_question_chars)
        return bot.score(text, lang=body.lang)
    layout = _check_text(body.layout or "", "layout", settings.max_body_bytes)
    return bot.score_layout(layout, lang=body.lang)


@api.get("/health")
def health(request: Request) -> dict[str, Any]:
    """Whether the index and model are loaded, which model, which corpus version."""
    return _bot(request).health()


@api.get("/colours")
def colours(request: Request) -> dict[str, Any]:
    """The colour labels a question may name: the species, then plain colour words, each
    with its id, its name in French and English, and its tile colour and ink."""
    return with_tiles(_bot(request).colours())


@api.post("/feedback", response_model=FeedbackResponse, status_code=201, responses=ERRORS)
def feedback(body: FeedbackRequest, request: Request) -> FeedbackResponse:
    """Store a thumbs up/down (and optional comment) on one answer."""
    row = _store(request).add_rating(
        question=body.question,
        answer=body.answer,
        rating=1 if body.rating == "up" else -1,
        comment=body.comment.strip(),
        lang=body.lang,
        intent=body.intent,
    )
    return FeedbackResponse(stored=row is not None, id=row)


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
