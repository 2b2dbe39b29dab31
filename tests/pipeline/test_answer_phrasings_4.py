"""A fourth set of invented rules questions answered by the real bot (see
``tests/pipeline/test_answer_phrasings.py`` for how an item passes).

``tests/data/answer_phrasings_4.yaml`` is weighted toward facts a right entry may still
leave unsaid: the turn order, where the discard goes, one discard pile each, one card
planted per turn, planting far from the others or in another arboretum, path values that
need not be consecutive, what the hand is for at the end, and whether planted cards count
for the right to score. ``tune`` may guide changes; ``check`` is only measured.
``pytest -s`` prints the figures per half, topic and language, and every miss.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from tests.pipeline.answer_sets import assert_well_formed, load_halves, measure

HALVES = load_halves("answer_phrasings_4")
TOPICS = {
    "turn",
    "discarding",
    "drawing",
    "planting",
    "end",
    "right_to_score",
    "paths",
    "path_scoring",
    "winning",
    "mistakes",
    "setup",
}
# Items that must pass, per half: the count measured on 2026-11-30 (tune 77/81, check 68/81;
# before this set's changes tune 70, check 64). Changes chosen on `tune` misses: the turn
# entries say one starts by drawing (taking) 2 cards, then plants 1 single card, then
# discards on one's own pile; discarding says never on a neighbour's pile (and no longer
# "une seule", read as one pile); set-up says one discard pile per player; planting says
# one card a turn, never alone far from the others, need not match its neighbours; paths
# are in one's own arboretum, values need not be consecutive; the right to score is
# decided at the end by the hand only, not the planted cards; the end entries say the hand
# then decides who scores; "les points doublent". Known tune misses: "quand la pioche est
# épuisée, on fait quoi des cartes en main ?" finds the end of the game, whose answer now
# says the highest hand total gives the right to score, but not a "somme"/"total" word the
# set asks of the right-to-score entries; "il y a un nombre de tours fixé ?" is declined by
# the pipeline (rule-end is the first hit); a path in another player's arboretum and a
# diagonal path still find planting.
FLOORS = {"tune": 77, "check": 68}


def test_the_set_is_well_formed() -> None:
    assert_well_formed(HALVES, TOPICS, 150, even=True)


@pytest.mark.model
@pytest.mark.parametrize("half", ["tune", "check"])
def test_answers_state_the_facts(half: str, real_bot: Rulebot) -> None:
    measure(f"answer_phrasings_4 {half}", HALVES[half], real_bot, FLOORS[half])
