"""Many evaluation sets in one run: one bot, its index loaded once, a row of figures per
set, and the floors (items that must pass) each set is held to.

A set is a YAML file of golden items, named by its file stem: `test`, `holdout`, `dev`
(eval/golden/), `blind_3_check` (eval/sets/), `path_check` (eval/phrasings/). Groups name
several: `golden`, `blind`, `phrasings`, `all` (the three), `held-out` (every set of the
three that is never learned from: test, holdout, blind_2 and the check halves; what `make
test` runs), and a list joins names and groups with commas (`test,holdout,blind`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from rulebot.corpus.yamlio import safe_load
from rulebot.evaluation.golden import GoldenError, load_file
from rulebot.evaluation.halves import is_training_file
from rulebot.evaluation.metrics import Metrics, Rate, compute_metrics
from rulebot.evaluation.runner import MAIN_MODE, Bot, EvalResult, ModeSummary, run_items

# Where each group's sets live, under the evaluation folder.
FOLDERS = {"golden": "golden", "blind": "sets", "phrasings": "phrasings"}
HELD_OUT = "held-out"
GROUPS = (*FOLDERS, "all", HELD_OUT)


@dataclass(frozen=True)
class SetRun:
    """One set's run: its results and metrics, and the floor it is held to."""

    name: str
    result: EvalResult
    floor: int | None

    @property
    def metrics(self) -> Metrics:
        return self.result.metrics

    @property
    def passed(self) -> int:
        return self.metrics.answer_accuracy.hits

    @property
    def below(self) -> bool:
        """Fewer items pass than the floor (a set without a floor is never below)."""
        return self.floor is not None and self.passed < self.floor

    def figures(self) -> dict[str, Any]:
        """The set's figures as JSON: what `--sets` prints, and the floor."""
        m = self.metrics
        rates = {
            "answer_accuracy": m.answer_accuracy,
            "engine_exactness": m.engine_exactness,
            "abstention_precision": m.abstention_precision,
            "abstention_recall": m.abstention_recall,
            "citation_accuracy": m.citation_accuracy,
            "hit_at_1": m.retrieval.hit_at_1,
        }
        return {
            "set": self.name,
            "items": len(self.result.results),
            "passed": self.passed,
            "floor": self.floor,
            **{name: rate.to_json() for name, rate in rates.items()},
        }


def set_paths(names: str, eval_dir: Path) -> list[Path]:
    """The set files named by a comma-separated list of set names and groups, in order,
    each once; raise GoldenError for a name that is neither."""
    found: list[Path] = []
    for name in (n.strip() for n in names.split(",")):
        if not name:
            continue
        if name in GROUPS:
            folders = FOLDERS.values() if name in ("all", HELD_OUT) else [FOLDERS[name]]
            files = [p for f in folders for p in sorted((eval_dir / f).glob("*.yaml"))]
            found += [p for p in files if name != HELD_OUT or not is_training_file(p)]
        else:
            found.append(set_path(name, eval_dir))
    if not found:
        raise GoldenError(f"no evaluation set named by {names!r}")
    return list(dict.fromkeys(found))


def set_path(name: str, eval_dir: Path) -> Path:
    """A set file given as a path or as a set name (a file stem under eval/golden,
    eval/sets or eval/phrasings)."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml") or path.exists():
        return path
    matches = [eval_dir / f / f"{name}.yaml" for f in FOLDERS.values()]
    found = [p for p in matches if p.is_file()]
    if not found:
        raise GoldenError(
            f"no evaluation set named {name!r} (a file stem under {eval_dir}/golden, "
            f"sets or phrasings, or a group: {', '.join(GROUPS)})"
        )
    return found[0]


def load_floors(path: Path) -> dict[str, int]:
    """The floors file: set name -> the fewest items of the set that must pass."""
    try:
        data = safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise GoldenError(f"cannot read the floors {path}: {exc.strerror or exc}") from exc
    except yaml.YAMLError as exc:
        raise GoldenError(f"{path}: not valid YAML") from exc
    if not isinstance(data, Mapping) or not all(
        isinstance(k, str) and type(v) is int and v >= 0 for k, v in data.items()
    ):
        raise GoldenError(f"{path}: expected a mapping of set name -> items that must pass")
    return dict(data)


def run_sets(
    paths: Sequence[Path],
    bot: Bot,
    floors: Mapping[str, int] | None = None,
    *,
    on_item: Callable[[], None] | None = None,
    on_set: Callable[[SetRun], None] | None = None,
) -> list[SetRun]:
    """Run every set through one bot (fused retrieval only), each with its floor."""
    bot.warm_up()
    runs = []
    for path in paths:
        items = load_file(path)
        results = run_items(items, bot, MAIN_MODE, on_item=on_item)
        metrics = compute_metrics(results)
        summary = ModeSummary(MAIN_MODE, metrics.answer_accuracy, metrics.retrieval)
        result = EvalResult(str(path), "whole file", tuple(results), metrics, (summary,))
        run = SetRun(path.stem, result, None if floors is None else floors.get(path.stem))
        runs.append(run)
        if on_set is not None:
            on_set(run)
    return runs


def missing_floors(runs: Sequence[SetRun]) -> list[str]:
    """The sets run that the floors file does not name."""
    return [run.name for run in runs if run.floor is None]


def floors_of(runs: Sequence[SetRun]) -> dict[str, int]:
    """The items each set passes now: floors to write."""
    return {run.name: run.passed for run in runs}


def total(runs: Sequence[SetRun]) -> Rate:
    """The items passed over every set run."""
    return Rate(sum(r.passed for r in runs), sum(len(r.result.results) for r in runs))
