""" "Donc personne ne compte le cornouiller ?" asks a yes-or-no whose answer is always no:
the highest total in hand may score a colour, and everyone may when nobody holds it
(`asks.NOBODY_SCORES`, led "Non."/"No." by `answer.right_text`). Must-not rows: a
statement that nobody holds the colour before "who scores?" asks who."""

from __future__ import annotations

import pytest

from rulebot.understanding.asks import NOBODY_SCORES, yes_no_asked

CASES = [
    ("Ça veut dire que personne ne compte le cornouiller ?", NOBODY_SCORES),
    ("Donc personne ne peut marquer le bleu ?", NOBODY_SCORES),
    ("So willow just gets skipped for everyone, right?", NOBODY_SCORES),
    ("Nobody holds red, so no one scores it?", NOBODY_SCORES),
    # must not: who scores, or a statement of who holds
    ("Personne n'a de bleu en main. Qui marque le bleu ?", None),
    ("Nobody holds red at the end. Who scores red?", None),
]


@pytest.mark.parametrize(("text", "asks"), CASES, ids=[t for t, _ in CASES])
def test_nobody_scores_is_asked(text: str, asks: str | None) -> None:
    assert yes_no_asked(text) == asks


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "opens"),
    [
        ("Plus personne n'a de chêne en main. Donc personne ne marque le chêne ?", "Non. "),
        ("Nobody kept any maple in hand. So maple gets skipped for everyone?", "No. "),
        ("Léa a le 5 bleu, moi le 3 bleu. Donc personne ne marque le bleu ?", "Non. "),
    ],
)
def test_nobody_scores_is_answered_no(real_bot, question: str, opens: str) -> None:  # type: ignore[no-untyped-def]
    answer = real_bot.ask(question)
    assert answer.pages == (5, 6), answer.answer
    assert answer.answer.startswith(opens), answer.answer
