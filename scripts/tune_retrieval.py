"""Tune retrieval on the dev split: ranking per mode, and the top scores that set the thresholds.

    .venv/bin/python scripts/tune_retrieval.py [--weights 0.3,0.4,0.5,0.6,0.7] [--show-misses]

Reads eval/golden/dev.yaml only (never test.yaml: it is held out). For each configuration
(``RetrievalOptions`` x fusion weights) it prints, over the single-question items that
name entries, hit@1, hit@3 and MRR@10 in dense, lexical and fused mode, and the
separation of the top fused score between those items and the out-of-scope ones (AUC;
all of them, scored as if they reached retrieval: the thresholds are the second line of
defence behind the intent rules). It then picks the best configuration (fused hit@1,
then MRR, averaged with the neighbouring dense weights, among those whose AUC is at
least the baseline's minus ``--auc-slack``), and for it suggests ``on_topic_threshold``
and ``abstain_threshold`` from the measured scores.
Figures only: it changes no file. Uses a temporary cache folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rulebot.config import Settings  # noqa: E402
from rulebot.corpus import load_corpus  # noqa: E402
from rulebot.evaluation.golden import GoldenItem, load_file  # noqa: E402
from rulebot.pipeline.lexicon import lexicon_of  # noqa: E402
from rulebot.retrieval import Retriever, SentenceTransformerEmbedder, build_chunks  # noqa: E402
from rulebot.retrieval.embedders import CachingEmbedder  # noqa: E402
from rulebot.retrieval.fusion import weighted  # noqa: E402
from rulebot.retrieval.options import (  # noqa: E402
    BASELINE,
    DEFAULT_OPTIONS,
    Coverage,
    DenseAggregate,
    RetrievalOptions,
)
from rulebot.retrieval.store import QUESTIONS, colour_names  # noqa: E402
from rulebot.retrieval.vectors import FaissIndex  # noqa: E402
from rulebot.understanding import Intent, classify, mentions_game  # noqa: E402

DEV = ROOT / "eval" / "golden" / "dev.yaml"
DEPTH = 10  # MRR@10, as `rulebot eval`
MARGIN = 0.05  # a threshold stays this far below every correctly answered dev question


@dataclass(frozen=True)
class Probe:
    """A dev question: its acceptable entries (empty: out of scope) and how it is routed."""

    id: str
    lang: str
    question: str
    entries: frozenset[str]
    on_topic: bool  # mentions the game: the lower threshold applies
    retrieved: bool  # reaches retrieval at all (the intent does not abstain first)


@dataclass
class Figures:
    options: RetrievalOptions
    dense_weight: float
    rank: dict[str, dict[str, float]]  # mode -> hit1, hit3, mrr
    top_in: list[tuple[Probe, float, bool]]  # in-scope: top fused score, top-1 correct
    top_out: list[tuple[Probe, float]]  # out-of-scope, as if they reached retrieval
    auc: float


def probes(items: Iterable[GoldenItem], corpus: Any) -> list[Probe]:
    lexicon = lexicon_of(corpus)
    out = []
    for item in items:
        if len(item.turns) != 1 or not (item.entries or item.abstain):
            continue
        intent = classify(item.question, lexicon)
        out.append(
            Probe(
                id=item.id,
                lang=item.lang,
                question=item.question,
                entries=frozenset(item.entries),
                on_topic=mentions_game(item.question, lexicon),
                retrieved=intent not in (Intent.OUT_OF_SCOPE, Intent.GREETING),
            )
        )
    return out


def rank_of(scores: np.ndarray, entry_ids: Sequence[str], wanted: frozenset[str]) -> int:
    """1-based rank of the first wanted entry (ties by entry id, as ``search``); 0 if absent."""
    order = sorted(
        (i for i in range(len(entry_ids)) if scores[i] > 0),
        key=lambda i: (-float(scores[i]), entry_ids[i]),
    )[:DEPTH]
    return next((n for n, i in enumerate(order, 1) if entry_ids[i] in wanted), 0)


def auc(positives: Sequence[float], negatives: Sequence[float]) -> float:
    """P(an in-scope top score > an out-of-scope one), ties half."""
    if not positives or not negatives:
        return float("nan")
    pairs = [(p > n) + 0.5 * (p == n) for p in positives for n in negatives]
    return float(sum(pairs) / len(pairs))


def measure(retriever: Retriever, items: list[Probe], weights: Sequence[float]) -> list[Figures]:
    ids = retriever.entry_ids
    tables = {p.id: retriever.scores(p.question, lang=p.lang) for p in items}
    inside = [p for p in items if p.entries]
    # Every out-of-scope question counts, not only those the intent rules let through
    # today: the thresholds are the second line of defence, for the ones that slip past.
    outside = [p for p in items if not p.entries]
    results = []
    for wd in weights:
        modes: dict[str, dict[str, float]] = {}
        fused_of = {
            p.id: weighted(
                tables[p.id].dense,
                tables[p.id].lexical,
                *retriever.options.weights(p.lang, wd, 1 - wd),
            )
            for p in items
        }
        for mode in ("dense", "lexical", "fused"):
            ranks = []
            for p in inside:
                t = tables[p.id]
                scores = {"dense": t.dense, "lexical": t.lexical, "fused": fused_of[p.id]}[mode]
                ranks.append(rank_of(scores, ids, p.entries))
            n = len(ranks)
            modes[mode] = {
                "hit1": sum(r == 1 for r in ranks) / n,
                "hit3": sum(1 <= r <= 3 for r in ranks) / n,
                "mrr": sum(1 / r for r in ranks if r) / n,
            }
        top_in = []
        for p in inside:
            fused = fused_of[p.id]
            top_in.append((p, float(fused.max()), rank_of(fused, ids, p.entries) == 1))
        top_out = [(p, float(fused_of[p.id].max())) for p in outside]
        separation = auc([s for _, s, _ in top_in], [s for _, s in top_out])
        results.append(Figures(retriever.options, wd, modes, top_in, top_out, separation))
    return results


def grid() -> list[RetrievalOptions]:
    """One change at a time from the baseline, then the promising ones together."""
    chat = replace(BASELINE, drop_fillers=True, expand_abbreviations=True, fuzzy=True)
    tuned = replace(chat, k1=0.9, b=0.4)
    options = [
        BASELINE,
        replace(BASELINE, coverage=Coverage.SQRT),
        replace(BASELINE, coverage=Coverage.OFF),
        replace(BASELINE, k1=0.9, b=0.4),
        replace(BASELINE, k1=1.5, b=0.75),
        replace(BASELINE, k1=1.2, b=0.3),
        replace(BASELINE, dense_aggregate=DenseAggregate.TOP2),
        replace(BASELINE, phrasing_weight=0.8),
        replace(BASELINE, drop_fillers=True),
        replace(BASELINE, expand_abbreviations=True),
        replace(BASELINE, fuzzy=True),
        replace(BASELINE, ngram_weight=0.3),
        chat,
        replace(chat, coverage=Coverage.SQRT),
        replace(chat, coverage=Coverage.OFF),
        replace(chat, ngram_weight=0.3),
        replace(chat, coverage=Coverage.SQRT, ngram_weight=0.3),
        replace(chat, coverage=Coverage.SQRT, dense_aggregate=DenseAggregate.TOP2),
        replace(chat, coverage=Coverage.SQRT, phrasing_weight=0.8),
        replace(tuned, coverage=Coverage.SQRT),
        replace(tuned, coverage=Coverage.OFF),
        replace(tuned, coverage=Coverage.SQRT, ngram_weight=0.3),
    ]
    # The packaged model is English-only: French questions fused with less dense weight.
    for base in (BASELINE, chat, replace(chat, coverage=Coverage.SQRT), tuned):
        for share in (0.2, 0.3, 0.4):
            options.append(replace(base, model_languages=("en",), other_dense_weight=share))
    french = replace(BASELINE, model_languages=("en",), other_dense_weight=0.2)
    options += [
        replace(french, coverage=Coverage.SQRT),
        replace(french, coverage=Coverage.OFF),
        replace(french, drop_fillers=True),
        replace(french, expand_abbreviations=True),
        replace(french, fuzzy=True),
        replace(french, ngram_weight=0.3),
        replace(french, drop_fillers=True, coverage=Coverage.SQRT),
        replace(french, expand_abbreviations=True, fuzzy=True),
        replace(french, expand_abbreviations=True, fuzzy=True, coverage=Coverage.SQRT),
    ]
    for share in (0.2, 0.3, 0.4):
        options.append(
            replace(
                tuned,
                coverage=Coverage.SQRT,
                ngram_weight=0.3,
                model_languages=("en",),
                other_dense_weight=share,
            )
        )
    # Colour names out of the lexical question, with the chat clean-ups and French weights.
    colours = replace(BASELINE, drop_fillers=True, drop_colours=True, model_languages=("en",))
    for share in (0.2, 0.3, 0.4, 0.5):
        options.append(replace(colours, other_dense_weight=share))
        options.append(replace(colours, other_dense_weight=share, expand_abbreviations=True))
    options.append(replace(colours, dense_aggregate=DenseAggregate.TOP2))
    # French questions read in English for the dense side (data/gloss.yaml), with a
    # larger French dense share since the gloss is what the model reads.
    chat_colours = replace(colours, expand_abbreviations=True)
    for gloss_weight in (0.5, 1.0):
        for share in (0.2, 0.3, 0.4, 0.5, 0.6):
            options.append(
                replace(chat_colours, gloss_weight=gloss_weight, other_dense_weight=share)
            )
    return [*dict.fromkeys([*options, DEFAULT_OPTIONS])]


def smoothed(fig: Figures, figures: Sequence[Figures]) -> tuple[float, float]:
    """Fused hit@1 and MRR averaged with the same options at the neighbouring dense weights
    (+-0.1): a configuration is chosen for a plateau, not for a lucky single weight."""
    near = [
        f
        for f in figures
        if f.options == fig.options and abs(f.dense_weight - fig.dense_weight) < 0.11
    ]
    hit1 = sum(f.rank["fused"]["hit1"] for f in near) / len(near)
    mrr = sum(f.rank["fused"]["mrr"] for f in near) / len(near)
    return round(hit1, 4), round(mrr, 4)


def best_threshold(keep: Sequence[float], reject: Sequence[float]) -> tuple[float, int]:
    """The threshold answering most ``keep`` scores and abstaining on most ``reject`` ones
    (a score at or above it answers); the middle of the best gap, for margin."""
    cuts = sorted({0.0, *keep, *reject, 1.0})
    best: tuple[int, float, float] | None = None
    for low, high in pairwise(cuts):
        t = (low + high) / 2
        right = sum(s >= t for s in keep) + sum(s < t for s in reject)
        if best is None or right > best[0] or (right == best[0] and high - low > best[2]):
            best = (right, t, high - low)
    assert best is not None
    return round(best[1], 3), best[0]


def thresholds(fig: Figures) -> dict[bool, float]:
    """Both thresholds from the measured top scores; prints the dev abstention figures.

    On-topic (the question uses game words): the threshold that gets most questions
    right (answer a correct top-1, abstain on out-of-scope), lowered if needed to stay
    ``MARGIN`` below every correct answer. Off-topic: at least the on-topic one; with no
    in-scope dev question in that group to keep, it is capped at the 10th percentile of
    all correctly answered top scores (90% of them would pass even without game words).
    """
    chosen: dict[bool, float] = {}
    for on_topic, name in ((True, "on_topic_threshold"), (False, "abstain_threshold")):
        keep = [s for p, s, ok in fig.top_in if ok and p.on_topic == on_topic]
        miss = [s for p, s, ok in fig.top_in if not ok and p.on_topic == on_topic]
        reject = [s for p, s in fig.top_out if p.on_topic == on_topic]
        if keep:
            ceiling = min(keep) - MARGIN
        else:  # nothing of its own to protect: 90% of all right answers would still pass
            every = sorted(s for _, s, ok in fig.top_in if ok)
            ceiling = every[len(every) // 10]
        t = min(best_threshold(keep, reject)[0], ceiling) if reject else ceiling
        if not on_topic:
            t = max(t, chosen[True])
        chosen[on_topic] = round(t, 2)
        print(
            f"  {name:19} {chosen[on_topic]:.2f}   right top-1 {_spread(keep)}; "
            f"wrong top-1 {_spread(miss)}; out of scope {_spread(reject)}"
        )
    abstain_in = [p for p, s, _ in fig.top_in if s < chosen[p.on_topic]]
    abstain_out = [p for p, s in fig.top_out if s < chosen[p.on_topic]]
    lost = [p for p, s, ok in fig.top_in if ok and s < chosen[p.on_topic]]
    routed = [p for p, s in fig.top_out if p.retrieved]
    leaked = [p.id for p, s in fig.top_out if p.retrieved and s >= chosen[p.on_topic]]
    total_out = len(fig.top_out)
    flagged = len(abstain_in) + len(abstain_out)
    precision = len(abstain_out) / flagged if flagged else 1.0
    recall = len(abstain_out) / total_out if total_out else 1.0
    print(
        f"  retrieval abstentions on dev: precision {precision:.2f} "
        f"({len(abstain_out)} of {flagged} are out of scope), recall {recall:.2f} "
        f"({len(abstain_out)} of {total_out} out-of-scope questions, had they reached it); "
        f"right answers lost: {len(lost)} {[p.id for p in lost]}"
    )
    print(
        f"  with today's intent rules {len(routed)} out-of-scope questions reach retrieval;"
        f" answered all the same: {leaked}"
    )
    return chosen


def _spread(values: Sequence[float]) -> str:
    if not values:
        return "none"
    v = sorted(values)
    return f"n={len(v)} min {v[0]:.2f} p10 {v[len(v) // 10]:.2f} max {v[-1]:.2f}"


def row(fig: Figures) -> str:
    r = fig.rank
    cells = " ".join(
        f"{r[m]['hit1']:.3f} {r[m]['hit3']:.3f} {r[m]['mrr']:.3f}"
        for m in ("dense", "lexical", "fused")
    )
    return f"{short(fig.options):44} {fig.dense_weight:.1f} {cells} {fig.auc:.3f}"


def short(options: RetrievalOptions) -> str:
    """A compact label: the options that differ from the baseline."""
    label = options.label().replace("model_languages=['en'] other_dense_weight", "fr_wd")
    for long, brief in (
        ("drop_fillers=True expand_abbreviations=True fuzzy=True", "chat"),
        ("dense_aggregate", "dense"),
        ("phrasing_weight", "phr"),
        ("ngram_weight", "ngram"),
        ("coverage", "cov"),
        ("gloss_weight", "gloss"),
    ):
        label = label.replace(long, brief)
    return label


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--weights", default="0.3,0.4,0.5,0.6,0.7,0.8", help="dense weights")
    parser.add_argument("--auc-slack", type=float, default=0.0)
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args()
    weights = [float(w) for w in args.weights.split(",")]

    with tempfile.TemporaryDirectory() as cache:
        settings = Settings(cache_dir=Path(cache))
        corpus = load_corpus(settings.corpus_dir)
        items = probes(load_file(DEV), corpus)
        embedder = CachingEmbedder(SentenceTransformerEmbedder(settings.embedding_model))
        chunks = build_chunks(corpus, QUESTIONS)
        vectors = FaissIndex(embedder.dim)
        vectors.add(embedder.encode([c.search_text for c in chunks]))
        inside = sum(1 for p in items if p.entries)
        reaching = sum(1 for p in items if not p.entries and p.retrieved)
        print(
            f"dev: {inside} single questions with entries; {reaching} of "
            f"{len(items) - inside} out-of-scope questions reach retrieval"
        )
        head = "dense h@1 h@3 MRR | lexical h@1 h@3 MRR | fused h@1 h@3 MRR | AUC"
        print(f"{'options':44} w_d {head}")
        figures: list[Figures] = []
        for options in grid():
            retriever = Retriever(
                chunks, embedder, vectors, options=options, colour_names=colour_names(corpus)
            )
            for fig in measure(retriever, items, weights):
                figures.append(fig)
                print(row(fig))
        base = max(
            (f for f in figures if f.options == BASELINE and f.dense_weight == 0.5),
            key=lambda f: f.auc,
        )
        allowed = [f for f in figures if f.auc >= base.auc - args.auc_slack]
        best = max(allowed, key=lambda f: smoothed(f, figures))
        print(f"\nbaseline (w_d 0.5): {row(base)}")
        print(f"best:               {row(best)}")
        print(f"best options: {best.options.key()} dense_weight {best.dense_weight}")
        print("top configurations by smoothed fused (hit@1, MRR), AUC allowed:")
        for fig in sorted(allowed, key=lambda f: smoothed(f, figures), reverse=True)[:12]:
            print(f"  {smoothed(fig, figures)}  {row(fig)}")
        print(f"  {smoothed(base, figures)}  {row(base)}  <- baseline")
        print("thresholds for the baseline:")
        thresholds(base)
        print("thresholds for the best:")
        chosen = thresholds(best)
        print(
            f"chosen: {best.options.label()}, dense_weight={best.dense_weight}, "
            f"lexical_weight={1 - best.dense_weight:.1f}, on_topic_threshold={chosen[True]}, "
            f"abstain_threshold={chosen[False]}"
        )
        if args.show_misses:
            for p, s, ok in best.top_in:
                if not ok:
                    print(f"  miss {p.id:22} top {s:.2f} {p.question[:90]}")
            for p, s in best.top_out:
                print(f"  out  {p.id:22} top {s:.2f} on_topic={p.on_topic} {p.question[:70]}")


if __name__ == "__main__":
    main()
