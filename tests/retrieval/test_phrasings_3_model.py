"""A third set of invented player phrasings over every rules topic, with the real model.

``tests/data/retrieval_phrasings_3.yaml`` holds player questions (70% French, informal,
without accents, with typos) on set-up, dealing, the turn, drawing, planting,
discarding, the end of the game, the right to score, paths, path scoring, winning and
frequent mistakes, each with every corpus entry whose text answers it. It is split in
two halves: ``tune`` may guide corpus and retrieval changes, ``check`` is only measured.
The first hit must be an acceptable entry (hit@1) on the whole set.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot

DATA = Path(__file__).resolve().parents[1] / "data" / "retrieval_phrasings_3.yaml"
HALVES: dict[str, list[dict[str, object]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
QUESTIONS = [item for half in ("tune", "check") for item in HALVES[half]]
TOPICS = {
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

# Just under the measured hit@1 over both halves, 0.887 (tune 0.930, check 0.838, on
# 2026-11-30). Before the corpus changes of that round: 0.869 (tune 0.907, check 0.824).
HIT1_FLOOR = 0.87


def test_phrasings_3_file_is_well_formed(corpus_ids: set[str]) -> None:
    assert set(HALVES) == {"tune", "check"}
    assert len(QUESTIONS) >= 150
    assert len({str(item["q"]) for item in QUESTIONS}) == len(QUESTIONS)
    languages = Counter(item["lang"] for item in QUESTIONS)
    assert set(languages) == {"fr", "en"}
    assert 0.65 <= languages["fr"] / len(QUESTIONS) <= 0.75
    assert {item["topic"] for item in QUESTIONS} == TOPICS
    for item in QUESTIONS:
        entries = item["entries"]
        assert isinstance(entries, list) and entries, item
        assert set(entries) <= corpus_ids, item


@pytest.fixture(scope="module")
def corpus_ids() -> set[str]:
    return set(load_corpus(Settings().corpus_dir).ids)


@pytest.fixture(scope="module")
def bot(tmp_path_factory: pytest.TempPathFactory) -> Rulebot:
    # A fresh cache folder: the project's own .rulebot/ index is left untouched.
    return Rulebot(Settings(cache_dir=tmp_path_factory.mktemp("phrasings-3-index")))


@pytest.mark.model
def test_phrasings_3_hit_at_1(bot: Rulebot) -> None:
    hits: dict[str, list[bool]] = {}
    misses = []
    for half in ("tune", "check"):
        for item in HALVES[half]:
            ids = [h.entry_id for h in bot.retrieve(str(item["q"]), str(item["lang"]), k=3)]
            hit = bool(ids) and ids[0] in set(item["entries"])  # type: ignore[arg-type]
            groups = (half, str(item["topic"]), str(item["lang"]), f"{half}-{item['lang']}")
            for group in (*groups, "all"):
                hits.setdefault(group, []).append(hit)
            if not hit:
                misses.append((half, item["q"], ids[:1]))
    for group, values in sorted(hits.items()):
        print(f"\n{group:15} hit@1 = {sum(values) / len(values):.3f} ({len(values)} questions)")
    for half, question, top in misses:
        print(f"  miss ({half}): {question!r} -> {top}")
    every = hits["all"]
    assert sum(every) / len(every) >= HIT1_FLOOR
