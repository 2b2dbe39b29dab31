"""A follow-up's changed path does not depend on the process's string hashing: two cards
of one value (a card replaced by another colour's of a value already in the path) keep the
order they were told in, whatever PYTHONHASHSEED orders a set in."""

from __future__ import annotations

from tests.processes import run_python

CHANGE = """
from rulebot.pipeline.followup import _changed
from rulebot.rules import Card
path = (Card(2, "oak"), Card(4, "oak"), Card(6, "oak"))
print(_changed(path, [Card(4, "maple")], "what if the last one was a maple 4 instead"))
"""


def test_a_changed_path_is_the_same_in_every_process() -> None:
    printed = set()
    for seed in ("1", "2", "3", "4"):
        done = run_python("-c", CHANGE, env={"PYTHONHASHSEED": seed})
        printed.add(done.stdout)
    assert len(printed) == 1, printed
    assert "Card(value=4, colour='oak'), Card(value=4, colour='maple')" in printed.pop()
