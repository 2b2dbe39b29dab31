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
