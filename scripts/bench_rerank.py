"""Does a learned reranking of the fused top candidates generalise? Figures only.

    .venv/bin/python scripts/bench_rerank.py [--quick] [--with-b]

Leave-one-source-out cross-validation over the readable labelled sources of
scripts/train_rerank.py (``SOURCES``): for each source, train on every other source and
the corpus phrasings (a left-out question also found in another source is taken out of
training too), and measure hit@1 / hit@3 / MRR@10 on the left-out source:

- ``base``: the retriever as it ranks without the model (``DEFAULT_OPTIONS``, rerank off);
- ``A``: the rerank model (rulebot/retrieval/rerank.py), ``fused + w * p(entry)`` over the
  top ``k`` fused entries, for a grid of ``w``, ``k`` and L2; chosen on the pooled CV
  (hit@1, then MRR), never on CHECK;
- ``B``: no model, the training questions added to the corpus as phrasing chunks.

Then the CHECK pool of scripts/bench_pools.py (the ``check`` halves: measured, never in
training, never shown item by item) and its TUNE pool (inflated: in training), with
everything readable in training; and the top score (the confidence that declines
out-of-scope questions) before and after on the readable out-of-scope questions.
``--with-b`` adds the column ``B`` (slow: every fold re-indexes the corpus).

Figures of 2026-12-01 (hit@1/hit@3/MRR), chosen k 5, w 0.5, L2 1e-4: pooled CV over 1423
questions base 0.949/0.992/0.971, A 0.966/0.994/0.980, B 0.922/0.990/0.956; CHECK (723)
base 0.917/0.988/0.952, A 0.939/0.988/0.964, B 0.909/0.982/0.945; TUNE (1041, in
training) base 0.952, A 0.988, B 0.994; the top score changed on 0 of 381 readable
questions naming no entry. Word features alone (no vector) reached 0.959 pooled CV.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))

import bench_pools  # noqa: E402
import train_rerank as tr  # noqa: E402
from bench_pools import DEPTH, Bench, Config, figures  # noqa: E402

from rulebot.evaluation.golden import load_file  # noqa: E402
from rulebot.retrieval import Chunk, Retriever  # noqa: E402
from rulebot.retrieval.fusion import fuse  # noqa: E402
from rulebot.retrieval.options import DEFAULT_OPTIONS  # noqa: E402
from rulebot.retrieval.rerank import RerankModel, reranked  # noqa: E402
from rulebot.retrieval.store import colour_names  # noqa: E402
from rulebot.retrieval.vectors import FaissIndex  # noqa: E402

WEIGHTS = [0.1, 0.2, 0.3, 0.5, 0.75, 1.0]
KS = [3, 5]
L2S = [1e-4]  # 1e-3 and 1e-2 were no better (word features alone: pooled hit@1 <= 0.959)
Key = tuple[str, str]
PLAIN = replace(DEFAULT_OPTIONS, rerank=False)  # the retriever as it ranks without the model


def key(q: str, lang: str) -> Key:
    return (" ".join(q.casefold().split()), lang)


def fused(retriever: Retriever, config: Config, q: str, lang: str) -> np.ndarray:
    table = retriever.scores(q, lang=lang)
    wd, wl = config.options.weights(lang, config.dense_weight, config.lexical_weight)
    return fuse(table.dense, table.lexical, wd, wl, retriever.fusion)


def order_of(score: np.ndarray, ids: Sequence[str]) -> list[int]:
    return sorted((i for i in range(len(ids)) if score[i] > 0), key=lambda i: (-score[i], ids[i]))


def rank(order: Sequence[int], ids: Sequence[str], entries: frozenset[str]) -> int:
    top = [ids[i] for i in order[:DEPTH]]
    return next((n + 1 for n, e in enumerate(top) if e in entries), 0)


def row(name: str, n: int, *columns: list[int]) -> str:
    cells = " | ".join("{:.3f}/{:.3f}/{:.3f}".format(*figures(c)) for c in columns)
    return f"  {name:36} {n:4}  {cells}"


class Study:
    """The fused scores of every question, and the rerank probabilities per fold."""

    def __init__(self, quick: bool) -> None:
        self.bench = Bench()
        settings = self.bench.settings
        self.config = Config(PLAIN, settings.dense_weight, settings.lexical_weight)
        self.retriever = self.bench.retriever(self.config)
        self.ids = self.retriever.entry_ids
        self.corpus = self.bench.corpus
        self.featurise = tr.Featuriser(self.corpus)
        self.quick = quick
        self._fused: dict[Key, np.ndarray] = {}

    def fused(self, q: str, lang: str) -> np.ndarray:
        if key(q, lang) not in self._fused:
            self._fused[key(q, lang)] = fused(self.retriever, self.config, q, lang)
        return self._fused[key(q, lang)]

    def vector(self, q: str, lang: str) -> np.ndarray:
        return tr.question_vector(self.retriever, q, lang)

    def model(self, examples: Sequence[tr.Example], l2: float) -> RerankModel:
        """Trained as scripts/train_rerank.py trains, and pruned as it writes the file."""
        rows = [self.featurise(e.q, e.lang) for e in examples]
        matrix = np.stack([self.vector(e.q, e.lang) for e in examples])
        steps = 150 if self.quick else tr.STEPS
        targets = [e.entries for e in examples]
        model = tr.fit(rows, matrix, targets, self.ids, l2=l2, steps=steps)
        return RerankModel.from_json(model.to_json(tr.PRUNE))

    def probabilities(self, model: RerankModel, q: str, lang: str) -> np.ndarray:
        return model.probabilities(self.featurise(q, lang), self.vector(q, lang))

    def phrasing_retriever(self, examples: Sequence[tr.Example]) -> Retriever:
        """B: the corpus chunks plus every training question as a phrasing chunk."""
        titles = {(e.id, lang): t.title for e in self.corpus.entries for lang, t in e.texts.items()}
        pages = {e.id: e.pages for e in self.corpus.entries}
        kinds = {e.id: str(e.kind) for e in self.corpus.entries}
        extra = [
            Chunk(
                id=f"{entry}:{ex.lang}:x{n}",
                entry_id=entry,
                lang=ex.lang,
                pages=pages[entry],
                section=titles.get((entry, ex.lang), ""),
                text=ex.q,
                kind=kinds[entry],
                is_main=False,
            )
            for n, ex in enumerate(examples)
            if ex.source != "corpus"
            for entry in sorted(ex.entries)
            if entry in pages
        ]
        chunks = [*self.bench.chunks, *extra]
        vectors = FaissIndex(self.bench.embedder.dim)
        vectors.add(self.bench.embedder.encode([c.search_text for c in chunks]))
        found = Retriever(
            chunks,
            self.bench.embedder,
            vectors,
            options=PLAIN,
            colour_names=colour_names(self.corpus),
        )
        found.dense_weight, found.lexical_weight = (
            self.config.dense_weight,
            self.config.lexical_weight,
        )
        return found


def grid_ranks(
    study: Study,
    items: Sequence[tr.Example],
    probs: Sequence[np.ndarray],
    w: float,
    k: int,
    within: bool,
) -> list[int]:
    out = []
    for item, p in zip(items, probs, strict=True):
        score = study.fused(item.q, item.lang)
        order = order_of(score, study.ids)
        if within:  # p renormalised over the top k
            head = order[:k]
            p = p.copy()
            p[head] = p[head] / max(float(p[head].sum()), 1e-12)
        moved = [i for i, _ in reranked(order, score, p, k, w)]
        out.append(rank(moved, study.ids, item.entries))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer training steps")
    parser.add_argument("--with-b", action="store_true", help="the phrasing-chunk baseline too")
    args = parser.parse_args()
    study = Study(args.quick)
    corpus_ex = tr.corpus_examples(study.corpus)
    items = tr.labelled()
    sources = sorted({e.source for e in items}, key=[tr.relative(p) for p in tr.SOURCES].index)
    print(f"{len(items)} readable labelled questions, {len(corpus_ex)} corpus phrasings")
    l2s = L2S
    held: dict[str, list[tr.Example]] = {}
    probs: dict[tuple[str, float], list[np.ndarray]] = {}
    b_ranks: dict[str, list[int]] = {}
    for source in sources:
        mine = [e for e in items if e.source == source]
        out = {key(e.q, e.lang) for e in mine}
        train = [e for e in items if key(e.q, e.lang) not in out] + corpus_ex
        held[source] = mine
        for l2 in l2s:
            model = study.model(train, l2)
            probs[(source, l2)] = [study.probabilities(model, e.q, e.lang) for e in mine]
        if args.with_b:
            b = study.phrasing_retriever(train)
            b_ranks[source] = [
                rank(order_of(fused(b, study.config, e.q, e.lang), study.ids), study.ids, e.entries)
                for e in mine
            ]
        print(f"  fold {source}: {len(mine)} held out, {len(train)} in training", flush=True)

    base = {s: grid_ranks(study, held[s], probs[(s, l2s[0])], 0.0, 1, False) for s in sources}
    pooled_base = [r for s in sources for r in base[s]]
    results = []
    for l2 in l2s:
        for within in (False,):
            for k in KS:
                for w in WEIGHTS:
                    ranks = [
                        r
                        for s in sources
                        for r in grid_ranks(study, held[s], probs[(s, l2)], w, k, within)
                    ]
                    h1, _, mrr = figures(ranks)
                    results.append(((round(h1, 6), round(mrr, 6)), l2, within, k, w))
    results.sort(key=lambda r: r[0], reverse=True)
    print("\nCV grid, best 15 (pooled hit@1, MRR): l2, p renormalised over top k, k, w")
    for (h1, mrr), l2, within, k, w in results[:15]:
        print(f"  {h1:.3f} {mrr:.3f}  l2={l2:g} within={within} k={k} w={w:g}")
    for k in KS:  # the shape of the surface at the first L2, p over all entries
        cells = []
        for w in WEIGHTS:
            found = next(r for r in results if r[1:] == (l2s[0], False, k, w))
            cells.append(f"w={w:g}:{found[0][0]:.3f}")
        print(f"  k={k} l2={l2s[0]:g}: " + " ".join(cells))
    _, l2, within, k, w = results[0]
    print(f"\nchosen on CV: l2={l2:g} within={within} k={k} w={w:g}")
    print("\nleave-one-source-out: n, hit@1/hit@3/MRR   base | A (chosen) | B (phrasings)")
    if not args.with_b:
        print("  (B not run: its column repeats base; --with-b runs it)")
    pooled_a: list[int] = []
    pooled_b: list[int] = []
    for s in sources:
        a = grid_ranks(study, held[s], probs[(s, l2)], w, k, within)
        pooled_a += a
        b = b_ranks.get(s, base[s])
        pooled_b += b
        print(row(s, len(held[s]), base[s], a, b))
    print(row("POOLED", len(pooled_base), pooled_base, pooled_a, pooled_b))

    # CHECK and TUNE pools, everything readable in training.
    everything = [*items, *corpus_ex]
    model = study.model(everything, l2)
    table = bench_pools.pools()
    b_all = study.phrasing_retriever(everything) if args.with_b else None
    print("\npools (trained on everything readable): n, base | A | B")
    for pool in ("tune", "check"):
        pool_items = [tr.Example(i.q, i.lang, i.entries, pool) for i in table[pool]]
        p = [study.probabilities(model, i.q, i.lang) for i in pool_items]
        zero = grid_ranks(study, pool_items, p, 0.0, 1, False)
        a = grid_ranks(study, pool_items, p, w, k, within)
        if b_all is None:
            b = zero
        else:
            b = [
                rank(
                    order_of(fused(b_all, study.config, i.q, i.lang), study.ids),
                    study.ids,
                    i.entries,
                )
                for i in pool_items
            ]
        print(row(pool.upper() + (" (in training)" if pool == "tune" else ""), len(p), zero, a, b))
        for lang in ("fr", "en"):
            idx = [n for n, i in enumerate(pool_items) if i.lang == lang]
            print(row(f"  {lang}", len(idx), *[[c[n] for n in idx] for c in (zero, a, b)]))

    # The confidence on readable out-of-scope questions: the top score before and after.
    scope = [
        g for path in tr.GOLDEN for g in load_file(path) if len(g.turns) == 1 and not g.entries
    ]
    changed = 0
    for g in scope:
        score = study.fused(g.question, g.lang)
        order = order_of(score, study.ids)
        p = study.probabilities(model, g.question, g.lang)
        after = reranked(order, score, p, k, w)
        before_top = float(score[order[0]]) if order else 0.0
        after_top = after[0][1] if after else 0.0
        changed += before_top != after_top
    print(f"\nout-of-scope questions (no entries) of the readable sets: {len(scope)}, ", end="")
    print(f"top score changed on {changed}")


if __name__ == "__main__":
    main()
