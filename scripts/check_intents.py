"""Intent and language agreement of `rulebot.understanding` with a golden split.

    .venv/bin/python scripts/check_intents.py [--split dev|test|all] [--golden eval/golden]

For every item, `classify()` and `detect_language()` run on the question (the last turn
of a follow-up) and are compared with what the item's category and `lang` imply. Prints
the intent confusion (expected -> got), the language agreement, and every mismatch.
A follow-up's last turn alone ("et s'il finit sur le 8 ?") often reads as a rules
question: the pipeline resolves it from the history, so such mismatches are flagged.
Figures only, no assertions; the golden files are read, never written.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulebot.config import get_settings  # noqa: E402
from rulebot.corpus import load_corpus  # noqa: E402
from rulebot.evaluation.golden import GoldenItem, load_golden  # noqa: E402
from rulebot.pipeline.lexicon import lexicon_of  # noqa: E402
from rulebot.understanding import Intent, classify, detect_language  # noqa: E402

BY_CATEGORY = {
    "out_of_scope": Intent.OUT_OF_SCOPE,
    "engine_path": Intent.PATH_SCORE,
    "engine_right": Intent.RIGHT_TO_SCORE,
    "box": Intent.GAME_FACTS,
    "greeting": Intent.GREETING,
}
BY_ENGINE = {"path": Intent.PATH_SCORE, "right_to_score": Intent.RIGHT_TO_SCORE}


def expected_intent(item: GoldenItem) -> Intent:
    """The intent an item's category implies; rules categories (and follow-ups without
    an engine check) are RULES, an engine follow-up is the engine's intent."""
    if item.category in BY_CATEGORY:
        return BY_CATEGORY[item.category]
    kind = (item.engine or {}).get("kind")
    return BY_ENGINE.get(str(kind), Intent.RULES)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="dev", choices=("dev", "test", "all"))
    parser.add_argument("--golden", type=Path, default=ROOT / "eval" / "golden")
    args = parser.parse_args(argv)
    items = load_golden(args.golden, args.split)
    lexicon = lexicon_of(load_corpus(get_settings().corpus_dir))

    confusion: Counter[tuple[str, str]] = Counter()
    wrong_intent: list[str] = []
    wrong_single = 0  # mismatches on questions asked without history
    wrong_lang: list[str] = []
    for item in items:
        want, got = expected_intent(item), classify(item.question, lexicon)
        confusion[(want.value, got.value)] += 1
        if want is not got:
            note = "  (follow-up: needs the history)" if item.history else ""
            wrong_single += not item.history
            wrong_intent.append(
                f"  {item.id:<24} {want.value:>15} -> {got.value:<15} {item.question!r}{note}"
            )
        lang = detect_language(item.question)
        if lang != item.lang:
            wrong_lang.append(f"  {item.id:<24} {item.lang} -> {lang}  {item.question!r}")

    total = len(items)
    names = [i.value for i in Intent]
    print(f"split {args.split}: {total} items\n")
    print("intent confusion (rows: expected, columns: classify)")
    width = max(len(n) for n in names) + 1
    print(" " * width + "".join(f"{n[:10]:>11}" for n in names))
    for want_name in names:
        row = [confusion[(want_name, got_name)] for got_name in names]
        if any(row):
            print(f"{want_name:<{width}}" + "".join(f"{n or '.':>11}" for n in row))
    agree = total - len(wrong_intent)
    single = sum(1 for item in items if not item.history)
    print(f"\nintent agreement: {agree}/{total} ({100 * agree / total:.1f}%)", end="")
    print(f"; single questions (no history): {single - wrong_single}/{single}")
    print("\n".join(wrong_intent))
    agree = total - len(wrong_lang)
    print(f"\nlanguage agreement: {agree}/{total} ({100 * agree / total:.1f}%)")
    print("\n".join(wrong_lang))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
