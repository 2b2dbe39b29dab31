"""Follow-ups that change the hands told before: cards said to come "also" / "en plus"
are added to those hands, even when the follow-up names every player again; a follow-up
naming every player without such a word tells the hands anew."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

CASSIA = "Who scores cassia? Me: cassia 4. Ola: cassia 3."
OAK = "À deux pour le chêne : moi chêne 6, Max chêne 5. Qui marque ?"


@pytest.mark.parametrize(
    ("history", "question", "totals"),
    [
        (CASSIA, "and if Ola also has the cassia 2?", ("you: 4", "Ola: 5")),
        (CASSIA, "and if Ola also has the cassia 2 and I'm the one holding cassia 1?",
         ("you: 5", "Ola: 5")),
        (OAK, "et si Max a aussi le chêne 2 et moi en plus le chêne 1 ?", ("toi : 7", "Max : 7")),
        # no word of adding: the hands are told anew
        (CASSIA, "and what if Ola has cassia 8 and I have cassia 1?", ("you: 1",)),
    ],
)  # fmt: skip
def test_cards_said_to_come_also_are_added_to_the_hands_before(
    fake_bot: Rulebot, history: str, question: str, totals: tuple[str, ...]
) -> None:
    answer = fake_bot.ask(question, history=[history])
    assert answer.intent == "right_to_score", answer.answer
    for total in totals:
        assert total in answer.answer, answer.answer
