"""Readings mended in session 13, one table per general cause, French and English
phrasings of our own, with must-not rows (near phrasings that keep their reading).

1. A count before a value in figures ("two 3s", "deux 7") followed by "one <colour>" /
   "un <colour>" told one by one gives that value to each colour: "two 3s, one blue and
   one red" are the 3 of blue and the 3 of red, not the 1s (`cards._shared_colour`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Lexicon, parse_cards

SHARED = [
    # text, cards read (loose reading, as a hand is read)
    ("I have two 3s, one blue and one red", ["3blue", "3red"]),
    ("J'ai deux 7, un chêne et un saule", ["7oak", "7willow"]),
    ("two 8s, one oak one willow", ["8oak", "8willow"]),
    ("deux 5 : un rouge, un bleu", ["5red", "5blue"]),
    # must-not: no count before, or a new sentence: "one"/"un" keeps its reading
    ("one blue and one red", ["1blue", "1red"]),
    ("I have two 3s. One blue path is 1 blue, 3 blue", ["1blue", "3blue"]),
    ("un 5 de cerisier, un 6 de cerisier", ["5cherry_blossom", "6cherry_blossom"]),
]


@pytest.mark.parametrize(("text", "cards"), SHARED)
def test_shared_value(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(text, corpus_lexicon, strict=False).cards
    assert [str(card) for card in read] == cards
