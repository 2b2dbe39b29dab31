"""A number after a worth word is a worth told only when the worth is not what is asked
and no other number follows it in a list: "combien vaut 2, 4, 6 de saule ?" and "ça vaut
1-3-5 en chêne ?" list the path's cards (they were read as a worth of 2 or 1 and the rest
of the cards, "4 → 6" or the run "3 → 4 → 5"); "vaut bien 8", "is worth 5 before bonuses"
stay a worth (`valuewords._told_size`, data/cards.yaml `worth_asked`, `worth_list_joints`;
`verdict_path._told_worth` for the yes/no lead)."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.score import read_path
from rulebot.understanding import Lexicon

READ = [
    # text, the cards read
    ("Combien vaut 2, 4, 6 de saule ?", ["2 willow", "4 willow", "6 willow"]),
    ("Combien vaut 1-3-5 de chêne ?", ["1 oak", "3 oak", "5 oak"]),
    ("Combien vaut 2 4 6 de saule ?", ["2 willow", "4 willow", "6 willow"]),
    ("ça vaut 1-3-5 en chêne ?", ["1 oak", "3 oak", "5 oak"]),
    ("How much is it worth, 3, 5 and 7 of maple?", ["3 maple", "5 maple", "7 maple"]),
    ("What does 2/4/6 in willow make?", ["2 willow", "4 willow", "6 willow"]),
    # must-not: a worth told stays no card
    ("Mon sentier 2-3-4-5 de chêne vaut bien 8 ?", ["2 oak", "3 oak", "4 oak", "5 oak"]),
    ("My 2, 3, 4, 5 oak path is worth 8, right?", ["2 oak", "3 oak", "4 oak", "5 oak"]),
]


@pytest.mark.parametrize(("text", "cards"), READ)
def test_numbers_listed_after_a_worth_word_are_cards(
    text: str, cards: list[str], corpus_lexicon: Lexicon
) -> None:
    read = read_path(text, corpus_lexicon)
    assert read is not None
    assert [f"{card.value} {card.colour}" for card in read[0]] == cards


LEADS = [
    # text, how the answer starts
    ("ça vaut 1-3-5 en chêne ?", "Sentier 1 chêne"),
    ("Combien vaut 2, 4, 6 de saule ?", "Sentier 2 saule"),
    # must-not: a worth told still gets its yes or no
    ("1-3-5 en chêne, ça vaut 5 points ?", "Non : 4 points."),
    ("Mon sentier 1-3-5 de chêne vaut 4 ?", "Oui."),
]


@pytest.mark.parametrize(("text", "start"), LEADS)
def test_a_listed_path_asked_gets_no_lead(fake_bot: Rulebot, text: str, start: str) -> None:
    assert fake_bot.ask(text).answer.startswith(start)
