"""Follow-up conversations in phrasings of our own, replayed through `Rulebot.ask`.

Engine follow-ups are checked to the number; rules follow-ups only on what the
follow-up mechanism controls (a rules answer, not an abstention), because the fake
embedder is too weak for the first citation to be meaningful.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.pipeline import Rulebot

DATA = Path(__file__).resolve().parents[1] / "data" / "followup_phrasings.yaml"
ITEMS: list[dict[str, Any]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
# The newcomer a follow-up brings in unnamed ("a third player"): any key not expected.
NEWCOMER = "NEW"
XFAIL: dict[str, str] = {}


def _params() -> list[Any]:
    params = []
    for item in ITEMS:
        reason = XFAIL.get(item["question"])
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        params.append(pytest.param(item, id=item["question"], marks=marks))
    return params


def test_the_set_is_big_and_mostly_french() -> None:
    assert len(ITEMS) == 45
    assert sum(item["lang"] == "fr" for item in ITEMS) / len(ITEMS) >= 0.55
    assert all(1 <= len(item["history"]) <= 2 for item in ITEMS)


def _totals(found: dict[str, int], expected: dict[str, int]) -> dict[str, int]:
    """The found totals with an unnamed newcomer's key written NEW, as in the data."""
    if NEWCOMER not in expected:
        return found
    return {(k if k in expected else NEWCOMER): v for k, v in found.items()}


@pytest.mark.parametrize("item", _params())
def test_follow_up(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    expect = item["expect"]
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert answer.intent == expect["kind"], answer.answer
    if expect["kind"] == "path_score":
        assert answer.engine is not None
        assert (answer.engine["valid"], answer.engine["points"]) == (
            expect["valid"],
            expect["points"],
        ), answer.answer
    elif expect["kind"] == "right_to_score":
        assert answer.engine is not None
        totals = _totals(answer.engine["totals"], expect["totals"])
        assert totals == expect["totals"], answer.answer
        renamed = _totals({s: 0 for s in answer.engine["scorers"]}, expect["totals"])
        assert sorted(renamed) == sorted(expect["scorers"]), answer.answer
    else:
        assert not answer.abstained, answer.answer
        assert answer.citations
        # The first citation's entry is not asserted: the fake embedder is too weak.
