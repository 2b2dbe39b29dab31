"""Every error path of the API, in French and in English: the detail speaks the question's
language, else the request's `lang`, else Accept-Language, else English."""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import count
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot

FR = {"accept-language": "fr-FR,fr;q=0.9,en;q=0.5"}
EN_FIRST = {"accept-language": "en-GB,en;q=0.9,fr;q=0.8"}
RAW = {"content-type": "application/json"}
LONG_FR = "Peut-on piocher dans sa propre défausse ? " * 30
LONG_EN = "Can I draw the top card of my own discard pile? " * 25
PATH_FR = "1 rouge, 3 bleu, " * 70
PATH_EN = "1 red, 3 blue, " * 70

# (id, method, path, body (bytes: raw content), headers, status, detail)
# fmt: off
CASES: list[tuple[str, str, str, Any, dict[str, str], int, str]] = [
    # -- the question, checked by the route ---------------------------------------------
    ("empty-lang-fr", "POST", "/api/ask", {"question": " ", "lang": "fr"}, {}, 422,
     "La question est vide : écris ta question sur les règles."),
    ("empty-accept-fr", "POST", "/api/ask", {"question": ""}, FR, 422,
     "La question est vide : écris ta question sur les règles."),
    ("empty-lang-en-beats-header", "POST", "/api/ask", {"question": "", "lang": "en"}, FR, 422,
     "The question is empty."),
    ("empty-en-first", "POST", "/api/ask", {"question": ""}, EN_FIRST, 422,
     "The question is empty."),
    ("too-long-fr", "POST", "/api/ask", {"question": LONG_FR, "lang": "en"}, EN_FIRST, 422,
     f"La question est trop longue : {len(LONG_FR.strip())} caractères, 1000 au plus."),
    ("too-long-en", "POST", "/api/ask", {"question": LONG_EN, "lang": "fr"}, FR, 422,
     f"The question is too long: {len(LONG_EN.strip())} characters, at most 1000."),
    ("score-empty-fr", "POST", "/api/score", {"text": "  "}, FR, 422,
     "La description du sentier est vide."),
    ("score-empty-en", "POST", "/api/score", {"text": "  ", "lang": "en"}, FR, 422,
     "The path description is empty."),
    ("layout-empty-fr", "POST", "/api/score", {"layout": "", "lang": "fr"}, {}, 422,
     "La disposition est vide."),
    ("layout-empty-en", "POST", "/api/score", {"layout": ""}, {}, 422, "The layout is empty."),
    ("path-too-long-fr", "POST", "/api/score", {"text": PATH_FR}, {}, 422,
     f"La description du sentier est trop longue : {len(PATH_FR.strip())} caractères, "
     "1000 au plus."),
    ("path-too-long-en", "POST", "/api/score", {"text": PATH_EN}, FR, 422,
     f"The path description is too long: {len(PATH_EN.strip())} characters, at most 1000."),
    # -- validation (pydantic), worded per field ----------------------------------------
    ("missing-fr", "POST", "/api/ask", {}, FR, 422, "question : champ obligatoire."),
    ("missing-en", "POST", "/api/ask", {}, {}, 422, "question: Field required."),
    ("type-fr", "POST", "/api/ask", {"question": 5, "lang": "fr"}, {}, 422,
     "question : doit être une chaîne de caractères."),
    ("type-en", "POST", "/api/ask", {"question": 5}, EN_FIRST, 422,
     "question: Input should be a valid string."),
    ("literal-fr", "POST", "/api/ask", {"question": "Et avec le 7 bleu ?", "lang": "de"}, {}, 422,
     "lang : doit être 'fr' ou 'en'."),
    ("literal-en", "POST", "/api/ask", {"question": "And with the blue 7?", "lang": "de"}, FR, 422,
     "lang: Input should be 'fr' or 'en'."),
    ("union-fr", "POST", "/api/ask", {"question": "Et le 8 ?", "history": [5]}, {}, 422,
     "history.0 : doit être une chaîne de caractères ou un objet."),
    ("union-en", "POST", "/api/ask", {"question": "And the 8?", "history": [5]}, FR, 422,
     "history.0: Input should be a valid string or a valid dictionary."),
    ("list-fr", "POST", "/api/ask", {"question": "Et le 8 ?", "history": ["q"] * 21}, {}, 422,
     "L'historique est trop long : 21 tours, 20 au plus."),
    ("list-en", "POST", "/api/ask", {"question": "And the 8?", "history": ["q"] * 21}, {}, 422,
     "The history is too long: 21 turns, at most 20."),
    ("turn-fr", "POST", "/api/ask", {"question": "Et le 8 ?", "history": ["q", "q" * 1001]}, {},
     422, "Le tour 2 de l'historique est trop long : 1001 caractères, 1000 au plus."),
    ("turn-en", "POST", "/api/feedback",
     {"question": "And the 8?", "rating": "up", "history": [{"question": "q" * 1001}]}, FR, 422,
     "History turn 1 is too long: 1001 characters, at most 1000."),
    ("surrogate-fr", "POST", "/api/ask", b'{"question": "Et le 8 \\ud800 ?"}', FR, 422,
     "question : le texte contient un caractère invalide (un demi-caractère Unicode isolé)."),
    ("surrogate-en", "POST", "/api/score", b'{"layout": "1A \\ud800"}', {}, 422,
     "layout: the text holds an invalid character (a lone Unicode surrogate)."),
    ("surrogate-turn-fr", "POST", "/api/ask", b'{"question": "Et le 8 ?", "history": ["\\udfff"]}',
     {}, 422, "history.0 : le texte contient un caractère invalide (un demi-caractère Unicode "
     "isolé)."),
    ("history-object-fr", "POST", "/api/ask", {"question": "Et le 8 ?", "history": [{}]}, {}, 422,
     'chaque objet de l\'historique doit avoir un texte "question".'),
    ("history-object-en", "POST", "/api/ask", {"question": "And the 8?", "history": [{}]}, FR, 422,
     'each history object needs a "question" string.'),
    ("several-fr", "POST", "/api/ask", {"question": 5, "history": 4}, FR, 422,
     "question : doit être une chaîne de caractères. history : doit être une liste."),
    ("text-or-layout-fr", "POST", "/api/score", {"text": "1 rouge", "layout": "1r"}, {}, 422,
     'donne soit "text", soit "layout" (un seul des deux).'),
    ("text-or-layout-en", "POST", "/api/score", {}, {}, 422,
     'give exactly one of "text" or "layout".'),
    ("feedback-literal-fr", "POST", "/api/feedback", {"question": "Et le 8 ?", "rating": "?"}, {},
     422, "rating : doit être 'up' ou 'down'."),
    ("feedback-too-long-fr", "POST", "/api/feedback", {"question": "q" * 1001, "rating": "up"}, FR,
     422, "La question est trop longue : 1001 caractères, 1000 au plus."),
    ("feedback-too-long-en", "POST", "/api/feedback",
     {"question": "q" * 1001, "rating": "up", "lang": "en"}, FR, 422,
     "The question is too long: 1001 characters, at most 1000."),
    ("feedback-empty-fr", "POST", "/api/feedback", {"question": " ", "rating": "up"}, FR,
     422, "La question est vide : écris ta question sur les règles."),
    ("feedback-answer-en", "POST", "/api/feedback",
     {"question": "q", "answer": "a" * 4001, "rating": "up"}, {}, 422,
     "answer: String should have at most 4000 characters."),
    # -- the body itself ----------------------------------------------------------------
    ("not-json-fr", "POST", "/api/ask", b'{"question": "Peut-on piocher', {}, 422,
     "Le corps de la requête n'est pas du JSON valable."),
    ("not-json-en", "POST", "/api/ask", b"{not json", FR, 422,
     "The request body is not valid JSON."),
    ("no-body-fr", "POST", "/api/ask", b"", FR, 422, "Il faut un corps de requête en JSON."),
    ("no-body-en", "POST", "/api/ask", b"", {}, 422, "A JSON request body is required."),
    ("not-object-fr", "POST", "/api/ask", [1, 2], FR, 422,
     "Le corps de la requête doit être un objet JSON."),
    ("not-object-en", "POST", "/api/ask", [1, 2], {}, 422,
     "The request body must be a JSON object."),
    ("too-deep-fr", "POST", "/api/ask", b'{"question": ' + b"[" * 5000 + b"]" * 5000 + b"}", FR,
     400, "Le corps de la requête est un JSON illisible (imbriqué trop profondément, ou un "
     "nombre trop long)."),
    ("long-number-en", "POST", "/api/ask", b'{"question": ' + b"7" * 5000 + b"}", {}, 400,
     "The request body is JSON that cannot be read (nested too deeply, or a number too long)."),
    # -- routes and methods -------------------------------------------------------------
    ("unknown-route-fr", "GET", "/api/nope", None, FR, 404, "Introuvable."),
    ("unknown-route-en", "GET", "/api/nope", None, {}, 404, "Not found."),
    ("unlisted-file-fr", "GET", "/config.py", None, FR, 404, "Introuvable."),
    ("unlisted-file-en", "GET", "/config.py", None, EN_FIRST, 404, "Not found."),
    ("method-fr", "GET", "/api/ask", None, FR, 405,
     "La méthode GET n'est pas acceptée ici (utilise POST)."),
    ("method-fr-question", "POST", "/api/health", {"question": "Combien de joueurs ?"}, {}, 405,
     "La méthode POST n'est pas acceptée ici (utilise GET)."),
    ("method-en", "GET", "/api/ask", None, {}, 405,
     "The method GET is not allowed here (use POST)."),
    # -- the unexpected -----------------------------------------------------------------
    ("crash-fr", "POST", "/api/ask", {"question": "Pourquoi boom ?"}, {}, 500,
     "Erreur interne du serveur. Le problème a été consigné."),
    ("crash-fr-header", "POST", "/api/ask", {"question": "boom"}, FR, 500,
     "Erreur interne du serveur. Le problème a été consigné."),
    ("crash-en", "POST", "/api/ask", {"question": "why boom?"}, FR, 500,
     "Internal server error. The problem has been logged."),
]
# fmt: on


