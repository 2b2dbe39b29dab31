"""Rulebots over the real corpus: one with a deterministic fake embedder (no model load),
one with the real packaged model (for tests marked ``model``), each built once a session."""

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


@pytest.fixture(scope="session")
def real_bot(pytestconfig: pytest.Config) -> Rulebot:
    """The real model; its index lives in pytest's own cache folder (the project's
    .rulebot/ is left untouched) and is reused while its manifest matches."""
    assert pytestconfig.cache is not None
    return Rulebot(Settings(cache_dir=pytestconfig.cache.mkdir("retrieval-model-index")))


@pytest.fixture()
def use_fake_bot(fake_bot: Rulebot, monkeypatch: pytest.MonkeyPatch) -> Iterator[Rulebot]:
    import rulebot.pipeline as pipeline

    monkeypatch.setattr(pipeline, "_bot", fake_bot)
    yield fake_bot


@pytest.fixture()
def tmp_text(tmp_path: Path) -> Path:
    return tmp_path / "questions.txt"


@pytest.fixture(scope="session")
def colour_words() -> frozenset[str]:
    """Every plain word of a colour name, as `compose.rules_answer` passes them to the
    verdicts (`verdict_words.colour_words`)."""
    from rulebot.answer.verdict_words import colour_words as words

    return words(load_corpus(Settings().corpus_dir).lexicon)
