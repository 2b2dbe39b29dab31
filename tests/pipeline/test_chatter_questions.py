"""A message whose chatter hides its questions, and whose learned intent is unsure, is read
by its questions alone: one surely about the game is answered, and a rules reading whose
questions are each surely about something else is declined."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding.learned.linear import Decision
from rulebot.understanding.reading import Reading

CHATTER = "We are all in the garden today and the weather is lovely."


def _whole_and_alone(question: str, whole: Decision, alone: Decision) -> Callable[..., Decision]:
    """A learned intent that decides `whole` for the whole message, `alone` for a part."""

    def intent_of(self: object, reading: Reading, *args: object, **kwargs: object) -> Decision:
        return whole if reading.text == question else alone

    return intent_of


def _sure(label: str, p: float) -> Decision:
    other = "rules" if label != "rules" else "out_of_scope"
    return Decision(label, p, ((label, p), (other, 1 - p)))


@pytest.mark.parametrize(
    ("whole", "alone", "intent"),
    [
        (_sure("out_of_scope", 0.7), _sure("game_facts", 0.95), "game_facts"),
        (_sure("out_of_scope", 0.7), _sure("game_facts", 0.6), "out_of_scope"),  # unsure part
        (_sure("out_of_scope", 0.95), _sure("game_facts", 0.95), "out_of_scope"),  # sure whole
        (_sure("rules", 0.6), _sure("out_of_scope", 0.95), "out_of_scope"),
        (_sure("rules", 0.6), _sure("out_of_scope", 0.7), "rules"),  # unsure part
    ],
)
def test_an_unsure_message_is_read_by_its_questions_alone(
    fake_bot: Rulebot,
    monkeypatch: pytest.MonkeyPatch,
    whole: Decision,
    alone: Decision,
    intent: str,
) -> None:
    question = f"Who designed this game? {CHATTER}"
    monkeypatch.setattr(
        type(fake_bot.models), "intent_of", _whole_and_alone(question, whole, alone)
    )
    assert fake_bot.ask(question).intent == intent
