"""Routing and yes/no-lead leftovers asked to the real bot (the causes and their tables are
in tests/understanding/test_leftovers_v.py): the answer a player reads."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "intent", "opening"),
    [
        # a practice said of one player gets the lead the first person gets
        ("Julien compte 3 chemins de chêne à lui tout seul, c'est une erreur ?", "rules",
         "Oui, c'est une erreur."),
        ("Tom scores two oak paths, is that wrong?", "rules", "Yes, that's a mistake."),
        # the passive "a été publiée" is a question on the box, not out of scope
        ("Elle a été publiée quand ?", "game_facts", None),
        # "on a team" points at no game
        ("How many players on a team?", "out_of_scope", None),
    ],
)  # fmt: skip
def test_the_answer_read(
    real_bot: Rulebot, question: str, intent: str, opening: str | None
) -> None:
    answer = real_bot.ask(question)
    assert answer.intent == intent, answer.answer
    if opening is not None:
        assert answer.answer.startswith(opening), answer.answer
