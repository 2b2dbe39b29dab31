"""A follow-up naming one colour for a path described by its shape ("and if they're all
willow?") makes it one colour, as the first question would (`shape_traits` given the
colour lexicon); a denied one ("pas que du chêne") does not."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

CASES = [
    # first question, follow-up, points expected (None: no doubled path computed)
    ("How many points is a 5-card path worth?", "and if they're all willow?", 10),
    ("Combien vaut un sentier de 4 cartes ?", "et si c'est que du chêne ?", 8),
    ("What does a 6-card path score?", "what if it's only maple?", 12),
    ("Combien vaut un sentier de 4 cartes ?", "et si c'est pas que du chêne ?", None),
]


@pytest.mark.parametrize(("first", "follow_up", "points"), CASES)
def test_a_colour_named_for_a_shape_makes_it_one_colour(
    fake_bot: Rulebot, first: str, follow_up: str, points: int | None
) -> None:
    answer = fake_bot.ask(follow_up, history=[first])
    if points is None:
        assert answer.engine is None or answer.engine["points"] < 2 * 4, answer.answer
        return
    assert answer.engine is not None, answer.answer
    assert answer.engine["points"] == points
