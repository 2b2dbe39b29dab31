"""scripts/bench_pools.py: the TUNE and CHECK pools are disjoint, read no held-out set, and
its figures are hit@1, hit@3 and MRR@10. No model is loaded."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.scripts import load_script

HELD_OUT = ("test.yaml", "holdout.yaml", "blind_2.yaml", "blind_1_check.yaml")


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script("bench_pools")


def test_the_pools_are_disjoint_and_name_entries(bench: ModuleType) -> None:
    pools = bench.pools()
    assert set(pools) == {"tune", "check"}
    tune = {(i.q, i.lang) for i in pools["tune"]}
    check = {(i.q, i.lang) for i in pools["check"]}
    assert not tune & check
    assert len(tune) == len(pools["tune"]) and len(check) == len(pools["check"])
    assert len(pools["tune"]) >= 900 and len(pools["check"]) >= 600
    for item in [*pools["tune"], *pools["check"]]:
        assert item.entries and item.lang in {"fr", "en"}, item


def test_no_held_out_file_is_read(bench: ModuleType) -> None:
    read = [*bench.GOLDEN, *bench.TUNE_SETS, *bench.CHECK_SETS]
    assert all(path.is_file() for path in read)
    assert not {path.name for path in read} & set(HELD_OUT)
    sources = {i.source for pool in bench.pools().values() for i in pool}
    assert sources == {path.stem for path in read}


@pytest.mark.parametrize(
    ("ranks", "expected"),
    [
        ([1, 1, 1, 1], (1.0, 1.0, 1.0)),
        ([1, 2, 3, 0], (0.25, 0.75, (1 + 1 / 2 + 1 / 3) / 4)),
        ([4, 0], (0.0, 0.0, 1 / 8)),
        ([], (0.0, 0.0, 0.0)),
    ],
)
def test_figures(bench: ModuleType, ranks: list[int], expected: tuple[float, ...]) -> None:
    assert bench.figures(ranks) == pytest.approx(expected)
