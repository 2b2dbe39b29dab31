"""A message that only greets gets a reply of its kind: thanks are not answered "Bonjour !"
and the menu; only a hello or a call for help offers questions to try."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

THANKS_FR = "Avec plaisir ! Si une autre règle te pose question, je suis là."
THANKS_EN = "You're welcome! If another rule puzzles you, just ask."
BYE_FR = "Au revoir, et bonne partie d'Arboretum !"
NOD_FR = "Parfait ! Une autre question sur les règles ?"
HELLO_FR = (
    "Bonjour ! Je réponds aux questions sur les règles d'Arboretum, avec la page du livret, "
    "et je calcule les points d'un sentier ou qui marque une couleur."
)
HELLO_EN = (
    "Hello! I answer questions about the rules of Arboretum, with the booklet page, and I "
    "compute a path's points or who may score a colour."
)


@pytest.mark.parametrize(
    ("message", "reply", "offered"),
    [
        ("merci", THANKS_FR, 0),
        ("Merci beaucoup !", THANKS_FR, 0),
        ("Super, merci !", THANKS_FR, 0),
        ("thanks!", THANKS_EN, 0),
        ("thank you", THANKS_EN, 0),
        ("au revoir", BYE_FR, 0),
        ("d'accord", NOD_FR, 0),
        ("bonjour", HELLO_FR, 3),
        ("Salut !", HELLO_FR, 3),
        ("tu peux m'aider ?", HELLO_FR, 3),
        ("hi there", HELLO_EN, 3),
    ],
)
def test_greetings_get_a_reply_of_their_kind(
    fake_bot: Rulebot, message: str, reply: str, offered: int
) -> None:
    answer = fake_bot.ask(message)
    assert (answer.intent, answer.abstained) == ("greeting", False)
    assert answer.answer == reply
    assert len(answer.suggestions) == offered
    assert not any(s in answer.answer for s in answer.suggestions)
