"""The box facts' cues (rulebot/answer/compose.py `asked_facts`): every cue that sends a
question to the box names a fact, and the numbers a box question tells
(`box_lead.told_numbers`)."""

from __future__ import annotations

import pytest

from rulebot.answer.box_lead import told_numbers
from rulebot.answer.compose import asked_facts
from rulebot.understanding.text import load_words

# Box cues that name no one fact: a question made of them alone gets every fact.
GENERAL_CUES = {"peut-on jouer", "on peut jouer", "can we play", "suitable", "adapte"}


# A count said alone ("à 5", "with 6") is left to the longer cues around it ("y jouer à",
# "play with", "joueurs"): as a fact cue, "a 5" would also take "a 5 year old".
COUNTS = {"a 5", "a 6", "a cinq", "a six", "with 5", "with 6", "with five", "with six"}


# Said of a card as well ("un arbre tout seul"): the fact cue is the longer "jouer tout seul",
# "play on my own"; said alone, every fact is given.
ALONE = {"tout seul", "on my own", "on your own"}


NAMING_CUES = [
    c for c in load_words("intents")["game_facts"] if c not in GENERAL_CUES | COUNTS | ALONE
]


@pytest.mark.parametrize("cue", NAMING_CUES)
def test_every_box_cue_names_a_fact(cue: str) -> None:
    """What sends a question to the box also names its fact: no box question dead-ends."""
    assert asked_facts(cue), cue


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


@pytest.mark.parametrize(
    ("question", "facts"),
    [
        ("who designed it and who did the French version?", ["author", "publisher"]),
        ("qui fait la version française ?", ["publisher"]),
    ],
)
def test_each_fact_a_box_question_asks_is_found(question: str, facts: list[str]) -> None:
    assert asked_facts(question) == facts
