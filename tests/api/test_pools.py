"""The bounded thread pools: a result, a refusal when full, a deadline that stops the work."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from rulebot.api.pools import BoundedPool, Busy, Stopped, TimedOut


def _spin(flag: threading.Event, done: threading.Event) -> None:
    """Pure-Python work that never ends by itself, swallowing every Exception on the way (as
    careless code might): only a Stopped, a BaseException, can end it."""
    flag.set()
    try:
        while True:
            try:
                sum(range(100))
            except Exception:
                continue
    finally:
        done.set()


def _after_the_line(pool: BoundedPool) -> None:
    """Wait until the pool's one thread has taken everything queued before (a dropped task
    keeps its place in the line until a thread takes it, and skips it)."""
    deadline = time.monotonic() + 5
    while True:
        try:
            pool.submit(lambda: None).result(5)
            return
        except Busy:
            assert time.monotonic() < deadline
            time.sleep(0.01)


def test_the_result_of_the_work_comes_back() -> None:
    pool = BoundedPool("test", threads=2, waiting=4, timeout=5)
    try:
        assert asyncio.run(pool.run(lambda: 6 * 7)) == 42
    finally:
        pool.close()


@pytest.mark.parametrize(
    ("error", "kind"), [(ValueError("bad card"), ValueError), (KeyError("k"), KeyError)]
)
def test_an_error_of_the_work_is_raised_to_the_caller(error: Exception, kind: type) -> None:
    pool = BoundedPool("test", threads=1, waiting=1, timeout=5)

    def fail() -> None:
        raise error

    try:
        with pytest.raises(kind):
            asyncio.run(pool.run(fail))
    finally:
        pool.close()


def test_work_past_its_deadline_is_stopped_and_frees_its_thread() -> None:
    pool = BoundedPool("test", threads=1, waiting=0, timeout=0.3, interrupts=True)
    started, ended = threading.Event(), threading.Event()

    async def scenario() -> tuple[float, int]:
        began = time.monotonic()
        with pytest.raises(TimedOut):
            await pool.run(lambda: _spin(started, ended))
        waited = time.monotonic() - began
        assert ended.wait(5), "the stuck work was not stopped"
        return waited, await pool.run(lambda: 1 + 1)  # the one thread is free again

    try:
        waited, after = asyncio.run(scenario())
    finally:
        pool.close()
    assert started.is_set()
    assert 0.3 <= waited < 5.0  # the stuck work itself never ends
    assert after == 2


def test_a_pool_that_does_not_interrupt_lets_the_work_finish() -> None:
    pool = BoundedPool("test", threads=1, waiting=0, timeout=0.1)
    finished = threading.Event()

    def slow() -> None:
        time.sleep(0.4)
        finished.set()

    try:
        with pytest.raises(TimedOut):
            asyncio.run(pool.run(slow))
        assert finished.wait(5)
    finally:
        pool.close()


def test_a_full_pool_refuses_at_once_and_a_dropped_task_never_runs() -> None:
    pool = BoundedPool("test", threads=1, waiting=1, timeout=0.2)
    release, ran = threading.Event(), threading.Event()

    async def scenario() -> None:
        busy = asyncio.ensure_future(pool.run(lambda: release.wait(10)))
        await asyncio.sleep(0.05)
        waiting = asyncio.ensure_future(pool.run(ran.set))  # waits behind the busy one
        await asyncio.sleep(0.05)
        with pytest.raises(Busy):  # refused when asked, not after a wait (that is TimedOut)
            await pool.run(lambda: None)
        for future in (busy, waiting):
            with pytest.raises(TimedOut):
                await future

    try:
        asyncio.run(scenario())
        release.set()
        _after_the_line(pool)
    finally:
        pool.close()
    assert not ran.is_set()  # given up while it waited: never started


def test_stopped_is_not_an_exception_the_pipeline_could_swallow() -> None:
    assert not issubclass(Stopped, Exception)
    assert issubclass(Stopped, BaseException)


def test_submit_queues_work_without_waiting() -> None:
    pool = BoundedPool("test", threads=1, waiting=3, timeout=5)
    try:
        futures = [pool.submit(lambda n=n: n * n) for n in range(3)]
        assert [f.result(5) for f in futures] == [0, 1, 4]
    finally:
        pool.close()
