"""Players' totals told with no card, value nor colour are an end of game: the winner is
computed, whatever the learned intent leaned to (the hands of a colour, or not the game
when unsure and the asker is among the players)."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Sara 40, me 38, Tom 35. Who wins?", "Sara wins with 40 points"),
        ("Inès a 31 points, Hugo 27 points, moi 29 points. Qui a gagné ?", "Inès gagne"),
        ("Inès 31, Hugo 27, moi 29 : qui a gagné ?", "Inès gagne avec 31 points"),
    ],
)
def test_players_totals_told_are_answered_with_the_winner(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "winner"
    assert answer.answer.startswith(said)


def test_a_changed_total_after_a_told_end_of_game_changes_the_winner(fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(
        "et si Hugo avait 33 ?", history=["Inès 31, Hugo 27, moi 29 : qui a gagné ?"]
    )
    assert answer.answer.startswith("Hugo gagne avec 33 points")


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("Tom has 12 in oak, I have 9 in oak. Who scores oak?", "right_to_score"),  # a colour
        ("Lakers 102, Celtics 98, who won?", "out_of_scope"),  # the asker is not a player
    ],
)
def test_totals_of_a_colour_or_of_others_are_no_end_of_game(
    fake_bot: Rulebot, question: str, intent: str
) -> None:
    assert fake_bot.ask(question).intent == intent
