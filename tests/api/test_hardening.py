"""Bad input, errors, headers, CORS and rate limit: every refusal is readable JSON."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from rulebot.config import Settings
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot

STATIC = Path(__file__).resolve().parents[2] / "rulebot" / "api" / "static"


@pytest.mark.parametrize(
    ("path", "body", "detail"),
    [
        ("/api/ask", {}, "question: Field required"),
        ("/api/ask", {"question": ""}, "The question is empty."),
        ("/api/ask", {"question": "  \n "}, "The question is empty."),
        (
            "/api/ask",
            {"question": "x" * 1001},
            "The question is too long: 1001 characters, at most 1000.",
        ),
        ("/api/ask", {"question": 5}, "question: Input should be a valid string"),
        ("/api/ask", {"question": "ok", "lang": "de"}, "lang: Input should be 'fr' or 'en'"),
        (
            "/api/ask",
            {"question": "ok", "history": "nope"},
            "history: Input should be a valid list",
        ),
        (
            "/api/ask",
            {"question": "ok", "history": [{"intent": "rules"}]},
            'each history object needs a "question" string',
        ),
        ("/api/ask", [1, 2], "The request body must be a JSON object."),
        (
            "/api/ask",
            {"question": "ok", "history": [5]},
            "history.0: Input should be a valid string or a valid dictionary",
        ),
        (
            "/api/ask",
            {"question": "ok", "history": ["q"] * 21},
            "The history is too long: 21 turns, at most 20.",
        ),
        (
            "/api/ask",
            {"question": "Une carte illisible"},
            "Je ne comprends pas cette carte : « 9 rouge ».",
        ),
        ("/api/score", {}, 'give exactly one of "text" or "layout"'),
        (
            "/api/score",
            {"text": "1 red", "layout": "1r"},
            'give exactly one of "text" or "layout"',
        ),
        ("/api/score", {"text": "  "}, "The path description is empty."),
        ("/api/score", {"text": "1 rouge, 9 rouge"}, "Une carte vaut de 1 à 8, pas 9."),
        ("/api/feedback", {"question": "q", "rating": "maybe"}, "rating: Input should be"),
        ("/api/feedback", {"rating": "up"}, "question: Field required"),
    ],
)
def test_bad_input_is_a_readable_422(
    client: TestClient, path: str, body: object, detail: str
) -> None:
    r = client.post(path, json=body)
    assert r.status_code == 422
    got = r.json()["detail"]
    assert isinstance(got, str)
    assert got.startswith(detail)


@pytest.mark.parametrize(
    ("content", "detail"),
    [
        (b"{not json", "The request body is not valid JSON."),
        (b"", "A JSON request body is required."),
        (b"\xff\xfe", "The request body is not valid JSON."),
    ],
)
def test_unreadable_body(client: TestClient, content: bytes, detail: str) -> None:
    r = client.post("/api/ask", content=content, headers={"content-type": "application/json"})
    assert (r.status_code, r.json()) == (422, {"detail": detail})


def test_oversized_body_is_refused_before_parsing(client: TestClient, settings: Settings) -> None:
    big = b'{"question": "' + b"x" * settings.max_body_bytes + b'"}'
    r = client.post("/api/ask", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert r.json() == {
        "detail": f"Request body too large: at most {settings.max_body_bytes} bytes are accepted."
    }


def test_oversized_streamed_body_without_length(client: TestClient, settings: Settings) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(settings.max_body_bytes // 1000 + 2):
            yield b"x" * 1000

    r = client.post("/api/ask", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert "too large" in r.json()["detail"]


def test_unexpected_error_is_a_generic_500_logged_in_one_line(
    client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    r = client.post("/api/ask", json={"question": "boom"})
    assert r.status_code == 500
    assert r.json() == {"detail": "Internal server error. The problem has been logged."}
    assert "secret" not in r.text and "Traceback" not in r.text
    assert r.headers["content-security-policy"] and r.headers["x-content-type-options"]
    (record,) = [rec for rec in caplog.records if rec.levelname == "ERROR"]
    line = record.getMessage()
    assert line.startswith("unhandled RuntimeError on POST /api/ask: /secret/internal/path.py")
    assert "fake_bot.py" in line and "\n" not in line and record.exc_info is None


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("GET", "/nope", 404),
        ("GET", "/api/nope", 404),
        ("GET", "/static/../../pyproject.toml", 404),
        ("GET", "/config.py", 404),
        ("POST", "/api/health", 405),
        ("GET", "/api/ask", 405),
    ],
)
def test_unknown_routes_are_json(client: TestClient, method: str, path: str, status: int) -> None:
    r = client.request(method, path)
    assert r.status_code == status
    assert r.headers["content-type"].startswith("application/json")
    assert isinstance(r.json()["detail"], str)


@pytest.mark.parametrize("path", ["/", "/widget.js", "/api/health", "/nope"])
def test_security_headers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    csp = headers["content-security-policy"]
    script_src = re.search(r"script-src ([^;]*)", csp)
    assert script_src and script_src.group(1).strip() == "'self'"
    assert "style-src 'self';" in csp and "frame-ancestors 'none'" in csp
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "strict-origin-when-cross-origin"


def test_pages_need_no_inline_script_or_style() -> None:
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    for tag in re.findall(r"<script\b[^>]*>", html):
        assert "src=" in tag
    assert "<style" not in html
    assert not re.search(r"\sstyle=", html)
    assert not re.search(r"\son[a-z]+=", html)


def test_widget_never_inserts_html() -> None:
    js = (STATIC / "widget.js").read_text(encoding="utf-8")
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert sink not in js
    assert ".style." not in js and 'setAttribute("style"' not in js


@pytest.fixture(scope="module")
def cors_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    settings = make_settings(tmp_path_factory.mktemp("cors"), cors_origins=["https://jeux.example"])
    with TestClient(create_app(bot=FakeBot(), settings=settings)) as c:
        yield c


def test_cors_allows_configured_origin(cors_client: TestClient) -> None:
    r = cors_client.options(
        "/api/ask",
        headers={
            "origin": "https://jeux.example",
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type",
        },
    )
    assert r.status_code == 200
    assert r.headers["access-control-allow-origin"] == "https://jeux.example"
    r = cors_client.post(
        "/api/ask", json={"question": "défausse ?"}, headers={"origin": "https://jeux.example"}
    )
    assert r.headers["access-control-allow-origin"] == "https://jeux.example"


@pytest.mark.parametrize("fixture", ["cors_client", "client"])
def test_cors_refuses_other_origins(request: pytest.FixtureRequest, fixture: str) -> None:
    c: TestClient = request.getfixturevalue(fixture)
    r = c.options(
        "/api/ask",
        headers={"origin": "https://evil.example", "access-control-request-method": "POST"},
    )
    assert "access-control-allow-origin" not in r.headers
    r = c.post("/api/ask", json={"question": "ok"}, headers={"origin": "https://evil.example"})
    assert "access-control-allow-origin" not in r.headers


def test_rate_limit_per_client(tmp_path: Path) -> None:
    app = create_app(bot=FakeBot(), settings=make_settings(tmp_path, rate_limit_per_minute=3))
    with TestClient(app) as c:
        for _ in range(3):
            assert c.post("/api/ask", json={"question": "défausse ?"}).status_code == 200
        r = c.post("/api/score", json={"text": "1 rouge, 8 rouge"})
        assert r.status_code == 429
        assert r.json()["detail"].startswith("Trop de requêtes : 3 par minute au plus.")
        assert int(r.headers["retry-after"]) >= 1
        assert c.get("/api/health").status_code == 200  # monitoring is never limited
    with TestClient(app, client=("10.0.0.9", 5000)) as other:  # another client: own window
        assert other.post("/api/ask", json={"question": "défausse ?"}).status_code == 200
