from __future__ import annotations

import pytest

from rulebot.retrieval.typos import Speller, distance, max_edits, trigrams


@pytest.mark.parametrize(
    ("a", "b", "limit", "expected"),
    [
        ("discard", "discard", 1, 0),
        ("discrd", "discard", 1, 1),  # a letter left out
        ("dsicard", "discard", 1, 1),  # two neighbours swapped
        ("diagonaly", "diagonally", 2, 1),
        ("pioche", "poche", 1, 1),
        ("card", "cards", 1, 1),
        ("card", "draw", 1, 2),  # beyond the limit: limit + 1
        ("a", "abcdef", 2, 3),  # lengths too far apart
    ],
)
def test_distance_is_bounded_edit_distance(a: str, b: str, limit: int, expected: int) -> None:
    assert distance(a, b, limit) == expected


@pytest.mark.parametrize(
    ("word", "edits"), [("cn", 0), ("frm", 0), ("pile", 1), ("discrd", 1), ("diagonaly", 2)]
)
def test_short_words_are_never_corrected(word: str, edits: int) -> None:
    assert max_edits(word) == edits


WORDS = ["discard", "discard", "diagonal", "draw", "defausse", "pioche", "card", "cards"]


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("discrd", "discard"),
        ("diagnal", "diagonal"),
        ("defosse", None),  # two edits for a 7-letter word: too far
        ("defausse", None),  # known already
        ("frm", None),  # too short to correct
        ("cardz", "card"),  # ties on edits: the more frequent, then alphabetical
        ("weather", None),
    ],
)
def test_speller_corrects_to_the_nearest_known_word(word: str, expected: str | None) -> None:
    assert Speller(WORDS).correct(word) == expected


def test_trigrams_of_padded_words() -> None:
    assert trigrams(["card"]) == ["<ca", "car", "ard", "rd>"]
    assert trigrams(["a", "of"]) == ["<a>", "<of", "of>"]
    assert trigrams([]) == []
