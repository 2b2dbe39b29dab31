"""A third set of invented rules questions answered by the real bot (see
``tests/pipeline/test_answer_phrasings.py`` for how an item passes).

``tests/data/answer_phrasings_3.yaml`` is weighted toward planting, the right to score,
frequent mistakes, winning, paths and set-up, with many yes/no questions, some asked in
the negative. ``tune`` may guide changes; ``check`` is only measured.
``pytest -s`` prints the figures per half, topic and language, and every miss.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot
from tests.pipeline.test_answer_phrasings import problems

DATA = Path(__file__).resolve().parents[1] / "data" / "answer_phrasings_3.yaml"
HALVES: dict[str, list[dict[str, Any]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
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
    assert set(HALVES) == {"tune", "check"}
    assert len(HALVES["tune"]) == len(HALVES["check"])
    items = [item for half in HALVES.values() for item in half]
    assert len(items) >= 120
    assert len({item["q"] for item in items}) == len(items)
    languages = Counter(item["lang"] for item in items)
    assert 0.55 <= languages["fr"] / len(items) <= 0.65
    assert {item["topic"] for item in items} == TOPICS
    ids = set(load_corpus(Settings().corpus_dir).ids)
    for item in items:
        assert item["entries"] and set(item["entries"]) <= ids, item["q"]
        assert item["pages"] and item["must"], item["q"]
        for pattern in item["must"]:
            re.compile(pattern)


@pytest.mark.model
@pytest.mark.parametrize("half", ["tune", "check"])
def test_answers_state_the_facts(half: str, real_bot: Rulebot) -> None:
    passed: dict[str, list[bool]] = {}
    misses = []
    for item in HALVES[half]:
        answer = real_bot.ask(item["q"], lang=item["lang"])
        found = problems(item, answer)
        for group in (item["topic"], item["lang"], "all"):
            passed.setdefault(group, []).append(not found)
        if found:
            misses.append(f"  miss: {item['q']!r}: {'; '.join(found)}")
    print(f"\nanswer_phrasings_3 {half}")
    for group, values in sorted(passed.items()):
        print(f"{group:15} {sum(values)}/{len(values)}")
    print("\n".join(misses))
    assert sum(passed["all"]) >= FLOORS[half], "\n".join(misses)
