"""The saved index under ``settings.cache_dir / "index"``: reused while it matches, rebuilt
atomically otherwise.

Layout: ``manifest.json`` (written last; what was built from what, file checksums),
``chunks.json`` and ``vectors.faiss``. A build happens in a temporary folder beside
``index`` and is swapped in by renames, so a crash never leaves a half-written index
in place; an index whose manifest, checksums or sizes do not add up is rebuilt.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import shutil
import tempfile
import time
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulebot.corpus import Corpus
from rulebot.retrieval.chunks import Chunk, QuestionMode, build_chunks
from rulebot.retrieval.embedders import Embedder, SentenceTransformerEmbedder
from rulebot.retrieval.fusion import Fusion
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions
from rulebot.retrieval.report import BuildReport
from rulebot.retrieval.retriever import Retriever
from rulebot.retrieval.vectors import FaissIndex
from rulebot.retrieval.words import data_digest

if TYPE_CHECKING:
    from rulebot.config import Settings

FORMAT = 1
QUESTIONS = QuestionMode.BOTH
FUSION = Fusion.WEIGHTED
MANIFEST, CHUNKS, VECTORS = "manifest.json", "chunks.json", "vectors.faiss"
LIBRARIES = ("faiss-cpu", "bm25s", "sentence-transformers", "PyStemmer")
_STALE_SECONDS = 3600.0


class UnusableIndex(RuntimeError):
    """A saved index cannot be used (missing, stale or corrupt); the message says why."""


def library_versions() -> dict[str, str]:
    """The installed versions of the libraries an index depends on."""
    versions: dict[str, str] = {}
    for name in LIBRARIES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = "absent"
    return versions


def index_dir(settings: Settings) -> Path:
    return Path(settings.cache_dir) / "index"


def _key(
    settings: Settings,
    corpus: Corpus,
    embedder: Embedder,
    options: RetrievalOptions | None = None,
) -> dict[str, Any]:
    """The manifest fields that must match for a saved index to be reused.

    The retrieval options are part of it, and so is a digest of the word lists the
    questions are read with (data/*.yaml: stop words, abbreviations, the French gloss):
    a retuned configuration rebuilds the index, so what is saved is always what the
    running code was tuned with.
    """
    return {
        "format": FORMAT,
        "corpus_version": corpus.version,
        "model_setting": settings.embedding_model,
        "model": embedder.name,
        "questions": str(QUESTIONS),
        "retrieval": (options or DEFAULT_OPTIONS).key(),
        "word_lists": data_digest(),
        "libraries": library_versions(),
    }


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _mismatch(saved: dict[str, Any], wanted: dict[str, Any]) -> str | None:
    for field, value in wanted.items():
        if saved.get(field) != value:
            return f"{field} changed ({saved.get(field)!r} -> {value!r})"
    return None


def _read(folder: Path, wanted: dict[str, Any]) -> tuple[dict[str, Any], list[Chunk], FaissIndex]:
    """The saved index in ``folder``; UnusableIndex if it is absent, stale or corrupt."""
    if not (folder / MANIFEST).is_file():
        raise UnusableIndex("no saved index")
    try:
        manifest: dict[str, Any] = json.loads((folder / MANIFEST).read_text("utf-8"))
        stale = _mismatch(manifest, wanted)
        if stale:
            raise UnusableIndex(stale)
        for name, digest in manifest["files"].items():
            if _sha256(folder / name) != digest:
                raise UnusableIndex(f"corrupt index: {name} does not match its checksum")
        raw_chunks = json.loads((folder / CHUNKS).read_text("utf-8"))
        chunks = [
            Chunk(**{**c, "pages": tuple(c["pages"]), "questions": tuple(c["questions"])})
            for c in raw_chunks
        ]
        vectors = FaissIndex(int(manifest["dim"]))
        vectors.load(folder / VECTORS)
    except UnusableIndex:
        raise
    except (OSError, ValueError, KeyError, TypeError, RuntimeError) as error:
        raise UnusableIndex(f"corrupt index: {error}") from error
    if not len(vectors) == len(chunks) == manifest["chunk_count"]:
        raise UnusableIndex("corrupt index: chunk and vector counts differ")
    return manifest, chunks, vectors


def _write(
    folder: Path, chunks: list[Chunk], vectors: FaissIndex, manifest: dict[str, Any]
) -> None:
    (folder / CHUNKS).write_text(
        json.dumps([dataclasses.asdict(c) for c in chunks], ensure_ascii=False), "utf-8"
    )
    vectors.save(folder / VECTORS)
    manifest["files"] = {name: _sha256(folder / name) for name in (CHUNKS, VECTORS)}
    (folder / MANIFEST).write_text(json.dumps(manifest, indent=2, ensure_ascii=False), "utf-8")


def _swap(built: Path, target: Path) -> None:
    """Put ``built`` at ``target`` by renames; the old index is removed only afterwards.

    If another process installs its own index at the same moment, the rename fails
    and theirs stays: both were built from the same corpus and model.
    """
    old = None
    if target.exists():
        old = target.with_name(f"{target.name}.old-{time.time_ns()}")
        try:
            target.rename(old)
        except FileNotFoundError:  # another process moved it first
            old = None
    try:
        built.rename(target)
    except OSError:
        if not target.exists():
            raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _clean_stale(parent: Path, name: str) -> None:
    now = time.time()
    for leftover in [*parent.glob(f"{name}.tmp-*"), *parent.glob(f"{name}.old-*")]:
        try:
            stale = now - leftover.stat().st_mtime > _STALE_SECONDS
        except OSError:  # removed meanwhile by another process
            continue
        if stale:
            shutil.rmtree(leftover, ignore_errors=True)


def _build(
    target: Path, corpus: Corpus, embedder: Embedder, key: dict[str, Any]
) -> tuple[dict[str, Any], list[Chunk], FaissIndex]:
    started = time.perf_counter()
    chunks = build_chunks(corpus, QUESTIONS)
    matrix = embedder.encode([c.search_text for c in chunks])
    vectors = FaissIndex(embedder.dim)
    vectors.add(matrix)
    manifest = {
        **key,
        "dim": embedder.dim,
        "chunk_count": len(chunks),
        "entry_count": len(corpus.entries),
        "built_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    target.parent.mkdir(parents=True, exist_ok=True)
    _clean_stale(target.parent, target.name)
    temp = Path(tempfile.mkdtemp(prefix=f"{target.name}.tmp-", dir=target.parent))
    try:
        manifest["build_seconds"] = round(time.perf_counter() - started, 3)
        _write(temp, chunks, vectors, manifest)
        _swap(temp, target)
    finally:
        shutil.rmtree(temp, ignore_errors=True)
    return manifest, chunks, vectors


def _ensure(
    settings: Settings, corpus: Corpus, embedder: Embedder, force: bool
) -> tuple[BuildReport, list[Chunk], FaissIndex]:
    started = time.perf_counter()
    target = index_dir(settings)
    key = _key(settings, corpus, embedder)
    reason = "forced"
    if not force:
        try:
            manifest, chunks, vectors = _read(target, key)
        except UnusableIndex as error:
            reason = str(error)
        else:
            return _report(target, False, "manifest matches", manifest, started), chunks, vectors
    manifest, chunks, vectors = _build(target, corpus, embedder, key)
    return _report(target, True, reason, manifest, started), chunks, vectors


def _report(
    path: Path, rebuilt: bool, reason: str, manifest: dict[str, Any], started: float
) -> BuildReport:
    return BuildReport(
        path=path,
        rebuilt=rebuilt,
        reason=reason,
        chunks=int(manifest["chunk_count"]),
        entries=int(manifest["entry_count"]),
        model=str(manifest["model"]),
        dim=int(manifest["dim"]),
        corpus_version=str(manifest["corpus_version"]),
        seconds=round(time.perf_counter() - started, 3),
    )


def _embedder(settings: Settings, embedder: Embedder | None) -> Embedder:
    return embedder or SentenceTransformerEmbedder(
        settings.embedding_model, threads=settings.embedding_threads
    )


def build_index(
    settings: Settings, corpus: Corpus, force: bool = False, embedder: Embedder | None = None
) -> BuildReport:
    """Make sure the saved index matches the corpus and model; rebuild it if not (or if forced)."""
    report, _, _ = _ensure(settings, corpus, _embedder(settings, embedder), force)
    return report


def colour_names(corpus: Corpus) -> tuple[str, ...]:
    """Every colour word of the corpus lexicon (species and plain colours, all languages)."""
    return tuple(word for colour in corpus.lexicon.colours for word in colour.words())


def load_retriever(
    settings: Settings, corpus: Corpus, embedder: Embedder | None = None
) -> Retriever:
    """A retriever over the saved index, built first if it is missing or stale."""
    chosen = _embedder(settings, embedder)
    report, chunks, vectors = _ensure(settings, corpus, chosen, force=False)
    retriever = Retriever(
        chunks,
        chosen,
        vectors,
        dense_weight=settings.dense_weight,
        lexical_weight=settings.lexical_weight,
        fusion=FUSION,
        options=DEFAULT_OPTIONS,
        colour_names=colour_names(corpus),
    )
    retriever.report = report
    return retriever
