"""A follow-up that brings a new player in by name with a verb that tells no hand, then
gives them cards by a pronoun ("et si Malo joue avec nous et qu'il a le 7 vert ?"): the
pronoun is the newcomer, not the one other player of the hands before
(`followup_scenario._newcomer_pronoun`)."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

FIRST_FR = "On est deux, j'ai le 5 vert, Lou a le 3 vert. Qui marque le vert ?"
FIRST_EN = "I have the 5 green, Lou has the 3 green. Who scores green?"

CASES: list[tuple[str, str, dict[str, int], list[str]]] = [
    (
        FIRST_FR,
        "Et si Inès jouait avec nous et qu'elle avait le 6 vert ?",
        {"you": 5, "Lou": 3, "Inès": 6},
        ["Inès"],
    ),
    (
        FIRST_FR,
        "Et si Noé rejoint la partie et qu'il a le 2 vert ?",
        {"you": 5, "Lou": 3, "Noé": 2},
        ["you"],
    ),
    (
        FIRST_EN,
        "What if Max joins us and he has the 7 green?",
        {"you": 5, "Lou": 3, "Max": 7},
        ["Max"],
    ),
    (
        FIRST_EN,
        "And if Ava plays too and she holds the 4 green?",
        {"you": 5, "Lou": 3, "Ava": 4},
        ["you"],
    ),
    # keep: with no newcomer named, the pronoun is the other player
    (FIRST_FR, "Et s'il avait le 7 vert ?", {"you": 5, "Lou": 10}, ["Lou"]),
    (FIRST_EN, "What if he also had the 4 green?", {"you": 5, "Lou": 7}, ["Lou"]),
]


@pytest.mark.parametrize(("first", "then", "totals", "scorers"), CASES)
def test_the_pronoun_is_the_newcomer(
    fake_bot: Rulebot, first: str, then: str, totals: dict[str, int], scorers: list[str]
) -> None:
    answer = fake_bot.ask(then, history=[first])
    assert answer.intent == "right_to_score"
    assert answer.engine is not None
    assert answer.engine["totals"] == totals
    assert sorted(answer.engine["scorers"]) == sorted(scorers)