def request(client: TestClient, method: str, path: str, body: Any, headers: dict[str, str]) -> Any:
    if isinstance(body, bytes):
        return client.request(method, path, content=body, headers={**RAW, **headers})
    if body is None:
        return client.request(method, path, headers=headers)
    return client.request(method, path, json=body, headers=headers)


@pytest.mark.parametrize(
    ("method", "path", "body", "headers", "status", "detail"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_error_detail_in_the_askers_language(
    client: TestClient,
    method: str,
    path: str,
    body: Any,
    headers: dict[str, str],
    status: int,
    detail: str,
) -> None:
    r = request(client, method, path, body, headers)
    assert r.status_code == status
    assert r.headers["content-type"].startswith("application/json")
    assert r.json() == {"detail": detail}


def test_method_not_allowed_keeps_the_allow_header(client: TestClient) -> None:
    r = client.get("/api/ask", headers=FR)
    assert (r.status_code, r.headers["allow"]) == (405, "POST")


@pytest.mark.parametrize(
    ("headers", "detail"),
    [
        (FR, "Requête trop volumineuse : 65536 octets au plus."),
        (
            {"accept-language": "de-DE, fr;q=0.7, en;q=0.3"},
            "Requête trop volumineuse : 65536 octets au plus.",
        ),
        (EN_FIRST, "Request body too large: at most 65536 bytes are accepted."),
        ({}, "Request body too large: at most 65536 bytes are accepted."),
    ],
    ids=["fr", "fr-after-de", "en", "none"],
)
def test_body_too_large_speaks_the_header_language(
    client: TestClient, headers: dict[str, str], detail: str
) -> None:
    # An oversized body is never read: only Accept-Language can tell the language.
    big = json.dumps({"question": "Peut-on piocher dans sa défausse ? " * 2000}).encode()
    r = client.post("/api/ask", content=big, headers={**RAW, **headers})
    assert (r.status_code, r.json()) == (413, {"detail": detail})


_ADDRESSES = count(1)


@pytest.fixture()
def limited(tmp_path: Path) -> Iterator[TestClient]:
    """An app allowing one request a minute, seen from an address of its own."""
    app = create_app(bot=FakeBot(), settings=make_settings(tmp_path, rate_limit_per_minute=1))
    with TestClient(app, client=(f"10.9.0.{next(_ADDRESSES)}", 5000)) as c:
        yield c


@pytest.mark.parametrize(
    ("body", "headers", "detail"),
    [
        (
            {"question": "Peut-on piocher dans sa défausse ?"},
            EN_FIRST,
            "Trop de requêtes : 1 par minute au plus. Réessaie dans 60 s.",
        ),
        (
            {"question": "Can I draw from my own discard?"},
            FR,
            "Too many requests: at most 1 per minute. Try again in 60 s.",
        ),
        ({"question": "ok"}, FR, "Trop de requêtes : 1 par minute au plus. Réessaie dans 60 s."),
        (
            {"question": "ok", "lang": "en"},
            FR,
            "Too many requests: at most 1 per minute. Try again in 60 s.",
        ),
    ],
    ids=["fr-question", "en-question", "fr-header", "en-lang"],
)
def test_rate_limit_in_the_askers_language(
    limited: TestClient, body: dict[str, Any], headers: dict[str, str], detail: str
) -> None:
    assert limited.post("/api/ask", json={"question": "défausse ?"}).status_code == 200
    r = limited.post("/api/ask", json=body, headers=headers)
    assert (r.status_code, r.json()) == (429, {"detail": detail})
    assert r.headers["retry-after"] == "60"
