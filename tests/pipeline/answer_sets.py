"""What the invented rules-question sets (tests/data/answer_phrasings*.yaml) share: how
an item passes, how a set is checked for form, and how a half is measured and printed.

An item passes when the answer is not an abstention, its first citation is one of the
item's entries, every cited page is an expected one, and every ``must`` regex matches the
answer text (case-insensitive), as the golden evaluation checks them.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

from rulebot.answer.model import Answer
from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.evaluation.checks import cited_pages
from rulebot.pipeline import Rulebot

Halves = dict[str, list[dict[str, Any]]]
DATA = Path(__file__).resolve().parents[1] / "data"


def load_halves(name: str) -> Halves:
    """The `tune` and `check` halves of tests/data/<name>.yaml."""
    halves: Halves = yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))
    return halves


def problems(item: dict[str, Any], answer: Answer) -> list[str]:
    """Why the answer fails the item; empty when it passes."""
    found: list[str] = []
    if answer.abstained:
        found.append("abstained")
    entry = answer.citations[0].chunk_id.split(":")[0] if answer.citations else None
    if entry not in item["entries"]:
        found.append(f"entry {entry}")
    pages = cited_pages(answer)
    if not pages or not pages <= set(item["pages"]):
        found.append(f"pages {sorted(pages)}")
    found += [f"no /{m}/" for m in item["must"] if not re.search(m, answer.answer, re.IGNORECASE)]
    return found


def assert_well_formed(halves: Halves, topics: set[str], at_least: int, *, even: bool) -> None:
    """Two halves (of equal size when `even`), enough distinct questions, about 60 %
    French, exactly the expected topics, known entries, pages and valid `must` regexes."""
    assert set(halves) == {"tune", "check"}
    if even:
        assert len(halves["tune"]) == len(halves["check"])
    items = [item for half in halves.values() for item in half]
    assert len(items) >= at_least
    assert len({item["q"] for item in items}) == len(items)
    languages = Counter(item["lang"] for item in items)
    assert 0.55 <= languages["fr"] / len(items) <= 0.65
    assert {item["topic"] for item in items} == topics
    ids = set(load_corpus(Settings().corpus_dir).ids)
    for item in items:
        assert item["entries"] and set(item["entries"]) <= ids, item["q"]
        assert item["pages"] and item["must"], item["q"]
        for pattern in item["must"]:
            re.compile(pattern)


def measure(title: str, items: list[dict[str, Any]], bot: Rulebot, floor: int) -> None:
    """Ask every item, print the figures per topic, language and overall with every miss,
    and fail when fewer than `floor` items pass."""
    passed: dict[str, list[bool]] = {}
    misses = []
    for item in items:
        answer = bot.ask(item["q"], lang=item["lang"])
        found = problems(item, answer)
        for group in (item["topic"], item["lang"], "all"):
            passed.setdefault(group, []).append(not found)
        if found:
            misses.append(f"  miss: {item['q']!r}: {'; '.join(found)}")
    print(f"\n{title}")
    for group, values in sorted(passed.items()):
        print(f"{group:15} {sum(values)}/{len(values)}")
    print("\n".join(misses))
    assert sum(passed["all"]) >= floor, "\n".join(misses)
