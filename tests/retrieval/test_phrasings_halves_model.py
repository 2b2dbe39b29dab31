"""Sets of invented player phrasings split in halves, retrieved with the real model.

Each file under ``tests/data/`` holds player questions, each with every corpus entry
whose text answers it, in two halves: ``tune`` may guide corpus and retrieval changes,
``check`` is only measured. The first hit must be an acceptable entry (hit@1) on the
whole set; ``pytest -s`` prints the figures per half, topic and language.

- ``retrieval_phrasings_2.yaml``: neighbouring topics (winning and the tie-break,
  frequent mistakes, the right to score, planting, paths, path scoring), 60% French.
- ``retrieval_phrasings_3.yaml``: every rules topic, 70% French, informal, without
  accents, with typos.
- ``retrieval_phrasings_4.yaml``: every rules topic, weighted towards the right to
  score, winning, frequent mistakes and planting; 66% French, chat spellings.
- ``retrieval_phrasings_5.yaml``: every rules topic, weighted towards the turn order,
  where the discard goes, the hand at the end, consecutive values, planting and what
  counts for the right to score; 55% French, informal.
- ``retrieval_phrasings_6.yaml``: the kinds of question blind_4's tune half missed on
  retrieval (one path or the sum, trees set aside, a shared card, both bonuses, a lone
  card, mixed-colour paths refused, a tie in hand, the turn order, when scoring happens,
  another player's 1 against my 8); about half French.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot

DATA = Path(__file__).resolve().parents[1] / "data"
Item = dict[str, object]


@dataclass(frozen=True)
class PhrasingSet:
    file: str
    min_questions: int
    french: tuple[float, float]  # the share of French questions, at least and at most
    topics: frozenset[str]
    hit1_floor: float

    def halves(self) -> dict[str, list[Item]]:
        halves: dict[str, list[Item]] = yaml.safe_load((DATA / self.file).read_text("utf-8"))
        return halves

    def questions(self) -> list[Item]:
        halves = self.halves()
        return [item for half in ("tune", "check") for item in halves[half]]


SETS = [
    # Floor just under the measured hit@1 over both halves, 0.919 (tune 0.933, check
    # 0.905, on 2026-11-30, with the French gloss). Before it: 0.898; before the corpus
    # and retrieval changes: 0.834.
    PhrasingSet(
        "retrieval_phrasings_2.yaml",
        200,
        (0.55, 0.65),
        frozenset({"winning", "mistakes", "right_to_score", "planting", "paths", "path_scoring"}),
        0.90,
    ),
    # Floor just under the measured hit@1 over both halves, 0.931 (tune 0.953, check
    # 0.905, on 2026-11-30, with the French gloss). Before it: 0.887 (tune 0.930, check
    # 0.838); before the corpus changes of that round: 0.869 (tune 0.907, check 0.824).
    PhrasingSet(
        "retrieval_phrasings_3.yaml",
        150,
        (0.65, 0.75),
        frozenset(
            {
                "setup",
                "dealing",
                "turn",
                "drawing",
                "planting",
                "discarding",
                "end",
                "right_to_score",
                "paths",
                "path_scoring",
                "winning",
                "mistakes",
            }
        ),
        0.91,
    ),
]
ALL_TOPICS = SETS[1].topics
SETS.append(
    # Floor just under the measured hit@1 over both halves, 0.921 (tune 0.904, check
    # 0.939, on 2026-11-30). Before the French gloss: 0.891 (tune 0.865, check 0.918).
    PhrasingSet("retrieval_phrasings_4.yaml", 200, (0.6, 0.7), ALL_TOPICS, 0.90)
)
SETS.append(
    # Floor just under the measured hit@1 over both halves, 0.924 (146/158: tune 0.924,
    # check 0.924, on 2026-11-30). Before the corpus and word-list changes of that day:
    # 0.911 (tune 0.899, check 0.924).
    PhrasingSet("retrieval_phrasings_5.yaml", 150, (0.5, 0.6), ALL_TOPICS, 0.92)
)
SETS.append(
    # Floor just under the measured hit@1 over both halves, 0.846 (22/26: tune 12/13,
    # check 10/13, on 2026-11-30), after the corpus and word-list changes for blind_4's
    # tune misses.
    PhrasingSet(
        "retrieval_phrasings_6.yaml",
        26,
        (0.45, 0.6),
        frozenset(
            {
                "winning",
                "setup",
                "path_scoring",
                "paths",
                "mistakes",
                "right_to_score",
                "turn",
                "end",
            }
        ),
        0.84,
    )
)
SETS.append(
    # Floor just under the measured hit@1 over both halves, 0.765 (26/34: tune 13/17,
    # check 13/17, on 2026-11-30).
    PhrasingSet(
        "retrieval_phrasings_7.yaml",
        34,
        (0.45, 0.6),
        frozenset({"paths", "path_scoring", "right_to_score"}),
        0.75,
    )
)
SETS.append(
    # Floor just under the measured hit@1 over both halves, 0.944 (17/18: tune 8/9, check
    # 9/9, on 2026-11-30), after the corpus phrasings and the "part d'un" word lists.
    PhrasingSet(
        "retrieval_phrasings_8.yaml",
        18,
        (0.45, 0.6),
        frozenset({"path_scoring", "end", "drawing"}),
        0.9,
    )
)
BY_FILE = [pytest.param(s, id=s.file.removesuffix(".yaml")) for s in SETS]


@pytest.fixture(scope="module")
def corpus_ids() -> set[str]:
    return set(load_corpus(Settings().corpus_dir).ids)


@pytest.mark.parametrize("phrasings", BY_FILE)
def test_file_is_well_formed(phrasings: PhrasingSet, corpus_ids: set[str]) -> None:
    assert set(phrasings.halves()) == {"tune", "check"}
    questions = phrasings.questions()
    assert len(questions) >= phrasings.min_questions
    assert len({str(item["q"]) for item in questions}) == len(questions)
    languages = Counter(item["lang"] for item in questions)
    assert set(languages) == {"fr", "en"}
    low, high = phrasings.french
    assert low <= languages["fr"] / len(questions) <= high
    assert {item["topic"] for item in questions} == phrasings.topics
    for item in questions:
        entries = item["entries"]
        assert isinstance(entries, list) and entries, item
        assert set(entries) <= corpus_ids, item


@pytest.mark.model
@pytest.mark.parametrize("phrasings", BY_FILE)
def test_hit_at_1(phrasings: PhrasingSet, real_bot: Rulebot) -> None:
    hits: dict[str, list[bool]] = {}
    misses = []
    for half, items in phrasings.halves().items():
        for item in items:
            ids = [h.entry_id for h in real_bot.retrieve(str(item["q"]), str(item["lang"]), k=3)]
            hit = bool(ids) and ids[0] in set(item["entries"])  # type: ignore[arg-type]
            groups = (half, str(item["topic"]), str(item["lang"]), f"{half}-{item['lang']}")
            for group in (*groups, "all"):
                hits.setdefault(group, []).append(hit)
            if not hit:
                misses.append((half, item["q"], ids[:1]))
    print(f"\n{phrasings.file}")
    for group, values in sorted(hits.items()):
        print(f"{group:15} hit@1 = {sum(values) / len(values):.3f} ({len(values)} questions)")
    for half, question, top in misses:
        print(f"  miss ({half}): {question!r} -> {top}")
    every = hits["all"]
    assert sum(every) / len(every) >= phrasings.hit1_floor
