from __future__ import annotations

import numpy as np
import pytest

from rulebot.retrieval.fusion import fuse, ranks, reciprocal_rank, weighted


@pytest.mark.parametrize(
    ("dense", "lexical", "wd", "wl", "expected"),
    [
        (0.8, 1.0, 0.5, 0.5, 0.9),
        (0.8, 0.0, 0.5, 0.5, 0.4),
        (0.0, 1.0, 0.5, 0.5, 0.5),
        (0.6, 0.2, 3.0, 1.0, 0.5),
        (0.6, 0.2, 1.0, 0.0, 0.6),
        (0.6, 0.2, 0.0, 2.0, 0.2),
        (-0.3, 0.5, 0.5, 0.5, 0.25),  # negative cosine counts as 0
        (1.2, 1.0, 0.5, 0.5, 1.0),  # clipped to 1
    ],
)
def test_weighted_fusion_table(
    dense: float, lexical: float, wd: float, wl: float, expected: float
) -> None:
    assert weighted([dense], [lexical], wd, wl)[0] == pytest.approx(expected)


@pytest.mark.parametrize(("wd", "wl"), [(0.0, 0.0), (-1.0, 1.0), (1.0, -0.5)])
def test_bad_weights_are_refused(wd: float, wl: float) -> None:
    with pytest.raises(ValueError, match="fusion weights must be >= 0 and not both 0"):
        fuse([0.5], [0.5], wd, wl)


@pytest.mark.parametrize(
    ("scores", "expected"),
    [
        ([0.9, 0.5, 0.7], [1, 3, 2]),
        ([0.5, 0.5, 0.1], [1, 1, 3]),
        ([0.0, 0.4, 0.0], [np.inf, 1, np.inf]),
    ],
)
def test_ranks(scores: list[float], expected: list[float]) -> None:
    assert ranks(scores).tolist() == expected


def test_rrf_first_in_both_scores_one_and_order_follows_ranks() -> None:
    fused = reciprocal_rank([0.9, 0.5, 0.7, 0.0], [1.0, 0.2, 0.1, 0.0], 0.5, 0.5)
    assert fused[0] == pytest.approx(1.0)
    assert fused[3] == 0.0
    # entry 1: ranks (3, 2); entry 2: ranks (2, 3) -> same share.
    assert fused[1] == pytest.approx(fused[2])
    assert fused[1] == pytest.approx((0.5 / 63 + 0.5 / 62) * 61)


def test_fuse_dispatches_on_method() -> None:
    assert fuse([0.8], [1.0], 1, 1, "weighted")[0] == pytest.approx(0.9)
    assert fuse([0.8], [1.0], 1, 1, "rrf")[0] == pytest.approx(1.0)
