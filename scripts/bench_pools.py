"""Retrieval hit@1, hit@3 and MRR on a TUNE pool and a CHECK pool, and a search of options.

    .venv/bin/python scripts/bench_pools.py [--search] [--show-misses tune|check]

The TUNE pool is every question a change may be chosen on: eval/golden/dev.yaml and
eval/sets/blind_1_tune.yaml (single questions naming entries), and the ``tune`` halves of
the rules-question phrasing sets, eval/phrasings/retrieval_tune.yaml and answer_tune.yaml
(converted from tests/data/retrieval_phrasings*.yaml and answer_phrasings*.yaml). The
CHECK pool is their ``check`` halves: measured, never used to choose. (The
blind_1 check half is only measured through ``rulebot eval --no-items --json``; the
held-out splits are never read.) A question in both pools counts in CHECK only.

``--search`` runs a coordinate search from ``DEFAULT_OPTIONS`` (and the settings'
English fusion weights) over the values in ``SPACE``, choosing on the TUNE pool (hit@1,
then MRR) and printing both pools for every step. Figures only: it changes no file.
Embeddings are cached (``CachingEmbedder``) and fusion weights are varied on the same
per-entry scores, so a full search takes a few minutes.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rulebot.config import Settings  # noqa: E402
from rulebot.corpus import load_corpus  # noqa: E402
from rulebot.evaluation.golden import load_file  # noqa: E402
from rulebot.retrieval import Retriever, SentenceTransformerEmbedder, build_chunks  # noqa: E402
from rulebot.retrieval.embedders import CachingEmbedder  # noqa: E402
from rulebot.retrieval.fusion import fuse  # noqa: E402
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions  # noqa: E402
from rulebot.retrieval.store import QUESTIONS, colour_names  # noqa: E402
from rulebot.retrieval.vectors import FaissIndex  # noqa: E402

PHRASINGS = ROOT / "eval" / "phrasings"
GOLDEN = [ROOT / "eval" / "golden" / "dev.yaml", ROOT / "eval" / "sets" / "blind_1_tune.yaml"]
TUNE_SETS = [PHRASINGS / "retrieval_tune.yaml", PHRASINGS / "answer_tune.yaml"]
CHECK_SETS = [PHRASINGS / "retrieval_check.yaml", PHRASINGS / "answer_check.yaml"]
DEPTH = 10  # MRR@10, as `rulebot eval`


@dataclass(frozen=True)
class Item:
    """One question of a pool, with the entries that answer it and where it comes from."""

    q: str
    lang: str
    entries: frozenset[str]
    source: str


@dataclass(frozen=True)
class Config:
    """Retrieval options with the English fusion weights (from Settings by default)."""

    options: RetrievalOptions
    dense_weight: float
    lexical_weight: float

    def label(self) -> str:
        return f"en_dense={self.dense_weight:g} {self.options.label()}"


def _single(paths: list[Path]) -> list[Item]:
    """The single questions naming entries of these sets."""
    return [
        Item(g.question, g.lang, frozenset(g.entries), path.stem)
        for path in paths
        for g in load_file(path)
        if len(g.turns) == 1 and g.entries
    ]


def pools() -> dict[str, list[Item]]:
    """The TUNE and CHECK pools (see the module docstring)."""
    tune = _single([*GOLDEN, *TUNE_SETS])
    check = _dedupe(_single(CHECK_SETS))
    held = {(i.q, i.lang) for i in check}
    return {"tune": _dedupe([i for i in tune if (i.q, i.lang) not in held]), "check": check}


def _dedupe(items: list[Item]) -> list[Item]:
    seen: dict[tuple[str, str], Item] = {}
    for item in items:
        seen.setdefault((item.q, item.lang), item)
    return list(seen.values())


class Bench:
    """The corpus index built once; per-entry scores per (options, question), cached."""

    def __init__(self) -> None:
        import torch

        torch.set_num_threads(1)  # one query at a time: threads only contend on a shared CPU
        self.settings = Settings()
        self.corpus = load_corpus(self.settings.corpus_dir)
        self.embedder = CachingEmbedder(SentenceTransformerEmbedder(self.settings.embedding_model))
        self.chunks = build_chunks(self.corpus, QUESTIONS)
        self.vectors = FaissIndex(self.embedder.dim)
        self.vectors.add(self.embedder.encode([c.search_text for c in self.chunks]))
        self._tables: dict[tuple[RetrievalOptions, str], list[tuple[np.ndarray, np.ndarray]]] = {}
        self._retrievers: dict[RetrievalOptions, Retriever] = {}

    def retriever(self, config: Config) -> Retriever:
        if config.options not in self._retrievers:
            self._retrievers[config.options] = Retriever(
                self.chunks,
                self.embedder,
                self.vectors,
                options=config.options,
                colour_names=colour_names(self.corpus),
            )
        found = self._retrievers[config.options]
        found.dense_weight, found.lexical_weight = config.dense_weight, config.lexical_weight
        return found

    def ranks(self, config: Config, pool: str, items: list[Item]) -> list[int]:
        """1-based rank of the first acceptable entry per item (0: not in the top DEPTH),
        ranked exactly as ``Retriever.search`` ranks (fused, ties by entry id)."""
        retriever = self.retriever(config)
        key = (config.options, pool)
        if key not in self._tables:
            tables = [retriever.scores(i.q, lang=i.lang) for i in items]
            self._tables[key] = [(t.dense, t.lexical) for t in tables]
        ids = retriever.entry_ids
        out = []
        for item, (dense, lexical) in zip(items, self._tables[key], strict=True):
            wd, wl = config.options.weights(item.lang, config.dense_weight, config.lexical_weight)
            score = fuse(dense, lexical, wd, wl, retriever.fusion)
            order = sorted(
                (i for i in range(len(ids)) if score[i] > 0), key=lambda i: (-score[i], ids[i])
            )
            top = [ids[i] for i in order[:DEPTH]]
            out.append(next((n + 1 for n, e in enumerate(top) if e in item.entries), 0))
        return out


def figures(ranks: list[int]) -> tuple[float, float, float]:
    """hit@1, hit@3 and MRR of a list of ranks."""
    n = max(len(ranks), 1)
    hit1 = sum(r == 1 for r in ranks) / n
    hit3 = sum(1 <= r <= 3 for r in ranks) / n
    return hit1, hit3, sum(1 / r for r in ranks if r) / n


def line(ranks: list[int], items: list[Item]) -> str:
    cells = []
    for lang in ("", "fr", "en"):
        mine = [r for r, i in zip(ranks, items, strict=True) if lang in ("", i.lang)]
        h1, h3, mrr = figures(mine)
        cells.append(f"{lang or 'all'}({len(mine)}) {h1:.3f}/{h3:.3f}/{mrr:.3f}")
    return "  ".join(cells)


SPACE: dict[str, list[object]] = {
    "dense_weight": [0.6, 0.7, 0.75, 0.8, 0.85, 0.9],
    "other_dense_weight": [0.3, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7],
    "k1": [0.8, 1.0, 1.2, 1.5, 2.0],
    "b": [0.3, 0.5, 0.75, 0.9],
    "coverage": ["full", "sqrt", "off"],
    "dense_aggregate": ["max", "top2"],
    "phrasing_weight": [0.8, 0.9, 0.95, 1.0],
    "drop_fillers": [True, False],
    "expand_abbreviations": [True, False],
    "drop_colours": [True, False],
    "fuzzy": [False, True],
    "ngram_weight": [0.0, 0.1, 0.2, 0.3],
    "gloss_weight": [0.0, 0.5, 0.75, 1.0],
    "dense_colour_word": ["", "color", "colour"],
    "dense_game_name": [True, False],
}


def with_value(config: Config, name: str, value: object) -> Config:
    if name == "dense_weight":
        return replace(config, dense_weight=float(value), lexical_weight=1.0 - float(value))  # type: ignore[arg-type]
    return replace(config, options=replace(config.options, **{name: value}))


def search(bench: Bench, table: dict[str, list[Item]], start: Config, rounds: int) -> Config:
    """Coordinate search on the TUNE pool (hit@1, then MRR); both pools printed."""

    def objective(config: Config) -> tuple[float, float]:
        h1, _, mrr = figures(bench.ranks(config, "tune", table["tune"]))
        return round(h1, 6), round(mrr, 6)

    best, best_score = start, objective(start)
    for n in range(rounds):
        moved = False
        for name, values in SPACE.items():
            for value in values:
                config = with_value(best, name, value)
                if config == best:
                    continue
                score = objective(config)
                check = figures(bench.ranks(config, "check", table["check"]))
                print(
                    f"  r{n} {name}={value!s:6} tune {score[0]:.3f}/{score[1]:.3f} "
                    f"check {check[0]:.3f}/{check[2]:.3f}"
                    + ("  <- better" if score > best_score else "")
                )
                if score > best_score:
                    best, best_score, moved = config, score, True
        print(f"round {n}: {best.label()} tune {best_score}")
        if not moved:
            break
    return best


def report(bench: Bench, table: dict[str, list[Item]], config: Config, misses: str) -> None:
    print(config.label())
    for pool, items in table.items():
        ranks = bench.ranks(config, pool, items)
        print(f"  {pool:6} {line(ranks, items)}")
        for source in sorted({i.source for i in items}):
            mine = [(r, i) for r, i in zip(ranks, items, strict=True) if i.source == source]
            print(f"    {source:24} {line([r for r, _ in mine], [i for _, i in mine])}")
        if pool == "tune" and pool in misses.split(","):  # never the check pool
            retriever = bench.retriever(config)
            for rank, item in zip(ranks, items, strict=True):
                if rank != 1:
                    top = [h.entry_id for h in retriever.search(item.q, item.lang, k=3)]
                    print(f"    miss@{rank} {item.q!r} -> {top} want {sorted(item.entries)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--search", action="store_true", help="coordinate search on TUNE")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--show-misses", default="", help="pools: tune (never check)")
    args = parser.parse_args()
    bench = Bench()
    table = pools()
    print({name: len(items) for name, items in table.items()})
    start = Config(DEFAULT_OPTIONS, bench.settings.dense_weight, bench.settings.lexical_weight)
    report(bench, table, start, args.show_misses)
    if args.search:
        chosen = search(bench, table, start, args.rounds)
        report(bench, table, chosen, "")


if __name__ == "__main__":
    main()
