"""The saved index's files: checked by their SHA-256, a big file only when it changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebot.config import Settings
from rulebot.corpus import Corpus
from rulebot.retrieval import HashingEmbedder, build_index, saved
from rulebot.retrieval.saved import UnusableIndex, read_saved, write_saved

BIG = "weights.bin"


def test_a_big_file_is_hashed_again_only_when_it_was_written_to(
    settings: Settings, corpus: Corpus, embedder: HashingEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    build_index(settings, corpus, embedder=embedder)
    folder = settings.cache_dir / "index"
    (folder / BIG).write_bytes(bytes(saved.QUICK_CHECK_BYTES + 1))
    write_saved(folder, read_saved(folder, {}), (BIG,))
    hashed: list[str] = []
    real = saved.sha256

    def counting(path: Path) -> str:
        hashed.append(path.name)
        return real(path)

    monkeypatch.setattr(saved, "sha256", counting)
    read_saved(folder, {})
    assert sorted(hashed) == ["chunks.json", "lexical.npz", "vectors.faiss"]
    (folder / BIG).write_bytes(b"x" * (saved.QUICK_CHECK_BYTES + 1))  # same size, new bytes
    with pytest.raises(UnusableIndex, match=f"corrupt index: {BIG} does not match its checksum"):
        read_saved(folder, {})
