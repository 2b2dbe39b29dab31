"""Feedback writes off the answering path: one thread of their own, a bounded line, a short
busy timeout. A locked or failing database makes feedback fail fast (503, "not stored"),
never an answer or a health check wait."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from rulebot.api.errors import ApiError
from rulebot.api.pools import BoundedPool, Busy, TimedOut
from rulebot.feedback import FeedbackStore

T = TypeVar("T")

log = logging.getLogger("rulebot.api")

PRUNE_EVERY = 3600.0  # seconds between two deletions of the rows past their retention


class NotStored(ApiError):
    """The feedback could not be stored now: 503, and `stored: false` in the body."""

    def __init__(self) -> None:
        super().__init__(503, "feedback_not_stored")
        self.body = {"stored": False}
        self.headers = {"retry-after": "30"}


class FeedbackDesk:
    """Takes ratings, amendments and unanswered questions to the store, one at a time."""

    def __init__(
        self, store: FeedbackStore, waiting: int, retention_days: int, clock: Callable[[], float]
    ) -> None:
        self.store = store
        self.retention_days = retention_days
        self.clock = clock
        # Enough time for the store's own busy timeout and retries, and a little more.
        self.pool = BoundedPool("feedback", threads=1, waiting=waiting, timeout=store.timeout + 1)
        self._pruned_at = -PRUNE_EVERY

    async def rate(self, token: str, **row: Any) -> int:
        """Store a rating now; its id, or NotStored."""
        stored = await self._write(lambda: self.store.add_rating(token=token, **row))
        if stored is None:
            raise NotStored
        return stored

    async def amend(self, row_id: int, token: str, **changes: Any) -> bool:
        """Amend a stored rating; False when no rating has this id and token, or NotStored."""
        done = await self._write(lambda: self.store.amend(row_id, token, **changes))
        if done is None:
            raise NotStored
        return done

    def note_unanswered(self, **row: Any) -> None:
        """Store a question rulebot did not answer, later (dropped, with a warning, when the
        line is full: the answer has been sent already)."""
        try:
            self.pool.submit(lambda: self.store.add_abstention(**row))
        except Busy:
            log.warning("unanswered question not stored: the feedback line is full")
        self.prune_if_due()

    def prune_if_due(self) -> None:
        """Delete the rows past their retention, at most once an hour, in the feedback thread."""
        now = self.clock()
        if self.retention_days <= 0 or now - self._pruned_at < PRUNE_EVERY:
            return
        self._pruned_at = now
        try:
            self.pool.submit(self._prune)
        except Busy:
            self._pruned_at = -PRUNE_EVERY

    def _prune(self) -> None:
        try:
            gone = self.store.prune(self.retention_days)
        except Exception as exc:  # a failed cleanup is tried again at the next hour
            log.warning("old feedback not deleted: %s", exc)
            return
        if gone:
            log.info("deleted %d feedback rows older than %d days", gone, self.retention_days)

    async def _write(self, work: Callable[[], T]) -> T:
        try:
            result = await self.pool.run(work)
        except (Busy, TimedOut):
            raise NotStored from None
        self.prune_if_due()
        return result

    def flush(self, timeout: float | None = None) -> None:
        """Wait until every write asked for so far is done (one thread: in order)."""
        self.pool.submit(lambda: None).result(timeout)

    def close(self) -> None:
        """Write what is in the line (for a while), then let the thread end."""
        try:
            self.flush(timeout=self.pool.timeout)
        except Exception as exc:  # a full line or a stuck store: the rest is dropped
            log.warning("feedback still waiting at shutdown was dropped: %s", exc)
        self.pool.close()


def payload(history: list[str], corpus_version: object) -> Mapping[str, Any]:
    """What is kept with a rating besides its question and answer: the conversation that led
    to it and the corpus it was answered from."""
    return {"history": history, "corpus_version": corpus_version}
