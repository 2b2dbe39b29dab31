"""Rulebots over the real corpus: one with a deterministic fake embedder (no model load),
one with the real packaged model (for tests marked ``model``), each built once a session.

Hypothesis runs under a profile named by HYPOTHESIS_PROFILE: `ci` (what `make test` sets)
draws the same examples every run, a bounded number of them, and keeps no example
database; `dev` (the default) draws new random examples each run."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot
from rulebot.retrieval import HashingEmbedder, load_retriever

hypothesis_settings.register_profile(
    "ci", derandomize=True, max_examples=50, deadline=None, database=None, print_blob=True
)
hypothesis_settings.register_profile("dev", deadline=None, derandomize=False)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(scope="session")
def fake_bot(tmp_path_factory: pytest.TempPathFactory) -> Rulebot:
    settings = Settings(cache_dir=tmp_path_factory.mktemp("cache"))
    corpus = load_corpus(settings.corpus_dir)
    retriever = load_retriever(settings, corpus, embedder=HashingEmbedder())
    return Rulebot(settings, retriever=retriever)


@pytest.fixture(scope="session")
def real_bot(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Rulebot:
    """The real model; its index lives in pytest's own cache folder (the project's
    .rulebot/ is left untouched) and is reused while its manifest matches; without
    pytest's cache plugin (`-p no:cacheprovider`), in a temporary folder built anew."""
    cache = getattr(pytestconfig, "cache", None)
    where = cache.mkdir("retrieval-model-index") if cache else tmp_path_factory.mktemp("index")
    return Rulebot(Settings(cache_dir=where))


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
