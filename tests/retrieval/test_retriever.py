from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from rulebot.corpus import Corpus
from rulebot.retrieval import (
    Chunk,
    HashingEmbedder,
    NumpyIndex,
    Retriever,
    build_chunks,
    confidence,
)
from rulebot.retrieval.embedders import normalise_rows
from rulebot.retrieval.gloss import gloss
from rulebot.retrieval.options import Coverage, DenseAggregate, RetrievalOptions


def make_retriever(corpus: Corpus, embedder: HashingEmbedder, **options: object) -> Retriever:
    chunks = build_chunks(corpus)
    vectors = NumpyIndex(embedder.dim)
    vectors.add(embedder.encode([c.search_text for c in chunks]))
    return Retriever(chunks, embedder, vectors, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize("mode", ["fused", "dense", "lexical"])
@pytest.mark.parametrize(
    ("question", "lang", "expected"),
    [
        ("Combien de cartes à 2 joueurs ?", "fr", "faq-cards-by-players"),
        ("How many cards with 2 players?", "en", "faq-cards-by-players"),
        ("le 1 annule le 8", "fr", "rule-one-cancels-eight"),
        ("does the 1 cancel the 8", "en", "rule-one-cancels-eight"),
    ],
)
def test_finds_the_entry(
    corpus: Corpus, embedder: HashingEmbedder, mode: str, question: str, lang: str, expected: str
) -> None:
    hits = make_retriever(corpus, embedder).search(question, lang, k=3, mode=mode)
    assert hits[0].entry_id == expected


def test_hits_are_grouped_by_entry_with_the_askers_language(
    corpus: Corpus, embedder: HashingEmbedder
) -> None:
    retriever = make_retriever(corpus, embedder)
    for lang in ("fr", "en"):
        hits = retriever.search("How many cards with 2 players?", lang, k=10)
        ids = [h.entry_id for h in hits]
        assert len(ids) == len(set(ids))
        assert all(h.chunk.lang == lang and h.chunk.is_main for h in hits)
        assert all(h.chunk.id == f"{h.entry_id}:{lang}" for h in hits)
        assert hits[0].pages == (2,)


@pytest.mark.parametrize(
    ("question", "lang", "weights"),
    [
        ("chemin érable", "en", (3.0, 1.0)),  # the model's language: the settings' weights
        ("chemin érable", "fr", (0.2, 0.8)),  # another: other_dense_weight as dense share
    ],
)
def test_scores_are_ranked_in_range_and_match_the_formula(
    corpus: Corpus,
    embedder: HashingEmbedder,
    question: str,
    lang: str,
    weights: tuple[float, float],
) -> None:
    options = RetrievalOptions(model_languages=("en",), other_dense_weight=0.2)
    retriever = make_retriever(
        corpus, embedder, dense_weight=3.0, lexical_weight=1.0, options=options
    )
    hits = retriever.search(question, lang, k=10)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    wd, wl = weights
    for hit in hits:
        assert 0.0 <= hit.score <= 1.0
        assert hit.score == pytest.approx((wd * hit.dense + wl * hit.lexical) / (wd + wl))
    assert hits[0].lexical == 1.0
    assert confidence(hits) == hits[0].score
    assert confidence([]) == 0.0


def test_entry_scores_take_the_best_chunk_in_any_language(
    corpus: Corpus, embedder: HashingEmbedder
) -> None:
    # The plain options: "ppl" stays as typed, the very words of a phrasing chunk.
    retriever = make_retriever(corpus, embedder, options=RetrievalOptions())
    table = retriever.scores("cards for 3 ppl")
    chunk_dense = retriever.dense_chunk_scores("cards for 3 ppl")
    faq = retriever.entry_ids.index("faq-cards-by-players")
    faq_chunks = [i for i, c in enumerate(retriever.chunks) if c.entry_id == "faq-cards-by-players"]
    assert table.dense[faq] == pytest.approx(max(chunk_dense[faq_chunks]))
    best = max(faq_chunks, key=lambda i: chunk_dense[i])
    assert retriever.chunks[best].id == "faq-cards-by-players:en:q2"  # that very phrasing


def test_ties_are_broken_by_entry_id(embedder: HashingEmbedder) -> None:
    chunks = [
        Chunk(f"{e}:{lang}", e, lang, (1,), "Same", "same words", "rule")
        for e in ("b-entry", "a-entry", "c-entry")
        for lang in ("fr", "en")
    ]
    vectors = NumpyIndex(embedder.dim)
    vectors.add(embedder.encode([c.search_text for c in chunks]))
    retriever = Retriever(chunks, embedder, vectors)
    for mode in ("fused", "dense", "lexical"):
        ids = [h.entry_id for h in retriever.search("same words", "en", mode=mode)]
        assert ids == ["a-entry", "b-entry", "c-entry"]


def test_missing_language_falls_back_to_another(embedder: HashingEmbedder) -> None:
    chunks = [Chunk("only-fr:fr", "only-fr", "fr", (3,), "Titre", "texte seul", "rule")]
    vectors = NumpyIndex(embedder.dim)
    vectors.add(embedder.encode(["texte seul"]))
    hits = Retriever(chunks, embedder, vectors).search("texte", "en")
    assert hits[0].chunk.id == "only-fr:fr"


@pytest.mark.parametrize(("question", "k"), [("", 5), ("   ", 5), ("cartes", 0)])
def test_nothing_to_search(
    corpus: Corpus, embedder: HashingEmbedder, question: str, k: int
) -> None:
    assert make_retriever(corpus, embedder).search(question, "fr", k=k) == []


def test_lexical_mode_does_not_embed(corpus: Corpus, embedder: HashingEmbedder) -> None:
    retriever = make_retriever(corpus, embedder)

    def boom(texts: object) -> np.ndarray:
        raise AssertionError("the embedder must not run in lexical mode")

    retriever.embedder.encode = boom  # type: ignore[method-assign]
    assert retriever.search("érable", "fr", mode="lexical")[0].entry_id == "rule-paths"


def test_rrf_fusion_ranks_first_in_both_at_one(corpus: Corpus, embedder: HashingEmbedder) -> None:
    hits = make_retriever(corpus, embedder, fusion="rrf").search("le 1 annule le 8", "fr")
    assert hits[0].entry_id == "rule-one-cancels-eight"
    assert hits[0].score == pytest.approx(1.0)


def test_vector_and_chunk_counts_must_agree(corpus: Corpus, embedder: HashingEmbedder) -> None:
    with pytest.raises(ValueError, match="0 vectors for 14 chunks"):
        Retriever(build_chunks(corpus), embedder, NumpyIndex(embedder.dim))


@pytest.mark.parametrize(
    ("coverage", "expected"),
    [(Coverage.FULL, 0.5), (Coverage.SQRT, 0.5**0.5), (Coverage.OFF, 1.0)],
)
def test_lexical_share_is_scaled_by_the_known_words(
    corpus: Corpus, embedder: HashingEmbedder, coverage: Coverage, expected: float
) -> None:
    retriever = make_retriever(corpus, embedder, options=RetrievalOptions(coverage=coverage))
    hits = retriever.search("chemin météo", "fr", mode="lexical")
    assert hits[0].entry_id == "rule-paths"
    assert hits[0].lexical == pytest.approx(expected)  # "météo" is unknown to the index
    assert hits[0].lexical_raw > 0


@pytest.mark.parametrize(
    ("drop_fillers", "expected"),
    [(False, 1 / 3), (True, 1.0)],  # "mari", "pense": chatty words, not unknown rules words
)
def test_filler_words_do_not_lower_the_coverage(
    corpus: Corpus, embedder: HashingEmbedder, drop_fillers: bool, expected: float
) -> None:
    options = RetrievalOptions(coverage=Coverage.FULL, drop_fillers=drop_fillers)
    retriever = make_retriever(corpus, embedder, options=options)
    hits = retriever.search("Mon mari pense que le chemin", "fr", mode="lexical")
    assert hits[0].entry_id == "rule-paths"
    assert hits[0].lexical == pytest.approx(expected)


@pytest.mark.parametrize(
    ("options", "question", "expected"),
    [
        (RetrievalOptions(expand_abbreviations=True), "cb de cartes", "faq-cards-by-players"),
        (RetrievalOptions(fuzzy=True), "annnule", "rule-one-cancels-eight"),
        (RetrievalOptions(ngram_weight=0.5), "annul", "rule-one-cancels-eight"),
    ],
)
def test_chat_and_typo_options_find_the_entry(
    corpus: Corpus,
    embedder: HashingEmbedder,
    options: RetrievalOptions,
    question: str,
    expected: str,
) -> None:
    retriever = make_retriever(corpus, embedder, options=options)
    assert retriever.search(question, "fr", mode="lexical")[0].entry_id == expected


def test_phrasing_weight_scales_the_faq_phrasing_chunks(
    corpus: Corpus, embedder: HashingEmbedder
) -> None:
    full = make_retriever(corpus, embedder, options=RetrievalOptions()).scores("cards for 3 ppl")
    half = make_retriever(corpus, embedder, options=RetrievalOptions(phrasing_weight=0.5))
    faq = full.entry_ids.index("faq-cards-by-players")
    main_only = [c.is_main for c in half.chunks]
    chunk_dense = np.clip(half.dense_chunk_scores("cards for 3 ppl"), 0, 1)
    expected = max(
        s * (1.0 if main else 0.5)
        for s, main, c in zip(chunk_dense, main_only, half.chunks, strict=True)
        if c.entry_id == "faq-cards-by-players"
    )
    assert half.scores("cards for 3 ppl").dense[faq] == pytest.approx(expected)
    assert half.scores("cards for 3 ppl").dense[faq] <= full.dense[faq]


@pytest.mark.parametrize(
    ("aggregate", "pick"),
    [(DenseAggregate.MAX, lambda s: s[0]), (DenseAggregate.TOP2, lambda s: (s[0] + s[1]) / 2)],
)
def test_dense_aggregate_per_entry(
    corpus: Corpus,
    embedder: HashingEmbedder,
    aggregate: DenseAggregate,
    pick: Callable[[list[float]], float],
) -> None:
    options = RetrievalOptions(dense_aggregate=aggregate)
    retriever = make_retriever(corpus, embedder, options=options)
    chunk_dense = np.clip(retriever.dense_chunk_scores("cards for 3 ppl"), 0, 1)
    for n, entry_id in enumerate(retriever.entry_ids):
        mine = sorted(
            (
                s
                for s, c in zip(chunk_dense, retriever.chunks, strict=True)
                if c.entry_id == entry_id
            ),
            reverse=True,
        )
        assert retriever.scores("cards for 3 ppl").dense[n] == pytest.approx(pick(mine))


def test_a_question_is_encoded_once_across_modes(corpus: Corpus, embedder: HashingEmbedder) -> None:
    retriever = make_retriever(corpus, embedder)
    calls: list[list[str]] = []
    real_encode = embedder.encode

    def counting(texts: list[str]) -> np.ndarray:
        calls.append(list(texts))
        return real_encode(texts)

    embedder.encode = counting  # type: ignore[method-assign,assignment]
    first = retriever.search("le 1 annule le 8", "en", mode="dense")
    assert retriever.search("le 1 annule le 8", "en", mode="fused")[0].entry_id == first[0].entry_id
    retriever.search("le 1 annule le 8", "en", mode="lexical")
    assert calls == [["le 1 annule le 8"]]
    retriever.clear_query_cache()
    retriever.search("le 1 annule le 8", "en", mode="dense")
    assert len(calls) == 2


@pytest.mark.parametrize(
    ("gloss_weight", "lang", "own", "glossed"),
    [
        (0.0, "fr", 1.0, 0.0),  # off: the question as typed
        (1.0, "en", 1.0, 0.0),  # a language the model reads: never glossed
        (1.0, "fr", 0.0, 1.0),  # the English reading alone
        (0.5, "fr", 0.5, 0.5),  # a blend of both vectors
    ],
)
def test_a_foreign_question_is_embedded_through_its_english_gloss(
    corpus: Corpus,
    embedder: HashingEmbedder,
    gloss_weight: float,
    lang: str,
    own: float,
    glossed: float,
) -> None:
    options = RetrievalOptions(model_languages=("en",), gloss_weight=gloss_weight)
    retriever = make_retriever(corpus, embedder, options=options)
    question = "qui a le droit de marquer les sentiers ?"
    assert gloss(question) == "who the right to score the paths"
    mixed = own * embedder.encode([question]) + glossed * embedder.encode([gloss(question)])
    query = normalise_rows(mixed)
    chunks = embedder.encode([c.search_text for c in retriever.chunks])
    expected = np.clip(chunks @ query[0], 0.0, 1.0)
    got = np.clip(retriever.dense_chunk_scores(question, lang), 0.0, 1.0)
    assert got == pytest.approx(expected, abs=1e-5)
    lexical = retriever.scores(question, lang=lang).lexical
    assert lexical == pytest.approx(make_retriever(corpus, embedder).scores(question).lexical)


def test_drop_colours_takes_the_colour_names_out_of_the_lexical_question(
    corpus: Corpus, embedder: HashingEmbedder
) -> None:
    names = ("érable", "maple")
    keep = make_retriever(corpus, embedder, options=RetrievalOptions(), colour_names=names)
    drop = make_retriever(
        corpus, embedder, options=RetrievalOptions(drop_colours=True), colour_names=names
    )
    paths = keep.entry_ids.index("rule-paths")
    assert keep.scores("maple").lexical[paths] > 0
    assert not drop.scores("maple").lexical.any()
    assert drop.scores("maple path").lexical[paths] == pytest.approx(1.0)
