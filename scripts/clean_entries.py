"""Take off a training item's accepted entries that state none of the facts it requires.

    .venv/bin/python scripts/clean_entries.py [FILE ...]   # default: dev and every tune half

The learned entry model learns every accepted entry of a training item as an answer to it.
An entry whose text (in the item's language) matches none of the item's `must` patterns,
beside another that matches one, teaches it a wrong answer: the components' page listed
beside the printings' species for "which box has the magnolia?". Such entries are taken
off, by editing the lines of the file (its layout and comments stay). An item whose
entries all miss its facts (a verdict such as "oui" is said by the answer, not by an
entry) is left alone. Only training files may be changed: a held-out file is refused.
The data test `test_every_accepted_entry_of_a_training_item_states_one_of_its_facts`
fails while one such entry is left.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulebot.config import Settings  # noqa: E402
from rulebot.corpus import load_corpus  # noqa: E402
from rulebot.evaluation.halves import is_training_file  # noqa: E402

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_ID = re.compile(r"^\s*-\s+id:\s*['\"]?([^'\"\s]+)")
_BLOCK = re.compile(r"^\s+entries:\s*$")
_ROW = re.compile(r"^\s+-\s+['\"]?([a-z0-9-]+)['\"]?\s*$")
_FLOW = re.compile(r"^(\s+entries:\s*)\[(.*)\]\s*$")


def silent(item: dict[str, Any], texts: dict[str, dict[str, str]]) -> set[str]:
    """The accepted entries that state none of the item's facts, when another states one."""
    entries = item.get("entries") or []
    patterns = item.get("must") or []
    if isinstance(entries, str) or len(entries) < 2 or not patterns:
        return set()
    states = {e: any(re.search(p, texts[e][item["lang"]], re.I) for p in patterns) for e in entries}
    return {e for e, said in states.items() if not said} if any(states.values()) else set()


def cleaned(text: str, drop: dict[str, set[str]]) -> str:
    """The file's text without the entries to drop, each item's other lines untouched."""
    out: list[str] = []
    item, block = None, False
    for line in text.split("\n"):
        found = _ID.match(line)
        if found:
            item, block = found.group(1), False
        if _BLOCK.match(line):
            block = True
        elif block and (row := _ROW.match(line)):
            if row.group(1) in drop.get(item or "", ()):
                continue
        else:
            block = False
        flow = _FLOW.match(line)
        if flow and item in drop:
            kept = [e.strip().strip("'\"") for e in flow.group(2).split(",")]
            line = flow.group(1) + "[" + ", ".join(e for e in kept if e not in drop[item]) + "]"
        out.append(line)
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = args.files or [
        ROOT / "eval" / "golden" / "dev.yaml",
        *sorted((ROOT / "eval").glob("*/*_tune.yaml")),
    ]
    corpus = load_corpus(Settings().corpus_dir)
    texts = {e.id: {lang: t.text for lang, t in e.texts.items()} for e in corpus.entries}
    for path in (f.resolve() for f in files):
        if not is_training_file(path):
            print(f"{path}: not a training file (dev or a tune half): left alone", file=sys.stderr)
            return 2
        text = path.read_text(encoding="utf-8")
        data = yaml.load(text, Loader=_LOADER)
        items = data["items"] if isinstance(data, dict) else data
        drop = {str(i["id"]): s for i in items if (s := silent(i, texts))}
        if not drop:
            continue
        new = cleaned(text, drop)
        after = yaml.load(new, Loader=_LOADER)
        for item in after["items"] if isinstance(after, dict) else after:
            assert not set(item.get("entries") or ()) & drop.get(str(item["id"]), set())
        path.write_text(new, encoding="utf-8")
        taken = sum(map(len, drop.values()))
        print(f"{path.relative_to(ROOT)}: {len(drop)} items, {taken} entries")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
