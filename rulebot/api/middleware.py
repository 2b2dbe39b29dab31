"""Pure ASGI middleware: security headers, a catch-all for the unexpected, a body limit and
CORS refusals worded as JSON (the rate limit is in `ratelimit.py`)."""

from __future__ import annotations

import json
import logging
import traceback
from typing import Any

from starlette.datastructures import Headers
from starlette.middleware.cors import CORSMiddleware
from starlette.responses import JSONResponse, Response
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
# Swagger UI's page (/docs, served from our own files) starts with an inline script: only
# that one page gets this looser policy, never a prefix of paths.
DOCS_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self' blob:; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)
DOCS_PAGE = "/docs"
SECURITY_HEADERS = (
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"strict-origin-when-cross-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
)


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
        csp = DOCS_CSP if scope.get("path") == DOCS_PAGE else PAGE_CSP
        extra = [(b"content-security-policy", csp.encode()), *SECURITY_HEADERS]

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                names = {k.lower() for k, _ in headers}
                headers += [(k, v) for k, v in extra if k not in names]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


class CatchAll:
    """Any unexpected exception, in a route or in a middleware inside this one: a 500 JSON
    with a generic message in the asker's language, and one line in the log (no traceback
    sent, none spread over the log)."""

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
        except Exception as exc:
            log.error("%s", one_line(exc, scope))
            if not started:
                try:
                    lang = scope_language(scope)
                except Exception:  # the language guess must not fail the refusal itself
                    lang = "en"
                await send_json(send, 500, {"detail": say("internal", lang)})


def one_line(exc: BaseException, scope: Scope) -> str:
    """An unexpected error told in one log line: what, where in our code, on which request."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" at {frames[-1].filename}:{frames[-1].lineno} in {frames[-1].name}" if frames else ""
    message = " ".join(str(exc).split())[:300]
    return (
        f"unhandled {type(exc).__name__} on {scope.get('method')} {scope.get('path')}: "
        f"{message}{where}"
    )


class BodyLimit:
    """Refuses request bodies over `max_bytes` with a readable 413, before any parsing;
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
            if name == b"content-length" and _declared(value) > self.max_bytes:
                await send_json(send, 413, self._detail(scope))
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
                await send_json(send, 413, self._detail(scope))
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


def _declared(value: bytes) -> int:
    """A Content-Length header's value; 0 when it is no short number (the body read counts)."""
    text = value.strip()
    return int(text) if text.isdigit() and len(text) <= 18 else 0


class JsonCORS(CORSMiddleware):
    """Starlette's CORS, with a refused preflight worded as `{"detail"}` JSON in the
    language of Accept-Language (the only thing a preflight tells)."""

    def preflight_response(self, request_headers: Headers) -> Response:
        response = super().preflight_response(request_headers)
        if response.status_code < 400:
            return response
        lang = header_language({"headers": [(b"accept-language", _accepted(request_headers))]})
        origin = request_headers.get("origin", "")
        if self.is_allowed_origin(origin=origin):
            detail = say("cors_refused", lang)
        else:
            detail = say("cors_origin", lang, origin=origin[:200])
        kept = {
            k: v
            for k, v in response.headers.items()
            if k.lower() not in ("content-length", "content-type")
        }
        return JSONResponse({"detail": detail}, status_code=response.status_code, headers=kept)


def _accepted(headers: Headers) -> bytes:
    return headers.get("accept-language", "").encode("latin-1", errors="replace")
