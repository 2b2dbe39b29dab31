from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from rulebot.config import Settings, SettingsError
from rulebot.corpus import Corpus
from rulebot.retrieval import HashingEmbedder, build_index, load_retriever, saved, store
from rulebot.retrieval.options import DEFAULT_OPTIONS, Coverage, RetrievalOptions
from rulebot.retrieval.vectors import FaissIndex
from rulebot.retrieval.words import data_digest

from .conftest import ENTRIES, make_corpus


def test_first_build_writes_index_and_manifest(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder
) -> None:
    report = build_index(settings, corpus, embedder=embedder)
    folder = settings.cache_dir / "index"
    assert report.rebuilt and report.reason == "no saved index"
    assert report.path == folder
    assert (report.chunks, report.entries, report.dim) == (14, 5, 128)
    assert report.model == "hashing-128-3"
    assert sorted(p.name for p in folder.iterdir()) == [
        "chunks.json",
        "lexical.npz",
        "manifest.json",
        "vectors.faiss",
    ]
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["corpus_version"] == "v1"
    assert manifest["model_setting"] == "fake-model"
    assert manifest["chunk_count"] == 14
    assert set(manifest["libraries"]) == {
        "faiss-cpu",
        "sentence-transformers",
        "PyStemmer",
        "onnxruntime",
        "tokenizers",
    }
    assert {"built_at", "build_seconds", "files", "dim"} <= set(manifest)
    assert manifest["encoder"] is None  # a given embedder encodes the questions itself
    assert "index rebuilt (no saved index): 14 chunks from 5 entries" in report.summary()
    assert [p.name for p in settings.cache_dir.iterdir()] == ["index"]  # no temp left


def test_matching_manifest_is_reused(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder
) -> None:
    build_index(settings, corpus, embedder=embedder)
    again = build_index(settings, corpus, embedder=embedder)
    assert again.reused and again.reason == "manifest matches"
    retriever = load_retriever(settings, corpus, embedder=embedder)
    assert retriever.report is not None and retriever.report.reused
    assert retriever.search("le 1 annule le 8", "fr")[0].entry_id == "rule-one-cancels-eight"


def test_force_rebuilds(settings: Settings, corpus: Corpus, embedder: HashingEmbedder) -> None:
    build_index(settings, corpus, embedder=embedder)
    report = build_index(settings, corpus, force=True, embedder=embedder)
    assert report.rebuilt and report.reason == "forced"


def test_corpus_change_rebuilds(settings: Settings, embedder: HashingEmbedder) -> None:
    build_index(settings, make_corpus(version="v1"), embedder=embedder)
    report = build_index(settings, make_corpus(ENTRIES[:2], version="v2"), embedder=embedder)
    assert report.rebuilt
    assert report.reason == "corpus_version changed ('v1' -> 'v2')"
    assert report.entries == 2


@pytest.mark.parametrize(
    ("model_setting", "second_embedder", "reason"),
    [
        ("other-model", HashingEmbedder(dim=128), "model_setting changed"),
        (
            "fake-model",
            HashingEmbedder(dim=64),
            "model changed ('hashing-128-3' -> 'hashing-64-3')",
        ),
    ],
)
def test_model_change_rebuilds(
    settings: Settings,
    corpus: Corpus,
    embedder: HashingEmbedder,
    model_setting: str,
    second_embedder: HashingEmbedder,
    reason: str,
) -> None:
    build_index(settings, corpus, embedder=embedder)
    changed = replace(settings, embedding_model=model_setting)
    report = build_index(changed, corpus, embedder=second_embedder)
    assert report.rebuilt and report.reason.startswith(reason)
    hits = load_retriever(changed, corpus, embedder=second_embedder).search("érable", "fr")
    assert hits[0].entry_id == "rule-paths"


class Crash(RuntimeError):
    pass


@pytest.mark.parametrize("crash_in", ["encode", "write", "swap"])
def test_crash_mid_build_keeps_the_old_index(
    settings: Settings,
    corpus: Corpus,
    embedder: HashingEmbedder,
    monkeypatch: pytest.MonkeyPatch,
    crash_in: str,
) -> None:
    build_index(settings, corpus, embedder=embedder)
    old_manifest = (settings.cache_dir / "index" / "manifest.json").read_text()

    def crash(*args: object, **kwargs: object) -> None:
        raise Crash(crash_in)

    if crash_in == "encode":
        monkeypatch.setattr(embedder, "encode", crash)
    elif crash_in == "write":
        monkeypatch.setattr(FaissIndex, "save", crash)
    else:
        monkeypatch.setattr(store, "swap_in", crash)
    with pytest.raises(Crash):
        build_index(settings, make_corpus(ENTRIES[:2], version="v2"), embedder=embedder)
    monkeypatch.undo()

    assert (settings.cache_dir / "index" / "manifest.json").read_text() == old_manifest
    assert [p.name for p in settings.cache_dir.iterdir()] == ["index"]
    report = build_index(settings, corpus, embedder=embedder)
    assert report.reused


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda d: (d / "vectors.faiss").write_bytes(b"garbage"), "corrupt index: vectors.faiss"),
        (lambda d: (d / "vectors.faiss").unlink(), "corrupt index:"),
        (lambda d: (d / "chunks.json").write_text("[]"), "corrupt index: chunks.json"),
        (lambda d: (d / "manifest.json").write_text("{not json"), "corrupt index:"),
        (lambda d: (d / "manifest.json").unlink(), "no saved index"),
    ],
)
def test_corrupt_or_partial_index_is_rebuilt(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder, damage: object, reason: str
) -> None:
    build_index(settings, corpus, embedder=embedder)
    damage(settings.cache_dir / "index")  # type: ignore[operator]
    report = build_index(settings, corpus, embedder=embedder)
    assert report.rebuilt and report.reason.startswith(reason)
    assert build_index(settings, corpus, embedder=embedder).reused


