"""Two pieces of build work on two cores: the first in a forked copy of this process, the
second here meanwhile (build time only).

The fits of the learned decisions are numpy and scipy code that holds the interpreter's
lock between its products: on two threads they took longer than one after the other. A
forked copy has its own interpreter and shares the training rows already read (copied
only where written); its result comes back pickled through a pipe.

Forked only where it is safe: on POSIX, from a process with one thread (a copy of a
process with others keeps their locks as they were, held for ever). Otherwise, or when
the copy ends without a result (killed, out of memory), the first piece runs here too:
the result is the same, only later. An error raised by the first piece in the copy is
raised here, as if it had run here.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import threading
from collections.abc import Callable
from typing import TypeVar

A = TypeVar("A")
B = TypeVar("B")


def side_by_side(first: Callable[[], A], second: Callable[[], B]) -> tuple[A, B]:
    """``first()`` and ``second()``, computed at the same time when this process can
    fork."""
    if not hasattr(os, "fork") or threading.active_count() > 1:
        return first(), second()
    readable, writable = os.pipe()
    pid = os.fork()
    if pid == 0:  # the copy: compute, send, and end without running anything of this one's
        os.close(readable)
        try:
            outcome: tuple[bool, object] = (True, first())
        except BaseException as error:  # sent whole, raised in the original
            outcome = (False, error)
        status = 1  # a result that cannot be sent whole is no result
        try:
            with os.fdopen(writable, "wb") as sent:
                pickle.dump(outcome, sent)
            status = 0
        finally:
            os._exit(status)
    os.close(writable)
    try:
        here = second()
    except BaseException:
        _end(pid, readable)
        raise
    with os.fdopen(readable, "rb") as received:
        got = received.read()  # until the copy has sent all and closed its end
    _, status = os.waitpid(pid, 0)
    if status != 0 or not got:  # the copy died or sent part of it: computed here after all
        return first(), here
    done, value = pickle.loads(got)
    if not done:
        raise value
    return value, here


def _end(pid: int, readable: int) -> None:
    """The copy stopped, when what runs beside it failed."""
    import signal

    os.close(readable)
    with contextlib.suppress(ProcessLookupError):  # ended already
        os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
