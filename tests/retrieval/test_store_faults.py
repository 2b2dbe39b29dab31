"""Start-up faults: whatever the cache holds or allows, a retriever comes up, and says why
it rebuilt or could not save (the fake embedder; no model load)."""

from __future__ import annotations

import errno
import logging
import os
import tempfile
from pathlib import Path

import pytest

from rulebot.config import Settings
from rulebot.corpus import Corpus
from rulebot.retrieval import HashingEmbedder, build_index, load_retriever
from rulebot.retrieval.embedders import ModelError, SentenceTransformerEmbedder, resolve_model

QUESTION = ("le 1 annule le 8", "fr", "rule-one-cancels-eight")


@pytest.mark.parametrize(
    ("manifest", "reason"),
    [
        ("[1, 2, 3]", "corrupt index: manifest.json is not a JSON object"),
        ('"index"', "corrupt index: manifest.json is not a JSON object"),
        ("null", "corrupt index: manifest.json is not a JSON object"),
        ('{"format": 3}', "corpus_version changed (None -> 'v1')"),
    ],
)
def test_a_manifest_that_is_not_an_index_object_is_rebuilt(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder, manifest: str, reason: str
) -> None:
    build_index(settings, corpus, embedder=embedder)
    (settings.cache_dir / "index" / "manifest.json").write_text(manifest)
    report = build_index(settings, corpus, embedder=embedder)
    assert (report.rebuilt, report.reason, report.unsaved) == (True, reason, "")
    assert build_index(settings, corpus, embedder=embedder).reused


def _refuse_writes_under(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Creating anything under ``folder`` fails as on a read-only file system (tests
    run as root, whom chmod does not stop)."""
    real_mkdir = os.mkdir

    def mkdir(path: str | os.PathLike[str], mode: int = 0o777, **kwargs: object) -> None:
        if Path(path).is_relative_to(folder):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        real_mkdir(path, mode)

    monkeypatch.setattr(os, "mkdir", mkdir)


def test_a_read_only_cache_with_a_corrupt_index_serves_the_index_built_in_memory(
    settings: Settings,
    corpus: Corpus,
    embedder: HashingEmbedder,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    build_index(settings, corpus, embedder=embedder)
    (settings.cache_dir / "index" / "vectors.faiss").write_bytes(b"garbage")
    _refuse_writes_under(settings.cache_dir, monkeypatch)
    with caplog.at_level(logging.INFO, logger="rulebot"):
        retriever = load_retriever(settings, corpus, embedder=embedder)
    text, lang, entry = QUESTION
    assert retriever.search(text, lang)[0].entry_id == entry
    assert retriever.report is not None and retriever.report.rebuilt
    unsaved = f"cannot save the index in {settings.cache_dir}: Permission denied"
    assert retriever.report.unsaved.startswith(unsaved)
    assert "NOT SAVED: cannot save the index" in retriever.report.summary()
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and warnings[0].startswith(unsaved)
    assert not any(r.exc_info for r in caplog.records)  # said once, without a traceback
    assert not list(Path(tempfile.gettempdir()).glob("rulebot-index-*"))  # nothing left


@pytest.mark.parametrize("file_at", ["cache", "parent"])
def test_a_cache_path_that_is_a_file_serves_from_memory_and_names_it(
    tmp_path: Path, corpus: Corpus, embedder: HashingEmbedder, file_at: str
) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("not a folder")
    cache = blocker if file_at == "cache" else blocker / "rulebot"
    settings = Settings(cache_dir=cache, embedding_model="fake-model")
    retriever = load_retriever(settings, corpus, embedder=embedder)
    text, lang, entry = QUESTION
    assert retriever.search(text, lang)[0].entry_id == entry
    assert retriever.report is not None
    assert retriever.report.unsaved == (
        f"cannot save the index in {cache}: {blocker} is a file, not a folder"
    )


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o755), (0o027, 0o750), (0o077, 0o700)])
def test_the_index_folder_is_readable_as_the_umask_allows(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder, umask: int, mode: int
) -> None:
    old = os.umask(umask)
    try:
        build_index(settings, corpus, embedder=embedder)
    finally:
        os.umask(old)
    folder = settings.cache_dir / "index"
    assert folder.stat().st_mode & 0o777 == mode
    assert (folder / "manifest.json").stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_rebuild_is_logged_with_its_reason(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="rulebot"):
        build_index(settings, corpus, embedder=embedder)
        build_index(settings, corpus, embedder=embedder)
    infos = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    folder = settings.cache_dir / "index"
    assert infos == [
        f"building the retrieval index at {folder}: no saved index",
        "encoding 14 chunks",
    ]


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        ("/nonexistent", "RULEBOT_EMBEDDING_MODEL=/nonexistent: no model folder at /nonexistent"),
        (
            "/no/such/model",
            "RULEBOT_EMBEDDING_MODEL=/no/such/model: no model folder at /no/such/model",
        ),
        ("./models/x", "RULEBOT_EMBEDDING_MODEL=./models/x: no model folder at {cwd}/models/x"),
    ],
)
def test_a_model_path_to_no_folder_is_one_clear_error(setting: str, message: str) -> None:
    with pytest.raises(ModelError) as raised:
        SentenceTransformerEmbedder(setting)
    assert raised.value.message == message.format(cwd=Path.cwd())
    assert "Repo id" not in raised.value.message


def test_a_model_path_to_a_file_is_one_clear_error(tmp_path: Path) -> None:
    (tmp_path / "model.bin").write_bytes(b"")
    with pytest.raises(ModelError, match=r"model\.bin is a file, not a model folder$"):
        resolve_model(str(tmp_path / "model.bin"))
