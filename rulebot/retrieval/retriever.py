"""Search the corpus: dense and lexical scores per entry, fused, ranked, cited."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from rulebot.retrieval.bm25 import LexicalTables
from rulebot.retrieval.chunks import Chunk
from rulebot.retrieval.embedders import Embedder, normalise_rows
from rulebot.retrieval.fusion import Fusion, fuse
from rulebot.retrieval.gloss import gloss
from rulebot.retrieval.idioms import (
    hand_at_end,
    players_counted,
    said_plainly,
)
from rulebot.retrieval.lexical import LexicalIndex
from rulebot.retrieval.options import DEFAULT_OPTIONS, Coverage, DenseAggregate, RetrievalOptions
from rulebot.retrieval.report import BuildReport
from rulebot.retrieval.rerank import RerankError, RerankModel, features, load_model, reranked
from rulebot.retrieval.vectors import VectorIndex
from rulebot.retrieval.words import expand_abbreviations, fold, phrases, plain_game_name

FloatArray = npt.NDArray[np.float64]
log = logging.getLogger(__name__)


class Mode(StrEnum):
    """Which signal ranks the entries."""

    FUSED = "fused"
    DENSE = "dense"
    LEXICAL = "lexical"


@dataclass(frozen=True)
class Hit:
    """One corpus entry found for a question, with its chunk in the asker's language.

    ``score`` is the ranking score of the mode asked (0..1); ``dense`` is the best
    cosine of the entry's chunks (clipped at 0), ``lexical`` its best BM25 divided by
    the question's best BM25, scaled by the share of the question's words the index
    knows as ``RetrievalOptions.coverage`` says (see ``LexicalIndex.coverage``);
    ``lexical_raw`` is that BM25 as computed.
    """

    entry_id: str
    score: float
    chunk: Chunk
    dense: float
    lexical: float
    lexical_raw: float = 0.0

    @property
    def pages(self) -> tuple[int, ...]:
        return self.chunk.pages


@dataclass(frozen=True)
class EntryScores:
    """Every entry's raw signals for one question, in corpus order."""

    entry_ids: tuple[str, ...]
    dense: FloatArray
    lexical: FloatArray
    lexical_raw: FloatArray


def confidence(hits: Sequence[Hit]) -> float:
    """How sure the search is: the top hit's score, 0 when nothing was found."""
    return hits[0].score if hits else 0.0


