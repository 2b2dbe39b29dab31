"""After a winner answer, a what-if told of every player ("et si nous avions 26 tous les
deux ?") is read by `standings.changed_standings(everyone=True)`, and checked as a named
change is: a tie the colour comparisons told before cannot break is no winner move (it
used to reach the answer and fail there)."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.conversation import Conversation, next_state, plan_followup

CONTRADICTED = "Ben 30, me 25. Ben has 6 colours, I have 4. I have more colours than Ben. Who wins?"
CONTRADICTED_FR = (
    "Ben 30, moi 25. Ben a 6 espèces, moi 4, et j'ai plus d'espèces que lui. Qui gagne ?"
)

# (told end of game, follow-up, the winners decided, or None: no winner move)
MOVES: list[tuple[str, str, list[str] | None]] = [
    ("Inès 27, moi 24 : qui gagne ?", "et si nous avions 26 tous les deux ?", ["Inès", "you"]),
    ("Omar 33, me 31. Who won?", "what if everybody had 32 points?", ["Omar", "you"]),
    (CONTRADICTED, "what if we both had 40?", None),
    (CONTRADICTED_FR, "et si on avait 40 tous les deux ?", None),
]


@pytest.mark.parametrize(("told", "question", "winners"), MOVES)
def test_a_what_if_of_every_player(
    fake_bot: Rulebot, told: str, question: str, winners: list[str] | None
) -> None:
    state = next_state(fake_bot.ask(told), Conversation())
    move = plan_followup(question, state, fake_bot.lexicon)
    if winners is None:
        assert move is None or move.kind != "winner"
        return
    assert move is not None and move.kind == "winner" and move.standings is not None
    assert list(move.standings.decision.leaders) == winners


@pytest.mark.parametrize("told", [CONTRADICTED, CONTRADICTED_FR])
def test_a_refused_what_if_is_answered_not_raised(fake_bot: Rulebot, told: str) -> None:
    answer = fake_bot.ask("and what if we both had 40?", history=[told])
    assert answer.intent != "winner"
