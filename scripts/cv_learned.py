"""Cross-validation of the learned intent over the training examples alone: the accuracy
of each regularisation strength C, to choose `INTENT_C` without the held-out sets; with
`--polarity`, of the learned yes or no: the leads said right, wrong, or to a question whose
answer needs neither, at each threshold, to choose `POLARITY_SURE`.

    .venv/bin/python scripts/cv_learned.py [--c 3 10 30 100] [--folds 5]
    .venv/bin/python scripts/cv_learned.py --polarity [--sure 0.6 0.7 0.8 0.9]

The examples every learned decision is trained from (dev and the tune halves; never a
held-out half), read as training reads them (`read_as_asked`), are split into folds by a
hash of their text; each fold is decided by a
model trained on the others, with the training's own settings (balanced classes, the
solver run to convergence). Prints, for each C, the accuracy, the balanced accuracy and
each intent's share right. Figures only.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulebot.config import get_settings  # noqa: E402
from rulebot.corpus import Corpus, load_corpus  # noqa: E402
from rulebot.pipeline.lexicon import lexicon_of  # noqa: E402
from rulebot.understanding.learned.examples import examples, is_claim  # noqa: E402
from rulebot.understanding.learned.features import (  # noqa: E402
    polarity_features,
    reading_features,
)
from rulebot.understanding.learned.store import (  # noqa: E402
    intent_examples,
    is_yes_or_no_example,
    read_as_asked,
    rulebook_vocabulary,
)
from rulebot.understanding.learned.train import fit  # noqa: E402
from rulebot.understanding.lexicon import Lexicon  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--c", type=float, nargs="+", default=[3.0, 10.0, 30.0, 100.0])
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--polarity", action="store_true", help="the learned yes or no")
    parser.add_argument("--sure", type=float, nargs="+", default=[0.6, 0.7, 0.8, 0.9])
    args = parser.parse_args()
    settings = get_settings()
    corpus = load_corpus(settings.corpus_dir)
    lexicon = lexicon_of(corpus)
    if args.polarity:
        polarity(args, corpus, lexicon)
        return
    vocabulary = rulebook_vocabulary(corpus)
    found = intent_examples(examples(settings.eval_dir, corpus))
    printings = corpus.lexicon.printings
    rows = [
        reading_features(read_as_asked(e.text, lexicon, e.lang or None), vocabulary, printings)
        for e in found
    ]
    labels = [e.intent for e in found]
    fold = [_fold(e.text, args.folds) for e in found]
    print(f"{len(found)} training examples: {dict(Counter(labels).most_common())}")
    for c in args.c:
        start = time.perf_counter()
        right: Counter[str] = Counter()
        for k in range(args.folds):
            train = [i for i in range(len(found)) if fold[i] != k]
            model = fit(
                "intent", [rows[i] for i in train], [labels[i] for i in train], balanced=True, c=c
            )
            for i in (i for i in range(len(found)) if fold[i] == k):
                right[labels[i]] += model.decide(rows[i]).label == labels[i]
        total = Counter(labels)
        shares = {label: right[label] / n for label, n in total.items()}
        print(
            f"C={c:g}: {sum(right.values())}/{len(found)} "
            f"({100 * sum(right.values()) / len(found):.1f} %), "
            f"balanced {100 * sum(shares.values()) / len(shares):.1f} %, "
            f"{time.perf_counter() - start:.0f} s; "
            + ", ".join(f"{label} {100 * share:.0f} %" for label, share in sorted(shares.items()))
        )


def _fold(text: str, folds: int) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16) % folds


def polarity(args: argparse.Namespace, corpus: Corpus, lexicon: Lexicon) -> None:
    """Each threshold's leads over the folds: right, wrong (a yes for a no or the reverse),
    said to a question whose answer needs neither, and the share right of yes and no."""
    told = examples(get_settings().eval_dir, corpus)
    found = [e for e in intent_examples(told) if is_yes_or_no_example(e)]
    claims = [e for e in told if is_claim(e)]  # statements: learned in every fold
    printings = corpus.lexicon.printings
    rows, claim_rows = (
        [
            polarity_features(
                read_as_asked(e.text, lexicon, e.lang or None),
                next(iter(e.entries), None),
                printings,
            )
            for e in group
        ]
        for group in (found, claims)
    )
    labels = [str(e.polarity) for e in found]
    claim_labels = [str(e.polarity) for e in claims]
    fold = [_fold(e.text, args.folds) for e in found]
    print(f"{len(found)} closed or open rules questions: {dict(Counter(labels).most_common())}")
    said: dict[float, Counter[str]] = {sure: Counter() for sure in args.sure}
    for k in range(args.folds):
        train = [i for i in range(len(found)) if fold[i] != k]
        model = fit(
            "polarity",
            [rows[i] for i in train] + claim_rows,
            [labels[i] for i in train] + claim_labels,
        )
        for i in (i for i in range(len(found)) if fold[i] == k):
            decided = model.decide(rows[i])
            for sure, counts in said.items():
                if decided.label == "open" or decided.probability < sure:
                    counts["silent"] += 1
                elif labels[i] == "open":
                    counts["needs neither"] += 1
                else:
                    counts["right" if decided.label == labels[i] else "wrong"] += 1
    for sure, counts in said.items():
        share = counts["right"] / max(1, counts["right"] + counts["wrong"])
        print(f"sure >= {sure:g}: {dict(counts)}, yes or no right {100 * share:.1f} %")


if __name__ == "__main__":
    main()
