"""The saved index under ``settings.cache_dir / "index"``: reused while it matches, rebuilt
atomically otherwise (files: ``saved.py``).

A build happens in a temporary folder beside ``index`` and is swapped in by renames, so a
crash never leaves a half-written index in place. sentence-transformers is the reference:
a build exports its model to ONNX (``onnx_export.py``; a BERT model is written from its
folder without torch, any other traced by torch) and encodes the chunks with the export on
every core; a question is then encoded by onnxruntime, without torch. The export of a model
other than the packaged one is checked against sentence-transformers at the build (the
packaged one's, by the tests). A model that cannot be exported keeps sentence-transformers,
and says so. An index that cannot be
saved (a read-only cache, a cache path that is a file) is served from memory, and the
report says why.
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulebot import installed
from rulebot.corpus import Corpus
from rulebot.retrieval.chunks import QuestionMode, build_chunks
from rulebot.retrieval.embedders import PACKAGED_MODEL, Embedder, SentenceTransformerEmbedder
from rulebot.retrieval.fusion import Fusion
from rulebot.retrieval.onnx_encoder import Busy, OnnxEmbedder
from rulebot.retrieval.onnx_export import batch_size_for
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions
from rulebot.retrieval.report import BuildReport
from rulebot.retrieval.retriever import Retriever, lexical_index
from rulebot.retrieval.saved import (
    Saved,
    UnusableIndex,
    read_saved,
    swap_in,
    unsaved,
    workspace,
    write_saved,
)
from rulebot.retrieval.vectors import FaissIndex
from rulebot.retrieval.words import data_digest

if TYPE_CHECKING:
    from rulebot.config import Settings

FORMAT = 3  # 3: the export's word embeddings apart (``word_rows``)
QUESTIONS = QuestionMode.BOTH
FUSION = Fusion.WEIGHTED
LIBRARIES = (  # not bm25s: the BM25 tables are computed by bm25.py (the same bytes)
    "faiss-cpu",
    "sentence-transformers",
    "PyStemmer",
    "onnxruntime",
    "tokenizers",
)
CHECK_SAMPLES = 12  # chunk texts an export is checked on against sentence-transformers
log = logging.getLogger(__name__)

__all__ = ["UnusableIndex", "build_index", "load_retriever"]


def library_versions() -> dict[str, str]:
    """The installed versions of the libraries an index depends on."""
    return {name: installed.version(name) or "absent" for name in LIBRARIES}


def index_dir(settings: Settings) -> Path:
    return Path(settings.cache_dir) / "index"


def reference_embedder(settings: Settings) -> Embedder:
    """The model of the settings, loaded only if an index must be built (or exported)."""
    return SentenceTransformerEmbedder(settings.embedding_model, threads=settings.embedding_threads)


def _key(
    settings: Settings, corpus: Corpus, model: str, options: RetrievalOptions | None = None
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
        "model": model,
        "precision": settings.embedding_precision,
        "questions": str(QUESTIONS),
        "retrieval": (options or DEFAULT_OPTIONS).key(),
        "word_lists": data_digest(),
        "libraries": library_versions(),
    }


def _samples(texts: list[str]) -> list[str]:
    """Texts short to long, for the export's check (padding included: they differ)."""
    ordered = sorted(texts, key=len)
    step = max(1, len(ordered) // CHECK_SAMPLES)
    return ordered[::step][:CHECK_SAMPLES]


def _export(
    reference: Embedder, folder: Path, texts: list[str], precision: str
) -> tuple[OnnxEmbedder | None, dict[str, Any]]:
    """The ONNX export of the reference model (at ``precision``, if its check holds), for
    the build's encoding (every core), and the manifest's description of it; None and why
    not when it cannot be exported."""
    from rulebot.retrieval.bert_folder import Unsupported
    from rulebot.retrieval.onnx_export import ExportError, export_folder, export_model

    if not isinstance(reference, SentenceTransformerEmbedder):
        return None, {"fallback": "the embedder is not a sentence-transformers model"}
    log.info("exporting the embedding model %s to ONNX", reference.setting)
    samples = _samples(texts)
    try:
        try:  # without torch; a model the tests do not check is checked against its own
            checked = None if reference.setting == PACKAGED_MODEL else reference.model
            source = Path(reference.name)
            exported = export_folder(source, reference.name, folder, samples, precision, checked)
        except Unsupported as why:
            log.info("exporting %s through torch: %s", reference.setting, why)
            model = reference.model  # loaded now: a ModelError says why it cannot be
            exported = export_model(model, reference.name, folder, samples, precision)
    except ExportError as error:
        log.warning(
            "no ONNX export of %s: %s; questions will be encoded by sentence-transformers",
            reference.setting,
            error,
        )
        return None, {"fallback": str(error)}
    files = folder / exported.model, folder / exported.tokenizer
    workers = os.cpu_count() or 1  # every core, a batch on each
    words = folder / exported.words if exported.words else None
    encoder = OnnxEmbedder(
        *files,
        reference.name,
        exported.dim,
        exported.max_length,
        1,
        workers,
        words,
        exported.batch_size,
    )
    return encoder, {**vars(exported)}


def exported_files(described: dict[str, Any]) -> tuple[str, ...]:
    """The files of an ONNX export, as the manifest describes it."""
    parts = ("model", "weights", "tokenizer", "words")
    return tuple(str(described[part]) for part in parts if described.get(part))


def _encode(embedder: Embedder, texts: list[str], busy: Busy | None = None) -> Any:
    def progress(done: int, total: int) -> None:
        log.debug("encoding the chunks", extra={"progress": (done, total)})

    log.info("encoding %d chunks", len(texts))
    if isinstance(embedder, OnnxEmbedder):
        return embedder.encode(texts, progress=progress, busy=busy)
    return embedder.encode(texts)


def _build(
    target: Path,
    corpus: Corpus,
    reference: Embedder,
    key: dict[str, Any],
    export: bool,
    busy: Busy | None = None,
) -> tuple[Saved, Embedder | None, str]:
    """Build the index and save it at ``target``: the index, the encoder questions should
    use (None: the reference), and why it could not be saved ("" when it was)."""
    started = time.perf_counter()
    chunks = build_chunks(corpus, QUESTIONS)
    texts = [c.search_text for c in chunks]
    folder, problem = workspace(target)
    try:
        precision = str(key["precision"])
        encoder, described = (
            _export(reference, folder, texts, precision) if export else (None, None)
        )
        embedder = encoder or reference  # the reference model is not loaded for an export
        matrix = _encode(embedder, texts, busy)
        vectors = FaissIndex(embedder.dim)
        vectors.add(matrix)
        tables = lexical_index(chunks, DEFAULT_OPTIONS).tables
        manifest = {
            **key,
            "dim": embedder.dim,
            "chunk_count": len(chunks),
            "entry_count": len(corpus.entries),
            "encoder": described,
            "built_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "build_seconds": round(time.perf_counter() - started, 3),
        }
        saved = Saved(manifest, chunks, vectors, tables)
        extra = exported_files(described) if encoder and described else ()
        if not problem:
            try:
                write_saved(folder, saved, extra)
                swap_in(folder, target)
            except OSError as error:
                problem = unsaved(target, error)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if problem:
        log.warning("%s; the index built in memory is used, and rebuilt at the next start", problem)
    return saved, encoder, problem


def _query_embedder(saved: Saved, folder: Path, reference: Embedder, threads: int) -> Embedder:
    """What encodes the questions: the index's ONNX export, opened now (so that a rebuild
    by another process cannot pull its files away first), else the reference model."""
    encoder = saved.encoder
    if encoder is None:
        return reference
    query = OnnxEmbedder(
        folder / str(encoder["model"]),
        folder / str(encoder["tokenizer"]),
        str(saved.manifest["model"]),
        int(saved.manifest["dim"]),
        int(encoder["max_length"]),
        threads=threads,
        words=folder / str(encoder["words"]) if encoder.get("words") else None,
        batch_size=batch_size_for(str(encoder.get("precision", "float"))),
    )
    try:
        query.load()
    except Exception as error:  # onnxruntime and tokenizers raise kinds of their own
        raise UnusableIndex(f"corrupt index: cannot open the ONNX encoder: {error}") from error
    return query


def _ensure(
    settings: Settings,
    corpus: Corpus,
    embedder: Embedder | None,
    force: bool,
    busy: Busy | None = None,
) -> tuple[BuildReport, Saved, Embedder]:
    """The index (saved, or rebuilt) and the embedder its questions are encoded with."""
    started = time.perf_counter()
    target = index_dir(settings)
    reference = embedder or reference_embedder(settings)
    key = _key(settings, corpus, reference.name)
    reason = "forced"
    if not force:
        log.debug("loading the retrieval index from %s", target)
        try:
            saved = read_saved(target, key)
            if embedder is None and saved.manifest.get("encoder") is None:
                raise UnusableIndex("built without an ONNX export")
            query = embedder or _query_embedder(
                saved, target, reference, settings.embedding_threads
            )
        except UnusableIndex as error:
            reason = str(error)
        else:
            report = _report(target, False, "manifest matches", saved.manifest, started)
            return report, saved, query
    log.info("building the retrieval index at %s: %s", target, reason)
    saved, encoder, problem = _build(target, corpus, reference, key, embedder is None, busy)
    report = _report(target, True, reason, saved.manifest, started, problem)
    if embedder is not None or problem or encoder is None:
        return report, saved, embedder or encoder or reference
    try:  # the saved export on the questions' threads; else the build's, already open
        return report, saved, _query_embedder(saved, target, reference, settings.embedding_threads)
    except UnusableIndex:
        return report, saved, encoder


def _report(
    path: Path,
    rebuilt: bool,
    reason: str,
    manifest: dict[str, Any],
    started: float,
    problem: str = "",
) -> BuildReport:
    encoder = manifest.get("encoder")
    label = "" if encoder is None else "onnx" if "model" in encoder else "sentence-transformers"
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
        encoder=label,
        unsaved=problem,
    )


