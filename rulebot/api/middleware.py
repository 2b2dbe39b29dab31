"""Pure ASGI middleware: security headers, body limit, per-client rate limit, catch-all."""

from __future__ import annotations

import json
import logging
import math
import threading
import time
from collections import deque
from collections.abc import MutableMapping
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from rulebot.api.errors import BODY_KEY, header_language, scope_language
from rulebot.api.messages import say

log = logging.getLogger("rulebot.api")

# No inline script or style anywhere: the widget lives in .js/.css files.
PAGE_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
# Swagger UI (/docs, served from our own files) starts with an inline script.
DOCS_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self' blob:; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)
DOCS_PATHS = ("/docs",)


async def send_json(send: Send, status: int, body: dict[str, Any], headers: Any = ()) -> None:
    """Send a whole JSON response."""
    data = json.dumps(body, ensure_ascii=False).encode()
    raw = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(data)).encode()),
        *[(k.encode(), v.encode()) for k, v in headers],
    ]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": data})


class SecurityHeaders:
    """Adds CSP, nosniff, Referrer-Policy (and friends) to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        csp = DOCS_CSP if path.startswith(DOCS_PATHS) else PAGE_CSP

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                names = {k.lower() for k, _ in headers}
                extra = [
                    (b"content-security-policy", csp.encode()),
                    (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"strict-origin-when-cross-origin"),
                    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
                ]
                headers += [(k, v) for k, v in extra if k not in names]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


class BodyLimit:
    """Refuses request bodies over `max_bytes` with a readable 422, before any parsing;
    keeps the body it read in the scope (`BODY_KEY`), where errors read its language."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    def _detail(self, scope: Scope) -> dict[str, str]:
        # The body is not read: the language comes from Accept-Language alone.
        return {"detail": say("body_too_large", header_language(scope), limit=self.max_bytes)}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in ("POST", "PUT", "PATCH"):
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = 0
                if declared > self.max_bytes:
                    await send_json(send, 422, self._detail(scope))
                    return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await send_json(send, 422, self._detail(scope))
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        scope[BODY_KEY] = body
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


class RateLimit:
    """Sliding one-minute window per client IP on /api/ routes (health excepted) -> 429."""

    def __init__(self, app: ASGIApp, per_minute: int, window: float = 60.0) -> None:
        self.app = app
        self.per_minute = per_minute
        self.window = window
        self._hits: MutableMapping[str, deque[float]] = {}
        self._lock = threading.Lock()
        self._last_sweep = time.monotonic()

    def _check(self, client: str, now: float) -> float:
        """0 if allowed (and counted), else the seconds to wait."""
        with self._lock:
            if now - self._last_sweep > self.window:
                self._sweep(now)
            hits = self._hits.setdefault(client, deque())
            while hits and now - hits[0] >= self.window:
                hits.popleft()
            if len(hits) >= self.per_minute:
                return max(hits[0] + self.window - now, 0.001)
            hits.append(now)
            return 0.0

    def _sweep(self, now: float) -> None:
        for key in [k for k, v in self._hits.items() if not v or now - v[-1] >= self.window]:
            del self._hits[key]
        self._last_sweep = now

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        if (
            scope["type"] != "http"
            or self.per_minute <= 0
            or not path.startswith("/api/")
            or path == "/api/health"
            or scope["method"] == "OPTIONS"
        ):
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        wait = self._check(client[0] if client else "unknown", time.monotonic())
        if wait:
            seconds = math.ceil(wait)
            lang = scope_language(scope)
            detail = say("rate_limited", lang, per_minute=self.per_minute, seconds=seconds)
            await send_json(send, 429, {"detail": detail}, [("retry-after", str(seconds))])
            return
        await self.app(scope, receive, send)


class CatchAll:
    """Any unexpected exception -> 500 JSON with a generic message; details only in the log."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception:
            log.exception("unhandled error on %s %s", scope.get("method"), scope.get("path"))
            if not started:
                await send_json(send, 500, {"detail": say("internal", scope_language(scope))})