def test_saved_vectors_match_a_fresh_encoding(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder
) -> None:
    build_index(settings, corpus, embedder=embedder)
    retriever = load_retriever(settings, corpus, embedder=embedder)
    query = embedder.encode([retriever.chunks[3].search_text])
    scores, ids = retriever.vectors.search(query, 1)
    assert ids[0, 0] == 3
    assert scores[0, 0] == pytest.approx(1.0, abs=1e-5)
    assert isinstance(scores, np.ndarray)


def test_stale_temp_folders_are_cleaned(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder
) -> None:
    import os

    leftover = Path(settings.cache_dir) / "index.tmp-dead"
    leftover.mkdir(parents=True)
    os.utime(leftover, (0, 0))
    build_index(settings, corpus, embedder=embedder)
    assert not leftover.exists()


def test_swap_keeps_an_index_another_process_installed_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target, built = tmp_path / "index", tmp_path / "index.tmp-ours"
    for folder, name in ((target, "old"), (built, "ours")):
        folder.mkdir()
        (folder / name).write_text(name)
    real_rename = Path.rename

    def rename(self: Path, dest: Path) -> Path:
        moved = real_rename(self, dest)
        if self == target:  # right after we move the old index away, theirs lands
            target.mkdir()
            (target / "theirs").write_text("theirs")
        return moved

    monkeypatch.setattr(Path, "rename", rename)
    saved.swap_in(built, target)
    assert sorted(p.name for p in target.iterdir()) == ["theirs"]
    assert not list(tmp_path.glob("index.old-*"))


@pytest.mark.parametrize(
    "options",
    [
        RetrievalOptions(),
        replace(DEFAULT_OPTIONS, coverage=Coverage.SQRT),
        replace(DEFAULT_OPTIONS, k1=0.9),
        replace(DEFAULT_OPTIONS, other_dense_weight=0.4),
    ],
)
def test_retrieval_options_change_rebuilds(
    settings: Settings,
    corpus: Corpus,
    embedder: HashingEmbedder,
    monkeypatch: pytest.MonkeyPatch,
    options: RetrievalOptions,
) -> None:
    build_index(settings, corpus, embedder=embedder)
    manifest = json.loads((settings.cache_dir / "index" / "manifest.json").read_text())
    assert manifest["retrieval"] == DEFAULT_OPTIONS.key()
    monkeypatch.setattr(store, "DEFAULT_OPTIONS", options)
    report = build_index(settings, corpus, embedder=embedder)
    assert report.rebuilt and report.reason.startswith("retrieval changed")
    assert load_retriever(settings, corpus, embedder=embedder).options == options
    assert build_index(settings, corpus, embedder=embedder).reused


def test_a_word_list_change_rebuilds(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    build_index(settings, corpus, embedder=embedder)
    manifest = json.loads((settings.cache_dir / "index" / "manifest.json").read_text())
    assert manifest["word_lists"] == data_digest()
    monkeypatch.setattr(store, "data_digest", lambda: "another glossary")
    report = build_index(settings, corpus, embedder=embedder)
    assert report.rebuilt and report.reason.startswith("word_lists changed")
    assert build_index(settings, corpus, embedder=embedder).reused


def test_a_precision_change_rebuilds(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder
) -> None:
    build_index(settings, corpus, embedder=embedder)
    manifest = json.loads((settings.cache_dir / "index" / "manifest.json").read_text())
    assert manifest["precision"] == settings.embedding_precision == "int8"
    full = replace(settings, embedding_precision="float")
    report = build_index(full, corpus, embedder=embedder)
    assert report.rebuilt and report.reason == "precision changed ('int8' -> 'float')"
    assert build_index(full, corpus, embedder=embedder).reused


@pytest.mark.parametrize(
    ("environ", "precision"),
    [({}, "int8"), ({"RULEBOT_EMBEDDING_PRECISION": "float"}, "float")],
)
def test_the_precision_is_a_setting(environ: dict[str, str], precision: str) -> None:
    assert Settings.from_env(environ).embedding_precision == precision


def test_an_unknown_precision_is_refused() -> None:
    with pytest.raises(SettingsError, match="RULEBOT_EMBEDDING_PRECISION='fp16': not one of"):
        Settings.from_env({"RULEBOT_EMBEDDING_PRECISION": "fp16"})
