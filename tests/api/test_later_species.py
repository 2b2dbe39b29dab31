"""`/api/score` and `/api/ask` read the species of later printings (lilac, magnolia) as
cards: the app around the real pipeline, with the deterministic fake embedder (engine
answers need no model)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot
from rulebot.retrieval import HashingEmbedder, load_retriever
from tests.api.conftest import make_settings


@pytest.fixture(scope="module")
def engine_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    folder = tmp_path_factory.mktemp("species")
    settings = Settings(cache_dir=folder / "cache")
    retriever = load_retriever(settings, load_corpus(settings.corpus_dir), HashingEmbedder())
    bot = Rulebot(settings, retriever=retriever)
    with TestClient(create_app(bot=bot, settings=make_settings(folder))) as client:
        yield client


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("lilas 1, 2, 5, 7",
         {"lang": "fr", "colour": "lilac", "points": 9,
          "cards": ["1lilac", "2lilac", "5lilac", "7lilac"]}),
        ("magnolia 3, érable 4, magnolia 8",
         {"lang": "fr", "colour": "magnolia", "points": 5,
          "cards": ["3magnolia", "4maple", "8magnolia"]}),
        ("2 lilac, 5 lilac, 7 lilac",
         {"lang": "en", "colour": "lilac", "points": 3, "cards": ["2lilac", "5lilac", "7lilac"]}),
    ],
)  # fmt: skip
def test_score_reads_lilac_and_magnolia(
    engine_client: TestClient, text: str, expected: dict[str, Any]
) -> None:
    response = engine_client.post("/api/score", json={"text": text})
    assert response.status_code == 200, response.text
    body = response.json()
    assert {k: body[k] for k in expected} == expected
    assert body["valid"] is True


@pytest.mark.parametrize(
    ("question", "engine", "said"),
    [
        ("lilas 1, 2, 5, 7, ça fait combien ?",
         {"kind": "path", "colour": "lilac", "points": 9}, "9 points (p. 6-7)"),
        ("How much is magnolia 1, oak 4, magnolia 8 worth?",
         {"kind": "path", "colour": "magnolia", "points": 6}, "6 points (p. 6-7)"),
        ("Qui marque le lilas : moi 5 lilas, Léa 2 et 4 lilas ?",
         {"kind": "right_to_score", "colour": "lilac", "scorers": ["Léa"]}, "(p. 5-6)"),
    ],
)  # fmt: skip
def test_ask_computes_with_lilac_and_magnolia(
    engine_client: TestClient, question: str, engine: dict[str, Any], said: str
) -> None:
    response = engine_client.post("/api/ask", json={"question": question})
    assert response.status_code == 200, response.text
    body = response.json()
    assert {k: body["engine"][k] for k in engine} == engine
    assert said in body["answer"]
