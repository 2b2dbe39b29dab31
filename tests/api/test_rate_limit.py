"""The rate limit: one window per client, the same in memory and in the SQLite store shared
by the workers of one server, and a client identity no forged header can change."""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from rulebot.api.ratelimit import Buckets, MemoryBuckets, SqliteBuckets
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot

ASK = {"question": "Peut-on piocher dans sa défausse ?"}


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


MakeBuckets = Callable[[Path, int, Clock], Buckets]
BACKENDS: dict[str, MakeBuckets] = {
    "memory": lambda tmp, n, clock: MemoryBuckets(n, clock=clock),
    "sqlite": lambda tmp, n, clock: SqliteBuckets(tmp / "limits.sqlite3", n, clock=clock),
}


@pytest.fixture(params=sorted(BACKENDS))
def make(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[int, Clock], Buckets]:
    backend = BACKENDS[request.param]
    return lambda n, clock: backend(tmp_path, n, clock)


def test_a_client_gets_its_quota_then_waits_for_the_oldest_to_leave_the_window(
    make: Callable[[int, Clock], Buckets],
) -> None:
    clock = Clock()
    buckets = make(3, clock)
    assert [buckets.take("a") for _ in range(3)] == [0.0, 0.0, 0.0]
    clock.now += 20
    assert buckets.take("a") == pytest.approx(40.0)  # the first one leaves at +60 s
    assert buckets.take("b") == 0.0  # another client has its own window
    clock.now += 40
    assert buckets.take("a") == 0.0


def test_the_window_slides(make: Callable[[int, Clock], Buckets]) -> None:
    clock = Clock()
    buckets = make(2, clock)
    assert buckets.take("a") == 0.0
    clock.now += 30
    assert buckets.take("a") == 0.0
    clock.now += 29
    assert buckets.take("a") == pytest.approx(1.0)
    clock.now += 1
    assert buckets.take("a") == 0.0
    assert buckets.take("a") == pytest.approx(30.0)


def test_two_workers_share_one_window(tmp_path: Path) -> None:
    """Two apps (two uvicorn workers) with one store: the quota is the client's, not each
    worker's."""
    settings = make_settings(
        tmp_path, rate_limit_per_minute=4, rate_limit_store=tmp_path / "limits.sqlite3"
    )
    apps = [create_app(bot=FakeBot(), settings=settings) for _ in range(2)]
    with TestClient(apps[0]) as first, TestClient(apps[1]) as second:
        statuses = [c.post("/api/ask", json=ASK).status_code for c in [first, second] * 3]
    assert statuses == [200, 200, 200, 200, 429, 429]


def _take_many(path: str, n: int, out: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    buckets = SqliteBuckets(Path(path), per_minute=25)
    out.put(sum(1 for _ in range(n) if buckets.take("10.0.0.7") == 0.0))


def test_worker_processes_share_one_window(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("spawn")
    out: multiprocessing.Queue = ctx.Queue()  # type: ignore[type-arg]
    path = str(tmp_path / "limits.sqlite3")
    procs = [ctx.Process(target=_take_many, args=(path, 20, out)) for _ in range(3)]
    for p in procs:
        p.start()
    allowed = [out.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    assert sum(allowed) == 25


def test_a_broken_store_lets_requests_through_with_one_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    buckets = SqliteBuckets(blocker / "limits.sqlite3", per_minute=1)
    with caplog.at_level(logging.WARNING, logger="rulebot.api"):
        assert [buckets.take("a") for _ in range(3)] == [0.0, 0.0, 0.0]
    assert caplog.text.count("rate limit not applied") == 1


def _statuses(client: TestClient, forwarded: list[str]) -> list[int]:
    return [
        client.post("/api/ask", json=ASK, headers={"x-forwarded-for": f}).status_code
        for f in forwarded
    ]


ROTATING = ["203.0.113.1", "203.0.113.2", "203.0.113.3"]


@pytest.mark.parametrize(
    ("proxy_headers", "peer", "statuses"),
    [
        (False, "127.0.0.1", [200, 429, 429]),  # no proxy configured: the header is ignored
        (True, "127.0.0.1", [200, 200, 200]),  # the trusted proxy: each client its window
        (True, "198.51.100.9", [200, 429, 429]),  # anyone else forging it: ignored
    ],
    ids=["no-proxy", "trusted-proxy", "untrusted-peer"],
)
def test_forwarded_for_counts_only_from_a_trusted_proxy(
    tmp_path: Path, proxy_headers: bool, peer: str, statuses: list[int]
) -> None:
    settings = make_settings(
        tmp_path,
        rate_limit_per_minute=1,
        proxy_headers=proxy_headers,
        forwarded_allow_ips="127.0.0.1,10.0.0.0/8",
    )
    with TestClient(create_app(bot=FakeBot(), settings=settings), client=(peer, 5000)) as c:
        assert _statuses(c, ROTATING) == statuses


def test_a_proxy_on_another_host_is_trusted_when_listed(tmp_path: Path) -> None:
    settings = make_settings(
        tmp_path, rate_limit_per_minute=1, proxy_headers=True, forwarded_allow_ips="10.0.0.5"
    )
    app = create_app(bot=FakeBot(), settings=settings)
    with TestClient(app, client=("10.0.0.5", 5000)) as proxy:
        assert _statuses(proxy, ["203.0.113.1", "203.0.113.2", "203.0.113.1"]) == [200, 200, 429]


def test_a_forged_address_before_the_proxys_own_changes_nothing(tmp_path: Path) -> None:
    """nginx appends the client's address to what the client sent: the last one counts."""
    settings = make_settings(tmp_path, rate_limit_per_minute=1, proxy_headers=True)
    app = create_app(bot=FakeBot(), settings=settings)
    forged = [f"198.51.100.{n}, 203.0.113.1" for n in range(3)]
    with TestClient(app, client=("127.0.0.1", 5000)) as proxy:
        assert _statuses(proxy, forged) == [200, 429, 429]
