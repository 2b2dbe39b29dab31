"""Feedback: ratings and abstentions land in SQLite, concurrently, and never break an answer."""

from __future__ import annotations

import json
import logging
import multiprocessing
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from rulebot.api import create_app
from rulebot.config import Settings
from rulebot.feedback import FeedbackStore
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot

FR = {"accept-language": "fr-FR,fr;q=0.9"}
NOT_STORED_FR = "Ton avis n'a pas pu être enregistré pour l'instant : réessaie plus tard."


def test_rating_is_stored(client: TestClient, settings: Settings) -> None:
    r = client.post(
        "/api/feedback",
        json={
            "question": "Peut-on piocher dans sa défausse ?",
            "answer": "Oui (p. 4).",
            "rating": "down",
            "comment": "  Il manque la règle du dessus de pile.  ",
            "lang": "fr",
            "intent": "rules",
        },
    )
    assert r.status_code == 201
    body = r.json()
    assert body["stored"] is True
    (row,) = [x for x in FeedbackStore(settings.feedback_db).latest("rating") if x.id == body["id"]]
    assert (row.rating, row.comment, row.question) == (
        -1,
        "Il manque la règle du dessus de pile.",
        "Peut-on piocher dans sa défausse ?",
    )


def _written(client: TestClient) -> None:
    """Wait for the feedback thread to write what it was given (it writes after answering)."""
    client.app.state.feedback.flush(timeout=10)  # type: ignore[attr-defined]


def test_every_abstention_is_stored(client: TestClient, settings: Settings) -> None:
    question = "Quelle est la capitale de la France ?"
    r = client.post("/api/ask", json={"question": question, "history": ["Bonjour"]})
    assert r.json()["abstained"] is True
    _written(client)
    latest = FeedbackStore(settings.feedback_db).latest("abstention", limit=1)
    assert [(x.question, x.history) for x in latest] == [(question, ["Bonjour"])]
    client.post("/api/ask", json={"question": "Peut-on piocher dans sa défausse ?"})
    _written(client)
    assert FeedbackStore(settings.feedback_db).latest("abstention", limit=1) == latest


def test_database_is_wal_and_folder_created(tmp_path: Path) -> None:
    store = FeedbackStore(tmp_path / "a" / "b" / "fb.sqlite3")
    assert store.add_abstention(question="?") == 1
    with sqlite3.connect(store.path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def _write_many(path: str, worker: int, n: int) -> None:
    store = FeedbackStore(Path(path))
    for i in range(n):
        assert store.add_rating(question=f"q{worker}-{i}", answer="a", rating=1) is not None


def test_concurrent_threads_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "threads.sqlite3"
    with ThreadPoolExecutor(max_workers=16) as pool:
        list(pool.map(lambda w: _write_many(str(path), w, 40), range(16)))
    store = FeedbackStore(path)
    assert store.count() == 16 * 40
    questions = {r.question for r in store.latest("rating", limit=10_000)}
    assert len(questions) == 16 * 40


def test_concurrent_processes_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "procs.sqlite3"
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_write_many, args=(str(path), w, 50)) for w in range(6)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
        assert p.exitcode == 0
    assert FeedbackStore(path).count() == 6 * 50


def test_concurrent_api_requests_lose_nothing(client: TestClient, settings: Settings) -> None:
    before = FeedbackStore(settings.feedback_db).count()

    def post(i: int) -> int:
        body = {"question": f"parallel {i}", "rating": "up" if i % 2 else "down"}
        return client.post("/api/feedback", json=body).status_code

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert set(pool.map(post, range(60))) == {201}
    assert FeedbackStore(settings.feedback_db).count() == before + 60


