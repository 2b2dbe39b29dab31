"""detect_language when a short question has few or no listed words: the spelling of the
unknown words and shorthand marks ("y/n") tell, without turning French questions English."""

from __future__ import annotations

import pytest

from rulebot.understanding import detect_language
from rulebot.understanding.language import language_scores

CASES = [
    # English: no listed word, or as many listed words each way, before the spelling
    ("Shuffle??", "en"),
    ("swap hands?", "en"),
    ("overlapping??", "en"),
    ("Kingmaking?", "en"),
    ("diagonals ok? y/n", "en"),
    ("stacking 8s y/n", "en"),
    ("Tiebreak rules??", "en"),
    # French: short, informal, and with a loanword spelled the English way
    ("Départage ?", "fr"),
    ("pkoi ?", "fr"),
    ("pk 0 pts ?", "fr"),
    ("ok ?", "fr"),
    ("Le joker compte ?", "fr"),
    ("Wagon ou sentier ?", "fr"),
    ("Match nul ?", "fr"),
    ("Ex aequo ?", "fr"),
    ("Rejouez ?", "fr"),
    ("Chapeau !", "fr"),
    ("diagonale ok ? o/n", "fr"),
    ("on pioche d'abord o/n", "fr"),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_detect_language_from_spelling(text: str, expected: str) -> None:
    assert detect_language(text) == expected


@pytest.mark.parametrize(
    ("text", "more"),
    [
        ("Shuffle??", "en"),  # "sh": a spelling
        ("Chapeau !", "fr"),  # "eau": a spelling
        ("ok y/n", "en"),  # a mark, "ok" telling neither
        ("ok o/n", "fr"),
    ],
)
def test_spelling_and_marks_are_evidence(text: str, more: str) -> None:
    scores = language_scores(text)
    other = "fr" if more == "en" else "en"
    assert scores[more] > scores[other]


def test_listed_word_outweighs_its_spelling() -> None:
    # "pioche" is a listed French word: its spelling does not count besides
    assert language_scores("pioche") == {"fr": 1.0, "en": 0.0}
