"""A third, independent set of described-path questions (tests/data/path_phrasings_3.yaml):
the score worked out by hand is the engine's, parse_cards reads the cards, and the bot
answers with the engine's points (or why it is not a path) and the pages.

Ids say which half an item is in: "tune" items may guide changes, "check" items are
only measured."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from rulebot.pipeline import Rulebot
from rulebot.rules import Card, format_pages, score_path
from rulebot.understanding import Intent, Lexicon, classify, detect_language, parse_cards
from tests.understanding.phrasings import DATA, card_text

NAME = "path_phrasings_3.yaml"
ITEMS: list[dict[str, Any]] = yaml.safe_load((DATA / NAME).read_text(encoding="utf-8"))

# Phrasings not read or answered right yet: index in the file -> why.
PARSE_XFAIL: dict[int, str] = {}
ANSWER_XFAIL: dict[int, str] = {}

NOT_A_PATH = {"fr": "pas un sentier valable", "en": "not a valid path"}
NO_POINTS = {"fr": "0 point", "en": "0 points"}


def params(xfails: dict[int, str]) -> list[Any]:
    """One param per item, id'd by its half and index; known gaps xfail strictly."""
    return [
        pytest.param(
            item,
            id=f"{'tune' if k % 2 == 0 else 'check'}-{k:03d}",
            marks=[pytest.mark.xfail(reason=xfails[k], strict=True)] if k in xfails else [],
        )
        for k, item in enumerate(ITEMS)
    ]


def cards_of(item: dict[str, Any]) -> list[str]:
    return [card_text(c) for c in item["cards"]]


def test_the_file_is_large_and_mostly_french() -> None:
    assert len(ITEMS) >= 80
    assert sum(item["lang"] == "fr" for item in ITEMS) >= len(ITEMS) * 0.55
    assert all({"text", "lang", "cards", "valid", "points"} <= set(item) for item in ITEMS)


@pytest.mark.parametrize("item", params({}))
def test_the_worked_score_is_the_engine_s(item: dict[str, Any]) -> None:
    cards = [Card(int(v), c) for v, c in (text.split() for text in cards_of(item))]
    score = score_path(cards, item.get("colour"))
    assert (score.valid, score.points if score.valid else 0) == (item["valid"], item["points"])


@pytest.mark.parametrize("item", params(PARSE_XFAIL))
def test_the_cards_are_read(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    text = item["text"]
    assert detect_language(text) == item["lang"]
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE
    parsed = parse_cards(text, corpus_lexicon)
    assert [f"{c.value} {c.colour}" for c in parsed.cards] == cards_of(item)
    if "colour" in item:
        assert parsed.colour == item["colour"]


@pytest.mark.parametrize("item", params(ANSWER_XFAIL))
def test_the_answer_gives_the_points(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["text"])
    lang = item["lang"]
    assert (answer.intent, answer.lang) == ("path_score", lang)
    engine = answer.engine
    assert engine is not None
    assert (engine["valid"], engine["points"]) == (item["valid"], item["points"])
    read = [f"{c['value']} {c['colour']}" for c in engine["card_values"]]
    assert sorted(read) == sorted(cards_of(item))
    if "colour" in item:
        assert engine["colour"] == item["colour"]
    text = answer.answer
    assert answer.pages == ((6, 7) if item["valid"] else (6,))
    assert f"({format_pages(answer.pages)})" in text
    assert answer.citations and all(set(c.pages) <= set(answer.pages) for c in answer.citations)
    assert (f"{item['points']} points" if item["valid"] else NO_POINTS[lang]) in text
    if not item["valid"]:
        assert NOT_A_PATH[lang] in text
