"""How an index build spreads its texts over threads (`onnx_encoder._spread`): one thread
while another process of ours takes a core, every worker once it is done; every batch run
once, whatever thread runs it, and an error raised where the results are read."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from rulebot.retrieval.onnx_encoder import _spread


def _batches(count: int) -> list[np.ndarray]:
    return [np.array([i]) for i in range(count)]


def test_one_thread_runs_while_the_other_process_does() -> None:
    threads: list[str] = []

    def run(batch: np.ndarray) -> int:
        threads.append(threading.current_thread().name)
        return int(batch[0])

    done = sorted(_spread(run, _batches(20), 2, busy=lambda: True))
    assert done == list(range(20))
    assert len(set(threads)) == 1


def test_every_worker_runs_once_the_other_process_is_done() -> None:
    threads: set[str] = set()
    ended = threading.Event()

    def run(batch: np.ndarray) -> int:
        threads.add(threading.current_thread().name)
        if int(batch[0]) == 5:
            ended.set()  # the other process ends while the first thread works
        time.sleep(0.02)
        return int(batch[0])

    done = sorted(_spread(run, _batches(40), 2, busy=lambda: not ended.is_set()))
    assert done == list(range(40))
    assert len(threads) == 2


def test_an_error_is_raised_where_the_results_are_read() -> None:
    def run(batch: np.ndarray) -> int:
        if int(batch[0]) == 3:
            raise RuntimeError("batch 3")
        return int(batch[0])

    with pytest.raises(RuntimeError, match="batch 3"):
        list(_spread(run, _batches(10), 2, busy=lambda: False))
