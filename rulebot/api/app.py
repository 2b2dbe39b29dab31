"""The FastAPI application: one bot loaded at start-up, thin routes, hardened edges."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.cors import CORSMiddleware

from rulebot.api.bot import Bot, load_default_bot
from rulebot.api.docs import add_docs
from rulebot.api.errors import ApiError, readable, scope_language
from rulebot.api.messages import say
from rulebot.api.middleware import BodyLimit, CatchAll, RateLimit, SecurityHeaders
from rulebot.api.routes import api, pages
from rulebot.config import Settings, get_settings
from rulebot.errors import InputError
from rulebot.feedback import FeedbackStore
from rulebot.understanding.errors import ParseError

log = logging.getLogger("rulebot.api")

DESCRIPTION = (
    "Arboretum rules assistant: page-cited answers (`/api/ask`), the exact scoring "
    "engine (`/api/score`), the colour labels (`/api/colours`), feedback (`/api/feedback`). "
    "The chat widget is served at `/` "
    'and can be embedded anywhere with `/widget.js`. Every error is `{"detail": "..."}` '
    "in the asker's language: the question's, else the request's `lang`, else the "
    "`Accept-Language` header, else English."
)


def create_app(bot: Bot | None = None, settings: Settings | None = None) -> FastAPI:
    """Build the app; without `bot`, the real pipeline is loaded once at start-up."""
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if bot is None:
            app.state.bot = load_default_bot()
        else:
            bot.warm_up()
            app.state.bot = bot
        yield

    app = FastAPI(
        title="rulebot",
        summary="Arboretum rules assistant",
        description=DESCRIPTION,
        version="0.1.0",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.feedback = FeedbackStore(settings.feedback_db)
    if bot is not None:
        app.state.bot = bot
    app.include_router(api)
    add_docs(app)
    app.include_router(pages)
    _add_handlers(app)

    # Added innermost first: CatchAll < RateLimit < BodyLimit < CORS < SecurityHeaders.
    # BodyLimit reads the (bounded) body first, so that every refusal after it, a 429
    # included, can speak the language of the question.
    app.add_middleware(CatchAll)
    app.add_middleware(RateLimit, per_minute=settings.rate_limit_per_minute)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type"],
            max_age=600,
        )
    app.add_middleware(SecurityHeaders)
    return app


def _add_handlers(app: FastAPI) -> None:
    """Every refusal as {"detail": "..."} in the asker's language (rulebot.api.errors)."""

    @app.exception_handler(InputError)
    async def input_error(request: Request, exc: InputError) -> JSONResponse:
        if isinstance(exc, ParseError):  # a path, hand or layout: worded for the asker
            exc = exc.in_language(scope_language(request.scope))
        return JSONResponse({"detail": exc.message}, status_code=422)  # worded by the pipeline

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        detail = say(exc.key, scope_language(request.scope), **exc.values)
        return JSONResponse({"detail": detail}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        detail = readable(exc.errors(), scope_language(request.scope))
        return JSONResponse({"detail": detail}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        headers = exc.headers or {}
        values: dict[str, object] = {}
        if exc.status_code == 404:
            key = "not_found"
        elif exc.status_code == 405:
            key = "method_not_allowed"
            values = {"method": request.method, "allowed": headers.get("Allow", "GET")}
        else:
            key = "request_refused"
        detail = say(key, scope_language(request.scope), **values)
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=headers)

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.error("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
        detail = say("internal", scope_language(request.scope))
        return JSONResponse({"detail": detail}, status_code=500)
