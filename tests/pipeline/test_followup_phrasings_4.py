"""Follow-up conversations of tests/data/followup_phrasings_4.yaml replayed through the bot.

Engine follow-ups run on the fake embedder; the others need the real model (``model``).
Items at even positions are the `tune` half, at odd positions the `check` half (only
measured): before the changes that came with this file the real bot got 45 of the 50
tune conversations right and 39 of the 50 check ones; after them, 50 and 42. Run with
``-s`` to see the figures and the misses.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from tests.pipeline.test_followup_conversations import ENGINE_KINDS, load, problems

ITEMS = load("followup_phrasings_4.yaml")
HALVES = ("tune", "check")
# The fewest conversations of each half the real bot must get right (one under the last count).
FLOORS = {"tune": 49, "check": 41}

# Known failures, keyed "last earlier question -> question", with their cause.
XFAIL: dict[str, str] = {
    "Who scores yellow: me yellow 8, my opponent yellow 1? -> "
    "what if it was me with the 1 and them with the 8?": (
        "'them' names no player: both cards go to the asker"
    ),
    "Do all the cards of a path have to be the same colour? -> just the two ends then?": (
        "no opener, no game word: read as out of scope"
    ),
    "Can I place a card diagonally? -> what about the very first one?": (
        "retrieval: 'one' is read as a card drawn, not the first card planted"
    ),
    "What's red 2, red 4, red 6 worth? -> what if I swap the 6 for the 8?": (
        "'swap ... for' is no replace cue: the 8 is added"
    ),
    "Score blue 2, green 4, green 5, blue 7 for blue -> what if it were all blue?": (
        "'all blue' names the scored colour: nothing is recoloured"
    ),
    "How many points: cherry 2, cherry 5, cherry 8? -> "
    "and if I put cherry 6 between the 5 and the 8?": (
        "the values placing the card are taken as cards"
    ),
    "Who scores green: me green 5, Tim green 7? -> what if I swap my 5 for the 8?": (
        "'swap ... for' is no replace cue: the 8 is added"
    ),
    "Qui marque l'érable ? Moi 6 érable, Yann 7 érable. -> "
    "et si je n'avais plus le 6 mais le 8 ?": ("'plus' removes both cards named"),
}


def _key(item: dict[str, Any]) -> str:
    return f"{item['history'][-1]} -> {item['question']}"


def _params(engine: bool) -> list[Any]:
    chosen = []
    for k, item in enumerate(ITEMS):
        if (item["expect"]["kind"] in ENGINE_KINDS) != engine:
            continue
        reason = XFAIL.get(_key(item))
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        chosen.append(pytest.param(item, id=f"{HALVES[k % 2]}-{k:02d}", marks=marks))
    return chosen


def test_the_set_is_big_and_balanced() -> None:
    assert len(ITEMS) >= 60
    assert 0.45 <= sum(item["lang"] == "fr" for item in ITEMS) / len(ITEMS) <= 0.6
    assert all(1 <= len(item["history"]) <= 2 for item in ITEMS)
    assert set(XFAIL) <= {_key(item) for item in ITEMS}


@pytest.mark.parametrize("item", _params(engine=True))
def test_engine_follow_up(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)


@pytest.mark.model
@pytest.mark.parametrize("item", _params(engine=False))
def test_follow_up_with_the_model(real_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = real_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)


@pytest.mark.model
def test_the_real_bot_figures(real_bot: Rulebot) -> None:
    right = dict.fromkeys(HALVES, 0)
    for k, item in enumerate(ITEMS):
        found = problems(item, real_bot.ask(item["question"], history=item["history"]))
        right[HALVES[k % 2]] += not found
        if found:
            print(f"miss {HALVES[k % 2]} {k:02d} {_key(item)!r}: {found}")
    print(
        "followup_phrasings_4:",
        {half: f"{right[half]}/{len(ITEMS[i::2])}" for i, half in enumerate(HALVES)},
    )
    assert all(right[half] >= FLOORS[half] for half in HALVES), right
