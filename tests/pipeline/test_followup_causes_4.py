"""The general causes fixed with tests/data/followup_phrasings_4.yaml, one table each: every
row fails without its fix. The conversations here are not in the phrasing set."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.followup import change_path
from rulebot.rules import Card
from tests.pipeline.test_followup_sets import problems


@pytest.mark.parametrize(
    "item",
    [
        # a change named with "sans", "too", "en plus"... but no opener
        {
            "history": ["Combien vaut 2 jaune, 4 jaune, 7 jaune ?"],
            "question": "ça donnerait quoi sans le 4 ?",
            "lang": "fr",
            "expect": {"kind": "path_score", "valid": True, "points": 2},  # 2-7: 2
        },
        {
            "history": ["Who scores red: me red 3, Max red 5?"],
            "question": "how would it go if I had red 4 too?",
            "lang": "en",
            "expect": {
                "kind": "right_to_score",
                "scorers": ["you"],
                "totals": {"you": 7, "Max": 5},
            },
        },
        # a sum of the path's values is no change of the path
        {
            "history": ["Combien vaut 2 bleu, 5 bleu, 8 bleu ?"],
            "question": "et combien font 2 plus 5 plus 8 ?",
            "lang": "fr",
            "expect": {"kind": "any", "abstain": True, "pages": []},
        },
    ],
    ids=["sans-no-opener", "too-no-opener", "sum-after-path"],
)
def test_follow_up_causes(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)


def test_a_path_told_by_its_shape_leaves_its_question(fake_bot: Rulebot) -> None:
    """ "et s'il n'y en a que 3 ?" after a path told by its length reads them together."""
    question = "Combien de points pour un sentier de 5 cartes toutes rouges ?"
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.context == {"rules_question": question}


def test_no_change_leaves_an_empty_path(fake_bot: Rulebot) -> None:
    path = (Card(1, "red"), Card(4, "red"), Card(8, "red"))
    assert change_path(path, "et sans le 1, le 4 et le 8 ?", fake_bot.lexicon) is None
