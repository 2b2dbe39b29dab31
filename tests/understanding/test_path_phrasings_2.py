"""parse_cards on a second, independent set of described-path questions
(tests/data/path_phrasings_2.yaml), with the real colour lexicon of the corpus; the
score worked out by hand in the file is checked against the engine too."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.understanding import Lexicon
from tests.understanding.phrasings import (
    assert_cards_read,
    assert_worked_score,
    load_items,
    phrasing_params,
)

NAME = "path_phrasings_2.yaml"

# Phrasings the parser does not read yet: index in the file -> why.
XFAIL: dict[int, str] = {}


def test_the_file_is_large_and_half_french() -> None:
    items = load_items(NAME)
    assert len(items) >= 60
    assert sum(item["lang"] == "fr" for item in items) * 2 >= len(items) - 2
    assert all({"text", "lang", "cards", "valid", "points"} <= set(item) for item in items)


@pytest.mark.parametrize("item", phrasing_params(NAME, {}))
def test_the_worked_score_is_the_engine_s(item: dict[str, Any]) -> None:
    assert_worked_score(item)


@pytest.mark.parametrize("item", phrasing_params(NAME, XFAIL))
def test_path_phrasing_2(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    assert_cards_read(corpus_lexicon, item)
