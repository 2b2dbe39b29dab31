"""Per-client rate limit on /api/ routes: a sliding one-minute window, kept in memory for one
process or in a small SQLite file shared by the worker processes of one server.

The client is `scope["client"]`: the peer address, or the address a trusted proxy forwarded
(uvicorn's ProxyHeadersMiddleware, added by `create_app` only for the configured proxies),
so a forged X-Forwarded-For from anyone else changes nothing.
"""

from __future__ import annotations

import logging
import math
import sqlite3
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from starlette.types import ASGIApp, Receive, Scope, Send

from rulebot.api.errors import scope_language
from rulebot.api.messages import say
from rulebot.api.middleware import send_json

log = logging.getLogger("rulebot.api")

UNLIMITED_PATHS = ("/api/health",)  # monitoring is never limited


class Buckets(Protocol):
    """Where the requests of each client over the last window are counted."""

    def take(self, client: str) -> float:
        """0 if the client may go on (and the request is counted), else seconds to wait."""
        ...


class MemoryBuckets:
    """The windows of one process (one uvicorn worker)."""

    def __init__(
        self,
        per_minute: int,
        window: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_minute = per_minute
        self.window = window
        self.clock = clock
        self._hits: dict[str, deque[float]] = {}
        self._lock = threading.Lock()
        self._last_sweep = clock()

    def take(self, client: str) -> float:
        now = self.clock()
        with self._lock:
            if now - self._last_sweep > self.window:
                self._sweep(now)
            hits = self._hits.setdefault(client, deque())
            while hits and now - hits[0] >= self.window:
                hits.popleft()
            if len(hits) >= self.per_minute:
                return max(hits[0] + self.window - now, 0.001)
            hits.append(now)
            return 0.0

    def _sweep(self, now: float) -> None:
        for key in [k for k, v in self._hits.items() if not v or now - v[-1] >= self.window]:
            del self._hits[key]
        self._last_sweep = now


_SCHEMA = """
CREATE TABLE IF NOT EXISTS hits (client TEXT NOT NULL, at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS hits_client_at ON hits (client, at);
"""


class SqliteBuckets:
    """The windows of every worker process of one server, in one SQLite file: each request
    is one short write transaction (WAL, no fsync: the counts may be lost with the machine,
    never mixed up). If the file cannot be used, requests are let through and a warning is
    logged (at most once a window): a broken limiter must not stop the service."""

    def __init__(
        self,
        path: Path,
        per_minute: int,
        window: float = 60.0,
        clock: Callable[[], float] = time.time,
        timeout: float = 0.2,
    ) -> None:
        self.path = Path(path)
        self.per_minute = per_minute
        self.window = window
        self.clock = clock
        self.timeout = timeout
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self._last_sweep = 0.0
        self._last_warning = -math.inf

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(
                self.path, timeout=self.timeout, isolation_level=None, check_same_thread=False
            )
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = OFF")
            conn.executescript(_SCHEMA)
            self._conn = conn
        return self._conn

    def take(self, client: str) -> float:
        now = self.clock()
        with self._lock:
            try:
                return self._take(self._connection(), client, now)
            except (sqlite3.Error, OSError) as exc:
                if now - self._last_warning >= self.window:
                    self._last_warning = now
                    log.warning("rate limit not applied (store %s): %s", self.path, exc)
                return 0.0

    def _take(self, conn: sqlite3.Connection, client: str, now: float) -> float:
        conn.execute("BEGIN IMMEDIATE")  # one writer at a time: count and add together
        try:
            if now - self._last_sweep > self.window:
                conn.execute("DELETE FROM hits WHERE at <= ?", (now - self.window,))
                self._last_sweep = now
            rows = conn.execute(
                "SELECT at FROM hits WHERE client = ? AND at > ? ORDER BY at LIMIT ?",
                (client, now - self.window, self.per_minute),
            ).fetchall()
            if len(rows) >= self.per_minute:
                wait = max(rows[0][0] + self.window - now, 0.001)
            else:
                conn.execute("INSERT INTO hits (client, at) VALUES (?, ?)", (client, now))
                wait = 0.0
            conn.execute("COMMIT")
            return float(wait)
        except BaseException:
            conn.rollback()  # a no-op when SQLite already ended the transaction
            raise

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


def make_buckets(per_minute: int, shared: Path | None) -> Buckets:
    """Shared SQLite windows when a store file is given (several workers), else memory."""
    if shared is None:
        return MemoryBuckets(per_minute)
    return SqliteBuckets(shared, per_minute)


class RateLimit:
    """Counts each client's requests to /api/ (health and CORS preflights aside) -> 429."""

    def __init__(self, app: ASGIApp, per_minute: int, buckets: Buckets | None = None) -> None:
        self.app = app
        self.per_minute = per_minute
        self.buckets = buckets or MemoryBuckets(per_minute)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        if (
            scope["type"] != "http"
            or self.per_minute <= 0
            or not path.startswith("/api/")
            or path in UNLIMITED_PATHS
            or scope["method"] == "OPTIONS"
        ):
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        wait = self.buckets.take(client[0] if client else "unknown")
        if wait:
            seconds = math.ceil(wait)
            lang = scope_language(scope)
            detail = say("rate_limited", lang, per_minute=self.per_minute, seconds=seconds)
            await send_json(send, 429, {"detail": detail}, [("retry-after", str(seconds))])
            return
        await self.app(scope, receive, send)
