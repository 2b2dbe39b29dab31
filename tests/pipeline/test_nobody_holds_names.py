"""Nobody holds the colour: the players the question names are named back, with the reason.

Before: "every player may score their yellow path" whoever was named ("me, Sam and
Priya"); a scenario that names no two players still says "every player". The answer opens
with "everyone" either way ("Everyone may score yellow: you, Sam and Priya may each…").
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Three of us: me, Sam and Priya. None of us kept a single yellow card. "
            "Who can score yellow?",
            "Everyone may score yellow: you, Sam and Priya may each score their yellow path",
        ),
        (
            "I have no blue and my opponent has no blue either. Who scores blue?",
            "Everyone may score blue: you and your opponent may each score their blue path",
        ),
        (
            "Ann and Bob have no red in hand. Who may score red?",
            "Everyone may score red: Ann and Bob may each score their red path",
        ),
        (
            "Moi, Sam et Priya : aucun de nous n'a de jaune en main. Qui peut marquer le jaune ?",
            "Tout le monde peut marquer le jaune : "
            "toi, Sam et Priya pouvez chacun marquer votre sentier jaune",
        ),
        (
            "On est trois, Léa, Tom et moi, et personne n'a gardé de jaune. Qui marque le jaune ?",
            "Tout le monde peut marquer le jaune : "
            "Léa, Tom et toi pouvez chacun marquer votre sentier jaune",
        ),
        (
            "Paul et Marie n'ont pas de rouge en main, qui peut marquer le rouge ?",
            "Tout le monde peut marquer le rouge : "
            "Paul et Marie peuvent chacun marquer leur sentier rouge",
        ),
    ],
)
def test_the_players_named_are_named_back(question: str, said: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert said in answer.answer
    assert "nobody holds" in answer.answer or "personne n'a" in answer.answer  # the reason


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "personne n'a de bleu en main, qui marque le bleu ?",
            "Tout le monde peut marquer le bleu",
        ),
        (
            "at scoring time nobody kept any grey in hand... so does grey just get skipped?",
            "Everyone may score grey",
        ),
    ],
)
def test_no_players_named_every_player(question: str, said: str, fake_bot: Rulebot) -> None:
    assert said in fake_bot.ask(question).answer
