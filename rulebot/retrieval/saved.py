"""The files of a saved index, read ready to use and written with their checksums.

``manifest.json`` (written last) says what was built from what and lists every other
file with its SHA-256: ``chunks.json``, ``vectors.faiss``, ``lexical.npz`` (the BM25
tables: numpy arrays, no pickles), and with an ONNX export of the model
``encoder.onnx`` and ``tokenizer.json``. Whatever does not add up is an ``UnusableIndex``
saying why, and the index is rebuilt. A file of more than ``QUICK_CHECK_BYTES`` (the
model's weights, 90 MB) whose size and modification time are those written in the manifest
is taken as it was written, as make and rsync do, and not hashed again at every start (50 ms);
any write to it changes its time, and it is hashed.

A build writes into a fresh folder beside the index (``workspace``) and swaps it in by
renames (``swap_in``), so a crash never leaves a half-written index in place.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulebot.retrieval.bm25 import LexicalTables
from rulebot.retrieval.chunks import Chunk
from rulebot.retrieval.vectors import VectorIndex, read_flat

_STALE_SECONDS = 3600.0  # a build folder left this long ago is a crashed build's
MANIFEST, CHUNKS, VECTORS, LEXICAL = "manifest.json", "chunks.json", "vectors.faiss", "lexical.npz"
QUICK_CHECK_BYTES = 8 << 20


class UnusableIndex(RuntimeError):
    """A saved index cannot be used (missing, stale or corrupt); the message says why."""


@dataclass
class Saved:
    """An index: its manifest, chunks, vectors and BM25 tables (``encoder``: the
    manifest's description of the ONNX export, None without one)."""

    manifest: dict[str, Any]
    chunks: list[Chunk]
    vectors: VectorIndex
    tables: LexicalTables

    @property
    def encoder(self) -> dict[str, Any] | None:
        encoder = self.manifest.get("encoder")
        return encoder if isinstance(encoder, dict) and "model" in encoder else None


def sha256(path: Path) -> str:
    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def mismatch(saved: dict[str, Any], wanted: dict[str, Any]) -> str | None:
    """Why a saved manifest is not the one wanted (the first field that differs)."""
    for field, value in wanted.items():
        if saved.get(field) != value:
            return f"{field} changed ({saved.get(field)!r} -> {value!r})"
    return None


def read_saved(folder: Path, wanted: dict[str, Any]) -> Saved:
    """The saved index in ``folder``; UnusableIndex if it is absent, stale or corrupt."""
    if not (folder / MANIFEST).is_file():
        raise UnusableIndex("no saved index")
    try:
        manifest = json.loads((folder / MANIFEST).read_text("utf-8"))
        if not isinstance(manifest, dict):
            raise UnusableIndex("corrupt index: manifest.json is not a JSON object")
        stale = mismatch(manifest, wanted)
        if stale:
            raise UnusableIndex(stale)
        files = manifest["files"]
        for name in (CHUNKS, VECTORS, LEXICAL):
            if name not in files:
                raise UnusableIndex(f"corrupt index: the manifest lists no {name}")
        stats = manifest.get("stats", {})
        for name, digest in files.items():
            if not _unchanged(folder / name, stats.get(name)) and sha256(folder / name) != digest:
                raise UnusableIndex(f"corrupt index: {name} does not match its checksum")
        chunks = [
            Chunk(**{**c, "pages": tuple(c["pages"]), "questions": tuple(c["questions"])})
            for c in json.loads((folder / CHUNKS).read_text("utf-8"))
        ]
        vectors = read_flat(folder / VECTORS)  # written by faiss, read without it
        tables = LexicalTables.load(folder / LEXICAL)
    except UnusableIndex:
        raise
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RuntimeError) as error:
        raise UnusableIndex(f"corrupt index: {error}") from error
    if not len(vectors) == len(chunks) == manifest["chunk_count"] == tables.words.size:
        raise UnusableIndex("corrupt index: chunk, vector and BM25 counts differ")
    saved = Saved(manifest, chunks, vectors, tables)
    encoder = manifest.get("encoder")
    if encoder is not None and saved.encoder is None and "fallback" not in encoder:
        raise UnusableIndex("corrupt index: the manifest's encoder names no model")
    return saved


def _stat(path: Path) -> list[int]:
    status = path.stat()
    return [status.st_size, status.st_mtime_ns]


def _unchanged(path: Path, written: object) -> bool:
    """A big file with the size and time it was written with (its hash is then skipped)."""
    status = _stat(path)
    return status[0] > QUICK_CHECK_BYTES and written == status


def write_saved(folder: Path, saved: Saved, extra_files: tuple[str, ...] = ()) -> None:
    """Write the index into ``folder``; ``extra_files`` (already there, e.g. the ONNX
    export) are listed in the manifest with their checksums. The manifest comes last."""
    (folder / CHUNKS).write_text(
        json.dumps([dataclasses.asdict(c) for c in saved.chunks], ensure_ascii=False), "utf-8"
    )
    saved.vectors.save(folder / VECTORS)
    saved.tables.save(folder / LEXICAL)
    names = (CHUNKS, VECTORS, LEXICAL, *extra_files)
    saved.manifest["files"] = {name: sha256(folder / name) for name in names}
    saved.manifest["stats"] = {name: _stat(folder / name) for name in names}
    text = json.dumps(saved.manifest, indent=2, ensure_ascii=False)
    (folder / MANIFEST).write_text(text, "utf-8")


def swap_in(built: Path, target: Path) -> None:
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


def workspace(target: Path) -> tuple[Path, str]:
    """A fresh folder to build in beside ``target``, readable as the umask allows (a
    service user may read the index); if the cache cannot hold it, one in the system's
    temporary folder and why the index will not be saved."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _clean_stale(target.parent, target.name)
        folder = Path(tempfile.mkdtemp(prefix=f"{target.name}.tmp-", dir=target.parent))
    except OSError as error:
        return Path(tempfile.mkdtemp(prefix="rulebot-index-")), unsaved(target, error)
    umask = os.umask(0o022)
    os.umask(umask)
    folder.chmod(0o777 & ~umask)  # mkdtemp makes it 0700
    return folder, ""


def unsaved(target: Path, error: OSError) -> str:
    if isinstance(error, FileExistsError | NotADirectoryError):
        where = next((p for p in (target.parent, *target.parents) if p.is_file()), target.parent)
        problem = f"{where} is a file, not a folder"
    else:
        problem = error.strerror or str(error)  # "Permission denied", "Read-only file system"
    return f"cannot save the index in {target.parent}: {problem}"
