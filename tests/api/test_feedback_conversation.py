"""A thumb is stored at the click with the conversation that led to it, may be amended with
its token, is kept for the retention only, and is shown by `rulebot feedback`."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from rulebot.api.schemas import MAX_ANSWER_CHARS, MAX_COMMENT_CHARS
from rulebot.config import Settings
from rulebot.feedback import DAY, FeedbackStore

HISTORY = ["Combien vaut 1 rouge, 3 bleu, 8 rouge ?", {"question": "Et sans le 8 ?", "lang": "fr"}]


def _rate(client: TestClient, **extra: object) -> dict[str, object]:
    body = {"question": "Et avec le 5 bleu ?", "answer": "6 points (p. 6).", "rating": "down"}
    r = client.post("/api/feedback", json={**body, **extra})
    assert r.status_code == 201, r.text
    data: dict[str, object] = r.json()
    return data


def _row(settings: Settings, row_id: object) -> tuple[object, ...]:
    with sqlite3.connect(settings.feedback_db) as conn:
        row: tuple[object, ...] = conn.execute(
            "SELECT rating, comment, payload, token FROM feedback WHERE id = ?", (row_id,)
        ).fetchone()
    return row


def test_a_thumb_is_stored_with_the_conversation_before_it(
    client: TestClient, settings: Settings
) -> None:
    stored = _rate(client, history=HISTORY)
    assert stored["stored"] is True and isinstance(stored["token"], str)
    rating, comment, payload, token = _row(settings, stored["id"])
    assert (rating, comment) == (-1, "")
    assert json.loads(str(payload)) == {
        "history": ["Combien vaut 1 rouge, 3 bleu, 8 rouge ?", "Et sans le 8 ?"],
        "corpus_version": "test",
    }
    assert token != stored["token"]  # only its digest is kept


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"comment": "  Il manque le bonus du 1.  "}, (-1, "Il manque le bonus du 1.")),
        ({"rating": "up"}, (1, "")),
        ({"rating": "up", "comment": "finalement oui"}, (1, "finalement oui")),
    ],
)
def test_a_stored_thumb_is_amended_with_its_token(
    client: TestClient, settings: Settings, change: dict[str, str], expected: tuple[int, str]
) -> None:
    stored = _rate(client)
    r = client.patch(f"/api/feedback/{stored['id']}", json={"token": stored["token"], **change})
    assert (r.status_code, r.json()) == (200, {"stored": True, "id": stored["id"], "token": None})
    assert _row(settings, stored["id"])[:2] == expected


@pytest.mark.parametrize(
    ("row", "token", "status"),
    [
        ("own", "not-the-token", 404),
        ("other", "own", 404),
        ("missing", "own", 404),
        ("zero", "own", 422),
        ("huge", "own", 422),
    ],
)
def test_a_thumb_is_amended_by_no_one_else(
    client: TestClient, settings: Settings, row: str, token: str, status: int
) -> None:
    mine, other = _rate(client), _rate(client)
    row_id = {
        "own": mine["id"],
        "other": other["id"],
        "missing": 10**9,
        "zero": 0,
        "huge": 2**70,
    }[row]
    given = mine["token"] if token == "own" else token
    r = client.patch(f"/api/feedback/{row_id}", json={"token": given, "comment": "pirate"})
    assert r.status_code == status
    assert set(r.json()) == {"detail"}
    assert _row(settings, mine["id"])[1] == "" and _row(settings, other["id"])[1] == ""


def test_the_largest_feedback_the_schema_allows_fits_the_body_cap(
    client: TestClient, settings: Settings
) -> None:
    """Every field at its longest, in accented French (two bytes a letter): accepted."""
    chars = settings.max_question_chars
    body = {
        "question": "é" * chars,
        "answer": "é" * MAX_ANSWER_CHARS,
        "rating": "up",
        "comment": "é" * MAX_COMMENT_CHARS,
        "lang": "fr",
        "intent": "rules",
        "history": ["é" * chars] * settings.max_history_turns,
    }
    size = len(json.dumps(body, ensure_ascii=False).encode())
    print(f"largest feedback body: {size} bytes, cap {settings.max_body_bytes}")
    assert size <= settings.max_body_bytes
    r = client.post("/api/feedback", json=body)
    assert r.status_code == 201


def test_rows_older_than_the_retention_are_deleted(tmp_path: Path) -> None:
    store = FeedbackStore(tmp_path / "fb.sqlite3")
    old = store.add_rating(question="ancienne", answer="", rating=1)
    new = store.add_rating(question="récente", answer="", rating=-1)
    with sqlite3.connect(store.path) as conn:
        conn.execute(
            "UPDATE feedback SET created_at = ? WHERE id = ?", (time.time() - 40 * DAY, old)
        )
    assert store.prune(retention_days=0) == 0  # 0 keeps everything
    assert store.prune(retention_days=30) == 1
    assert [r.id for r in store.latest("rating")] == [new]


def test_a_file_made_before_tokens_gets_its_column(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(
            "CREATE TABLE feedback (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at REAL NOT"
            " NULL, kind TEXT NOT NULL, rating INTEGER, question TEXT NOT NULL, answer TEXT NOT"
            " NULL DEFAULT '', lang TEXT, intent TEXT, comment TEXT NOT NULL DEFAULT '',"
            " payload TEXT NOT NULL DEFAULT '{}')"
        )
        conn.execute(
            "INSERT INTO feedback (created_at, kind, rating, question) VALUES (1, 'rating', 1, 'q')"
        )
    store = FeedbackStore(path)
    row = store.add_rating(question="q2", answer="", rating=-1, token="t")
    assert row is not None and store.amend(row, "t", comment="ok") is True
    assert store.counts() == {"up": 1, "down": 1, "unanswered": 0}


def test_feedback_command_shows_dates_counts_and_conversations(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rulebot.cli import app
    from rulebot.config import get_settings

    store = FeedbackStore(tmp_path / "fb.sqlite3")
    store.add_abstention(
        question="Quelle heure est-il ?", lang="fr", payload={"history": ["Salut"]}
    )
    for rating in (1, 1, -1):
        store.add_rating(question="Bonne réponse ?", answer="oui", rating=rating)
    store.add_rating(
        question="Et sans le 8 ?",
        answer="Ce chemin vaut 3 points (p. 6).",
        rating=-1,
        comment="il en vaut 4",
        lang="fr",
        payload={"history": ["Combien vaut 1 rouge, 3 bleu, 8 rouge ?"]},
    )
    with sqlite3.connect(store.path) as conn:  # a known date: 2024-03-05 14:30 UTC
        conn.execute("UPDATE feedback SET created_at = 1709649000")
    monkeypatch.setenv("RULEBOT_FEEDBACK_DB", str(store.path))
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(app, ["feedback"])
        data = json.loads(CliRunner().invoke(app, ["feedback", "--json"]).output)
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "2 thumbs up, 2 thumbs down, 1 unanswered questions (times in UTC)."
    assert "  - 2024-03-05 14:30:00 [fr] Quelle heure est-il ?" in lines
    assert "  - 2024-03-05 14:30:00 [fr] Q: Et sans le 8 ?" in lines
    at = lines.index("  - 2024-03-05 14:30:00 [fr] Q: Et sans le 8 ?")
    assert lines[at + 1 : at + 5] == [
        "    A: Ce chemin vaut 3 points (p. 6).",
        "    comment: il en vaut 4",
        "    after:",
        "      1. Combien vaut 1 rouge, 3 bleu, 8 rouge ?",
    ]
    assert data["counts"] == {"up": 2, "down": 2, "unanswered": 1}
    assert data["marked_wrong"][0]["date"] == "2024-03-05T14:30:00+00:00"
    assert data["unanswered"][0]["history"] == ["Salut"]
