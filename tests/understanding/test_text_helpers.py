"""The small word helpers of understanding/text.py shared by several readers."""

from __future__ import annotations

import pytest

from rulebot.understanding.text import SENTENCE_ENDS, skip_back

SKIPPED = frozenset({"bien", "deja", "just"})


@pytest.mark.parametrize(
    ("words", "i", "expected"),
    [
        ("elle a ete publiee", 2, 1),  # the word right before
        ("elle a bien ete publiee", 3, 1),  # over "bien"
        ("il a deja bien ete", 4, 1),  # over two
        ("bien ete", 1, -1),  # nothing left before
        ("ete", 0, -1),  # the first word
        ("he just scores", 2, 0),
    ],
)
def test_skip_back(words: str, i: int, expected: int) -> None:
    assert skip_back(words.split(), i, SKIPPED) == expected


def test_a_semicolon_ends_no_sentence() -> None:
    assert set(".!?\n") == set(SENTENCE_ENDS)
    assert ";" not in SENTENCE_ENDS
