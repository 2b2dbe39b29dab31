"""Described paths through the bot, helper s12, with must-not rows.

1. A told path whose validity is asked, laid in a line or stuck together, is judged by the
   engine ("j'ai aligné 3 rouge, 5 jaune, 5 rouge puis 7 rouge ... vous confirmez ?":
   invalid, 0 points, p. 6); "je marque combien" asks its worth; a run counted by its cards
   ("a whole run of six") and a card taken back ("no wait, it was the 6 of oak") are read.
2. A follow-up saying one card of the path was another of its values ("what if that 6 was
   actually a 5?") changes that card: the path then holds one value twice, invalid.
3. Questions on a rule asked with cards (equal values, a card in both of two paths) get a
   rules answer, not the worth of a path.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

# -- 1. told paths scored ----------------------------------------------------------------------
SCORED = [
    # question, points, pages
    (
        "Pour le rouge j'ai aligné 3 rouge, 5 jaune, 5 rouge puis 7 rouge. Mon pote dit que "
        "ça passe, vous confirmez ?",
        0,
        (6,),
    ),
    (
        "5, 6, 7 et 8 de cornouiller, tous collés l'un à l'autre. Je marque combien en "
        "cornouiller ?",
        10,
        (6, 7),
    ),
    (
        "cherry blossom 3, 4, 5, 6, 7 and 8, a whole run of six, all cherry. Score please",
        14,
        (6, 7),
    ),
    (
        "Oak path: 5 of oak, then 6 of willow... no wait, it was the 6 of oak, then the 8 of "
        "oak. So what's it worth?",
        5,
        (6, 7),
    ),
    ("Sentier bleu : 2 bleu, 4 rouge, pardon, 4 bleu, puis 6 bleu. Combien ?", 3, (6, 7)),
    # must-not: a list said again in full; a path with no correction
    ("1 bleu, 3 rouge... enfin non, 1 bleu, 3 bleu, 6 bleu. Combien ?", 4, (6, 7)),
    ("Oak path: 2 oak, 4 oak, 6 oak, 8 oak. How much?", 10, (6, 7)),
    # one player's cards laid in a row are a path, even with "can I score" asked
    (
        "I have 3 olive, 5 olive, 4 olive, 6 olive in a row. Can I score that for olive?",
        0,
        (6,),
    ),
    ("J'ai 2 chêne, 4 chêne, 6 chêne à la suite, je peux marquer le chêne ?", 3, (6, 7)),
]


@pytest.mark.parametrize(("question", "points", "pages"), SCORED)
def test_told_paths_scored(
    fake_bot: Rulebot, question: str, points: int, pages: tuple[int, ...]
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.pages == pages
    assert f"{points} point" in answer.answer


# -- 2. a follow-up swapping one card for another value of the path ------------------------------
FOLLOWED = [
    # first turn, follow-up, points, a word of the answer
    (
        "Path for maple: 2 maple, 3 maple, 5 maple, 6 maple. Score?",
        "what if that 6 was actually a 5?",
        0,
        "5 maple → 5 maple",
    ),
    (
        "Sentier érable : 2 érable, 3 érable, 5 érable, 6 érable. Combien ?",
        "et si le 6 était en fait un 5 ?",
        0,
        "5 érable → 5 érable",
    ),
    (
        "Path for maple: 2 maple, 3 maple, 5 maple, 6 maple. Score?",
        "what if it was a 5 instead of the 6?",
        0,
        "5 maple → 5 maple",
    ),
    # must-not: a value not in the path comes in as before
    (
        "Path for maple: 2 maple, 3 maple, 5 maple, 6 maple. Score?",
        "what if the 6 was a 7 instead?",
        8,
        "7 maple",
    ),
]


@pytest.mark.parametrize(("first", "question", "points", "said"), FOLLOWED)
def test_follow_up_swaps_a_card(
    fake_bot: Rulebot, first: str, question: str, points: int, said: str
) -> None:
    answer = fake_bot.ask(question, history=[first])
    assert answer.intent == "path_score"
    assert f"{points} point" in answer.answer
    assert said in answer.answer


# -- 3. rules asked with cards -------------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "One 6 of blue sits where my red path and my yellow path cross. Can it count in both?",
        "Mon 6 bleu est au croisement de mon chemin rouge et de mon chemin jaune. Il peut "
        "compter dans les deux ?",
    ],
)
def test_rules_asked_with_cards(fake_bot: Rulebot, question: str) -> None:
    assert fake_bot.ask(question).intent == "rules"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # "Deux 5" counts fives: the two cards told are judged, not three
        (
            "Deux 5 qui se touchent, un 5 de cerisier et un 5 de saule, ça peut faire partie "
            "d'un même chemin ?",
            "Sentier 5 cerisier → 5 saule : ce n'est pas un sentier valable",
        ),
        (
            "Un 3 bleu et un 3 rouge côte à côte, c'est un sentier ?",
            "Non. Sentier 3 bleu → 3 rouge",
        ),
        ("I have a 4 oak next to a 4 willow, is that a path?", "No. Path 4 oak → 4 willow"),
    ],
)
def test_equal_values_are_judged(fake_bot: Rulebot, question: str, said: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.answer.startswith(said), answer.answer
