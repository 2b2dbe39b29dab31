"""The API returns exactly what the bot returns (the `rulebot ask --json` object)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.api.fake_bot import PATH_ENGINE, FakeBot
from tests.contract import ANSWER_KEYS


@pytest.mark.parametrize(
    "question",
    [
        "Peut-on piocher dans sa propre défausse ?",
        "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?",
        "J'ai le 8 rouge et Léa le 1 rouge : qui peut marquer ?",
        "Quelle est la capitale de la France ?",
    ],
)
def test_ask_returns_the_answer_json(client: TestClient, question: str) -> None:
    r = client.post("/api/ask", json={"question": question})
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("application/json")
    body = r.json()
    assert set(body) == ANSWER_KEYS
    assert body == FakeBot().ask(question).to_json()


def test_ask_passes_the_earlier_questions_and_lang(client: TestClient, fake_bot: FakeBot) -> None:
    history = ["Combien vaut 1 rouge, 8 rouge ?", {"question": "Et 2 bleu ?", "intent": "path"}]
    r = client.post(
        "/api/ask", json={"question": "Et avec 5 bleu ?", "history": history, "lang": "en"}
    )
    assert r.status_code == 200
    assert fake_bot.calls[-1] == (
        "ask",
        {
            "question": "Et avec 5 bleu ?",
            "history": ["Combien vaut 1 rouge, 8 rouge ?", "Et 2 bleu ?"],
            "lang": "en",
        },
    )
    assert r.json()["lang"] == "en"


def test_ask_strips_the_question(client: TestClient, fake_bot: FakeBot) -> None:
    client.post("/api/ask", json={"question": "  défausse ?  \n"})
    assert fake_bot.calls[-1][1]["question"] == "défausse ?"


def test_score_text_and_layout(client: TestClient, fake_bot: FakeBot) -> None:
    r = client.post("/api/score", json={"text": "1 rouge, 3 bleu, 5 bleu, 8 rouge"})
    assert r.status_code == 200
    assert r.json() == PATH_ENGINE
    r = client.post("/api/score", json={"layout": "1r 2r\n.  3r"})
    assert r.status_code == 200
    assert r.json()["kind"] == "layout"
    assert fake_bot.calls[-1] == ("score_layout", "1r 2r\n.  3r")


def test_health(client: TestClient, fake_bot: FakeBot) -> None:
    r = client.get("/api/health")
    assert r.status_code == 200
    body = r.json()
    assert body["status"] == "ok"
    assert body["index_loaded"] is True
    assert {"model", "corpus_version"} <= set(body)
    assert fake_bot.warmed == 1  # loaded once, at start-up


def test_openapi_docs(client: TestClient) -> None:
    assert client.get("/docs").status_code == 200
    spec = client.get("/openapi.json").json()
    assert {"/api/ask", "/api/score", "/api/health", "/api/feedback"} <= set(spec["paths"])


@pytest.mark.parametrize(
    ("path", "media"),
    [
        ("/", "text/html"),
        ("/widget.js", "text/javascript"),
        ("/widget.css", "text/css"),
        ("/demo.css", "text/css"),
    ],
)
def test_widget_files_are_served(client: TestClient, path: str, media: str) -> None:
    r = client.get(path)
    assert r.status_code == 200
    assert r.headers["content-type"].startswith(media)


ERROR_REQUESTS = [
    ("POST", "/api/ask", {"question": ""}),
    ("POST", "/api/ask", {"question": 5}),
    ("POST", "/api/ask", [1]),
    ("POST", "/api/score", {}),
    ("POST", "/api/feedback", {"rating": "up"}),
    ("POST", "/api/ask", {"question": "boom"}),
    ("GET", "/api/nope", None),
    ("GET", "/api/ask", None),
]


@pytest.mark.parametrize("accept", ["fr-FR,fr;q=0.9", "en-US,en;q=0.9", ""])
@pytest.mark.parametrize(("method", "path", "body"), ERROR_REQUESTS)
def test_every_error_is_one_detail_string_in_any_language(
    client: TestClient, method: str, path: str, body: object, accept: str
) -> None:
    headers = {"accept-language": accept} if accept else {}
    r = client.request(method, path, json=body, headers=headers)
    assert r.status_code >= 400
    assert r.headers["content-type"].startswith("application/json")
    detail = r.json()["detail"]
    assert set(r.json()) == {"detail"}
    assert isinstance(detail, str) and detail.strip()


def test_openapi_documents_the_error_body(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    refused = spec["paths"]["/api/ask"]["post"]["responses"]
    assert {"422", "429"} <= set(refused)
    error = spec["components"]["schemas"]["ErrorOut"]
    assert error["properties"]["detail"]["type"] == "string"
    assert "Accept-Language" in error["description"]
