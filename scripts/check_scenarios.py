"""Right-to-score scenarios read by `rulebot.understanding`, against a golden split.

    .venv/bin/python scripts/check_scenarios.py [--split dev|test|all] [--golden eval/golden]

For every item whose `engine.kind` is `right_to_score`, the question goes through
`classify()` (a single question must read as RIGHT_TO_SCORE) and `parse_scenario()`;
the hands read (player -> set of "value colour") and the colour asked about are compared
with the item's `engine.hands` and `engine.colour`. A follow-up is replayed as the
pipeline does it: the earlier turns are parsed, then `change_scenario` applies the last.
The colour compared is the one the pipeline would use (the held colour when the question
names none). Prints every mismatch and a score; the golden files are read, never written.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulebot.config import get_settings  # noqa: E402
from rulebot.corpus import load_corpus  # noqa: E402
from rulebot.evaluation.golden import GoldenItem, load_golden  # noqa: E402
from rulebot.pipeline.followup import change_scenario, looks_like_followup  # noqa: E402
from rulebot.pipeline.lexicon import lexicon_of  # noqa: E402
from rulebot.understanding import (  # noqa: E402
    Intent,
    Lexicon,
    ParseError,
    Scenario,
    classify,
    parse_scenario,
)

Hands = dict[str, frozenset[str]]


def expected_hands(engine: Mapping[str, Any]) -> Hands:
    """The item's hands as player -> set of "value colour"."""
    raw = engine.get("hands") or {}
    return {str(p): frozenset(" ".join(str(c).split()) for c in cards) for p, cards in raw.items()}


def read_hands(scenario: Scenario) -> Hands:
    return {
        p: frozenset(f"{c.value} {c.colour}" for c in hand) for p, hand in scenario.hands.items()
    }


def with_colour(scenario: Scenario) -> Scenario:
    """The colour the pipeline answers about: the asked one, else the only one held."""
    if scenario.colour is None and len(scenario.colours) == 1:
        return replace(scenario, colour=scenario.colours[0])
    return scenario


def replay(item: GoldenItem, lexicon: Lexicon) -> Scenario:
    """The scenario the last turn describes, earlier turns read first (ParseError if none)."""
    scenario: Scenario | None = None
    for turn in item.turns:
        if scenario is not None and looks_like_followup(turn):
            changed = change_scenario(scenario, turn, lexicon)
            if changed is not None:
                scenario = with_colour(changed)
                continue
        try:
            scenario = with_colour(parse_scenario(turn, lexicon))
        except ParseError:
            if turn is item.turns[-1] or scenario is None:
                raise
    assert scenario is not None
    return scenario


def describe(hands: Mapping[str, frozenset[str]]) -> str:
    return "; ".join(f"{p}: {', '.join(sorted(h)) or '-'}" for p, h in hands.items())


def check(item: GoldenItem, lexicon: Lexicon) -> list[str]:
    """What is wrong with the reading of one item (empty when it is right)."""
    engine = item.engine or {}
    problems: list[str] = []
    if not item.history:
        intent = classify(item.question, lexicon)
        if intent is not Intent.RIGHT_TO_SCORE:
            problems.append(f"intent {intent.value}")
    try:
        scenario = replay(item, lexicon)
    except ParseError as error:
        return [*problems, f"ParseError: {error}"]
    want, got = expected_hands(engine), read_hands(scenario)
    if want != got:
        problems.append(f"hands\n      want {describe(want)}\n      got  {describe(got)}")
    if scenario.colour != engine.get("colour"):
        problems.append(f"colour {scenario.colour!r}, want {engine.get('colour')!r}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="dev", choices=("dev", "test", "all"))
    parser.add_argument("--golden", type=Path, default=ROOT / "eval" / "golden")
    args = parser.parse_args(argv)
    items = load_golden(args.golden, args.split)
    lexicon = lexicon_of(load_corpus(get_settings().corpus_dir))
    checked = [i for i in items if (i.engine or {}).get("kind") == "right_to_score"]
    right = 0
    for item in checked:
        problems = check(item, lexicon)
        if not problems:
            right += 1
            continue
        note = " (follow-up)" if item.history else ""
        print(f"{item.id}{note}: {item.question!r}")
        for problem in problems:
            print(f"    {problem}")
    total = len(checked)
    share = 100 * right / total if total else 0.0
    print(f"\nsplit {args.split}: {right}/{total} right-to-score items read right ({share:.1f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
