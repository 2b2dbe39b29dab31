"""The API around the real `Rulebot` (corpus, model and index loaded once, at start-up)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from rulebot.api import create_app
from rulebot.cli import app as cli_app
from rulebot.config import Settings
from rulebot.feedback import FeedbackStore
from tests.api.conftest import make_settings


@pytest.fixture(scope="module")
def real_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return make_settings(tmp_path_factory.mktemp("real"))


@pytest.fixture(scope="module")
def real(real_settings: Settings) -> Iterator[TestClient]:
    # No bot given: the app loads the process-wide pipeline bot in its lifespan.
    with TestClient(create_app(settings=real_settings), raise_server_exceptions=False) as c:
        yield c


def test_health_reports_the_loaded_index(real: TestClient) -> None:
    body = real.get("/api/health").json()
    assert body["status"] == "ok"
    assert body["index_loaded"] is True
    assert body["model"] and body["corpus_version"]
    assert body["chunks"] > 0


def test_rules_question_cites_page_4(real: TestClient) -> None:
    body = real.post("/api/ask", json={"question": "Peut-on piocher dans sa propre défausse ?"})
    answer = body.json()
    assert answer["abstained"] is False
    assert 4 in answer["pages"]
    assert answer["citations"] and all(c["excerpt"] for c in answer["citations"])


def test_path_question_uses_the_engine(real: TestClient) -> None:
    body = real.post(
        "/api/ask", json={"question": "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"}
    )
    engine = body.json()["engine"]
    assert engine["kind"] == "path"
    assert (engine["valid"], engine["points"]) == (True, 7)
    assert len(engine["cards"]) == 4


def test_follow_up_reads_the_history(real: TestClient) -> None:
    history = [{"question": "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"}]
    body = real.post("/api/ask", json={"question": "Et sans le 8 rouge ?", "history": history})
    assert body.status_code == 200
    assert body.json()["question"] == "Et sans le 8 rouge ?"


def test_off_topic_abstains_and_is_stored(real: TestClient, real_settings: Settings) -> None:
    question = "Quelle est la capitale de la France ?"
    answer = real.post("/api/ask", json={"question": question}).json()
    assert answer["abstained"] is True
    assert answer["suggestions"]
    real.app.state.feedback.flush(timeout=10)  # type: ignore[attr-defined]
    stored = FeedbackStore(real_settings.feedback_db).latest("abstention", limit=1)
    assert [r.question for r in stored] == [question]


def test_score_matches_the_cli(real: TestClient) -> None:
    text = "1 rouge, 3 bleu, 5 bleu, 8 rouge"
    api = real.post("/api/score", json={"text": text}).json()
    cli = CliRunner().invoke(cli_app, ["score", "--json", text])
    assert cli.exit_code == 0, cli.output
    assert api == json.loads(cli.output)


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"text": "1 rouge, 9 rouge"}, "9 n'est pas une valeur de carte (1 à 8)"),
        ({"text": "1 red, 9 red"}, "9 is not a card value (1 to 8)"),
        ({"layout": "zz"}, "unknown token 'zz'"),
        ({"layout": "zz", "lang": "fr"}, "ligne 1, colonne 1 : « zz » est inconnu"),
        ({"layout": "1A 0B", "lang": "fr"}, "0 dans « 0B » n'est pas une valeur de carte"),
    ],
)
def test_engine_input_errors_are_422(real: TestClient, body: dict[str, str], detail: str) -> None:
    r = real.post("/api/score", json=body)
    assert r.status_code == 422
    assert detail in r.json()["detail"]
