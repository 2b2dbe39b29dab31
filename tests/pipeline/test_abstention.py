"""The real bot declines what is out of scope, answers every rules question it has facts
for, and says it does not know the others.

Runs tests/data/intent_phrasings_2.yaml through `Rulebot.ask` with the packaged model
(slow: marked ``model``): classification and the retrieval thresholds together.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from tests.understanding.phrasings import scope_params

pytestmark = pytest.mark.model

# Phrasings the bot still gets wrong: text -> why.
XFAIL: dict[str, str] = {}


@pytest.mark.parametrize(("text", "scope"), scope_params(XFAIL))
def test_declines_exactly_what_is_out_of_scope(real_bot: Rulebot, text: str, scope: str) -> None:
    answer = real_bot.ask(text)
    if scope == "out":
        assert answer.abstained, answer.answer
        assert not answer.citations
    elif scope == "greeting":
        assert (answer.intent, answer.abstained) == ("greeting", False)
    elif scope == "unknown":  # about the game, but no fact of ours answers it: "I don't know"
        assert answer.abstained, answer.answer
        assert answer.intent != "out_of_scope"
    else:
        assert not answer.abstained, answer.answer
        assert answer.intent != "greeting"
