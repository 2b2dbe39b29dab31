"""`apart.side_by_side`: the first piece of work in a forked copy, the second here; the
same results as one after the other, and the copy's errors raised here."""

from __future__ import annotations

import os
import threading

import pytest

from rulebot.understanding.learned.apart import side_by_side


def test_both_results_come_back_in_order() -> None:
    first, second = side_by_side(lambda: {"pid": os.getpid(), "rows": [1, 2]}, os.getpid)
    assert first["rows"] == [1, 2]
    assert second == os.getpid()
    if hasattr(os, "fork") and threading.active_count() == 1:
        assert first["pid"] != os.getpid()  # computed in the copy


def test_an_error_of_the_first_piece_is_raised_here() -> None:
    def failing() -> int:
        raise ValueError("no labelled example to learn from")

    with pytest.raises(ValueError, match="no labelled example"):
        side_by_side(failing, lambda: 1)


def test_an_error_of_the_second_piece_ends_the_copy() -> None:
    def failing() -> int:
        raise KeyError("entry")

    with pytest.raises(KeyError, match="entry"):
        side_by_side(lambda: 1, failing)


def test_a_copy_that_dies_leaves_the_work_to_this_process() -> None:
    here = os.getpid()

    def dies_in_the_copy() -> int:
        if os.getpid() != here:
            os._exit(9)  # killed before sending anything
        return 7

    assert side_by_side(dies_in_the_copy, lambda: 3) == (7, 3)


def test_a_process_with_other_threads_is_never_forked() -> None:
    here = os.getpid()
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        first, _ = side_by_side(os.getpid, lambda: 0)
    finally:
        release.set()
        other.join()
    assert first == here


def test_a_result_the_copy_cannot_send_whole_is_computed_here() -> None:
    here = os.getpid()

    def unsendable() -> object:
        if os.getpid() != here:
            return lambda: None  # no pickle for a lambda: nothing whole is sent
        return "computed here"

    assert side_by_side(unsendable, lambda: 3) == ("computed here", 3)
