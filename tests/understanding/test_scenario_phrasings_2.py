"""parse_scenario on a second, independent set of right-to-score questions
(tests/data/scenario_phrasings_2.yaml), with the real colour lexicon of the corpus."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from rulebot.understanding import Lexicon, parse_scenario
from tests.understanding.phrasings import DATA, hands_read, phrasing_params, want_hands

NAME = "scenario_phrasings_2.yaml"

# Questions the parser does not read yet: index in the file -> why.
XFAIL: dict[int, str] = {}


def test_the_file_is_large_and_mostly_french() -> None:
    items = yaml.safe_load((DATA / NAME).read_text(encoding="utf-8"))
    assert len(items) == 70
    assert all({"question", "hands", "colour"} <= set(item) for item in items)


@pytest.mark.parametrize("item", phrasing_params(NAME, XFAIL))
def test_scenario_phrasing_2(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    scenario = parse_scenario(item["question"], corpus_lexicon)
    want = want_hands(item)
    assert hands_read(scenario.hands, want) == want
    assert scenario.colour == item["colour"]
