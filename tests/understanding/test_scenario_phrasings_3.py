"""parse_scenario on a third, independent set of right-to-score questions
(tests/data/scenario_phrasings_3.yaml), with the real colour lexicon of the corpus; the
outcome worked out by hand in the file is checked against the engine too."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from rulebot.rules import Card, right_to_score
from rulebot.understanding import Intent, Lexicon, classify, detect_language, parse_scenario
from tests.understanding.phrasings import DATA, hands_read, phrasing_params, want_hands

NAME = "scenario_phrasings_3.yaml"

# Questions the parser does not read yet: index in the file -> why.
XFAIL: dict[int, str] = {}


def card_of(text: str) -> Card:
    value, colour = text.split()
    return Card(int(value), colour)


def test_the_file_is_large_and_half_french() -> None:
    items = yaml.safe_load((DATA / NAME).read_text(encoding="utf-8"))
    assert len(items) >= 120
    assert sum(item["lang"] == "fr" for item in items) * 2 >= len(items) - 2
    keys = {"question", "lang", "hands", "colour", "totals", "scorers"}
    assert all(keys <= set(item) for item in items)


@pytest.mark.parametrize("item", phrasing_params(NAME, {}))
def test_the_worked_outcome_is_the_engine_s(item: dict[str, Any]) -> None:
    hands = {p: [card_of(c) for c in cards] for p, cards in want_hands(item).items()}
    right = right_to_score(hands, item["colour"])
    assert dict(right.totals) == item["totals"]
    assert sorted(right.scorers) == sorted(item["scorers"])
    assert [player for player, _, _ in right.cancelled] == (
        [item["cancelled"]] if "cancelled" in item else []
    )


@pytest.mark.parametrize("item", phrasing_params(NAME, XFAIL))
def test_scenario_phrasing_3(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    question = item["question"]
    assert detect_language(question) == item["lang"]
    assert classify(question, corpus_lexicon) is Intent.RIGHT_TO_SCORE
    scenario = parse_scenario(question, corpus_lexicon)
    want = want_hands(item)
    assert hands_read(scenario.hands, want) == want
    assert scenario.colour == item["colour"]
