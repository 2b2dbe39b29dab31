"""Invented questions for the yes-or-no lead of rules answers, asked to the real bot.

``tests/data/verdict_phrasings.yaml``: about 60 % closed yes-or-no questions with their
true verdict, 40 % open or two-alternative questions. The lead a player sees is the first
word of the answer ("Oui." / "No." / "Exact." ...), whatever put it there. A lead is
correct when it says the item's verdict; any other lead is wrong, and any lead on an open
question too. ``tune`` may guide changes; ``check`` is only measured.
``pytest -s`` prints, per half: leads given, correct, wrong, missed, leads on open ones.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.pipeline import Rulebot

DATA = Path(__file__).resolve().parents[1] / "data" / "verdict_phrasings.yaml"
HALVES: dict[str, list[dict[str, Any]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
LEADS = {"Oui.": "yes", "Yes.": "yes", "Non.": "no", "No.": "no"}
LEADS |= {"Exact.": "confirm", "Right.": "confirm"}
VERDICTS = {"yes", "no", "confirm", "contradict", "open"}
CLOSED = {"yes", "no", "confirm", "contradict"}
# Correct leads each half must keep: the counts measured on 2026-11-30, tune 71/83 and
# check 42/80 closed questions (check 45 before a claim's predicate had to be said, a rule
# chosen on a dev question matched for the wrong reason). Before the verdict lead: tune 6
# correct, 6 wrong, 2 on open questions; check 4 correct, 1 wrong, 3 on open, all from
# passages opening with their own "Non."/"Yes.". Known tune misses: retrieval ranks an
# entry that states no matching fact ("do the cards go from 1 to 8?"), a question word
# inside ("choose which colours"), a negated question whose statement is false (no "Si."
# is given), a negation next to "si"/"if". Raised the same day (sixth session) after the
# readings of bounds, restatements and told practices: tune 72, check 45. Raised in the
# eighth session after the engine-decided leads (a shape "doubled?", several paths' total)
# and two colours named apart: check 48.
FLOORS = {"tune": 72, "check": 48}


def lead_of(answer_text: str) -> str | None:
    """The verdict a player reads first in an answer, None when it opens with no lead."""
    first = answer_text.split(" ", 1)[0]
    return LEADS.get(first)


def tally(items: list[dict[str, Any]], bot: Rulebot) -> tuple[Counter[str], list[str]]:
    """Leads given, correct, wrong, missed and given on open questions, with the faults."""
    counts: Counter[str] = Counter()
    faults: list[str] = []
    for item in items:
        answer = bot.ask(item["q"], lang=item["lang"])
        given, expected = lead_of(answer.answer), item["verdict"]
        counts["closed"] += expected in CLOSED
        counts["given"] += given is not None
        if given is None:
            counts["missed"] += expected in CLOSED
            continue
        if expected == "open":
            counts["on_open"] += 1
            faults.append(f"  lead on open: {item['q']!r}: {answer.answer[:80]!r}")
        elif given == expected:
            counts["correct"] += 1
        else:
            counts["wrong"] += 1
            faults.append(f"  wrong ({expected}): {item['q']!r}: {answer.answer[:80]!r}")
    return counts, faults


def test_the_set_is_well_formed() -> None:
    assert set(HALVES) == {"tune", "check"}
    items = [item for half in HALVES.values() for item in half]
    assert len(items) >= 200
    assert len({item["q"] for item in items}) == len(items)
    assert {item["verdict"] for item in items} == VERDICTS
    assert {item["lang"] for item in items} == {"fr", "en"}
    closed = sum(item["verdict"] in CLOSED for item in items)
    assert 0.55 <= closed / len(items) <= 0.65


@pytest.mark.model
@pytest.mark.parametrize("half", ["tune", "check"])
def test_leads_are_never_wrong(half: str, real_bot: Rulebot) -> None:
    counts, faults = tally(HALVES[half], real_bot)
    print(
        f"\nverdict_phrasings {half}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    )
    print("\n".join(faults))
    assert counts["wrong"] == 0 and counts["on_open"] == 0, "\n".join(faults)
    assert counts["correct"] >= FLOORS[half]
