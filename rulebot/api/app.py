"""The FastAPI application: one bot loaded at start-up, thin routes, hardened edges."""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.cors import CORSMiddleware

from rulebot.api.bot import Bot, load_default_bot
from rulebot.api.docs import add_docs
from rulebot.api.middleware import GENERIC_500, BodyLimit, CatchAll, RateLimit, SecurityHeaders
from rulebot.api.routes import api, pages
from rulebot.config import Settings, get_settings
from rulebot.errors import InputError
from rulebot.feedback import FeedbackStore

log = logging.getLogger("rulebot.api")

DESCRIPTION = (
    "Arboretum rules assistant: page-cited answers (`/api/ask`), the exact scoring "
    "engine (`/api/score`), feedback (`/api/feedback`). The chat widget is served at `/` "
    "and can be embedded anywhere with `/widget.js`."
)
# Union members appear in pydantic locations as type tags ("str", "dict[str,any]"): not fields.
_TYPE_TAG = re.compile(r"^(str|int|float|bool|none|list\[.*\]|dict\[.*\]|function-.*)$")


def readable(errors: Sequence[Any]) -> str:
    """Pydantic validation errors as one sentence a person can read."""
    by_loc: dict[str, list[str]] = {}
    for err in errors:
        kind = err.get("type", "")
        loc = [str(x) for x in err.get("loc", ()) if x != "body" and not _TYPE_TAG.match(str(x))]
        msg = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
        if kind == "json_invalid":
            loc, msg = [], "The request body is not valid JSON."
        elif kind == "missing" and not loc:
            msg = "A JSON request body is required."
        elif kind in ("model_attributes_type", "dict_type", "model_type") and not loc:
            msg = "The request body must be a JSON object."
        messages = by_loc.setdefault(".".join(loc), [])
        if msg not in messages:
            messages.append(msg)
    parts = []
    for where, msgs in by_loc.items():
        first, *rest = msgs
        said = " or ".join([first, *(m.removeprefix("Input should be ") for m in rest)])
        parts.append(f"{where}: {said}" if where else said)
    return " ".join(parts) or "Invalid request."


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

    # Added innermost first: CatchAll < BodyLimit < RateLimit < CORS < SecurityHeaders.
    app.add_middleware(CatchAll)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(RateLimit, per_minute=settings.rate_limit_per_minute)
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
    @app.exception_handler(InputError)
    async def input_error(request: Request, exc: InputError) -> JSONResponse:
        return JSONResponse({"detail": exc.message}, status_code=422)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse({"detail": readable(exc.errors())}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail if isinstance(exc.detail, str) else "Request refused."
        if exc.status_code == 404:
            detail = "Not found." if detail == "Not Found" else detail
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.error("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
        return JSONResponse({"detail": GENERIC_500}, status_code=500)
