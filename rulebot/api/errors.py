"""Refusals of the HTTP API: the typed error routes raise, the asker's language as read
from a request, and pydantic validation errors as sentences in that language."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from starlette.types import Scope

from rulebot.api.messages import LANGS, accepted_language, messages_data, pick_language, say

BODY_KEY = "rulebot.body"  # where BodyLimit keeps the request body in the ASGI scope
TEXT_FIELDS = ("question", "text", "comment")  # the fields whose words tell the language
# Union members appear in pydantic locations as type tags ("str", "dict[str,any]"): not fields.
_TYPE_TAG = re.compile(
    r"^(str|int|float|bool|none|list\[.*\]|dict\[.*\]|function-.*|[A-Z][A-Za-z]*)$"
)
_BODY_TYPES = ("model_attributes_type", "dict_type", "model_type")


class ApiError(Exception):
    """A refusal: HTTP status, an id of data/errors.yaml and the values of its placeholders
    (and, for a few, more fields of the body and headers of the response)."""

    def __init__(self, status: int, key: str, **values: object) -> None:
        super().__init__(key)
        self.status = status
        self.key = key
        self.values = values
        self.body: dict[str, Any] = {}
        self.headers: dict[str, str] = {}


def scope_language(scope: Scope) -> str:
    """The asker's language for an error on this request: the words of its question (or
    text, or comment), else its `lang` field, else `Accept-Language`, else English."""
    header = None
    for name, value in scope.get("headers", ()):
        if name.lower() == b"accept-language":
            header = value.decode("latin-1")
            break
    texts, lang = _body_texts(scope.get(BODY_KEY))
    return pick_language(texts, lang, accepted_language(header))


def header_language(scope: Scope) -> str:
    """The language of `Accept-Language` alone (when the body is not read), else English."""
    return scope_language({"headers": scope.get("headers", ())})


def _body_texts(body: object) -> tuple[list[str], object]:
    if not isinstance(body, bytes) or not body:
        return [], None
    raw = body.decode("utf-8", errors="replace")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):  # not JSON, nested too deep, a number too long
        return [raw], None  # its words may still tell the language (from its beginning)
    if not isinstance(data, dict):
        return [], None
    return [data[k] for k in TEXT_FIELDS if isinstance(data.get(k), str)], data.get("lang")


def readable(errors: Sequence[Mapping[str, Any]], lang: str) -> str:
    """Pydantic validation errors as sentences a person can read, in `lang`."""
    lang = lang if lang in LANGS else "en"
    by_place: dict[str, list[Mapping[str, Any]]] = {}
    for err in errors:
        kind = str(err.get("type", ""))
        loc = [str(x) for x in err.get("loc", ()) if x != "body" and not _TYPE_TAG.match(str(x))]
        if kind == "json_invalid":
            loc, err = [], {"type": "body_not_json"}
        elif kind == "missing" and not loc:
            err = {"type": "body_required"}
        elif kind in _BODY_TYPES and not loc:
            err = {"type": "body_not_object"}
        by_place.setdefault(".".join(loc), []).append(err)
    parts = [_place(where, errs, lang) for where, errs in by_place.items()]
    return " ".join(parts) or say("invalid_request", lang)


def _place(where: str, errors: list[Mapping[str, Any]], lang: str) -> str:
    """One field's errors: what it should be (several types joined by "or"), then the rest."""
    table = messages_data()["validation"]
    whats: list[str] = []
    sentences: list[str] = []
    for err in errors:
        kind = str(err.get("type", ""))
        values = _values(err, lang)
        if kind in messages_data()["messages"]:
            sentence = say(kind, lang, **values)
        elif kind in table["what"]:
            whats.append(table["what"][kind][lang].format(**values))
            continue
        elif kind in table["said"]:
            sentence = table["said"][kind][lang].format(**values)
        else:
            sentence = table["other"][lang].format(**values)
        sentences.append(sentence)
    if whats and not sentences:  # a refusal of our own says more than "should be a …"
        what = table["or"][lang].join(dict.fromkeys(whats))
        sentences.insert(0, table["should"][lang].format(what=what))
    said = " ".join(s if s.endswith(".") else f"{s}." for s in dict.fromkeys(sentences))
    if not where:
        return said
    return f"{where} : {said}" if lang == "fr" else f"{where}: {said}"


def _values(err: Mapping[str, Any], lang: str) -> dict[str, Any]:
    values: dict[str, Any] = dict(err.get("ctx") or {})
    values["msg"] = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
    if lang == "fr" and isinstance(values.get("expected"), str):
        # pydantic writes the allowed values "'fr' or 'en'": the joining word is translated.
        values["expected"] = values["expected"].replace(" or ", " ou ")
    return values
