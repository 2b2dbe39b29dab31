"""Start-up faults seen from the command line: one clear line, never a traceback (the fake
embedder stands for the model)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

import rulebot.pipeline as pipeline
from rulebot.cli import app
from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot
from rulebot.retrieval import HashingEmbedder, build_chunks, store

runner = CliRunner()
RULES_QUESTION = "Combien de cartes à 2 joueurs ?"


def _bot(monkeypatch: pytest.MonkeyPatch, **settings: object) -> Settings:
    chosen = Settings(**settings)  # type: ignore[arg-type]
    monkeypatch.setattr(pipeline, "_bot", Rulebot(chosen))
    return chosen


@pytest.mark.parametrize("command", [["ask", RULES_QUESTION], ["index"]])
def test_a_model_folder_that_does_not_exist_is_one_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: list[str]
) -> None:
    _bot(monkeypatch, cache_dir=tmp_path / "cache", embedding_model="/nonexistent")
    result = runner.invoke(app, command)
    assert result.exit_code == 2
    assert result.output == (
        "error: RULEBOT_EMBEDDING_MODEL=/nonexistent: no model folder at /nonexistent\n"
    )


@pytest.fixture()
def read_only_corrupt_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache whose index is corrupt, where nothing can be created (as for a service
    user on a read-only cache; tests run as root, whom chmod does not stop)."""
    monkeypatch.setattr(store, "reference_embedder", lambda settings: HashingEmbedder())
    settings = _bot(monkeypatch, cache_dir=tmp_path / "cache", embedding_model="fake")
    assert runner.invoke(app, ["index"]).exit_code == 0
    (settings.cache_dir / "index" / "chunks.json").write_text("[]")
    monkeypatch.setattr(pipeline, "_bot", Rulebot(settings))
    real_mkdir = os.mkdir

    def mkdir(path: str | os.PathLike[str], mode: int = 0o777, **kwargs: object) -> None:
        if Path(path).is_relative_to(settings.cache_dir):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        real_mkdir(path, mode)

    monkeypatch.setattr(os, "mkdir", mkdir)
    return settings.cache_dir


def test_ask_answers_from_memory_and_says_once_why_the_index_is_not_saved(
    read_only_corrupt_cache: Path,
) -> None:
    result = runner.invoke(app, ["ask", RULES_QUESTION])
    assert result.exit_code == 0, result.output
    assert "48 cartes" in result.stdout
    index = read_only_corrupt_cache / "index"
    assert result.stderr.splitlines() == [
        f"building the retrieval index at {index}: corrupt index: chunks.json does not "
        "match its checksum",
        f"encoding {len(build_chunks(load_corpus(Settings().corpus_dir)))} chunks",
        f"warning: cannot save the index in {read_only_corrupt_cache}: Permission denied; "
        "the index built in memory is used, and rebuilt at the next start",
    ]


def test_index_says_it_could_not_save_and_fails(read_only_corrupt_cache: Path) -> None:
    result = runner.invoke(app, ["index"])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert "rebuilt: True" in result.stdout
    assert result.stderr.splitlines()[-1].startswith(
        f"error: cannot save the index in {read_only_corrupt_cache}: Permission denied"
    )
