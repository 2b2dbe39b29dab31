"""The order of a turn's steps, retrieved with the real model.

Cause: the turn entries stated the order (draw, then plant, then discard) but never its
consequence with the words players use to ask it ("before", "first", "avant", "pick up",
"a tree"), and their phrasings only paired discarding with planting. Asked about
discarding before drawing, both searches found the entries on drawing from a discard
pile (their text says "draw" and "discard" many times); asked "a tree first or cards
first?", the word "first" found the first card of the arboretum. The turn entries now say
that drawing comes first and nothing is planted or discarded before it.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

pytestmark = pytest.mark.model

TURN = {"rule-turn", "faq-turn"}

CASES = [
    ("can I discard before drawing?", "en"),
    ("do I draw after I discard?", "en"),
    ("can I discard first and then draw?", "en"),
    ("do I lay a tree first or pick up cards first?", "en"),
    ("should I place my tree first or take cards first?", "en"),
    ("first I pick up two cards, then I plant?", "en"),
    ("do I put down a card before picking up?", "en"),
    ("on peut défausser avant de piocher ?", "fr"),
    ("je défausse avant ou après avoir pioché ?", "fr"),
    ("je ramasse mes cartes avant de planter mon arbre ?", "fr"),
]


@pytest.mark.parametrize(("question", "lang"), CASES)
def test_the_order_of_the_steps_is_answered_by_the_turn(
    real_bot: Rulebot, question: str, lang: str
) -> None:
    hits = real_bot.retrieve(question, lang, k=3)
    assert hits and hits[0].entry_id in TURN, [h.entry_id for h in hits]


@pytest.mark.parametrize(
    ("question", "opens"),
    [
        ("can I discard before drawing?", "No."),
        ("on peut défausser avant de piocher ?", "Non."),
        ("est-ce qu'on peut défausser avant de piocher ?", "Non."),
        ("do I draw after I discard?", "No."),
        ("do I have to draw before I discard?", "Yes."),
        ("faut-il piocher avant de défausser ?", "Oui."),
    ],
)
def test_the_order_of_drawing_and_discarding_gets_its_lead(
    real_bot: Rulebot, question: str, opens: str
) -> None:
    answer = real_bot.ask(question)
    assert answer.pages == (4,), answer.answer
    assert answer.answer.startswith(opens + " "), answer.answer
