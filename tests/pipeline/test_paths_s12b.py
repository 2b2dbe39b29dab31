"""Described paths through the bot, helper s12b, with must-not rows.

1. One player's cards told laid together, asked whether they score ("I have 3 olive, 5
   olive, 4 olive, 6 olive in a row. Can I score that for olive?"), are judged by the
   engine: invalid (5 then 4 goes down), 0 points, p. 6.
2. After the best path asked ("What's the most points one path can ever give?"), a
   follow-up telling another first or last value scores that run of one colour: 2 to 8 is
   7 cards doubled, +2 for the 8 = 16 points; its cards are said by their values only.
3. A path told by values alone that do not rise strictly is judged by the engine: equal
   values or values going down, 0 points, p. 6.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

# -- 1. cards laid together, their score asked (the scored rows are in test_paths_s12.py) --------


def test_hands_stay_hands(fake_bot: Rulebot) -> None:  # must-not
    question = "I have 1 oak, 2 oak, 3 oak in a row, Paul has 5 oak in hand. Can I score oak?"
    assert fake_bot.ask(question).intent == "right_to_score"


# -- 2. the best path, started or ended elsewhere -------------------------------------------------
BEST = "What's the most points one path can ever give?"
MEILLEUR = "Un sentier rapporte combien au maximum ?"
FOLLOWED = [
    # first turn, follow-up, points, the cards said
    (BEST, "and that same path if it started on the 2 instead of the 1?", 16, "2 → 3 → 4"),
    (MEILLEUR, "et s'il commençait au 2 au lieu du 1 ?", 16, "2 → 3 → 4"),
    (MEILLEUR, "et s'il s'arrêtait au 7 ?", 15, "1 → 2 → 3"),
    (BEST, "and if it started on the 3 and ended on the 7?", 10, "3 → 4 → 5 → 6 → 7"),
]


@pytest.mark.parametrize(("first", "question", "points", "said"), FOLLOWED)
def test_best_path_run_changed(
    fake_bot: Rulebot, first: str, question: str, points: int, said: str
) -> None:
    answer = fake_bot.ask(question, history=[first])
    assert answer.intent == "path_score"
    assert f"{points} points" in answer.answer
    assert said in answer.answer
    assert "x" not in answer.answer.split(":")[0]  # no stand-in colour said


@pytest.mark.parametrize(
    ("first", "question"),
    [
        # must-not: a path of a told length keeps its shape; another rules question
        ("Un sentier de 4 cartes rapporte combien ?", "et s'il commence par un 1 ?"),
        (MEILLEUR, "et à 3 joueurs ?"),
    ],
)
def test_not_the_best_path_run(fake_bot: Rulebot, first: str, question: str) -> None:
    answer = fake_bot.ask(question, history=[first])
    assert "→" not in answer.answer


# -- 3. values alone, not rising ---------------------------------------------------------------
VALUES = [
    # question, a word of the answer
    ("Mon chemin fait 3, 5, 5, 7... le deuxième 5 il casse tout ou pas ?", "même valeur"),
    ("My path goes 3, 5, 5, 7. Is that valid?", "same value"),
    ("mon chemin 2, 6, 4 ça marche ?", "monter strictement"),
]


@pytest.mark.parametrize(("question", "said"), VALUES)
def test_values_alone_judged(fake_bot: Rulebot, question: str, said: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.pages == (6,)
    assert said in answer.answer
    assert "0 point" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        # must-not: rising values, a rule asked with an example
        "Mon chemin fait 3, 5, 7, ça vaut combien ?",
        "Les valeurs d'un chemin doivent se suivre ? genre 5, 3, 7",
    ],
)
def test_values_alone_rising_stay_rules(fake_bot: Rulebot, question: str) -> None:
    assert fake_bot.ask(question).intent == "rules"
