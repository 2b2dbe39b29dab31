"""A locked feedback database never stalls the answers: feedback posts pile up and are
refused fast (503, `stored: false`), while /api/ask and /api/health keep their latency."""

from __future__ import annotations

import sqlite3
import statistics
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from rulebot.config import Settings
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot

POSTS = 60


def _p95(seconds: list[float]) -> float:
    return statistics.quantiles(seconds, n=20)[-1]


def _ask_latencies(client: TestClient, n: int) -> list[float]:
    took = []
    for i in range(n):
        began = time.perf_counter()
        r = client.post("/api/ask", json={"question": f"Peut-on piocher dans la défausse {i} ?"})
        took.append(time.perf_counter() - began)
        assert r.status_code == 200
    return took


@pytest.fixture()
def app_and_settings(tmp_path: Path) -> Iterator[tuple[TestClient, Settings]]:
    settings = make_settings(tmp_path, feedback_timeout=0.5, feedback_queue=8)
    with TestClient(create_app(bot=FakeBot(), settings=settings)) as c:
        yield c, settings


def test_a_locked_database_does_not_slow_the_answers(
    app_and_settings: tuple[TestClient, Settings],
) -> None:
    client, settings = app_and_settings
    assert client.post("/api/feedback", json={"question": "q", "rating": "up"}).status_code == 201
    before = _ask_latencies(client, 40)

    lock = sqlite3.connect(settings.feedback_db, isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")  # as the outside probe did, for the whole test
    try:

        def post(i: int) -> tuple[int, bool | None, float]:
            began = time.perf_counter()
            r = client.post("/api/feedback", json={"question": f"q{i}", "rating": "down"})
            return r.status_code, r.json().get("stored"), time.perf_counter() - began

        with ThreadPoolExecutor(max_workers=20) as pool:
            posted = pool.map(post, range(POSTS))
            during = _ask_latencies(client, 40)
            health_began = time.perf_counter()
            assert client.get("/api/health").status_code == 200
            health = time.perf_counter() - health_began
            results = list(posted)
    finally:
        lock.rollback()
        lock.close()

    statuses = {status for status, _, _ in results}
    slowest_post = max(took for _, _, took in results)
    print(
        f"/api/ask p50/p95: {statistics.median(before) * 1000:.1f}/{_p95(before) * 1000:.1f} ms "
        f"before, {statistics.median(during) * 1000:.1f}/{_p95(during) * 1000:.1f} ms while "
        f"{POSTS} feedback posts met a locked database; health {health * 1000:.1f} ms; "
        f"feedback statuses {sorted(statuses)}, slowest {slowest_post:.2f} s"
    )
    assert statuses == {503}
    assert all(stored is False for _, stored, _ in results)
    assert _p95(during) < 1.0 and health < 1.0
    assert slowest_post < 10.0
    # Once the lock is gone, feedback is stored again.
    assert client.post("/api/feedback", json={"question": "q", "rating": "up"}).status_code == 201