def test_unwritable_store_answers_and_says_feedback_was_not_stored(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    settings = make_settings(tmp_path, feedback_db=blocker / "feedback.sqlite3")
    with (
        caplog.at_level(logging.WARNING, logger="rulebot.feedback"),
        TestClient(create_app(bot=FakeBot(), settings=settings)) as c,
    ):
        r = c.post("/api/ask", json={"question": "Quelle est la capitale de la France ?"})
        assert r.status_code == 200 and r.json()["abstained"] is True
        r = c.post("/api/feedback", json={"question": "q", "rating": "up"}, headers=FR)
        assert (r.status_code, r.json()) == (
            503,
            {"detail": NOT_STORED_FR, "stored": False},
        )
        assert r.headers["content-security-policy"] and r.headers["retry-after"] == "30"
    assert "feedback not stored" in caplog.text


def test_full_disk_degrades_to_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def full(*args: object, **kwargs: object) -> sqlite3.Connection:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(sqlite3, "connect", full)
    with caplog.at_level(logging.WARNING, logger="rulebot.feedback"):
        assert FeedbackStore(tmp_path / "fb.sqlite3").add_abstention(question="?") is None
    assert "disk is full" in caplog.text


class _FlakyConnect:
    """sqlite3.connect that answers "database is locked" at once for the first few calls,
    as SQLite does when a new file is switched to WAL while another connection opens it."""

    def __init__(self, failures: int, message: str = "database is locked") -> None:
        self.failures = failures
        self.message = message
        self.calls = 0
        self.real = sqlite3.connect

    def __call__(self, *args: object, **kwargs: object) -> sqlite3.Connection:
        self.calls += 1
        if self.calls <= self.failures:
            raise sqlite3.OperationalError(self.message)
        return self.real(*args, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("failures", "message", "timeout", "stored", "calls"),
    [
        (0, "database is locked", 5.0, True, 1),
        (3, "database is locked", 5.0, True, 4),
        (2, "database is busy", 5.0, True, 3),
        (10**6, "database is locked", 0.05, False, None),  # gives up once the timeout is spent
        (1, "database or disk is full", 5.0, False, 1),  # not a busy file: no retry
    ],
)
def test_a_busy_file_is_retried_until_the_timeout(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    failures: int,
    message: str,
    timeout: float,
    stored: bool,
    calls: int | None,
) -> None:
    flaky = _FlakyConnect(failures, message)
    monkeypatch.setattr(sqlite3, "connect", flaky)
    store = FeedbackStore(tmp_path / "fb.sqlite3", timeout=timeout)
    row = store.add_rating(question="q", answer="a", rating=1)
    assert (row is not None) is stored
    if calls is not None:
        assert flaky.calls == calls
    if stored:
        assert store.count() == 1


def test_many_writers_on_a_new_file_lose_nothing(tmp_path: Path) -> None:
    """All writers start together on files that do not exist yet (the race CI once hit)."""
    for trial in range(15):
        path = tmp_path / f"race{trial}.sqlite3"
        barrier = threading.Barrier(12)

        def write(worker: int, path: Path = path, barrier: threading.Barrier = barrier) -> None:
            barrier.wait()
            _write_many(str(path), worker, 5)

        with ThreadPoolExecutor(max_workers=12) as pool:
            list(pool.map(write, range(12)))
        assert FeedbackStore(path).count() == 12 * 5


def test_feedback_command_lists_unanswered_and_wrong(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rulebot.cli import app
    from rulebot.config import get_settings

    db = tmp_path / "fb.sqlite3"
    store = FeedbackStore(db)
    store.add_abstention(question="Quelle est la capitale de la France ?", lang="fr")
    store.add_rating(question="Combien vaut 1 rouge ?", answer="2 points", rating=-1, comment="non")
    store.add_rating(question="Bonne réponse", answer="oui", rating=1)
    monkeypatch.setenv("RULEBOT_FEEDBACK_DB", str(db))
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(app, ["feedback"])
        assert result.exit_code == 0, result.output
        assert "Quelle est la capitale de la France ?" in result.output
        assert "Combien vaut 1 rouge ?" in result.output and "comment: non" in result.output
        assert "Bonne réponse" not in result.output
        result = CliRunner().invoke(app, ["feedback", "--json", "--limit", "5"])
        data = json.loads(result.output)
        assert [r["question"] for r in data["unanswered"]] == [
            "Quelle est la capitale de la France ?"
        ]
        assert [r["rating"] for r in data["marked_wrong"]] == [-1]
    finally:
        get_settings.cache_clear()
