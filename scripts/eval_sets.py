"""Every golden split and evaluation set in one process: a table of figures, no item shown.

    .venv/bin/python scripts/eval_sets.py [--json OUT] [--only PATTERN ...]

One bot (index loaded once) runs every file of eval/golden and eval/sets in the fused
mode only, and prints per set: answer accuracy, engine exactness, abstention precision and
recall, citation accuracy. Items are never printed (held-out splits stay unread); --json
writes the figures (and, for tune halves and dev only, the failing ids) to a file for a
before/after comparison (`--compare OLD.json`).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rulebot.evaluation.golden import load_file  # noqa: E402
from rulebot.evaluation.metrics import compute_metrics  # noqa: E402
from rulebot.evaluation.runner import run_items  # noqa: E402
from rulebot.pipeline import Rulebot  # noqa: E402

READABLE = ("dev", "_tune")  # sets whose failing ids may be listed


def sets(only: list[str]) -> list[Path]:
    files = sorted((ROOT / "eval" / "golden").glob("*.yaml"))
    files += sorted((ROOT / "eval" / "sets").glob("*.yaml"))
    if only:
        files = [f for f in files if any(p in f.stem for p in only)]
    return files


def fmt(rate: object) -> str:
    hits, total = getattr(rate, "hits", 0), getattr(rate, "total", 0)
    return f"{hits}/{total}" if total else "-"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", type=Path)
    parser.add_argument("--compare", type=Path)
    parser.add_argument("--only", nargs="*", default=[])
    args = parser.parse_args()
    bot = Rulebot()
    bot.warm_up()
    old = json.loads(args.compare.read_text()) if args.compare else {}
    out: dict[str, dict[str, object]] = {}
    head = ("set", "answer", "was", "engine", "abst P", "abst R", "cite")
    print("{:<18} {:>9} {:>5} {:>7} {:>7} {:>7} {:>8}".format(*head))
    total_hits = total = 0
    for path in sets(args.only):
        items = load_file(path)
        results = run_items(items, bot)
        m = compute_metrics(results)
        name = path.stem
        hits = sum(1 for r in results if r.passed)
        total_hits += hits
        total += len(results)
        fails = [r.item.id for r in results if not r.passed]
        readable = name == "dev" or name.endswith("_tune")
        out[name] = {"hits": hits, "total": len(results), "fails": fails if readable else []}
        was = old.get(name, {}).get("hits", "")
        print(
            f"{name:<18} {hits:>4}/{len(results):<4} {was!s:>5} {fmt(m.engine_exactness):>7} "
            f"{fmt(m.abstention_precision):>7} {fmt(m.abstention_recall):>7} "
            f"{fmt(m.citation_accuracy):>8}",
            flush=True,
        )
    print(f"{'all':<18} {total_hits:>4}/{total}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
