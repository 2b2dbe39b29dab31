"""A closed question asking whether a 1 put down (planted, discarded) cancels an 8, of a
passage stating that only the cards kept in hand count (`held_only` in the corpus): the
learned yes, which reads "the 1 cancels the 8", is a no; a 1 held, or the 8 asked of, is
left to the learned lead."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.model
@pytest.mark.parametrize(
    "question",
    [
        "Does a 1 sitting on top of someone's discard pile cancel another player's 8?",
        "Un 1 planté dans mon arboretum annule-t-il le 8 de mon adversaire ?",
        "If the 1 is discarded, does it still cancel the 8?",
        "Le 1 défaussé compte encore pour annuler le 8 ?",
    ],
)
def test_a_one_put_down_cancels_no_eight(real_bot: Rulebot, question: str) -> None:
    answer = real_bot.ask(question)
    assert answer.intent == "rules"
    assert answer.answer.startswith(("No. ", "Non. ")), answer.answer
    assert "(p. 6)" in answer.answer


@pytest.mark.model
@pytest.mark.parametrize(
    "question",
    ["Does an opponent's 1 cancel my 8?", "Le 1 de mon adversaire annule-t-il mon 8 ?"],
)
def test_a_one_held_still_cancels(real_bot: Rulebot, question: str) -> None:
    answer = real_bot.ask(question)
    assert answer.answer.startswith(("Yes. ", "Oui. ")), answer.answer
