"""Engine causes found with the tune half of eval/sets/blind_1_tune.yaml, in conversations of
their own: "who scores?" asked again after hands told without a question; a described path
changed by a follow-up ("what if they're all the same species?"); a card said twice in one
listing (the engine refuses the path, the card is not dropped)."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

# Hands told, then who scores asked again: the scenario before, its scorers.
WHO_AGAIN = [
    (
        "J'ai le 8 de jaune en main et ma sœur Emma a le 1 de jaune.",
        "Du coup qui marque le jaune, elle ou moi ?",
        ["Emma"],
    ),
    ("I hold red 5 and my brother holds red 3.", "So who scores red then, me or him?", ["you"]),
    ("Léa a le 6 bleu, moi le 2 bleu.", "Alors, qui marque, elle ou moi ?", ["Léa"]),
    ("Tom holds oak 4, I hold oak 7.", "who scores it then?", ["you"]),
]


@pytest.mark.parametrize(("told", "question", "scorers"), WHO_AGAIN)
def test_who_scores_asked_again(
    fake_bot: Rulebot, told: str, question: str, scorers: list[str]
) -> None:
    answer = fake_bot.ask(question, history=[told])
    assert answer.intent == "right_to_score"
    assert answer.engine is not None and answer.engine["scorers"] == scorers


# A described path, then a follow-up on its shape: the changed shape is scored.
RESHAPED = [
    (["How many points is a 4-card path worth?"], "what if they're all the same species?", 8),
    (["Combien vaut un sentier de 5 cartes ?"], "et si elles sont toutes de la même couleur ?", 10),
    (
        ["Un sentier de 6 cartes de la même couleur, ça vaut combien ?"],
        "et s'il commence par un 1 ?",
        13,
    ),
    (
        ["How many points is a 4-card path worth?", "what if they're all the same species?"],
        "and if it ends on an 8?",
        10,
    ),
    (["Un sentier de 4 cartes de la même couleur vaut combien ?"], "et avec un 8 au bout ?", 10),
    (["How many points for a 5-card path?"], "and with a 1 at the start?", 6),
]


@pytest.mark.parametrize(("history", "question", "points"), RESHAPED)
def test_a_described_path_reshaped(
    fake_bot: Rulebot, history: list[str], question: str, points: int
) -> None:
    answer = fake_bot.ask(question, history=history)
    assert answer.intent == "path_score"
    assert answer.engine is not None and answer.engine["points"] == points


# A card said twice in one listing is kept: no such path can be laid.
TWICE = [
    "Pour le rouge j'ai 3 rouge, 5 jaune, 5 jaune, 7 rouge. Il compte, ce chemin ?",
    "my path: 2 oak, 4 oak, 4 oak, 6 oak. How many points?",
    "Combien vaut 1 saule, 3 saule, 3 saule, 8 saule ?",
]


@pytest.mark.parametrize("question", TWICE)
def test_a_card_said_twice_is_refused(fake_bot: Rulebot, question: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.engine is not None
    assert (answer.engine["valid"], answer.engine["points"]) == (False, 0)
