"""A follow-up changing a card of a path keeps the colour the first question scored
(`engine_answers._path` passes it on to the conversation): "pour le chêne" still holds after
"et si le 1 était un érable ?"."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

CASES = [
    # first question, follow-up, the colour scored, why the changed path fails for it
    (
        "Combien vaut 1 chêne, 4 érable, 8 chêne pour le chêne ?",
        "et si le 1 était un érable ?",
        "oak",
        "start_not_colour",
    ),
    (
        "What is 2 willow, 3 cassia, 6 willow worth if I score willow?",
        "and what if the 6 were a cassia?",
        "willow",
        "end_not_colour",
    ),
]


@pytest.mark.parametrize(("first", "follow_up", "colour", "reason"), CASES)
def test_a_changed_path_is_scored_for_the_colour_asked_first(
    fake_bot: Rulebot, first: str, follow_up: str, colour: str, reason: str
) -> None:
    answer = fake_bot.ask(follow_up, history=[first])
    assert answer.engine is not None, answer.answer
    assert answer.engine["colour"] == colour
    assert answer.engine["reason"] == reason
