"""What the OpenAPI schema says beyond the models: every refusal a route may answer, and
the limits that follow the settings (so a schema-driven client, a fuzzer included, knows
that a question is not blank and has at most 1,000 characters)."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from rulebot.api.schemas import ErrorOut, FeedbackRefused
from rulebot.config import Settings

REFUSALS = {
    400: "The body is JSON that cannot be decoded (nested too deeply, a number too long).",
    404: "No rating has this id and token.",
    413: "The body is larger than `max_body_bytes` (65,536 bytes by default).",
    422: "Unusable input, with a readable `detail`: a blank or too long text, too many "
    "history turns, a layout of more cards than the deck's 80, cards the engine refuses.",
    429: "Too many requests from this client (Retry-After).",
    503: "Busy: every answering thread is taken and the line is full (Retry-After).",
    504: "The answer took longer than `answer_timeout` seconds (5 by default) and was stopped.",
}
NOT_STORED = "The feedback could not be stored now (a busy or failing store): `stored` is false."
NOT_BLANK = r"\S"


def responses(*statuses: int, stored: bool = False) -> dict[int | str, dict[str, Any]]:
    """The `responses` of a route refusing with these statuses (`stored`: a feedback route,
    whose 503 says `stored: false`)."""
    out: dict[int | str, dict[str, Any]] = {}
    for status in statuses:
        if stored and status == 503:
            out[status] = {"model": FeedbackRefused, "description": NOT_STORED}
        else:
            out[status] = {"model": ErrorOut, "description": REFUSALS[status]}
    return out


def document_limits(app: FastAPI, settings: Settings) -> None:
    """Make `app.openapi()` write this server's limits into the request schemas."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            _limits(build()["components"]["schemas"], settings)
        assert app.openapi_schema is not None
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _text(prop: dict[str, Any], limit: int) -> None:
    prop.update(minLength=1, maxLength=limit, pattern=NOT_BLANK)


def _limits(schemas: dict[str, Any], settings: Settings) -> None:
    chars = settings.max_question_chars
    for name in ("AskRequest", "FeedbackRequest"):
        props = schemas[name]["properties"]
        _text(props["question"], chars)
        props["history"]["maxItems"] = settings.max_history_turns
        for item in props["history"]["items"]["anyOf"]:
            if item.get("type") == "string":
                item["maxLength"] = chars
    schemas["Turn"]["properties"]["question"]["maxLength"] = chars
    score = schemas["ScoreRequest"]["properties"]
    _text(score["text"], chars)
    _text(score["layout"], settings.max_layout_chars)