class Retriever:
    """Chunks with their dense and lexical indexes; answers ``search``."""

    def __init__(
        self,
        chunks: Sequence[Chunk],
        embedder: Embedder,
        vectors: VectorIndex,
        dense_weight: float = 0.5,
        lexical_weight: float = 0.5,
        fusion: Fusion | str = Fusion.WEIGHTED,
        lexical: LexicalIndex | None = None,
        options: RetrievalOptions = DEFAULT_OPTIONS,
        colour_names: Sequence[str] = (),
        reranker: RerankModel | None = None,
    ) -> None:
        """``colour_names``: the lexicon's colour words, left out of lexical questions
        when ``options.drop_colours`` says so. ``reranker``: the model reordering the
        fused top entries when ``options.rerank`` says so (default: the packaged one; if
        it is missing, names other entries than these chunks or was trained on another
        embedder's vectors, no reordering, and ``rerank_problem`` says why)."""
        if len(vectors) != len(chunks):
            raise ValueError(f"{len(vectors)} vectors for {len(chunks)} chunks")
        self.chunks = list(chunks)
        self.embedder = embedder
        self.vectors = vectors
        self.dense_weight = dense_weight
        self.lexical_weight = lexical_weight
        self.fusion = Fusion(fusion)
        self.options = options
        self.report: BuildReport | None = None
        # The same question asked again (another mode, a retry) is not encoded twice.
        self._encode_question = lru_cache(maxsize=256)(self._encode_uncached)
        self.lexical = lexical or lexical_index(self.chunks, options, colour_names)
        self._colours = phrases(colour_names) if options.dense_colour_word else None
        self.entry_ids = tuple(dict.fromkeys(c.entry_id for c in self.chunks))
        position = {entry_id: i for i, entry_id in enumerate(self.entry_ids)}
        self._entry_of_chunk = np.array([position[c.entry_id] for c in self.chunks], dtype=np.int64)
        weights = [1.0 if c.is_main else options.phrasing_weight for c in self.chunks]
        self._chunk_weight = np.array(weights, dtype=np.float64)
        self.reranker: RerankModel | None = None
        self.rerank_problem = ""
        if options.rerank:
            try:
                model = reranker or load_model(self.entry_ids)
                self.reranker = model.aligned(self.entry_ids, embedder.name)
            except RerankError as err:
                self.rerank_problem = str(err)
                log.warning("retrieval without reranking: %s", err)
        self._main: dict[tuple[str, str], Chunk] = {}
        for chunk in self.chunks:
            if chunk.is_main:
                self._main.setdefault((chunk.entry_id, chunk.lang), chunk)

    def chunk_for(self, entry_id: str, lang: str) -> Chunk:
        """The entry's main chunk in a language, else in the first language it has."""
        if (entry_id, lang) in self._main:
            return self._main[(entry_id, lang)]
        fallback = sorted(k for k in self._main if k[0] == entry_id)
        if fallback:
            return self._main[fallback[0]]
        return next(c for c in self.chunks if c.entry_id == entry_id)

    def _per_entry(self, chunk_scores: npt.ArrayLike) -> FloatArray:
        """Each entry's best chunk score, FAQ phrasings weighted by ``phrasing_weight``."""
        weighted = np.asarray(chunk_scores, dtype=np.float64) * self._chunk_weight
        best = np.zeros(len(self.entry_ids), dtype=np.float64)
        np.maximum.at(best, self._entry_of_chunk, weighted)
        return best

    def _per_entry_top2(self, chunk_scores: npt.ArrayLike) -> FloatArray:
        """Each entry's mean of its two best (weighted) chunk scores; its one if alone."""
        weighted = np.asarray(chunk_scores, dtype=np.float64) * self._chunk_weight
        out = np.zeros(len(self.entry_ids), dtype=np.float64)
        for entry in range(len(self.entry_ids)):
            mine = np.sort(weighted[self._entry_of_chunk == entry])[::-1][:2]
            out[entry] = float(mine.mean()) if len(mine) else 0.0
        return out

    def clear_query_cache(self) -> None:
        """Forget the encoded questions (benchmarks time the encoding this way)."""
        self._encode_question.cache_clear()

    def _encode_uncached(self, question: str, english: str = "") -> npt.NDArray[np.float32]:
        """The question's vector; with an English reading, blended with its vector."""
        weight = self.options.gloss_weight
        if not english or weight <= 0:
            return self.embedder.encode([question])
        if weight >= 1:
            return self.embedder.encode([english])
        own, glossed = self.embedder.encode([question, english])
        return normalise_rows((1 - weight) * own + weight * glossed)

    def dense_chunk_scores(self, question: str, lang: str | None = None) -> FloatArray:
        """The cosine of the question with every chunk, in chunk order."""
        query = self.question_vector(question, lang)
        out: FloatArray = self.vectors.scores(query)[0].astype(np.float64)  # nothing sorted
        return out

    def question_vector(self, question: str, lang: str | None = None) -> npt.NDArray[np.float32]:
        """The question's dense vector, (1, dim). A question in a language the model does
        not read is also glossed into English if the options say so, and colour names are
        neutralised if ``dense_colour_word`` says so, the game's own name if
        ``dense_game_name`` does."""
        if self.options.dense_game_name:
            question = plain_game_name(question)
        if self._colours is not None and self._colours.search(fold(question)):
            question = self._colours.sub(self.options.dense_colour_word, fold(question))
        english = (
            gloss(question) if self.options.gloss_weight > 0 and self.options.foreign(lang) else ""
        )
        return self._encode_question(question, english)

    def prepare(self, question: str, lang: str | None = None) -> str:
        """The question as searched: chat abbreviations written out if the options say so,
        players told as people read as a count of players ("three of us": three players),
        set phrases said plainly ("les deux bouts": les bouts), the hand asked whether it
        matters at the end with the words of the right to score (in ``lang``)."""
        if self.options.expand_abbreviations:
            question = expand_abbreviations(question)
        return hand_at_end(said_plainly(players_counted(question)), lang)

    def scores(
        self, question: str, with_dense: bool = True, lang: str | None = None
    ) -> EntryScores:
        """Every entry's dense and lexical score for a question in ``lang`` (None: read
        as the model's language) (see ``RetrievalOptions``)."""
        options = self.options
        question = self.prepare(question, lang)
        dense = np.zeros(len(self.entry_ids))
        if with_dense and self.chunks:
            chunk_dense = np.clip(self.dense_chunk_scores(question, lang), 0.0, 1.0)
            if options.dense_aggregate is DenseAggregate.TOP2:
                dense = self._per_entry_top2(chunk_dense)
            else:
                dense = self._per_entry(chunk_dense)
        raw = self._per_entry(self.lexical.raw_scores(question))
        lexical = _max_normalised(raw)
        if options.ngram_weight > 0:
            grams = _max_normalised(self._per_entry(self.lexical.gram_scores(question)))
            lexical = (1 - options.ngram_weight) * lexical + options.ngram_weight * grams
        coverage = self.lexical.coverage(question)
        if options.coverage is Coverage.FULL:
            lexical = lexical * coverage
        elif options.coverage is Coverage.SQRT:
            lexical = lexical * np.sqrt(coverage)
        return EntryScores(self.entry_ids, dense, lexical, raw)

    def search(
        self, question: str, lang: str, k: int = 5, mode: Mode | str = Mode.FUSED
    ) -> list[Hit]:
        """The ``k`` best entries for a question, best first; ties by entry id."""
        mode = Mode(mode)
        if not question.strip() or not self.chunks or k <= 0:
            return []
        table = self.scores(question, with_dense=mode is not Mode.LEXICAL, lang=lang)
        if mode is Mode.DENSE:
            ranking = table.dense
        elif mode is Mode.LEXICAL:
            ranking = table.lexical
        else:
            dense_weight, lexical_weight = self.options.weights(
                lang, self.dense_weight, self.lexical_weight
            )
            ranking = fuse(table.dense, table.lexical, dense_weight, lexical_weight, self.fusion)
        order = sorted(
            (i for i in range(len(self.entry_ids)) if ranking[i] > 0),
            key=lambda i: (-float(ranking[i]), self.entry_ids[i]),
        )
        ranked = [(i, float(ranking[i])) for i in order]
        if mode is Mode.FUSED and self.reranker is not None and ranked:
            ranked = self._reranked(question, lang, order, ranking, self.reranker)
        return [
            Hit(
                entry_id=self.entry_ids[i],
                score=score,
                chunk=self.chunk_for(self.entry_ids[i], lang),
                dense=float(table.dense[i]),
                lexical=float(table.lexical[i]),
                lexical_raw=float(table.lexical_raw[i]),
            )
            for i, score in ranked[:k]
        ]

    def _reranked(
        self,
        question: str,
        lang: str,
        order: list[int],
        ranking: FloatArray,
        model: RerankModel,
    ) -> list[tuple[int, float]]:
        """The fused top ``model.k`` reordered by the rerank model (see ``rerank.py``):
        the scores stay those of the places, so the top score is the fused top score."""
        read = self.prepare(question, lang)
        feats = features(read, lang, self.lexical.words)
        vector = self.question_vector(read, lang)
        probabilities = model.probabilities(feats, vector)
        return reranked(order, ranking, probabilities, model.k, model.weight)


def lexical_index(
    chunks: Sequence[Chunk],
    options: RetrievalOptions = DEFAULT_OPTIONS,
    colour_names: Sequence[str] = (),
    tables: LexicalTables | None = None,
) -> LexicalIndex:
    """The BM25 index of the chunks as the options say (``tables``: saved with the index)."""
    return LexicalIndex(
        [(c.search_text, c.lang) for c in chunks],
        k1=options.k1,
        b=options.b,
        drop_fillers=options.drop_fillers,
        fuzzy=options.fuzzy,
        ngrams=options.ngram_weight > 0,
        ignored=colour_names if options.drop_colours else (),
        tables=tables,
    )


def _max_normalised(values: FloatArray) -> FloatArray:
    top = float(values.max(initial=0.0))
    out: FloatArray = values / top if top > 0 else values
    return out
