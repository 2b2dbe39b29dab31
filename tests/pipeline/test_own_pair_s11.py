""" "Does my 1 cancel my 8?" speaks of one's own 1 and 8: both said "my" read as the concept
`own` (`verdict_words.concepts`, data/verdict_words.yaml `own_pair`), so the claim "my own 1
cancels my own 8" answers it "No." (it opened with a wrong "Yes."). Must-not rows: another's
8 ("his 8", "le 8 de Léa") and the 1 and the 8 said without a possessive keep their lead."""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide
from rulebot.answer.verdict_words import concepts

COLOURS = frozenset({"bleu", "blue", "red", "rouge"})
ENTRY = "rule-one-cancels-eight"


@pytest.mark.parametrize(
    ("question", "lang", "kind"),
    [
        ("Does my 1 cancel my 8?", "en", "no"),
        ("Mon 1 annule mon 8 ?", "fr", "no"),
        ("does my 1 of red cancel my 8 of red?", "en", "no"),
        # must not: another player's 8, or no possessive
        ("Does my 1 cancel his 8?", "en", "yes"),
        ("does the blue 1 cancel the blue 8?", "en", "yes"),
        ("le 1 annule le 8 ?", "fr", "yes"),
    ],
)
def test_my_1_and_my_8_are_my_own(question: str, lang: str, kind: str) -> None:
    verdict = decide(question, lang, ENTRY, COLOURS)
    assert (verdict.kind if verdict else None) == kind


@pytest.mark.parametrize(
    ("text", "lang", "own"),
    [
        ("my 1 and my 8", "en", True),
        ("mon 1 et mon 8", "fr", True),
        ("my 1 and his 8", "en", False),
        ("my 8 counts?", "en", False),
    ],
)
def test_the_own_pair(text: str, lang: str, own: bool) -> None:
    assert ("own" in concepts(text, lang)) is own


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "intent"),
    [
        # "I hold" says a hand: the 1 and the 8 held are no path to score
        ("I hold the 1 and the 8 of red. Does my 8 still count?", "rules"),
        ("I'm holding the 1 and the 8 of oak, does my 8 count?", "rules"),
        # must not: a path laid, and hands of two players
        ("My path is the 1 red and the 8 red, how much is it worth?", "path_score"),
        ("I hold the 1 red, Léa holds the 8 red. Who scores red?", "right_to_score"),
    ],
)
def test_cards_held_are_no_path(real_bot, question: str, intent: str) -> None:  # type: ignore[no-untyped-def]
    answer = real_bot.ask(question)
    assert answer.intent == intent, answer.answer
    if intent == "rules":
        assert "9" in answer.answer and answer.pages == (6,), answer.answer
