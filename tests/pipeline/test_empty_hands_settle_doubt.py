"""Players spoken of with a colour nobody holds settle a learned intent that leans to a rule
while doubting it asks who scores: the engine says everyone scores, by name."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.bot import HANDS_DOUBT, held_by_none
from rulebot.understanding.learned.linear import Decision
from rulebot.understanding.reading import Reading, read

MESSAGE = (
    "Me and my sister, at the end neither of us had any willow left in hand. We both have a "
    "willow path. Who counts willow?"
)


@pytest.mark.parametrize(
    ("text", "none"),
    [
        (MESSAGE, True),
        ("Julien et moi : à la fin, ni lui ni moi n'avions de rose en main. Qui marque ?", True),
        # a holding told of one player, its values unsaid: someone holds it
        ("Mon adversaire avait du rouge en main et moi aucun. Qui marque le rouge ?", False),
        ("Nobody kept willow in hand. Who scores willow?", False),  # no players spoken of
        ("Me and my sister: neither of us has willow 8, I have willow 3.", False),  # a card
    ],
)
def test_a_colour_nobody_holds_among_players_is_read(
    fake_bot: Rulebot, text: str, none: bool
) -> None:
    assert held_by_none(read(text, fake_bot.lexicon)) is none


def _leaning(right: float) -> Callable[..., Decision]:
    ranked = (("rules", 1 - right), ("right_to_score", right))

    def intent_of(self: object, reading: Reading, *args: object, **kwargs: object) -> Decision:
        return Decision("rules", 1 - right, ranked)

    return intent_of


def test_empty_hands_settle_a_doubt_between_a_rule_and_who_scores(
    fake_bot: Rulebot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(fake_bot.models), "intent_of", _leaning(HANDS_DOUBT + 0.05))
    answer = fake_bot.ask(MESSAGE)
    assert answer.intent == "right_to_score"
    assert "your sister" in answer.answer and "you" in answer.answer.lower()


def test_a_rule_the_learned_intent_is_sure_of_stays_a_rule(
    fake_bot: Rulebot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(fake_bot.models), "intent_of", _leaning(HANDS_DOUBT / 2))
    assert fake_bot.ask(MESSAGE).intent == "rules"
