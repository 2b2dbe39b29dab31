"""Which functions of the reading never change what they are given: every top-level
function of `understanding/`, `answer/verdict*` and `pipeline/followup*` is wrapped (every
reference to it in rulebot), every evaluation set is run once, and for each function are
counted its calls, the calls returning something other than its neutral value (None, False,
0, an empty collection) and those returning something other than their first argument.

    .venv/bin/python scripts/screen_reading.py OUT.json [--sets all]

A function never called, or always returning its neutral value (or its first argument),
is a candidate for retirement: switch it off with `scripts/ablate_reading.py` (or remove
it) and compare every answer. The counts see only calls made through module references:
a function kept in a table at import time shows no calls. A procedure (returning None)
changes what it is given: its counts say nothing. Each run's answers go to OUT.json, the
counts to OUT.json.stats (function -> [calls, non-neutral, not its first argument, lines]).
"""

from __future__ import annotations

import argparse
import ast
import functools
import importlib
import json
import sys
from pathlib import Path
from typing import Any

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))

from ablate_reading import ROOT, answers, replace_everywhere  # noqa: E402

from rulebot.evaluation.sets import set_paths  # noqa: E402

PLACES = (
    "rulebot/understanding/*.py",
    "rulebot/answer/verdict*.py",
    "rulebot/pipeline/followup*.py",
)


def _functions() -> list[tuple[str, Any, int]]:
    found = []
    for pattern in PLACES:
        for path in sorted(ROOT.glob(pattern)):
            module_name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            module = importlib.import_module(module_name)
            for node in ast.parse(path.read_text("utf-8")).body:
                function = getattr(module, getattr(node, "name", ""), None)
                if isinstance(node, ast.FunctionDef) and function is not None:
                    size = (node.end_lineno or node.lineno) - node.lineno + 1
                    found.append((f"{module_name}:{node.name}", function, size))
    return found


def _counted(key: str, function: Any, counts: dict[str, list[int]]) -> Any:
    row = counts.setdefault(key, [0, 0, 0])

    @functools.wraps(function)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        result = function(*args, **kwargs)
        row[0] += 1
        try:
            row[1] += bool(result)
        except Exception:  # a value with no truth (an array): not neutral
            row[1] += 1
        try:
            row[2] += not (args and (result is args[0] or result == args[0]))
        except Exception:
            row[2] += 1
        return result

    return wrapped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--sets", default="all")
    args = parser.parse_args()
    functions = _functions()
    counts: dict[str, list[int]] = {}
    for key, function, _ in functions:
        replace_everywhere(function, _counted(key, function, counts))
    args.out.write_text(json.dumps(answers(set_paths(args.sets, ROOT / "eval"))), "utf-8")
    stats = {key: [*counts.get(key, [0, 0, 0]), size] for key, _, size in functions}
    Path(f"{args.out}.stats").write_text(json.dumps(stats, indent=0), "utf-8")
    for key, (calls, kept, changed, size) in sorted(stats.items(), key=lambda kv: -kv[1][3]):
        if calls == 0 or kept == 0 or changed == 0:
            print(f"{size:4} {key:64} calls {calls:6}  non-neutral {kept:6}  not arg0 {changed:6}")


if __name__ == "__main__":
    main()
