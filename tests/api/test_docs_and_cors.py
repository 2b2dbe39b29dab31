"""The docs serve only what /docs needs and can be turned off; the OpenAPI schema says every
refusal and limit; a refused CORS preflight is JSON like every other error."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from rulebot.api.middleware import DOCS_CSP, PAGE_CSP
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot


@pytest.mark.parametrize(
    ("path", "status", "csp"),
    [
        ("/docs", 200, DOCS_CSP),
        ("/docs-assets/swagger-ui-bundle.js", 200, PAGE_CSP),
        ("/docs-assets/swagger-ui.css", 200, PAGE_CSP),
        ("/docs-assets/index.html", 404, PAGE_CSP),  # the bundle's petstore demo page
        ("/docs-assets/oauth2-redirect.html", 404, PAGE_CSP),
        ("/docs-assets/swagger-initializer.js", 404, PAGE_CSP),
        ("/docsx", 404, PAGE_CSP),
    ],
)
def test_docs_serve_only_their_page_and_its_two_files(
    client: TestClient, path: str, status: int, csp: str
) -> None:
    r = client.get(path)
    assert r.status_code == status
    assert r.headers["content-security-policy"] == csp
    if status == 404:
        assert r.json() == {"detail": "Not found."}


@pytest.fixture(scope="module")
def no_docs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    settings = make_settings(tmp_path_factory.mktemp("nodocs"), docs=False)
    with TestClient(create_app(bot=FakeBot(), settings=settings)) as c:
        yield c


@pytest.mark.parametrize("path", ["/docs", "/openapi.json", "/docs-assets/swagger-ui.css"])
def test_docs_can_be_turned_off(no_docs: TestClient, path: str) -> None:
    r = no_docs.get(path)
    assert (r.status_code, r.json()) == (404, {"detail": "Not found."})
    assert no_docs.get("/api/health").status_code == 200


@pytest.fixture(scope="module")
def spec(client: TestClient) -> dict[str, Any]:
    data: dict[str, Any] = client.get("/openapi.json").json()
    return data


@pytest.mark.parametrize(
    ("method", "path", "statuses"),
    [
        ("post", "/api/ask", {"200", "400", "413", "422", "429", "503", "504"}),
        ("post", "/api/score", {"200", "400", "413", "422", "429", "503", "504"}),
        ("post", "/api/feedback", {"201", "400", "413", "422", "429", "503"}),
        ("patch", "/api/feedback/{row_id}", {"200", "400", "404", "413", "422", "429", "503"}),
        ("get", "/api/health", {"200"}),
    ],
)
def test_the_schema_documents_every_refusal(
    spec: dict[str, Any], method: str, path: str, statuses: set[str]
) -> None:
    assert set(spec["paths"][path][method]["responses"]) == statuses


def test_the_schema_documents_the_limits(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    question = schemas["AskRequest"]["properties"]["question"]
    assert (question["minLength"], question["maxLength"], question["pattern"]) == (1, 1000, r"\S")
    assert schemas["AskRequest"]["properties"]["history"]["maxItems"] == 20
    assert schemas["FeedbackRequest"]["properties"]["question"]["maxLength"] == 1000
    assert schemas["Turn"]["properties"]["question"]["maxLength"] == 1000
    score = schemas["ScoreRequest"]
    assert score["oneOf"] == [{"required": ["text"]}, {"required": ["layout"]}]
    assert score["properties"]["text"]["type"] == "string"
    refused = spec["paths"]["/api/feedback"]["post"]["responses"]["503"]
    assert refused["content"]["application/json"]["schema"]["$ref"].endswith("FeedbackRefused")


@pytest.fixture(scope="module")
def cors(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    settings = make_settings(tmp_path_factory.mktemp("cors"), cors_origins=["https://jeux.example"])
    with TestClient(create_app(bot=FakeBot(), settings=settings)) as c:
        yield c


@pytest.mark.parametrize(
    ("origin", "method", "accept", "detail"),
    [
        (
            "https://evil.example",
            "POST",
            "fr-FR",
            "Ce site (https://evil.example) n'a pas le droit d'appeler l'API : ajoute-le à "
            "RULEBOT_CORS_ORIGINS.",
        ),
        (
            "https://evil.example",
            "POST",
            "en",
            "This site (https://evil.example) may not call the API: add it to "
            "RULEBOT_CORS_ORIGINS.",
        ),
        (
            "https://jeux.example",
            "DELETE",
            "en",
            "CORS request refused: method or headers not allowed.",
        ),
    ],
)
def test_a_refused_preflight_is_json_with_the_security_headers(
    cors: TestClient, origin: str, method: str, accept: str, detail: str
) -> None:
    r = cors.options(
        "/api/ask",
        headers={
            "origin": origin,
            "access-control-request-method": method,
            "accept-language": accept,
        },
    )
    assert (r.status_code, r.json()) == (400, {"detail": detail})
    assert r.headers["content-security-policy"] == PAGE_CSP
    assert r.headers["x-content-type-options"] == "nosniff"


def test_a_preflight_may_patch_a_rating(cors: TestClient) -> None:
    r = cors.options(
        "/api/feedback/1",
        headers={"origin": "https://jeux.example", "access-control-request-method": "PATCH"},
    )
    assert r.status_code == 200
    assert "PATCH" in r.headers["access-control-allow-methods"]


def test_asset_names_never_reach_the_disk(client: TestClient) -> None:
    assert client.get("/docs-assets/..%2F..%2Fpyproject.toml").status_code == 404
