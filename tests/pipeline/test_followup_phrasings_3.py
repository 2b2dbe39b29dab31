"""Follow-up conversations of tests/data/followup_phrasings_3.yaml replayed through the bot.

Engine follow-ups run on the fake embedder; the others need the real model (``model``).
Items at even positions are the `tune` half, at odd positions the `check` half (only
measured): before the changes that came with this file the real bot got 34 of the 43
check conversations right, after them 38.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.pipeline import Rulebot
from tests.pipeline.test_followup_conversations import ENGINE_KINDS, problems

DATA = Path(__file__).resolve().parents[1] / "data" / "followup_phrasings_3.yaml"
ITEMS: list[dict[str, Any]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))

# Known failures, keyed "last earlier question -> question", with their cause.
XFAIL: dict[str, str] = {
    "Path: oak 1, maple 2, maple 3, oak 4. For oak, how many points? -> why?": (
        "the earlier path is misread ('oak 1, maple 2' pairs each colour with the next value)"
    ),
    "Who gets to score a colour at the end? -> what if it's a tie?": (
        "retrieval: the final tie-break (p. 8) outranks the tie for the right to score"
    ),
    "Can I move a card once it's planted? -> not even to make a longer path?": (
        "names a topic of its own ('path'), so the earlier question weighs too little"
    ),
    "Combien vaut 2 rouge, 4 rouge, 6 rouge ? -> et comment on taille un erable ?": (
        "the species is read as a new colour for the earlier path"
    ),
}


def _params(engine: bool) -> list[Any]:
    chosen = []
    for k, item in enumerate(ITEMS):
        if (item["expect"]["kind"] in ENGINE_KINDS) != engine:
            continue
        reason = XFAIL.get(f"{item['history'][-1]} -> {item['question']}")
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        half = "tune" if k % 2 == 0 else "check"
        chosen.append(pytest.param(item, id=f"{half}-{k:02d}-{item['question']}", marks=marks))
    return chosen


def test_the_set_is_big_and_half_french() -> None:
    assert len(ITEMS) >= 80
    assert 0.5 <= sum(item["lang"] == "fr" for item in ITEMS) / len(ITEMS) <= 0.6
    assert all(1 <= len(item["history"]) <= 2 for item in ITEMS)


@pytest.mark.parametrize("item", _params(engine=True))
def test_engine_follow_up(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)


@pytest.mark.model
@pytest.mark.parametrize("item", _params(engine=False))
def test_follow_up_with_the_model(real_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = real_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)
