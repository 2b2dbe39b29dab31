"""Every refusal as `{"detail": "..."}` in the asker's language (`rulebot.api.errors`).

No handler is registered for `Exception`: Starlette would run it outside the middleware,
without the security headers. The unexpected is `CatchAll`'s (middleware.py)."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from rulebot.api.errors import ApiError, readable, scope_language
from rulebot.api.messages import say
from rulebot.api.pools import Busy, TimedOut
from rulebot.errors import InputError
from rulebot.understanding.errors import ParseError

# FastAPI answers 400 when the body is JSON it could not decode (nested too deep, a number
# of more than 4,300 digits); other statuses keep a generic text.
STATUS_KEYS = {400: "body_unreadable", 404: "not_found", 405: "method_not_allowed"}


def add_handlers(app: FastAPI) -> None:
    """Register the handlers of every expected refusal on `app`."""

    @app.exception_handler(InputError)
    async def input_error(request: Request, exc: InputError) -> JSONResponse:
        if isinstance(exc, ParseError):  # a path, hand or layout: worded for the asker
            exc = exc.in_language(scope_language(request.scope))
        return JSONResponse({"detail": exc.message}, status_code=422)  # worded by the pipeline

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        detail = say(exc.key, scope_language(request.scope), **exc.values)
        return JSONResponse(
            {"detail": detail, **exc.body}, status_code=exc.status, headers=exc.headers
        )

    @app.exception_handler(Busy)
    async def busy(request: Request, exc: Busy) -> JSONResponse:
        detail = say("busy", scope_language(request.scope))
        return JSONResponse({"detail": detail}, status_code=503, headers={"retry-after": "1"})

    @app.exception_handler(TimedOut)
    async def timed_out(request: Request, exc: TimedOut) -> JSONResponse:
        seconds = f"{exc.seconds:g}"
        detail = say("answer_timeout", scope_language(request.scope), seconds=seconds)
        return JSONResponse({"detail": detail}, status_code=504)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        detail = readable(exc.errors(), scope_language(request.scope))
        return JSONResponse({"detail": detail}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        headers = exc.headers or {}
        key = STATUS_KEYS.get(exc.status_code, "request_refused")
        values: dict[str, object] = {}
        if key == "method_not_allowed":
            values = {"method": request.method, "allowed": headers.get("Allow", "GET")}
        detail = say(key, scope_language(request.scope), **values)
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=headers)
