"""Which mechanisms of the reading carry answers: each function named is switched off in
turn (every reference to it in rulebot replaced by one returning its neutral value), every
evaluation set is run through a fresh bot, and the items it passes are compared with a run
with nothing switched off. A mechanism whose switching off changes no answer is dead
weight: the learned decisions or the grammar already do its work, and it can go.

    .venv/bin/python scripts/ablate_reading.py OUT module:function[=value] ...
    .venv/bin/python scripts/ablate_reading.py OUT yaml:intents:elsewhere ...

The neutral value comes from the return annotation: None for an optional, False for a
bool, an empty tuple, list, set or dict; `=arg0` returns the first argument unchanged (a
function that only filters or rewrites what it is given), `=EXPR` any Python value.
`yaml:FILE:KEY` empties one word list of rulebot/understanding/data/FILE.yaml instead (a
mapping's lists each emptied; `KEY1+KEY2` several at once: lists each redundant with
another are dead only together); `yaml:pipeline/FILE:KEY` and `yaml:answer/FILE:KEY` one of
rulebot/pipeline/data or rulebot/answer/data.
Each run is written to OUT/<spec>.json (pass and answer of every item), reused when there
(one OUT per choice of `--sets`);
then one line per mechanism: the answers changed and the items gained and lost on the
held-out sets (counts only: their items are never listed), the other sets read but not
learned from, and the training sets. About 90 s per mechanism on this machine.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
for name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
    os.environ.setdefault(name, "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rulebot.evaluation.halves import is_training_file  # noqa: E402
from rulebot.evaluation.sets import run_sets, set_paths  # noqa: E402
from rulebot.pipeline.bot import Rulebot  # noqa: E402
from rulebot.understanding import text  # noqa: E402

BASE = "base"  # the run with nothing switched off
_EMPTY: dict[str, Any] = {
    "tuple": (),
    "list": [],
    "frozenset": frozenset(),
    "set": set(),
    "dict": {},
}

Run = dict[str, dict[str, list[Any]]]  # set -> item id -> [passed, answer]


def _modules() -> list[ModuleType]:
    return [m for n, m in list(sys.modules.items()) if n.startswith("rulebot") and m is not None]


def _clear_caches() -> None:
    """Every functools cache of rulebot emptied: a cached reading made with (or without)
    a mechanism must not outlive its run."""
    for module in _modules():
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


def _neutral(function: Callable[..., Any], value: str | None) -> Callable[..., Any]:
    if value == "arg0":
        return lambda *args, **kwargs: args[0]
    if value is not None:
        fixed = eval(value)  # a value typed by whoever runs the script
        return lambda *args, **kwargs: fixed
    returned = str(function.__annotations__.get("return", "")).replace(" ", "")
    if returned == "None" or returned.endswith("|None"):
        return lambda *args, **kwargs: None
    if returned == "bool":
        return lambda *args, **kwargs: False
    kind = returned.split("[")[0]
    if kind in _EMPTY:
        return lambda *args, **kwargs: type(_EMPTY[kind])()
    raise SystemExit(
        f"no neutral value for {function.__qualname__} (returns {returned!r}): give one with =VALUE"
    )


def _switch_off(spec: str) -> Callable[[], None]:
    """The function named switched off; returns what puts it back."""
    target, _, value = spec.partition("=")
    module_name, _, name = target.partition(":")
    try:
        original = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError) as error:
        raise SystemExit(f"no function {target!r}: {error}") from None
    return replace_everywhere(original, _neutral(original, value or None))


def replace_everywhere(original: Any, stub: Any) -> Callable[[], None]:
    """Every reference to `original` in rulebot replaced by `stub`; returns what puts
    them back."""
    replaced = [(m, k) for m in _modules() for k, v in list(vars(m).items()) if v is original]
    for module, key in replaced:
        setattr(module, key, stub)

    def restore() -> None:
        for module, key in replaced:
            setattr(module, key, original)

    return restore


def _emptied(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _emptied(inner) for key, inner in value.items()}
    return type(value)() if isinstance(value, (list, str)) else value


def _loaders() -> dict[str, tuple[Callable[[str], dict[str, Any]], str]]:
    """The word-list loaders by package: the function every reader calls and the file
    name's ending it takes."""
    from rulebot.answer import texts
    from rulebot.pipeline import followup_words

    return {
        "understanding": (text.load_words, ""),
        "pipeline": (followup_words.load_data, ".yaml"),
        "answer": (texts.load_data, ".yaml"),
    }


def _words_off(spec: str) -> Callable[[], None]:
    """A word list emptied: "yaml:intents:elsewhere" (understanding/data), or
    "yaml:pipeline/followups:remove", "yaml:answer/verdict_questions:tags": every reader of
    the package's loader gets the file with that key's lists empty."""
    _, where, key = spec.split(":", 2)
    package, _, file = where.rpartition("/")
    original, ending = _loaders()[package or "understanding"]
    name = file + ending

    keys = key.split("+")  # "yaml:told:claim_more+claim_less": both at once

    def without(asked: str) -> dict[str, Any]:
        data = original(asked)
        if asked != name:
            return data
        for missing in (k for k in keys if k not in data):
            raise SystemExit(f"no key {missing!r} in {package or 'understanding'}/data/{name}")
        return {**data, **{k: _emptied(data[k]) for k in keys}}

    return replace_everywhere(original, without)


def _run(spec: str, paths: list[Path]) -> Run:
    switch = _words_off if spec.startswith("yaml:") else _switch_off
    restore = switch(spec) if spec != BASE else (lambda: None)
    try:
        _clear_caches()
        return answers(paths)
    finally:
        restore()
        _clear_caches()


def answers(paths: list[Path]) -> Run:
    """Every set run through a fresh bot: each item's pass and answer."""
    return {
        run.name: {
            r.item.id: [r.passed, r.answer.answer if r.answer else str(r.error)]
            for r in run.result.results
        }
        for run in run_sets(paths, Rulebot())
    }


def _kind(set_name: str) -> str:
    if is_training_file(Path(set_name)):
        return "train"
    held = set_name in ("test", "holdout", "blind_2") or set_name.endswith("_check")
    return "held" if held else "read"


def _line(spec: str, base: Run, run: Run) -> str:
    changed = 0
    moved = {kind: [0, 0] for kind in ("held", "read", "train")}
    for set_name, items in base.items():
        for item_id, (passed, answer) in items.items():
            now, now_answer = run[set_name][item_id]
            changed += now_answer != answer
            if now != passed:
                moved[_kind(set_name)][0 if now else 1] += 1
    figures = "  ".join(f"{kind} +{up} -{down}" for kind, (up, down) in moved.items())
    return f"{spec:64} changed {changed:5}  {figures}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="folder for the runs (reused when there)")
    parser.add_argument(
        "specs", nargs="+", help="module:function[=value] or yaml:FILE:KEY to switch off"
    )
    parser.add_argument("--sets", default="all", help="the sets run (as `rulebot eval --sets`)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    paths = set_paths(args.sets, ROOT / "eval")
    runs: dict[str, Run] = {}
    for spec in [BASE, *args.specs]:
        file = args.out / f"{spec.replace(':', '.').replace('=', '_').replace('/', '.')[:120]}.json"
        if not file.exists():
            start = time.perf_counter()
            file.write_text(json.dumps(_run(spec, paths)), "utf-8")
            print(f"{spec}: run in {time.perf_counter() - start:.0f} s", file=sys.stderr)
        runs[spec] = json.loads(file.read_text("utf-8"))
    for spec in args.specs:
        print(_line(spec, runs[BASE], runs[spec]))


if __name__ == "__main__":
    main()
