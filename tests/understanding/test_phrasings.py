"""How the parsers read phrasings of our own: right-to-score questions and described
paths from tests/data/*_phrasings.yaml, with the real colour lexicon of the corpus."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards, parse_scenario
from tests.understanding.phrasings import card_text, phrasing_params

# Phrasings the parsers do not read yet: index in the file -> why.
SCENARIO_XFAIL: dict[int, str] = {}
PATH_XFAIL: dict[int, str] = {}


def _cards(raw: list[str]) -> list[str]:
    return [card_text(c) for c in raw]


@pytest.mark.parametrize("item", phrasing_params("scenario_phrasings.yaml", SCENARIO_XFAIL))
def test_scenario_phrasing(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    text = item["text"]
    assert classify(text, corpus_lexicon) is Intent.RIGHT_TO_SCORE
    scenario = parse_scenario(text, corpus_lexicon)
    got = {p: sorted(f"{c.value} {c.colour}" for c in hand) for p, hand in scenario.hands.items()}
    want = {str(p): sorted(_cards(cards)) for p, cards in (item["hands"] or {}).items()}
    assert got == want
    assert scenario.colour == item["colour"]


@pytest.mark.parametrize("item", phrasing_params("path_phrasings.yaml", PATH_XFAIL))
def test_path_phrasing(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    text = item["text"]
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE
    parsed = parse_cards(text, corpus_lexicon)
    assert [f"{c.value} {c.colour}" for c in parsed.cards] == _cards(item["cards"])
    if "colour" in item:
        assert parsed.colour == item["colour"]
