"""A yes or a no before the box facts when a closed question tells the one number a fact
settles (answer/box_lead.py). Lexical: no model.

Before: "Est-ce qu'on peut jouer à 5 ?" got "Arboretum se joue de 2 à 4 joueurs." with no
"Non.", and "éditée par qui ?" or "2 contre 2" found no fact of the box.
"""

from __future__ import annotations

import pytest

from rulebot.answer.box_lead import told_numbers
from rulebot.answer.compose import asked_facts, game_facts
from rulebot.config import Settings
from rulebot.corpus import load_corpus

GAME = load_corpus(Settings().corpus_dir).game


@pytest.mark.parametrize(
    ("question", "lang", "lead"),
    [
        ("Est-ce qu'on peut jouer à 5 ?", "fr", "Non. "),
        ("On peut y jouer à deux ?", "fr", "Oui. "),
        ("C'est un jeu pour 2 ?", "fr", "Oui. "),
        ("Can we play with 3?", "en", "Yes. "),
        ("does it work with six players?", "en", "No. "),
        ("is it playable solo?", "en", "No. "),
        ("Je peux y jouer tout seul ?", "fr", "Non. "),
        ("My son is six, is he old enough?", "en", "No. "),
        ("My daughter is 10, is that OK?", "en", "Yes. "),
        # no lead: an open question, two numbers, or no number
        ("Combien de joueurs ?", "fr", ""),
        ("À partir de quel âge, mon fils a 7 ans ?", "fr", ""),
        ("On serait 2 contre 2, ça marche ?", "fr", ""),
        ("Ça se joue à combien ?", "fr", ""),
    ],
)
def test_the_lead_before_the_box_facts(question: str, lang: str, lead: str) -> None:
    body = game_facts(question, lang, GAME).answer
    if lead:
        assert body.startswith(lead), body
    else:
        assert not body.startswith(("Oui.", "Non.", "Yes.", "No.")), body


@pytest.mark.parametrize(
    ("question", "facts"),
    [
        ("La boîte en français, elle est éditée par qui ?", ["publisher"]),
        ("Elles sont publiées par qui, ces cartes ?", ["publisher"]),
        ("Ça se joue en équipes ?", ["players"]),
        ("We'd play 2v2, does that work?", ["players"]),
        ("C'est un jeu pour 2 ?", ["players"]),
    ],
)
def test_facts_asked_in_other_forms(question: str, facts: list[str]) -> None:
    assert asked_facts(question) == facts


@pytest.mark.parametrize(
    ("question", "numbers"),
    [
        ("on peut jouer à cinq ?", [5]),
        ("un jeu pour 2 ?", [2]),  # "un" is an article
        ("is it fun solo?", [1]),
        ("2 contre 2", [2, 2]),
    ],
)
def test_told_numbers(question: str, numbers: list[int]) -> None:
    assert told_numbers(question) == numbers
