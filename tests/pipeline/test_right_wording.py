"""The 1 that cancels an 8 is named as French says it: "le 1 d'Alex", "le 1 de Paul"."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "J'ai 8 chêne, Alex a 1 chêne : qui marque le chêne ?",
            "(ton 8 est annulé par le 1 d'Alex",
        ),
        (
            "J'ai 8 chêne, Paul a 1 chêne : qui marque le chêne ?",
            "(ton 8 est annulé par le 1 de Paul",
        ),
        (
            "J'ai 8 chêne, Emma a 1 chêne : qui marque le chêne ?",
            "(ton 8 est annulé par le 1 d'Emma",
        ),
        ("I have 8 oak, Alex has 1 oak: who scores oak?", "(your 8 is cancelled by Alex's 1"),
    ],
)
def test_the_cancelling_one_is_named_with_elision(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert said in answer.answer
