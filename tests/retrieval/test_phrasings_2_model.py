"""A second set of invented player phrasings on neighbouring topics, with the real model.

``tests/data/retrieval_phrasings_2.yaml`` holds player questions on winning and the
tie-break, frequent mistakes, the right to score, planting, paths and path scoring
(60% French), each with every corpus entry whose text answers it. It is split in two
halves: ``tune`` may guide corpus and retrieval changes, ``check`` is only measured.
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

DATA = Path(__file__).resolve().parents[1] / "data" / "retrieval_phrasings_2.yaml"
HALVES: dict[str, list[dict[str, object]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
QUESTIONS = [item for half in ("tune", "check") for item in HALVES[half]]
TOPICS = {"winning", "mistakes", "right_to_score", "planting", "paths", "path_scoring"}

# Just under the measured hit@1 over both halves, 0.898 (tune 0.916, check 0.879, on
# 2026-11-30; see ``pytest -s`` output). Before the corpus and retrieval changes: 0.834.
HIT1_FLOOR = 0.88


def test_phrasings_2_file_is_well_formed(corpus_ids: set[str]) -> None:
    assert set(HALVES) == {"tune", "check"}
    assert len(QUESTIONS) >= 200
    assert len({str(item["q"]) for item in QUESTIONS}) == len(QUESTIONS)
    languages = Counter(item["lang"] for item in QUESTIONS)
    assert set(languages) == {"fr", "en"}
    assert 0.55 <= languages["fr"] / len(QUESTIONS) <= 0.65
    for item in QUESTIONS:
        assert item["topic"] in TOPICS, item
        entries = item["entries"]
        assert isinstance(entries, list) and entries, item
        assert set(entries) <= corpus_ids, item


@pytest.fixture(scope="module")
def corpus_ids() -> set[str]:
    return set(load_corpus(Settings().corpus_dir).ids)


@pytest.fixture(scope="module")
def bot(tmp_path_factory: pytest.TempPathFactory) -> Rulebot:
    # A fresh cache folder: the project's own .rulebot/ index is left untouched.
    return Rulebot(Settings(cache_dir=tmp_path_factory.mktemp("phrasings-2-index")))


@pytest.mark.model
def test_phrasings_2_hit_at_1(bot: Rulebot) -> None:
    hits: dict[str, list[bool]] = {}
    misses = []
    for half in ("tune", "check"):
        for item in HALVES[half]:
            ids = [h.entry_id for h in bot.retrieve(str(item["q"]), str(item["lang"]), k=3)]
            hit = bool(ids) and ids[0] in set(item["entries"])  # type: ignore[arg-type]
            for group in (half, str(item["topic"]), str(item["lang"]), "all"):
                hits.setdefault(group, []).append(hit)
            if not hit:
                misses.append((half, item["q"], ids[:1]))
    for group, values in sorted(hits.items()):
        print(f"\n{group:15} hit@1 = {sum(values) / len(values):.3f} ({len(values)} questions)")
    for half, question, top in misses:
        print(f"  miss ({half}): {question!r} -> {top}")
    every = hits["all"]
    assert sum(every) / len(every) >= HIT1_FLOOR
