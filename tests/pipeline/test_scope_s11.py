"""Scope, helper s11, through the bot: in-scope questions once declined or answered with
the box facts get the rule they ask, cited; near misses stay declined.

- a told tie asked how it is decided: the tie-break (p. 8);
- a card touching another by a corner only (`tells_touching_cards`: on topic, the lower
  threshold): the planting rule (p. 4);
- SMS French, respelled before it is read (`respell.respelled`): the draw rule (p. 4);
- cards to pull out for a count of players, the verb apart from its particle: the deck
  by player count (p. 2).
"""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot


@pytest.fixture(scope="module")
def bot() -> Rulebot:
    return Rulebot()


ANSWERED = [
    # question, a page cited, a fact the answer says
    ("On finit à 34 partout, Claire et moi. Comment on sait qui gagne ?", 8, r"couleurs"),
    ("Final count: Grace 27, me 27. What now?", 8, r"colours"),
    (
        "Ellie put her 6 so it only touches the corner of her 3. My son says that's fine. "
        "Is he right?",
        4,
        r"side",
    ),
    ("Leo put his 4 touching my 5 only by the corner. Is that ok?", 4, r"side"),
    ("jpeu prendre ds la defose de qqun dotre ou kdans la miene ?", 4, r"défausse"),
    (
        "There's four of us tonight, do we need to pull any of the tree types out first?",
        2,
        r"\b80\b",
    ),
]


@pytest.mark.model
@pytest.mark.parametrize(("question", "page", "fact"), ANSWERED)
def test_in_scope_answered(bot: Rulebot, question: str, page: int, fact: str) -> None:
    answer = bot.ask(question)
    assert not answer.abstained
    assert page in answer.pages
    assert re.search(fact, answer.answer)


@pytest.mark.model
def test_sms_question_kept_as_asked(bot: Rulebot) -> None:
    question = "jpeu piocher ds la defose de qqun dotre ?"
    assert bot.ask(question).question == question


DECLINED = [
    "Lakers 112, Celtics 108, what now?",
    "PSG 3, OM 1, comment on sait qui gagne ?",
    "There's four of us, should we take the dog out first?",
    "ki a écrit les beaux livres ?",
]


@pytest.mark.model
@pytest.mark.parametrize("question", DECLINED)
def test_near_misses_declined(bot: Rulebot, question: str) -> None:
    answer = bot.ask(question)
    assert answer.abstained
    assert answer.intent == "out_of_scope"
