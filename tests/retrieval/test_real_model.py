"""The real packaged model over the real corpus (slow: marked ``model``)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import yaml

from rulebot.pipeline import Rulebot
from rulebot.retrieval import Retriever, SentenceTransformerEmbedder
from rulebot.retrieval.onnx_encoder import OnnxEmbedder

pytestmark = pytest.mark.model

QUESTIONS = yaml.safe_load((Path(__file__).parent / "data" / "bench_questions.yaml").read_text())


@pytest.fixture(scope="module")
def retriever(real_bot: Rulebot) -> Retriever:
    return real_bot.retriever


def test_packaged_model_encodes_normalised_384_vectors(retriever: Retriever) -> None:
    embedder = retriever.embedder
    assert isinstance(embedder, OnnxEmbedder)  # the export, run without torch
    vectors = embedder.encode(["combien de cartes", "how many cards"])
    assert vectors.shape == (2, 384) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-5)


@pytest.mark.parametrize(
    ("question", "lang"),
    [("combien de cartes à 2 joueurs", "fr"), ("how many cards with two players", "en")],
)
def test_card_count_question_finds_its_entries(
    retriever: Retriever, question: str, lang: str
) -> None:
    hits = retriever.search(question, lang, k=3)
    assert {h.entry_id for h in hits} & {"faq-cards-by-players", "rule-deck-by-players"}
    assert all(h.chunk.lang == lang for h in hits)
    assert hits[0].pages == (2,)


def test_bench_questions_hit_at_3_and_out_of_scope_scores_lower(retriever: Retriever) -> None:
    found, in_scope, out_of_scope = 0, [], []
    for item in QUESTIONS:
        hits = retriever.search(item["q"], item["lang"], k=3)
        top = hits[0].score if hits else 0.0
        if item["expect"]:
            in_scope.append(top)
            found += bool({h.entry_id for h in hits} & set(item["expect"]))
        else:
            out_of_scope.append(top)
    assert found / len(in_scope) >= 0.9
    assert max(out_of_scope) < min(in_scope)


@pytest.mark.parametrize(
    ("history", "question", "expected"),
    [
        (["Combien de cartes quand on joue à 3 ?"], "et à 4 ?", "rule-deck-by-players"),
        (["How many cards do we use with two players?"], "and with four?", "rule-deck-by-players"),
    ],
)
def test_retrieve_ranks_a_follow_up_with_its_history(
    real_bot: Rulebot, history: list[str], question: str, expected: str
) -> None:
    """`retrieve` with the history searches what `ask` searches ("et à 4 ?" read with the
    question before): its first hit is the entry the answer cites."""
    followed = [hit.entry_id for hit in real_bot.retrieve(question, k=3, history=history)]
    answer = real_bot.ask(question, history=history)
    assert followed[0] in {expected, "faq-cards-by-players"}
    assert answer.citations[0].chunk_id.split(":")[0] == followed[0]


@pytest.mark.parametrize("threads", [2, 1])
def test_the_model_runs_on_the_threads_asked(threads: int) -> None:
    """`embedding_threads` sets torch's CPU threads when the model loads (process-wide:
    the last case leaves the default setting, 1, in place)."""
    import torch

    SentenceTransformerEmbedder(threads=threads).encode(["warm"])
    assert torch.get_num_threads() == threads
