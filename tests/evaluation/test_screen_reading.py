"""scripts/screen_reading.py: a wrapped function answers as before, and its calls, its
answers other than the neutral value and those other than its first argument are counted.
No bot is built."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.scripts import load_script


@pytest.fixture(scope="module")
def screen() -> ModuleType:
    return load_script("screen_reading")


@pytest.mark.parametrize(
    ("function", "calls", "counts"),
    [
        (lambda x: None, [(1,), (2,)], [2, 0, 2]),  # always neutral
        (lambda x: x, [("a",), ("",)], [2, 1, 0]),  # always its first argument
        (lambda x: x * 2, [(0,), (3,)], [2, 1, 1]),  # 0 is neutral and its argument
        (lambda: [1], [()], [1, 1, 1]),  # no argument: never its first one
    ],
)
def test_a_wrapped_function_is_counted_and_answers_as_before(
    screen: ModuleType, function, calls, counts
) -> None:  # type: ignore[no-untyped-def]
    table: dict[str, list[int]] = {}
    wrapped = screen._counted("f", function, table)
    assert [wrapped(*args) for args in calls] == [function(*args) for args in calls]
    assert table["f"] == counts


def test_every_place_screened_is_a_module_of_the_reading(screen: ModuleType) -> None:
    names = {key.split(":")[0] for key, _, _ in screen._functions()}
    assert "rulebot.understanding.structure" in names
    assert "rulebot.pipeline.followup" in names
    assert all(
        n.startswith(
            ("rulebot.understanding", "rulebot.answer.verdict", "rulebot.pipeline.followup")
        )
        for n in names
    )