def build_index(
    settings: Settings,
    corpus: Corpus,
    force: bool = False,
    embedder: Embedder | None = None,
    busy: Busy | None = None,
) -> BuildReport:
    """Make sure the saved index matches the corpus and model; rebuild it if not (or if
    forced). ``busy``: whether another process of ours still takes a core (the chunks are
    encoded on one thread until it is done)."""
    report, _, _ = _ensure(settings, corpus, embedder, force, busy)
    return report


def colour_names(corpus: Corpus) -> tuple[str, ...]:
    """Every colour word of the corpus lexicon (species and plain colours, all languages)."""
    return tuple(word for colour in corpus.lexicon.colours for word in colour.words())


def load_retriever(
    settings: Settings,
    corpus: Corpus,
    embedder: Embedder | None = None,
    busy: Busy | None = None,
) -> Retriever:
    """A retriever over the saved index, built first if it is missing or stale (``busy``:
    as for `build_index`)."""
    report, saved, query = _ensure(settings, corpus, embedder, force=False, busy=busy)
    names = colour_names(corpus)
    retriever = Retriever(
        saved.chunks,
        query,
        saved.vectors,
        dense_weight=settings.dense_weight,
        lexical_weight=settings.lexical_weight,
        fusion=FUSION,
        options=DEFAULT_OPTIONS,
        colour_names=names,
        lexical=lexical_index(saved.chunks, DEFAULT_OPTIONS, names, saved.tables),
    )
    retriever.report = report
    return retriever
