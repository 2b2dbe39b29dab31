"""A rules follow-up adding a condition to the closed question before it gets its
yes-or-no lead through `Rulebot.ask` (compose.rules_answer calls
`verdict.decide_follow_up` with the earlier question); a follow-up that opens no
condition, or follows an open question, gets none."""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot

pytestmark = pytest.mark.model

LEAD = re.compile(r"^(oui|non|yes|no)\b", re.IGNORECASE)

CASES = [
    # question before, follow-up, the lead expected (None: no lead)
    (
        "Est-ce qu'on peut planter une carte en diagonale d'une autre ?",
        "et si elle touche aussi une autre carte par un côté ?",
        "oui",
    ),
    (
        "Peut-on poser une carte en diagonale d'une carte déjà plantée ?",
        "et si en plus elle touche une carte par un bord ?",
        "oui",
    ),
    ("Can I take a card from my own discard pile?", "and if it's the top card?", "yes"),
    # no condition opened: the follow-up's own words say too little
    (
        "Est-ce qu'on peut planter une carte en diagonale d'une autre ?",
        "et pour la toute première carte ?",
        None,
    ),
    # an open question before: nothing closed to decide
    (
        "Où est-ce qu'on pose les cartes qu'on plante ?",
        "et si en plus elle touche une autre carte par un côté ?",
        None,
    ),
]


@pytest.mark.parametrize(("before", "question", "lead"), CASES)
def test_a_condition_follow_up_gets_the_lead(
    real_bot: Rulebot, before: str, question: str, lead: str | None
) -> None:
    answer = real_bot.ask(question, history=[before])
    found = LEAD.match(answer.answer)
    said = found.group(1).lower() if found else None
    assert said == lead, answer.answer
