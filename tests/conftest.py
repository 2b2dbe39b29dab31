"""A Rulebot over the real corpus with a deterministic fake embedder (no model load)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot
from rulebot.retrieval import HashingEmbedder, load_retriever


@pytest.fixture(scope="session")
def fake_bot(tmp_path_factory: pytest.TempPathFactory) -> Rulebot:
    settings = Settings(cache_dir=tmp_path_factory.mktemp("cache"))
    corpus = load_corpus(settings.corpus_dir)
    retriever = load_retriever(settings, corpus, embedder=HashingEmbedder())
    return Rulebot(settings, retriever=retriever)


@pytest.fixture()
def use_fake_bot(fake_bot: Rulebot, monkeypatch: pytest.MonkeyPatch) -> Iterator[Rulebot]:
    import rulebot.pipeline as pipeline

    monkeypatch.setattr(pipeline, "_bot", fake_bot)
    yield fake_bot


@pytest.fixture()
def tmp_text(tmp_path: Path) -> Path:
    return tmp_path / "questions.txt"
