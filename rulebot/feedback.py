"""Feedback store: thumbs up/down on answers and every abstention, in SQLite (WAL).

Each write is one short transaction on its own connection, so threads and processes (the
workers of one server) can write at the same time without losing rows. A write that fails
(full or read-only disk, a file locked longer than `timeout`) is logged as a warning and
reported as `None`: the caller says it was not stored, and an answer never waits on it.
A rating carries the conversation that led to it (`payload`), and may be amended later
(a comment added, the thumb changed) by whoever holds the token given when it was stored.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

T = TypeVar("T")

log = logging.getLogger(__name__)

Kind = Literal["rating", "abstention"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS feedback (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at REAL    NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('rating', 'abstention')),
    rating     INTEGER CHECK (rating IN (-1, 1)),
    question   TEXT    NOT NULL,
    answer     TEXT    NOT NULL DEFAULT '',
    lang       TEXT,
    intent     TEXT,
    comment    TEXT    NOT NULL DEFAULT '',
    payload    TEXT    NOT NULL DEFAULT '{}',
    token      TEXT
);
CREATE INDEX IF NOT EXISTS feedback_kind_time ON feedback (kind, created_at);
"""
_COLUMNS = "id, created_at, kind, rating, question, answer, lang, intent, comment, payload"
DAY = 86_400.0


@dataclass(frozen=True)
class FeedbackRecord:
    """One stored row: a rating of an answer, or a question rulebot could not answer."""

    id: int
    created_at: float
    kind: str
    rating: int | None
    question: str
    answer: str
    lang: str | None
    intent: str | None
    comment: str
    payload: str = "{}"

    @property
    def history(self) -> list[str]:
        """The earlier questions of the conversation, oldest first."""
        try:
            turns = json.loads(self.payload).get("history", [])
        except (ValueError, AttributeError):
            return []
        return [t if isinstance(t, str) else str(t.get("question", "")) for t in turns]

    @property
    def date(self) -> str:
        """When it was stored, in UTC (ISO 8601, to the second)."""
        return datetime.fromtimestamp(self.created_at, UTC).isoformat(timespec="seconds")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "created_at": self.created_at,
            "date": self.date,
            "kind": self.kind,
            "rating": self.rating,
            "question": self.question,
            "answer": self.answer,
            "lang": self.lang,
            "intent": self.intent,
            "comment": self.comment,
            "history": self.history,
        }


