"""Lexicon.matches: every colour a text names, left to right, each name read once."""

from __future__ import annotations

import pytest

from rulebot.understanding import Lexicon
from rulebot.understanding.text import words_of


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("", []),
        ("nothing here", []),
        ("le 8 rouge et le 1 bleu", [(2, "red", 1), (6, "blue", 1)]),
        ("tulip poplar 3, tulip 5", [(0, "tulip_poplar", 2), (3, "tulip_poplar", 1)]),
        ("royal poinciana poinciana", [(0, "royal_poinciana", 2), (2, "royal_poinciana", 1)]),
        ("cherry blossom or oak", [(0, "cherry_blossom", 2), (3, "oak", 1)]),
    ],
)
def test_matches(lexicon: Lexicon, text: str, want: list[tuple[int, str, int]]) -> None:
    assert lexicon.matches(words_of(text)) == want
