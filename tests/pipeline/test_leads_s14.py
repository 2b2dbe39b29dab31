"""Paths of one colour told with their worths and asked openly what they score (session
14): "I've got three oak paths worth 6, 8 and 11. What do I actually score for oak?" got
the one-path-per-colour passage with no number, so the asker still had to pick the best.
The lead now says it (`verdict_worth.told_best`): only the best path of a colour counts,
its worth, if that colour may be scored. A total told stays the `told_sum` "No" lead; a
closed question, several colours, a single path or worths without a count get no lead.
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide, lead_again, lead_said

ENTRY = "rule-one-path-per-colour"

# (lang, question, the best worth said, or None for no told_best lead)
ROWS = [
    ("en", "I've got three oak paths worth 6, 8 and 11. What do I actually score for oak?", 11),
    ("en", "I have two red paths worth 7 and 10, how many points is that?", 10),
    ("en", "I have two maple paths worth 6 and 9, which one counts?", 9),
    ("en", "two willow paths, one worth 12 and the other 5: what's my willow score?", 12),
    ("fr", "J'ai deux sentiers de chêne qui valent 5 et 9. Je marque combien en chêne ?", 9),
    ("fr", "J'ai 2 sentiers de saule, l'un vaut 8 et l'autre 12 : lequel compte ?", 12),
    ("fr", "Quel est mon score avec deux chemins bleus de 7 et 12 points ?", 12),
    ("en", "I have two oak paths, one at 5 and the other at 9. How much do I score for oak?", 9),
    # a total told is the told_sum "No" lead, not this one
    ("en", "Two oak paths worth 6 and 9, so I get 15?", None),
    # a closed question: no open score asked
    ("en", "I have two maple paths worth 6 and 9. Do both count?", None),
    # two colours: each may be scored, nothing is the best of one colour
    ("en", "I have an oak path worth 6 and a red path worth 9, what do I score?", None),
    # the count does not match the worths told
    ("en", "I have three oak paths worth 6 and 9, what do I score?", None),
    # a single path
    ("fr", "J'ai un sentier de chêne qui vaut 9, je marque combien ?", None),
    # no score asked
    ("fr", "J'ai deux sentiers de chêne de 5 et 9 cartes, lequel est le plus long ?", None),
]


@pytest.mark.parametrize(("lang", "question", "best"), ROWS)
def test_an_open_question_on_told_worths_gets_the_best(
    lang: str, question: str, best: int | None, colour_words: frozenset[str]
) -> None:
    verdict = decide(question, lang, ENTRY, colour_words)
    said = verdict.words if verdict else ""
    if best is None:
        assert not (verdict and verdict.claim.fact == "told-best"), question
        return
    assert verdict is not None and verdict.kind == "only", question
    assert f" {best} points" in said
    assert not said.lower().startswith(("no", "non")), said  # an open question: no "No"


@pytest.mark.parametrize(("lang", "other"), [("fr", "en"), ("en", "fr")])
def test_the_lead_said_again_in_the_other_language_keeps_its_worth(
    lang: str, other: str, colour_words: frozenset[str]
) -> None:
    question = {
        "fr": "J'ai deux sentiers de chêne qui valent 5 et 9. Je marque combien en chêne ?",
        "en": "I have two oak paths worth 5 and 9, what do I score for oak?",
    }[lang]
    verdict = decide(question, lang, ENTRY, colour_words)
    assert verdict is not None
    answer = f"{verdict.words} Rest of the passage."
    assert lead_said(answer) == "only"
    again = lead_again(answer, other)
    assert again is not None and " 9 points" in again and again != verdict.words
