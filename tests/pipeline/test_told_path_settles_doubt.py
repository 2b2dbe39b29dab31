"""A path told card by card with the colour it scores settles a learned intent that leans to
a rule while doubting it is the path's worth: the engine scores the path."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.bot import PATH_DOUBT, lone_card, told_path
from rulebot.understanding.learned.linear import Decision
from rulebot.understanding.reading import Reading, read

MESSAGE = (
    "scoring oak: 2 oak, 5 maple, 7 oak. we ended 40-39 and this little path decided it, "
    "so what was it really worth"
)


@pytest.mark.parametrize(
    ("text", "told"),
    [
        (MESSAGE, True),
        ("pour le saule : 2 saule, 4 chêne, 6 saule, ça fait combien ?", True),
        ("2 oak, 5 maple, 7 oak", False),  # no colour it is scored for
        ("scoring oak: oak 2, oak 5", False),  # too few cards to settle anything
        ("J'ai deux sentiers de chêne, un à 5 et l'autre à 9. Combien en chêne ?", False),
        ("for oak: Tom has oak 2, oak 5 and oak 7, I have oak 8", False),  # hands
    ],
)
def test_a_path_told_card_by_card_with_its_colour_is_read(
    fake_bot: Rulebot, text: str, told: bool
) -> None:
    assert told_path(read(text, fake_bot.lexicon)) is told


def _leaning(path: float) -> Callable[..., Decision]:
    ranked = (("rules", 1 - path), ("path_score", path))

    def intent_of(self: object, reading: Reading, *args: object, **kwargs: object) -> Decision:
        return Decision("rules", 1 - path, ranked)

    return intent_of


def test_a_told_path_settles_a_doubt_between_a_rule_and_its_worth(
    fake_bot: Rulebot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(fake_bot.models), "intent_of", _leaning(PATH_DOUBT + 0.1))
    answer = fake_bot.ask(MESSAGE)
    assert answer.intent == "path_score"
    assert "3 points" in answer.answer


def test_a_rule_the_learned_intent_is_sure_of_stays_a_rule(
    fake_bot: Rulebot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(fake_bot.models), "intent_of", _leaning(PATH_DOUBT / 2))
    assert fake_bot.ask(MESSAGE).intent == "rules"


@pytest.mark.parametrize(
    ("text", "lone"),
    [
        ("My cherry 8 sits all alone at the edge, nothing near it. Does it get the +2?", True),
        ("mon 1 de saule est tout seul dans un coin, il rapporte le bonus du 1 ?", True),
        ("My cherry 8 and cherry 7 sit together. Does the 8 get the +2?", False),  # two cards
        ("Does the 8 alone get the +2?", False),  # no card of a colour told
        ("Tom has oak 8 alone, I have oak 1 alone. Who scores oak?", False),  # hands
    ],
)
def test_one_card_said_to_stand_alone_is_read_as_a_path_of_one(
    fake_bot: Rulebot, text: str, lone: bool
) -> None:
    assert lone_card(read(text, fake_bot.lexicon)) is lone


def test_a_card_standing_alone_is_judged_by_the_engine(
    fake_bot: Rulebot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(fake_bot.models), "intent_of", _leaning(0.0))
    answer = fake_bot.ask("My cherry 8 sits all alone at the edge. Does it get the +2?")
    assert answer.intent == "path_score"
    assert answer.engine is not None and answer.engine["valid"] is False
    assert "0 points" in answer.answer
