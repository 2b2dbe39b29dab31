"""Convert the phrasing tables of the test suite into evaluation sets under eval/phrasings/.

    .venv/bin/python scripts/convert_phrasings.py [--dry-run]

Reads the invented phrasing files of tests/data/ (`*_phrasings*.yaml`, as their tests
read them: scripts/phrasings/data_sources.py) and every parametrized table of
tests/understanding/, tests/pipeline/ and tests/retrieval/ (each test function mapped to
what it pins, end to end: scripts/phrasings/*_specs.py; single tests:
single_tests.py), and writes one set per kind and half (`path_tune.yaml`,
`verdict_check.yaml`, ...) in the golden item format (eval/README.md).

Rows asking the same question (every turn alike, case, accents and signs aside) are one
item: exact duplicates are dropped, others merged (their expectations joined; `check`
only if every source put it there). A row asking a question of eval/golden (any turn) is
dropped. Everything counted is printed.

The sources were deleted once converted (commit a63456f, "tests: the converted phrasing
tables leave pytest"); run it again from its parent: `git archive a63456f~1 tests scripts
eval corpus | tar -x -C DIR`, link DIR/rulebot to a checkout's, run DIR/scripts/... (the
files it writes do not depend on PYTHONHASHSEED).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import unicodedata
from collections import Counter
from dataclasses import fields
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import yaml  # noqa: E402
from phrasings import data_sources, single_tests  # noqa: E402
from phrasings.model import Row, category  # noqa: E402
from phrasings.pipeline_specs import DROP  # noqa: E402
from phrasings.pipeline_specs import SPECS as PIPELINE  # noqa: E402
from phrasings.retrieval_specs import SPECS as RETRIEVAL  # noqa: E402
from phrasings.tables import KEEP, parametrized, read  # noqa: E402
from phrasings.understanding_specs import DATA  # noqa: E402
from phrasings.understanding_specs import SPECS as UNDERSTANDING  # noqa: E402

from rulebot.understanding import detect_language  # noqa: E402

OUT = ROOT / "eval" / "phrasings"
GOLDEN = ROOT / "eval" / "golden"
SETS = ROOT / "eval" / "sets"
# The set a merged row goes to: the one checking the most of its answer.
KINDS = (
    "followup",
    "scenario",
    "path",
    "winner",
    "box",
    "verdict",
    "answer",
    "retrieval",
    "intent",
)
ABOUT = {
    "answer": "rules questions: the entries, pages and facts an answer must show",
    "retrieval": "rules questions: the entries that answer them (and their pages)",
    "path": "described paths: the engine's worth, the intent, the words of the answer",
    "scenario": "right-to-score scenarios: the engine's scorers and totals, the answer's words",
    "winner": "told ends of game: the winners the engine decides",
    "box": "box facts: the facts an answer states",
    "verdict": "yes-or-no questions: the lead the answer opens with, or none",
    "intent": "what a question asks: the intent, answered or declined",
    "followup": "conversations: what the last answer must show",
}


def fold(text: str) -> str:
    """A question as compared for repeats (tests/eval/test_golden_data.py `_fold`)."""
    text = unicodedata.normalize("NFKD", text.casefold())
    return re.sub(r"\W+", " ", "".join(c for c in text if not unicodedata.combining(c))).strip()


def table_rows(counts: Counter[str]) -> list[Row]:
    """The rows of every parametrized table, each test function mapped by a spec."""
    found: list[Row] = []
    for specs in (UNDERSTANDING, PIPELINE, RETRIEVAL):
        for module, functions in specs.items():
            missing = set(parametrized(module)) - set(functions)
            if missing:
                raise SystemExit(f"{module}: no spec for {sorted(missing)}")
            for function, spec in functions.items():
                if spec in (DATA, KEEP):
                    counts[f"tables {'read from tests/data' if spec == DATA else 'kept'}"] += 1
                    continue
                if spec == DROP:
                    counts["tables with no end-to-end form"] += 1
                    continue
                for made in read(module, function, spec):
                    if isinstance(made, str):
                        counts[f"rows dropped: {made}"] += 1
                    else:
                        found.append(made)
    return found


def expectations(row: Row) -> tuple[Any, ...]:
    skip = {"kind", "half", "source", "reading", "topic", "lang"}
    return tuple(repr(getattr(row, f.name)) for f in fields(Row) if f.name not in skip)


def merge(first: Row, other: Row, counts: Counter[str], conflicts: list[str]) -> None:
    """Join what `other` expects into `first`: one item per question."""
    if first.intent and other.intent:
        both = tuple(i for i in first.intent if i in other.intent)
        if not both:
            conflicts.append(f"intent {first.intent} / {other.intent}: {first.turns[-1]!r}")
        first.intent = both or first.intent
    else:
        first.intent = first.intent or other.intent
    if first.engine and other.engine:
        keys = ("valid", "points", "scorers", "winners")
        a = {k: first.engine.get(k) for k in keys if k in first.engine and k in other.engine}
        b = {k: other.engine.get(k) for k in a}
        if a != b:
            conflicts.append(f"engine {a} / {b}: {first.turns[-1]!r}")
        elif len(other.engine) > len(first.engine):
            first.engine = other.engine
    else:
        first.engine = first.engine or other.engine
    first.entries = tuple(dict.fromkeys((*first.entries, *other.entries)))
    if first.pages is None or other.pages is None:
        first.pages = first.pages if other.pages is None else other.pages
    else:
        first.pages = tuple(sorted({*first.pages, *other.pages}))
    first.must = tuple(dict.fromkeys((*first.must, *other.must)))
    first.must_not = tuple(dict.fromkeys((*first.must_not, *other.must_not)))
    if first.abstain != other.abstain:
        declined = ("out_of_scope",) in (first.intent, other.intent)
        if not declined:
            conflicts.append(f"abstain: {first.turns[-1]!r}")
        first.abstain = first.abstain or declined
    first.answer_lang = first.answer_lang or other.answer_lang
    first.lang = first.lang or other.lang
    first.topic = first.topic or other.topic
    first.reading = {**other.reading, **first.reading}
    first.kind = min(first.kind, other.kind, key=KINDS.index)
    first.half = "check" if first.half == other.half == "check" else "tune"
    first.source = f"{first.source}; {other.source}"
    counts["merged with a row of the same question"] += 1


def one_per_question(rows: list[Row], counts: Counter[str], conflicts: list[str]) -> list[Row]:
    kept: dict[tuple[str, ...], Row] = {}
    for row in rows:
        key = tuple(fold(t) for t in row.turns)
        if key not in kept:
            kept[key] = row
        elif expectations(kept[key]) == expectations(row):
            kept[key].source += f"; {row.source}"
            counts["exact duplicates dropped"] += 1
        else:
            merge(kept[key], row, counts, conflicts)
    return list(kept.values())


def asked(folder: Path) -> set[str]:
    """Every question (any turn) of the YAML files of a folder."""
    found: set[str] = set()
    for path in folder.glob("*.yaml"):
        for item in yaml.safe_load(path.read_text(encoding="utf-8")):
            found.update(fold(t) for t in item.get("turns", [item.get("question", "")]))
    return found


def item(row: Row, ident: str) -> dict[str, Any]:
    """The golden item of a row (eval/README.md), keys in the usual order."""
    out: dict[str, Any] = {"id": ident, "lang": row.lang, "category": category(row)}
    if len(row.turns) > 1:
        out["turns"] = list(row.turns)
    else:
        out["question"] = row.turns[0]
    if row.intent:
        out["intent"] = row.intent[0] if len(row.intent) == 1 else list(row.intent)
    if row.entries:
        out["entries"] = list(row.entries)
    if row.pages is not None:
        out["pages"] = list(row.pages)
    for key in ("must", "must_not"):
        if getattr(row, key):
            out[key] = list(getattr(row, key))
    if row.engine is not None:
        out["engine"] = row.engine
    if row.abstain:
        out["abstain"] = True
    if row.answer_lang and row.answer_lang != row.lang:
        out["answer_lang"] = row.answer_lang
    if row.reading:
        out["reading"] = row.reading
    return out


def write(rows: list[Row]) -> dict[str, int]:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.yaml"):
        old.unlink()
    sizes: dict[str, int] = {}
    for kind in KINDS:
        for half in ("tune", "check"):
            chosen = [r for r in rows if r.kind == kind and r.half == half]
            if not chosen:
                continue
            name = f"{kind}_{half}"
            lines = [
                f"# {name}: {ABOUT[kind]}.",
                f"# The `{half}` half, converted from the test suite by",
                "# scripts/convert_phrasings.py (see eval/README.md); above each item, the test",
                "# rows it comes from.",
            ]
            for k, row in enumerate(chosen, start=1):
                ident = f"ph-{kind}-{half[0]}-{k:04d}"
                lines.append(f"# {row.source}")
                dumped = yaml.safe_dump(
                    [item(row, ident)],
                    allow_unicode=True,
                    sort_keys=False,
                    width=4096,
                    default_flow_style=None,
                )
                lines.append(dumped.rstrip("\n"))
            (OUT / f"{name}.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
            sizes[name] = len(chosen)
    return sizes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="count, write nothing")
    args = parser.parse_args()
    counts: Counter[str] = Counter()
    rows = data_sources.rows()
    counts["rows of tests/data"] = len(rows)
    tables = table_rows(counts)
    counts["rows of inline tables"] = len(tables)
    singles = single_tests.rows()
    counts["rows of single tests"] = len(singles)
    counts["single tests of code, left out"] = len(single_tests.LEFT_OUT)
    rows += tables + singles
    for row in rows:
        row.lang = row.lang or detect_language(row.turns[-1])
        for pattern in (*row.must, *row.must_not):
            re.compile(pattern)
    conflicts: list[str] = []
    rows = one_per_question(rows, counts, conflicts)
    golden, sets = asked(GOLDEN), asked(SETS)
    kept = [r for r in rows if not any(fold(t) in golden for t in r.turns)]
    counts["dropped: a question of eval/golden"] = len(rows) - len(kept)
    counts["kept though a question of eval/sets"] = sum(
        any(fold(t) in sets for t in r.turns) for r in kept
    )
    counts["items"] = len(kept)
    for name, value in sorted(counts.items()):
        print(f"{name:<45} {value}")
    print(f"conflicts kept as the first source says: {len(conflicts)}")
    for line in conflicts:
        print("  " + line)
    if not args.dry_run:
        for name, size in write(kept).items():
            print(f"eval/phrasings/{name}.yaml: {size}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