class FeedbackStore:
    """Append-only feedback rows in one SQLite file."""

    def __init__(self, path: Path, timeout: float = 30.0) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self._ready = False

    def _retrying(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` on a fresh connection, again while SQLite says the file is busy.

        The busy timeout covers most waits, but SQLite answers "database is locked" at once
        in a few cases (switching a new file to WAL while another connection opens it, a
        reader meeting a WAL recovery), so those are retried here until `timeout` runs out.
        """
        deadline = time.monotonic() + self.timeout
        delay = 0.005
        while True:
            try:
                with self._connect() as conn:
                    return work(conn)
            except sqlite3.OperationalError as exc:
                busy = "locked" in str(exc) or "busy" in str(exc)
                if not busy or time.monotonic() >= deadline:
                    raise
            time.sleep(delay * (1 + random.random()))
            delay = min(delay * 2, 0.2)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        if not self._ready:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(self.path, timeout=self.timeout)) as conn:
            conn.execute(f"PRAGMA busy_timeout = {int(self.timeout * 1000)}")
            if not self._ready:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.executescript(_SCHEMA)
                _add_token_column(conn)
                self._ready = True
            yield conn

    def add_rating(
        self,
        *,
        question: str,
        answer: str,
        rating: int,
        comment: str = "",
        lang: str | None = None,
        intent: str | None = None,
        payload: Mapping[str, Any] | None = None,
        token: str | None = None,
    ) -> int | None:
        """Store a thumbs up (1) or down (-1); the row id, or None if it could not be stored.
        With a `token`, the row may be amended later by whoever holds it."""
        _check_rating(rating)
        row = _Row("rating", rating, question, answer, lang, intent, comment, payload)
        return self._insert(row, token)

    def amend(
        self, row_id: int, token: str, *, comment: str | None = None, rating: int | None = None
    ) -> bool | None:
        """Change the comment and/or the thumb of a stored rating: True when done, False when
        no rating has this id and token, None when the store could not be written."""
        if rating is not None:
            _check_rating(rating)

        def update(conn: sqlite3.Connection) -> bool:
            with conn:
                cur = conn.execute(
                    "UPDATE feedback SET comment = COALESCE(?, comment),"
                    " rating = COALESCE(?, rating)"
                    " WHERE id = ? AND kind = 'rating' AND token = ?",
                    (comment, rating, row_id, _digest(token)),
                )
                return cur.rowcount == 1

        try:
            return self._retrying(update)
        except (sqlite3.Error, OSError) as exc:
            log.warning("feedback not amended in %s: %s", self.path, exc)
            return None

    def add_abstention(
        self,
        *,
        question: str,
        answer: str = "",
        lang: str | None = None,
        intent: str | None = None,
        payload: Mapping[str, Any] | None = None,
    ) -> int | None:
        """Store a question rulebot declined to answer; the row id, or None on failure."""
        return self._insert(_Row("abstention", None, question, answer, lang, intent, "", payload))

    def _insert(self, row: _Row, token: str | None = None) -> int | None:
        values = (
            time.time(),
            row.kind,
            row.rating,
            row.question,
            row.answer,
            row.lang,
            row.intent,
            row.comment,
            json.dumps(dict(row.payload or {}), ensure_ascii=False),
            _digest(token) if token else None,
        )

        def insert(conn: sqlite3.Connection) -> int | None:
            with conn:  # one transaction, committed (or rolled back, then retried)
                cur = conn.execute(
                    "INSERT INTO feedback (created_at, kind, rating, question, answer, lang,"
                    " intent, comment, payload, token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    values,
                )
                return cur.lastrowid

        try:
            return self._retrying(insert)
        except (sqlite3.Error, OSError) as exc:
            log.warning("feedback not stored in %s: %s", self.path, exc)
            return None

    def latest(
        self, kind: Kind, rating: int | None = None, limit: int = 20
    ) -> list[FeedbackRecord]:
        """The newest rows of one kind (optionally one rating), newest first."""
        if not self.path.exists():
            return []
        sql = f"SELECT {_COLUMNS} FROM feedback WHERE kind = ?"
        args: list[Any] = [kind]
        if rating is not None:
            sql += " AND rating = ?"
            args.append(rating)
        sql += " ORDER BY created_at DESC, id DESC LIMIT ?"
        args.append(limit)
        rows = self._retrying(lambda conn: conn.execute(sql, args).fetchall())
        return [FeedbackRecord(*row) for row in rows]

    def count(self) -> int:
        """How many rows are stored."""
        if not self.path.exists():
            return 0
        (n,) = self._retrying(lambda conn: conn.execute("SELECT COUNT(*) FROM feedback").fetchone())
        return int(n)

    def counts(self) -> dict[str, int]:
        """How many thumbs up, thumbs down and unanswered questions are stored."""
        if not self.path.exists():
            return {"up": 0, "down": 0, "unanswered": 0}
        sql = "SELECT SUM(rating = 1), SUM(rating = -1), SUM(kind = 'abstention') FROM feedback"
        up, down, unanswered = self._retrying(lambda conn: conn.execute(sql).fetchone())
        return {"up": int(up or 0), "down": int(down or 0), "unanswered": int(unanswered or 0)}

    def prune(self, retention_days: float, now: float | None = None) -> int:
        """Delete the rows older than `retention_days` (0: keep them all); how many went."""
        if retention_days <= 0 or not self.path.exists():
            return 0
        before = (time.time() if now is None else now) - retention_days * DAY

        def delete(conn: sqlite3.Connection) -> int:
            with conn:
                return conn.execute("DELETE FROM feedback WHERE created_at < ?", (before,)).rowcount

        return int(self._retrying(delete))


@dataclass(frozen=True)
class _Row:
    """What one new row says (its time and id are the store's)."""

    kind: Kind
    rating: int | None
    question: str
    answer: str
    lang: str | None
    intent: str | None
    comment: str
    payload: Mapping[str, Any] | None


def _check_rating(rating: int) -> None:
    if rating not in (-1, 1):
        raise ValueError("rating is 1 (up) or -1 (down)")


def _digest(token: str) -> str:
    """What is kept of an amendment token: its SHA-256, never the token itself."""
    return hashlib.sha256(token.encode()).hexdigest()


def _add_token_column(conn: sqlite3.Connection) -> None:
    """A file made before amendments has no token column: add it (once, whoever first)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(feedback)")}
    if "token" in columns:
        return
    try:
        conn.execute("ALTER TABLE feedback ADD COLUMN token TEXT")
    except sqlite3.OperationalError as exc:
        if "duplicate column" not in str(exc):
            raise
