"""Feedback store: thumbs up/down on answers and every abstention, in SQLite (WAL).

Each write is one short transaction on its own connection, so threads and processes can
write at the same time without losing rows. A write that fails (full or read-only disk,
locked file) is logged as a warning and reported as `None`: feedback never breaks an answer.
"""

from __future__ import annotations

import json
import logging
import random
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
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
    payload    TEXT    NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS feedback_kind_time ON feedback (kind, created_at);
"""


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

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "created_at": self.created_at,
            "kind": self.kind,
            "rating": self.rating,
            "question": self.question,
            "answer": self.answer,
            "lang": self.lang,
            "intent": self.intent,
            "comment": self.comment,
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
    ) -> int | None:
        """Store a thumbs up (1) or down (-1); the row id, or None if it could not be stored."""
        if rating not in (-1, 1):
            raise ValueError("rating is 1 (up) or -1 (down)")
        return self._insert("rating", rating, question, answer, lang, intent, comment, payload)

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
        return self._insert("abstention", None, question, answer, lang, intent, "", payload)

    def _insert(
        self,
        kind: Kind,
        rating: int | None,
        question: str,
        answer: str,
        lang: str | None,
        intent: str | None,
        comment: str,
        payload: Mapping[str, Any] | None,
    ) -> int | None:
        row = (
            time.time(),
            kind,
            rating,
            question,
            answer,
            lang,
            intent,
            comment,
            json.dumps(dict(payload or {}), ensure_ascii=False),
        )

        def insert(conn: sqlite3.Connection) -> int | None:
            with conn:  # one transaction, committed (or rolled back, then retried)
                cur = conn.execute(
                    "INSERT INTO feedback (created_at, kind, rating, question, answer, lang,"
                    " intent, comment, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    row,
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
        sql = (
            "SELECT id, created_at, kind, rating, question, answer, lang, intent, comment"
            " FROM feedback WHERE kind = ?"
        )
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
