"""Bounded pools of threads with a deadline per request: one answers, one writes feedback.

Work is done off the event loop by `threads` threads of the pool's own (never the loop's
shared thread pool, which health and static files use); at most `waiting` more requests
wait, the next ones are refused at once (`Busy`). A request still unanswered after `timeout`
seconds is given up (`TimedOut`). In a pool that `interrupts`, its computation is stopped
too: `Stopped` is raised inside the thread (CPython's PyThreadState_SetAsyncExc, delivered
at its next Python instruction), so a question whose reading is slow frees its thread
instead of keeping a core busy after the client has gone. Work blocked in C (a model call)
is stopped when it returns to Python.
"""

from __future__ import annotations

import asyncio
import ctypes
import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

T = TypeVar("T")

log = logging.getLogger("rulebot.api")


class Busy(Exception):
    """Every thread of the pool is taken and the waiting line is full."""


class TimedOut(Exception):
    """The answer was not ready within the deadline (its computation is stopped)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"no answer within {seconds:g} s")
        self.seconds = seconds


class Stopped(BaseException):
    """Raised inside a pool's thread whose request is past its deadline. A
    BaseException, so that no `except Exception` of the pipeline swallows it."""


@dataclass(eq=False)
class _Task(Generic[T]):
    work: Callable[[], T]
    future: Future[T] = field(default_factory=Future)
    thread: int | None = None  # the thread doing the work, while it runs
    stopping: bool = False  # stopped past its deadline: its place is already given back


def _raise_in(thread: int, exc: type[BaseException] | None) -> None:
    """Raise `exc` in another thread at its next Python instruction (None: take back a
    pending one)."""
    target = ctypes.py_object(exc) if exc is not None else None
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread), target)


class BoundedPool:
    """`await pool.run(work)`: the result of `work()`, computed by one of the pool's threads."""

    def __init__(
        self, name: str, threads: int, waiting: int, timeout: float, interrupts: bool = False
    ) -> None:
        self.name = name
        self.threads = max(1, threads)
        self.waiting = max(0, waiting)
        self.timeout = timeout
        self.interrupts = interrupts
        self._tasks: queue.SimpleQueue[_Task[Any] | None] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._load = 0  # tasks running or waiting (a dropped one leaves the count at once)
        self._running: set[_Task[Any]] = set()
        self._workers: list[threading.Thread] = []

    def start(self) -> None:
        """Start the threads (daemons: a stuck one never holds the process at exit)."""
        for n in range(self.threads - len(self._workers)):
            name = f"rulebot-{self.name}-{n}"
            worker = threading.Thread(target=self._serve, name=name, daemon=True)
            worker.start()
            self._workers.append(worker)

    def close(self) -> None:
        """Let the threads end once the line is done (stopping what runs, in a pool that
        interrupts)."""
        if self.interrupts:
            with self._lock:
                for task in self._running:
                    if task.thread is not None:
                        _raise_in(task.thread, Stopped)
        for _ in self._workers:
            self._tasks.put(None)
        self._workers.clear()

    def submit(self, work: Callable[[], T]) -> Future[T]:
        """Queue `work()` without waiting for it; Busy when the line is full."""
        return self._queue(work).future

    async def run(self, work: Callable[[], T]) -> T:
        """`work()` in one of the threads; Busy when none is free and the line is full,
        TimedOut after `timeout` seconds (and the work stopped, in a pool that interrupts)."""
        task = self._queue(work)
        try:
            return await asyncio.wait_for(asyncio.wrap_future(task.future), self.timeout)
        except TimeoutError:
            self._stop(task)
            raise TimedOut(self.timeout) from None
        except asyncio.CancelledError:  # the client went away: its work is not needed
            self._stop(task)
            raise

    def _queue(self, work: Callable[[], T]) -> _Task[T]:
        if not self._workers:
            self.start()
        with self._lock:
            if self._load >= self.threads + self.waiting:
                raise Busy
            self._load += 1
        task: _Task[T] = _Task(work)
        self._tasks.put(task)
        return task

    def _stop(self, task: _Task[Any]) -> None:
        """A task still waiting is dropped (its place in the line is free at once); a running
        one is stopped in a pool that interrupts."""
        with self._lock:
            if task.future.cancel():  # it had not started (a thread will skip it)
                self._load -= 1
            elif self.interrupts and task.thread is not None and not task.stopping:
                _raise_in(task.thread, Stopped)
                # Its place is given back now: the next request waits the few
                # milliseconds the stop takes instead of being refused as busy.
                task.stopping = True
                self._load -= 1

    def _serve(self) -> None:
        while True:
            try:
                task = self._tasks.get()
                if task is None:
                    return
                self._run(task)
            except Stopped:  # delivered after its task had ended: nothing left to stop
                continue

    def _run(self, task: _Task[Any]) -> None:
        me = threading.get_ident()
        with self._lock:  # started and known to `_stop` at once, or not at all
            if not task.future.set_running_or_notify_cancel():
                return  # given up while it waited (`_stop` freed its place)
            task.thread = me
            self._running.add(task)
        result: Any = None
        error: BaseException | None = None
        try:
            result = task.work()
        except BaseException as exc:  # Stopped included: the future carries it
            error = exc
        finally:
            with self._lock:
                task.thread = None
                self._running.discard(task)
                if not task.stopping:  # else `_stop` gave its place back already
                    self._load -= 1
                _raise_in(me, None)  # a stop asked for just as the work ended is void
        if error is None:
            task.future.set_result(result)
        else:
            if isinstance(error, Stopped):
                log.warning("%s: a request past its deadline was stopped", self.name)
            task.future.set_exception(error)
