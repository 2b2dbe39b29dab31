"""A retriever over the fake embedder and what its dense search embeds for a question."""

from __future__ import annotations

from collections.abc import Sequence

from rulebot.corpus import Corpus
from rulebot.retrieval import HashingEmbedder, NumpyIndex, Retriever, build_chunks
from rulebot.retrieval.options import RetrievalOptions


def fake_retriever(
    corpus: Corpus,
    embedder: HashingEmbedder,
    options: RetrievalOptions,
    colour_names: Sequence[str] = (),
) -> Retriever:
    """The corpus indexed with `embedder`, searched with `options`."""
    chunks = build_chunks(corpus)
    vectors = NumpyIndex(embedder.dim)
    vectors.add(embedder.encode([c.search_text for c in chunks]))
    return Retriever(chunks, embedder, vectors, options=options, colour_names=colour_names)


def embedded_texts(
    retriever: Retriever, embedder: HashingEmbedder, question: str, lang: str = "en"
) -> list[str]:
    """The texts the dense search of `question` hands to `embedder`."""
    seen: list[str] = []
    real = embedder.encode

    def spy(texts: list[str]):  # type: ignore[no-untyped-def]
        seen.extend(texts)
        return real(texts)

    embedder.encode = spy  # type: ignore[method-assign,assignment]
    try:
        retriever.dense_chunk_scores(question, lang)
    finally:
        embedder.encode = real  # type: ignore[method-assign]
    return seen
