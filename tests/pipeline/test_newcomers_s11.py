"""A newcomer brought into a right-to-score scenario by a follow-up (session 11).

"What if Ben is playing too and he's holding the 1 of oak?": a name followed by a verb that
speaks of a player without telling a hand, maybe after a lead ("is playing", "is also
joining", "est aussi de la partie"; data/players.yaml `name_verbs`, `name_verb_leads`), is
a player of their own, and the pronoun after it stands for them: the 1 goes to Ben, not to
the player spoken of before. A pronoun with no newcomer, or a player named again, keeps
going to the player of the scenario. Such a verb followed by "with"/"avec" opens the
player's hand ("Ana plays with the 8 of oak": `name_verb_hands`).
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

EN = "Ana has the 8 of oak, I have the 6 of oak. Who scores oak?"
FR = "Ana a le 8 de chêne, j'ai le 6 de chêne. Qui marque le chêne ?"
BEN = {"Ana": 0, "you": 6, "Ben": 1}  # Ben's 1 cancels Ana's 8
ANA = {"Ana": 9, "you": 6}  # Ana's own 1 does not cancel her 8

# (turns, the totals computed)
CASES = [
    ([EN, "What if Ben is playing too and he's holding the 1 of oak?"], BEN),
    ([EN, "What if Ben is playing too and he has the 1 of oak?"], BEN),
    ([EN, "What if Ben is also playing and he holds the 1 of oak?"], BEN),
    ([EN, "And if Ben joins with the 1 of oak?"], BEN),
    ([EN, "And if Ben joins and he has the 1 of oak?"], BEN),
    ([EN, "What if Ben is in the game too and he has the 1 of oak?"], BEN),
    ([EN, "What if Ben comes in with the 1 of oak?"], BEN),
    ([FR, "Et si Ben joue aussi et qu'il a le 1 de chêne ?"], BEN),
    ([FR, "Et si Ben est aussi de la partie et qu'il a le 1 de chêne ?"], BEN),
    ([FR, "Et si Ben arrive avec le 1 de chêne ?"], BEN),
    ([FR, "Et si Ben rejoint la partie et qu'il a le 1 ?"], BEN),
    ([FR, "Et si Ben est venu jouer et qu'il a le 1 de chêne ?"], BEN),
    # the same verbs followed by "with" open a hand in the first question
    (["Ana plays with the 8 of oak, I have the 6 of oak. Who scores oak?"], {"Ana": 8, "you": 6}),
    (["Ana is playing with the 8 of oak, I have the 6. Who scores oak?"], {"Ana": 8, "you": 6}),
    (["Ana joue avec le 8 de chêne, j'ai le 6 de chêne. Qui marque ?"], {"Ana": 8, "you": 6}),
    # ...but a verb of thinking before "holding" tells no hand
    (
        ["Jack thinks holding the 8 of oak wins. I have the 8, he has the 2 and 4. Who scores?"],
        {"Jack": 6, "you": 8},
    ),
    # a pronoun after the newcomer, a turn later, is still the newcomer
    (
        [
            EN,
            "What if Ben is playing too and he's holding the 1 of oak?",
            "And if he had the 2 instead?",
        ],
        {"Ana": 8, "you": 6, "Ben": 2},
    ),
    # must not: a pronoun with no newcomer, or a player named again, is that player
    ([EN, "What if he's holding the 1 of oak?"], ANA),
    ([EN, "What if she has the 1 of oak too?"], ANA),
    ([EN, "What if Ben is playing too and Ana has the 1 of oak?"], ANA),
    ([FR, "Et si elle avait aussi le 1 de chêne ?"], ANA),
    ([FR, "Et si Ben joue aussi et qu'Ana a le 1 de chêne ?"], ANA),
]


@pytest.mark.parametrize(("turns", "totals"), CASES)
def test_the_newcomer(turns: list[str], totals: dict[str, int], fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert answer.intent == "right_to_score"
    assert answer.engine is not None
    assert answer.engine["totals"] == totals
