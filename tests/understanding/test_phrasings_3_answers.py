"""The invented questions of scenario_phrasings_3.yaml and path_phrasings_2.yaml through
rulebot.ask (the path the bot uses): the engine's result, and an answer text that states
the outcome in the asker's language with the pages of the rules applied."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from tests.understanding.phrasings import (
    assert_path_answer,
    assert_scenario_answer,
    phrasing_params,
)

SCENARIOS = "scenario_phrasings_3.yaml"
PATHS = "path_phrasings_2.yaml"

# Questions not answered right yet: index in the file -> why.
SCENARIO_XFAIL: dict[int, str] = {}
PATH_XFAIL: dict[int, str] = {}


@pytest.mark.parametrize("item", phrasing_params(SCENARIOS, SCENARIO_XFAIL))
def test_who_may_score(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    assert_scenario_answer(fake_bot, item)


@pytest.mark.parametrize("item", phrasing_params(PATHS, PATH_XFAIL))
def test_what_a_path_is_worth(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    engine = assert_path_answer(fake_bot, item)
    if item["valid"]:
        assert engine["colour"] == item.get("colour", engine["colour"])


def test_the_stated_colour_reaches_the_engine(fake_bot: Rulebot) -> None:
    answer = fake_bot.ask("Pour le rouge : 2 bleu, 5 bleu, combien ?")
    assert answer.engine is not None
    assert (answer.engine["valid"], answer.engine["colour"]) == (False, "red")
