"""Retrieval benchmark with the real model: load and build times, per-query latency, quality.

    .venv/bin/python scripts/bench_retrieval.py [--repeats 5] [--questions FILE] [--threads N]

Prints figures only (no assertions). Uses a temporary cache folder, so the project's
own index under .rulebot/ is left alone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rulebot.config import Settings  # noqa: E402
from rulebot.corpus import load_corpus  # noqa: E402
from rulebot.retrieval import (  # noqa: E402
    Retriever,
    SentenceTransformerEmbedder,
    build_index,
    load_retriever,
)

DEFAULT_QUESTIONS = ROOT / "tests" / "retrieval" / "data" / "bench_questions.yaml"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def quality(retriever: Retriever, questions: list[dict[str, Any]], mode: str) -> str:
    hit1 = hit3 = 0
    mrr = 0.0
    tops_in: list[float] = []
    tops_out: list[float] = []
    for item in questions:
        hits = retriever.search(item["q"], item["lang"], k=5, mode=mode)
        top = hits[0].score if hits else 0.0
        if not item["expect"]:
            tops_out.append(top)
            continue
        tops_in.append(top)
        ranks = [i for i, h in enumerate(hits) if h.entry_id in item["expect"]]
        if ranks:
            hit1 += ranks[0] == 0
            hit3 += ranks[0] < 3
            mrr += 1 / (ranks[0] + 1)
    n = len(tops_in)
    out = f"max {max(tops_out):.2f}" if tops_out else "n/a"
    return (
        f"{mode:8} hit@1 {hit1 / n:.3f}  hit@3 {hit3 / n:.3f}  MRR {mrr / n:.3f}  "
        f"top score in-scope min {min(tops_in):.2f} median {statistics.median(tops_in):.2f}, "
        f"out-of-scope {out}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--questions", type=Path, default=DEFAULT_QUESTIONS)
    parser.add_argument(
        "--threads", type=int, default=None, help="torch threads (default: the setting)"
    )
    args = parser.parse_args()
    questions: list[dict[str, Any]] = yaml.safe_load(args.questions.read_text("utf-8"))

    with tempfile.TemporaryDirectory() as cache:
        settings = Settings(cache_dir=Path(cache))
        threads = settings.embedding_threads if args.threads is None else args.threads
        corpus = load_corpus(settings.corpus_dir)
        print(f"corpus: {len(corpus.entries)} entries, version {corpus.version[:12]}")
        print(f"torch threads: {threads or 'default'}, load average {os.getloadavg()[0]:.1f}")

        started = time.perf_counter()
        embedder = SentenceTransformerEmbedder(settings.embedding_model, threads=threads)
        embedder.encode(["warm"])
        cold = time.perf_counter() - started
        print(f"cold model load (import + weights + first encode): {cold:.2f}s")

        report = build_index(settings, corpus, force=True, embedder=embedder)
        print(f"index build: {report.seconds:.2f}s ({report.summary()})")
        started = time.perf_counter()
        retriever = load_retriever(settings, corpus, embedder=embedder)
        print(f"index reuse (manifest check + load): {time.perf_counter() - started:.3f}s")

        for item in questions[:3]:
            retriever.search(item["q"], item["lang"])
        runs = [(mode, True) for mode in ("fused", "dense", "lexical")] + [("fused", False)]
        for mode, fresh in runs:
            timings: list[float] = []
            for _ in range(args.repeats):
                for item in questions:
                    if fresh:
                        retriever.clear_query_cache()
                    started = time.perf_counter()
                    retriever.search(item["q"], item["lang"], k=5, mode=mode)
                    timings.append((time.perf_counter() - started) * 1000)
            label = f"{mode}, {'new question' if fresh else 'repeated (cached vector)'}"
            print(
                f"warm query {label:34} median {statistics.median(timings):6.1f} ms, "
                f"p95 {percentile(timings, 0.95):6.1f} ms over {len(timings)} queries"
            )

        in_scope = sum(1 for q in questions if q["expect"])
        print(f"quality over {in_scope} in-scope and {len(questions) - in_scope} out-of-scope:")
        for mode in ("fused", "dense", "lexical"):
            print("  " + quality(retriever, questions, mode))


if __name__ == "__main__":
    main()
