"""parse_cards on a second, independent set of described-path questions
(tests/data/path_phrasings_2.yaml), with the real colour lexicon of the corpus; the
score worked out by hand in the file is checked against the engine too."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from rulebot.rules import Card, score_path
from rulebot.understanding import Intent, Lexicon, classify, detect_language, parse_cards
from tests.understanding.phrasings import DATA, card_text, phrasing_params

NAME = "path_phrasings_2.yaml"

# Phrasings the parser does not read yet: index in the file -> why.
XFAIL: dict[int, str] = {}


def cards_of(item: dict[str, Any]) -> list[str]:
    return [card_text(c) for c in item["cards"]]


def test_the_file_is_large_and_half_french() -> None:
    items = yaml.safe_load((DATA / NAME).read_text(encoding="utf-8"))
    assert len(items) >= 60
    assert sum(item["lang"] == "fr" for item in items) * 2 >= len(items) - 2
    assert all({"text", "lang", "cards", "valid", "points"} <= set(item) for item in items)


@pytest.mark.parametrize("item", phrasing_params(NAME, {}))
def test_the_worked_score_is_the_engine_s(item: dict[str, Any]) -> None:
    cards = [Card(int(v), c) for v, c in (text.split() for text in cards_of(item))]
    score = score_path(cards, item.get("colour"))
    assert (score.valid, score.points if score.valid else 0) == (item["valid"], item["points"])


@pytest.mark.parametrize("item", phrasing_params(NAME, XFAIL))
def test_path_phrasing_2(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    text = item["text"]
    assert detect_language(text) == item["lang"]
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE
    parsed = parse_cards(text, corpus_lexicon)
    assert [f"{c.value} {c.colour}" for c in parsed.cards] == cards_of(item)
    if "colour" in item:
        assert parsed.colour == item["colour"]
