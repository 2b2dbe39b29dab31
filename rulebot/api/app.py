"""The FastAPI application: one bot loaded at start-up, thin routes, hardened edges.

`create_app()` with no argument is also the factory uvicorn imports in each worker process
(`rulebot serve --workers N`): the settings then come from the environment.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from rulebot.api.bot import Bot, load_default_bot
from rulebot.api.docs import add_docs
from rulebot.api.feedbacks import FeedbackDesk
from rulebot.api.handlers import add_handlers
from rulebot.api.middleware import BodyLimit, CatchAll, JsonCORS, SecurityHeaders
from rulebot.api.openapi import document_limits
from rulebot.api.pools import BoundedPool
from rulebot.api.ratelimit import RateLimit, make_buckets
from rulebot.api.routes import api, pages
from rulebot.config import Settings, get_settings
from rulebot.feedback import FeedbackStore

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
        app.state.answering.start()
        app.state.feedback.prune_if_due()
        try:
            yield
        finally:
            app.state.answering.close()
            app.state.feedback.close()

    app = FastAPI(
        title="rulebot",
        summary="Arboretum rules assistant",
        description=DESCRIPTION,
        version="0.1.0",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url="/openapi.json" if settings.docs else None,
    )
    app.state.settings = settings
    app.state.answering = BoundedPool(
        "answer",
        threads=settings.answer_threads,
        waiting=settings.answer_queue,
        timeout=settings.answer_timeout,
        interrupts=True,
    )
    store = FeedbackStore(settings.feedback_db, timeout=settings.feedback_timeout)
    app.state.feedback = FeedbackDesk(
        store, settings.feedback_queue, settings.feedback_retention_days, time.monotonic
    )
    if bot is not None:
        app.state.bot = bot
    app.include_router(api)
    if settings.docs:
        add_docs(app)
        document_limits(app, settings)
    app.include_router(pages)
    add_handlers(app)
    _add_middleware(app, settings)
    return app


def _add_middleware(app: FastAPI, settings: Settings) -> None:
    """From the outside in: SecurityHeaders > CatchAll > ProxyHeaders > CORS > BodyLimit >
    RateLimit (each `add_middleware` wraps the ones before). CatchAll sits inside the
    security headers and outside every other layer, so that no error escapes as plain text;
    BodyLimit reads the (bounded) body first, so that every refusal after it, a 429
    included, can speak the language of the question."""
    buckets = make_buckets(settings.rate_limit_per_minute, settings.rate_limit_store)
    app.add_middleware(RateLimit, per_minute=settings.rate_limit_per_minute, buckets=buckets)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    if settings.cors_origins:
        app.add_middleware(
            JsonCORS,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST", "PATCH"],
            allow_headers=["Content-Type"],
            max_age=600,
        )
    if settings.proxy_headers:
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=settings.forwarded_allow_ips)
    app.add_middleware(CatchAll)
    app.add_middleware(SecurityHeaders)
