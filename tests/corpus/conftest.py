"""Fixtures for the corpus tests: the real corpus, and a writable copy of it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulebot.corpus import Corpus, load_corpus

CORPUS_DIR = Path(__file__).resolve().parents[2] / "corpus" / "arboretum"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(CORPUS_DIR)


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    """A copy of the real corpus folder that a test may break."""
    target = tmp_path / "arboretum"
    shutil.copytree(CORPUS_DIR, target)
    return target
