"""CachingEmbedder: the same vectors as the embedder it wraps, each text encoded once."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from rulebot.retrieval.embedders import CachingEmbedder, HashingEmbedder, Matrix


class CountingEmbedder(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__(dim=32)
        self.seen: list[str] = []

    def encode(self, texts: Sequence[str]) -> Matrix:
        self.seen.extend(texts)
        return super().encode(texts)


@pytest.mark.parametrize(
    ("batches", "encoded"),
    [
        ([["a b", "c"]], ["a b", "c"]),
        ([["a b", "a b", "c"]], ["a b", "c"]),
        ([["a b"], ["a b", "c"], ["c"]], ["a b", "c"]),
        ([[]], []),
    ],
)
def test_each_text_is_encoded_once(batches: list[list[str]], encoded: list[str]) -> None:
    inner = CountingEmbedder()
    caching = CachingEmbedder(inner)
    for batch in batches:
        got = caching.encode(batch)
        want = HashingEmbedder(dim=32).encode(batch)
        assert got.shape == want.shape
        assert got.dtype == np.float32
        np.testing.assert_allclose(got, want)
    assert inner.seen == encoded
    assert (caching.name, caching.dim) == (inner.name, inner.dim)
