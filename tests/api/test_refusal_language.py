"""A refused question is refused in the language of every API error: the question's words,
else the request's `lang`, else Accept-Language (q-values honoured), else English, whether
the route refuses it (empty) or the pipeline's own check does (unreadable characters)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

EMPTY_FR = "La question est vide : écris ta question sur les règles."
EMPTY_EN = "The question is empty."
JUNK_FR = "La question contient des caractères illisibles (données binaires ?) : écris-la en texte."
JUNK_EN = "The question contains unreadable characters (binary data?): please type it as text."
JUNK = "\x01\x02\x03 \x04\x05\x06"  # no word tells a language

# (id, body, Accept-Language or None, detail)
CASES: list[tuple[str, dict[str, Any], str | None, str]] = [
    ("empty-lang-fr", {"question": "\t", "lang": "fr"}, None, EMPTY_FR),
    ("empty-header-fr-ca", {"question": ""}, "fr-CA", EMPTY_FR),
    ("empty-nothing", {"question": "  "}, None, EMPTY_EN),
    ("empty-header-not-ours", {"question": ""}, "de-DE, es;q=0.8", EMPTY_EN),
    ("empty-q-prefers-en", {"question": ""}, "fr;q=0.2, en;q=0.7", EMPTY_EN),
    ("empty-q-prefers-fr", {"question": ""}, "en;q=0.1, de, fr;q=0.6", EMPTY_FR),
    ("junk-nothing", {"question": JUNK}, None, JUNK_EN),
    ("junk-header-en", {"question": JUNK}, "en-US", JUNK_EN),
    ("junk-header-fr", {"question": JUNK}, "fr-FR,fr;q=0.9", JUNK_FR),
    ("junk-q-prefers-fr", {"question": JUNK}, "en;q=0.3, fr;q=0.9", JUNK_FR),
    ("junk-lang-fr", {"question": JUNK, "lang": "fr"}, "en", JUNK_FR),
    ("junk-lang-en-beats-header", {"question": JUNK, "lang": "en"}, "fr", JUNK_EN),
]


@pytest.mark.parametrize(
    ("body", "header", "detail"), [pytest.param(*case[1:], id=case[0]) for case in CASES]
)
def test_a_refused_question_speaks_the_askers_language(
    client: TestClient, body: dict[str, Any], header: str | None, detail: str
) -> None:
    headers = {} if header is None else {"accept-language": header}
    response = client.post("/api/ask", json=body, headers=headers)
    assert response.status_code == 422
    assert response.json() == {"detail": detail}
