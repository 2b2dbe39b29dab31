"""A second set of invented rules questions answered by the real bot (see
``tests/pipeline/test_answer_phrasings.py`` for how an item passes).

``tests/data/answer_phrasings_2.yaml`` is weighted toward the topics the first set found
weak: the right to score (the hand at the end, nobody holding, a right without a path,
the 1 and the 8), planting, frequent mistakes, winning and the tie-break, paths and the
end of the game. ``tune`` may guide changes; ``check`` is only measured.
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

DATA = Path(__file__).resolve().parents[1] / "data" / "answer_phrasings_2.yaml"
HALVES: dict[str, list[dict[str, Any]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
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
    assert set(HALVES) == {"tune", "check"}
    assert len(HALVES["tune"]) == len(HALVES["check"])
    items = [item for half in HALVES.values() for item in half]
    assert len(items) >= 160
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
    print(f"\nanswer_phrasings_2 {half}")
    for group, values in sorted(passed.items()):
        print(f"{group:15} {sum(values)}/{len(values)}")
    print("\n".join(misses))
    assert sum(passed["all"]) >= FLOORS[half], "\n".join(misses)
