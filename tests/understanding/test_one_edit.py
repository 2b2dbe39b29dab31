"""one_edit: the one-typo test shared by player words and misspelt game words."""

from __future__ import annotations

import pytest

from rulebot.understanding.text import one_edit


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("cartte", "carte", True),  # a letter added
        ("defause", "defausse", True),  # a letter dropped
        ("adverzaire", "adversaire", True),  # a letter changed
        ("adevrsaire", "adversaire", True),  # two neighbours swapped
        ("carte", "carte", False),  # no typo at all
        ("axcy", "abcd", False),  # two letters changed
        ("abc", "abcde", False),  # two letters added
        ("acbd", "abdc", False),  # two swaps
    ],
)
def test_one_edit(a: str, b: str, expected: bool) -> None:
    assert one_edit(a, b) is expected
    assert one_edit(b, a) is expected
