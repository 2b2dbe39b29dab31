"""Latency and start-up of rulebot, in one run (figures only; no assertion, no test item shown).

    .venv/bin/python scripts/bench_latency.py [--cold 3] [--split test] [--no-build]

1. Cold starts, each a fresh process, runs interleaved so the machine's load falls on all
   alike: the bare `import sentence_transformers`, `rulebot ask` on a rules question and on
   an engine question, `rulebot score`. Median wall and CPU seconds, peak RSS, and the
   ratio of `rulebot ask` to the bare import.
2. Warm answers over the golden split's questions (the query cache cleared before each):
   p50/p95/p99 by kind, beside the bare parts of a rules question in the same run: the
   query encoder (and the questions' median length in tokens), the vector search (numpy over
   the saved FAISS file), BM25; and the first question after `warm_up()`.
3. An index build from an empty cache (`rulebot index` in a fresh process).

The project's own index (.rulebot/, or RULEBOT_CACHE_DIR) is built first if needed; the
build from empty uses a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
for variable in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
    os.environ.setdefault(variable, "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

BIN = Path(sys.executable).parent
RULES_QUESTION = "Combien de cartes à 2 joueurs ?"
ENGINE_QUESTION = "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"
COLD = {
    "import sentence_transformers": [sys.executable, "-c", "import sentence_transformers"],
    "rulebot ask (rules)": [str(BIN / "rulebot"), "ask", RULES_QUESTION],
    "rulebot ask (engine)": [str(BIN / "rulebot"), "ask", ENGINE_QUESTION],
    "rulebot score": [str(BIN / "rulebot"), "score", "1 rouge, 3 bleu, 5 bleu, 8 rouge"],
}


def run(command: Sequence[str], env: dict[str, str] | None = None) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds (user + system) and peak RSS (MiB) of one process."""
    started = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - started
    if status != 0:
        raise SystemExit(f"{command[-2:]} failed: {child.stderr.read().decode()[-500:]}")  # type: ignore[union-attr]
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def cold(repeats: int) -> None:
    print(f"\n## Cold starts (median of {repeats}, interleaved)\n")
    runs: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    for _ in range(repeats):
        for name, command in COLD.items():
            runs[name].append(run(command))
    print(f"| {'process':30} | wall s | CPU s | peak RSS MiB |")
    print(f"| {'-' * 30} | -----: | ----: | -----------: |")
    medians = {}
    for name, figures in runs.items():
        wall, cpu, rss = (statistics.median(f[i] for f in figures) for i in range(3))
        medians[name] = (wall, cpu)
        print(f"| {name:30} | {wall:6.2f} | {cpu:5.2f} | {rss:12.0f} |")
    bare_wall, bare_cpu = medians["import sentence_transformers"]
    ask_wall, ask_cpu = medians["rulebot ask (rules)"]
    print(
        f"\nrulebot ask (rules) / bare import: {ask_wall / bare_wall:.2f} wall, "
        f"{ask_cpu / bare_cpu:.2f} CPU"
    )


CPU: dict[str, list[float]] = defaultdict(list)  # CPU ms of each timed action, by name


def _timed(action: Callable[[], object], name: str = "") -> float:
    """Wall ms of the action (its CPU ms kept under ``name``: less swayed by other loads)."""
    started, cpu = time.perf_counter(), time.process_time()
    action()
    if name:
        CPU[name].append((time.process_time() - cpu) * 1000)
    return (time.perf_counter() - started) * 1000


def _row(name: str, values: Sequence[float]) -> str:
    p50, p95, p99 = (percentile(values, share) for share in (0.5, 0.95, 0.99))
    cpu = percentile(CPU[name], 0.5)
    return f"| {name:28} | {len(values):5} | {p50:7.1f} | {p95:7.1f} | {p99:7.1f} | {cpu:7.1f} |"


def warm(split: str) -> None:
    from rulebot.evaluation.golden import load_golden
    from rulebot.pipeline import Rulebot

    bot = Rulebot()
    started = time.perf_counter()
    bot.warm_up()
    print(f"\n## Warm answers, golden split {split!r} (query cache off)\n")
    print(f"warm_up(): {time.perf_counter() - started:.2f} s")
    items = load_golden(ROOT / "eval" / "golden", split)
    retriever = bot.retriever
    by_kind: dict[str, list[float]] = defaultdict(list)
    parts: dict[str, list[float]] = defaultdict(list)
    for item in items:
        *history, question = item.turns
        retriever.clear_query_cache()
        took = _timed(lambda: bot.ask(question, history=history), item.category)  # noqa: B023
        CPU["(all)"].append(CPU[item.category][-1])
        by_kind[item.category].append(took)
        by_kind["(all)"].append(took)
        vector = retriever.embedder.encode([question])
        encode = lambda: retriever.embedder.encode([question])  # noqa: B023, E731
        search = lambda: retriever.vectors.scores(vector)  # noqa: B023, E731
        bm25 = lambda: retriever.lexical.raw_scores(question)  # noqa: B023, E731
        for part, action in (("bare encoder", encode), ("vector search", search), ("BM25", bm25)):
            parts[part].append(_timed(action, part))
    *history, question = items[0].turns
    retriever.clear_query_cache()
    again = _timed(lambda: bot.ask(question, history=history))
    first = by_kind["(all)"][0]
    print(f"the first question after warm_up(): {first:.1f} ms; again at the end: {again:.1f} ms")
    print(f"\n| {'kind':28} | items | p50 ms  | p95 ms  | p99 ms  | CPU p50 |")
    print(f"| {'-' * 28} | ----: | ------: | ------: | ------: | ------: |")
    for kind in sorted(by_kind):
        print(_row(kind, by_kind[kind]))
    for part, values in parts.items():
        print(_row(part, values))
    retrieval = sum(statistics.median(CPU[part]) for part in parts)
    whole = statistics.median(CPU["(all)"])
    print(
        f"\nencoder + vector search + BM25, CPU medians: {retrieval:.1f} ms of {whole:.1f} ms per"
        f" answer ({retrieval / whole:.0%}); the rest is reading the question and composing"
    )
    tokenizer = getattr(retriever.embedder, "_tokenizer", None)  # the ONNX encoder's
    if tokenizer is not None:
        tokens = [len(tokenizer.encode(item.turns[-1]).ids) for item in items]
        print(f"the questions' length: median {statistics.median(tokens):.0f} tokens")


def build_from_empty() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-index-") as cache:
        env = {**os.environ, "RULEBOT_CACHE_DIR": cache}
        wall, cpu, rss = run([str(BIN / "rulebot"), "index"], env)
    print("\n## Index build from an empty cache (`rulebot index`)\n")
    print(f"wall {wall:.1f} s, CPU {cpu:.1f} s, peak RSS {rss:.0f} MiB, {os.cpu_count()} cores")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cold", type=int, default=3, help="cold runs of each process")
    parser.add_argument("--split", default="test", help="golden split for the warm figures")
    parser.add_argument("--no-build", action="store_true", help="skip the build from empty")
    args = parser.parse_args()
    run([str(BIN / "rulebot"), "index"])  # the project's index, built if needed
    load = os.getloadavg()[0]
    from rulebot.config import get_settings

    precision = get_settings().embedding_precision
    print(
        f"# rulebot latency ({os.cpu_count()} cores, load average {load:.1f} at the start,"
        f" encoder {precision})"
    )
    cold(args.cold)
    warm(args.split)
    if not args.no_build:
        build_from_empty()


if __name__ == "__main__":
    main()
