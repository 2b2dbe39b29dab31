"""The kind of a follow-up is read with the question before it (the learned `followup`
intent): a box fact asked in the form of a follow-up of a rules question ("ok, et une
partie dure combien de temps ?") is answered as a box fact, while a fragment that leans on
the rules question ("et à 2 joueurs ?") stays a rules follow-up."""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.model
@pytest.mark.parametrize(
    ("history", "question", "said"),
    [
        ("Est-ce qu'on peut planter en diagonale ?", "ok et une partie dure combien de temps ?",
         r"30 minutes"),
        ("Je peux piocher dans ma défausse ?", "et c'est à partir de quel âge ?", r"8 ans"),
        ("Can I plant a card diagonally?", "ok. and how long does a game take?", r"30 minutes"),
        ("How many cards do I draw each turn?", "and who designed the game?", r"Dan Cassar"),
    ],
)  # fmt: skip
def test_a_box_fact_asked_after_a_rules_question_is_answered_as_one(
    real_bot: Rulebot, history: str, question: str, said: str
) -> None:
    answer = real_bot.ask(question, history=[history])
    assert answer.intent == "game_facts", answer.answer
    assert re.search(said, answer.answer), answer.answer


@pytest.mark.model
@pytest.mark.parametrize(
    ("history", "question"),
    [
        ("Combien de couleurs à 3 joueurs ?", "et à 2 joueurs ?"),
        ("How many colours do we play with at 3?", "and with 2?"),
    ],
)
def test_a_fragment_after_a_rules_question_stays_a_rules_follow_up(
    real_bot: Rulebot, history: str, question: str
) -> None:
    answer = real_bot.ask(question, history=[history])
    assert answer.intent == "rules", answer.answer
    assert answer.pages == (2,), answer.answer
