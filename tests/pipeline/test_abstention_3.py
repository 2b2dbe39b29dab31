"""The real bot on tests/data/intent_phrasings_3.yaml: it declines what is out of scope,
answers every game question, and answers box questions from the box (no page).

Runs with the packaged model (slow: marked ``model``).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from tests.understanding.scope_sets import BY_NAME, scope_params

SET = BY_NAME["intent_phrasings_3"]
CLASSIFY_XFAIL = SET.xfail

pytestmark = pytest.mark.model

# Phrasings the bot still gets wrong: text -> why (classify's misses, and these).
XFAIL: dict[str, str] = {
    **CLASSIFY_XFAIL,
    "C'est quoi le principe ?": "no game word, and the retrieval is too unsure",
}


@pytest.mark.parametrize("item", scope_params(SET.items(), XFAIL))
def test_scope_with_the_model(real_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = real_bot.ask(item["text"])
    if item["scope"] == "out":
        assert answer.abstained, answer.answer
        assert not answer.citations
        return
    assert not answer.abstained, answer.answer
    assert answer.intent != "greeting"
    for pattern in item.get("must", []):
        assert re.search(pattern, answer.answer, re.IGNORECASE), answer.answer
    if item.get("pages") == []:
        assert not answer.pages and not answer.citations, answer.answer
