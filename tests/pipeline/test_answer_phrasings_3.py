"""A third set of invented rules questions answered by the real bot (see
``tests/pipeline/test_answer_phrasings.py`` for how an item passes).

``tests/data/answer_phrasings_3.yaml`` is weighted toward planting, the right to score,
frequent mistakes, winning, paths and set-up, with many yes/no questions, some asked in
the negative. ``tune`` may guide changes; ``check`` is only measured.
``pytest -s`` prints the figures per half, topic and language, and every miss.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from tests.pipeline.answer_sets import assert_well_formed, load_halves, measure

HALVES = load_halves("answer_phrasings_3")
TOPICS = {
    "planting",
    "right_to_score",
    "mistakes",
    "winning",
    "paths",
    "setup",
    "end",
    "drawing",
    "discarding",
}
# Items that must pass, per half: one under the count measured on 2026-11-30 (tune 64/67,
# check 57/67; before this set's changes tune 54, check 53). Changes chosen on `tune` misses
# and the held-out report's leftovers: planting entries say any card may be planted,
# whatever its colour and value, next to a card, edge to edge, not by a corner; set-up says
# the discard piles are each player's own, none shared, empty with no card turned over;
# phrasings for the number of turns (the end), the hand at the end (the right to score),
# a path going down, two paths of one colour, a planted card taken from the hand; a tie
# is not a draw. Known tune misses outside the corpus: "j'ai le droit ... mais pas de
# sentier" is answered by the engine as if nobody held the colour; "quand la pioche est
# épuisée, on fait quoi des cartes en main ?" still retrieves the end of the game.
FLOORS = {"tune": 63, "check": 56}


def test_the_set_is_well_formed() -> None:
    assert_well_formed(HALVES, TOPICS, 120, even=True)


@pytest.mark.model
@pytest.mark.parametrize("half", ["tune", "check"])
def test_answers_state_the_facts(half: str, real_bot: Rulebot) -> None:
    measure(f"answer_phrasings_3 {half}", HALVES[half], real_bot, FLOORS[half])
