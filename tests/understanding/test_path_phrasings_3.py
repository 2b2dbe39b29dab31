"""A third, independent set of described-path questions (tests/data/path_phrasings_3.yaml):
the score worked out by hand is the engine's, parse_cards reads the cards, and the bot
answers with the engine's points (or why it is not a path) and the pages.

Ids say which half an item is in: "tune" items may guide changes, "check" items are
only measured."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Lexicon
from tests.understanding.phrasings import (
    assert_cards_read,
    assert_path_answer,
    assert_worked_score,
    load_items,
    phrasing_params,
)

NAME = "path_phrasings_3.yaml"
ITEMS = load_items(NAME)

# Phrasings not read or answered right yet: index in the file -> why.
PARSE_XFAIL: dict[int, str] = {}
ANSWER_XFAIL: dict[int, str] = {}


def test_the_file_is_large_and_mostly_french() -> None:
    assert len(ITEMS) >= 80
    assert sum(item["lang"] == "fr" for item in ITEMS) >= len(ITEMS) * 0.55
    assert all({"text", "lang", "cards", "valid", "points"} <= set(item) for item in ITEMS)


@pytest.mark.parametrize("item", phrasing_params(NAME, {}, halves=True))
def test_the_worked_score_is_the_engine_s(item: dict[str, Any]) -> None:
    assert_worked_score(item)


@pytest.mark.parametrize("item", phrasing_params(NAME, PARSE_XFAIL, halves=True))
def test_the_cards_are_read(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    assert_cards_read(corpus_lexicon, item)


@pytest.mark.parametrize("item", phrasing_params(NAME, ANSWER_XFAIL, halves=True))
def test_the_answer_gives_the_points(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    engine = assert_path_answer(fake_bot, item)
    if "colour" in item:
        assert engine["colour"] == item["colour"]
