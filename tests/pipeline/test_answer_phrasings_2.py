"""A second set of invented rules questions answered by the real bot (see
``tests/pipeline/test_answer_phrasings.py`` for how an item passes).

``tests/data/answer_phrasings_2.yaml`` is weighted toward the topics the first set found
weak: the right to score (the hand at the end, nobody holding, a right without a path,
the 1 and the 8), planting, frequent mistakes, winning and the tie-break, paths and the
end of the game. ``tune`` may guide changes; ``check`` is only measured.
``pytest -s`` prints the figures per half, topic and language, and every miss.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from tests.pipeline.answer_sets import assert_well_formed, load_halves, measure

HALVES = load_halves("answer_phrasings_2")
TOPICS = {
    "right_to_score",
    "winning",
    "mistakes",
    "planting",
    "paths",
    "end",
    "path_scoring",
    "drawing",
    "discarding",
}
# Items that must pass, per half: one under the count measured on 2026-11-30 (tune 91/96,
# check 84/96; before this set's changes tune 85, check 81). Retrieval and corpus changes
# chosen on `tune` misses: phrasings for the hand at the end, hand cards and planted
# trees scoring nothing, a misplaced card, discarding two cards, the 8 cancelled by
# another player's 1; glosses for "je me suis trompé", "tour d'après", "à quoi servent";
# colour names neutralised in the dense question. Known tune misses outside the corpus:
# engine answers without the asked word ("main", "doublé"), two questions read as path
# scoring, and "... quand la partie est finie ?" still retrieving the end of the game.
# Later (same day, tests/data/answer_phrasings_3.yaml tune misses; the understanding and
# pipeline code of other changes that day too): tune 95/96, check 87/96.
FLOORS = {"tune": 94, "check": 86}


def test_the_set_is_well_formed() -> None:
    assert_well_formed(HALVES, TOPICS, 160, even=True)


@pytest.mark.model
@pytest.mark.parametrize("half", ["tune", "check"])
def test_answers_state_the_facts(half: str, real_bot: Rulebot) -> None:
    measure(f"answer_phrasings_2 {half}", HALVES[half], real_bot, FLOORS[half])
