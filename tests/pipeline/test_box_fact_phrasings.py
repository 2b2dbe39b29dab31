"""Every box fact reached by the ways players ask it, through the whole bot (routing, then
the fact's cue), and a box question no fact answers told so rather than sent to a rules
passage.

Before: "who came up with this game?", "on peut être combien ?", "can I play it on my
own?" were routed to the box but no fact cue matched (answers.yaml), so the bot answered
with the deal; "ça dure à peu près combien ?", "what's the play time?", "qui l'édite ?"
were not routed to the box at all.
"""

from __future__ import annotations

import pytest

from rulebot.answer.compose import asked_facts
from rulebot.pipeline import Rulebot
from rulebot.understanding.text import load_words

# The value each fact's sentence states (corpus/arboretum/game.yaml).
VALUES = {
    "author": "Dan Cassar",
    "players": "4",
    "duration": "30",
    "age": "8",
    "publisher": "Filosofia",
    "year": "2015",
}
PHRASINGS = {
    "author": [
        "who came up with this game?",
        "Who came up with Arboretum?",
        "who thought up this game?",
        "who dreamed this game up?",
        "who's the guy behind Arboretum?",
        "whose game is this?",
        "what's the designer's name?",
        "Qui a imaginé ce jeu ?",
        "qui a eu l'idée de ce jeu ?",
        "c'est de qui, Arboretum ?",
        "c'est un jeu de qui ?",
        "le jeu est de qui ?",
        "qui est derrière ce jeu ?",
        "qui l'a créé, ce jeu ?",
        "il s'appelle comment l'auteur ?",
        "who is the creator of Arboretum?",
    ],
    "players": [
        "can I play it on my own?",
        "can I play on my own?",
        "can I play by myself?",
        "what's the player count?",
        "does it work with just two of us?",
        "je peux y jouer tout seul ?",
        "on peut jouer tout seul ?",
        "on peut être combien ?",
        "faut être combien pour jouer ?",
        "ça se joue à combien ?",
        "on peut jouer à 5 ?",
        "is it a 2 player game?",
    ],
    "duration": [
        "ça dure à peu près combien ?",
        "ça dure combien ?",
        "ça prend combien de temps ?",
        "une partie c'est combien de minutes ?",
        "what's the play time?",
        "cb de temps une partie ?",
        "how long's a game?",
        "what's the playing time?",
        "how long does a round of Arboretum take?",
    ],
    "age": [
        "c'est pour quel âge ?",
        "c'est adapté aux enfants ?",
        "what age range is it?",
        "can my 6 year old play?",
        "is it suitable for children?",
        "is it for adults only?",
        "quel âge minimum ?",
    ],
    "publisher": [
        "qui l'édite ?",
        "c'est quelle boîte qui le vend ?",
        "c'est qui l'éditeur ?",
        "what company makes it?",
        "who puts it out?",
        "which publisher?",
        "who sells this game?",
        "qui vend ce jeu ?",
    ],
    "year": [
        "how old is this game?",
        "how old is the game?",
        "il date de quand ce jeu ?",
        "c'est un vieux jeu ?",
        "when was it made?",
        "when was Arboretum published?",
        "de quelle année est le jeu ?",
    ],
}
CASES = [(fact, q) for fact, questions in PHRASINGS.items() for q in questions]
UNKNOWN = ("I don't have that information", "Je n'ai pas cette information")


@pytest.mark.parametrize(("fact", "question"), CASES)
def test_each_fact_is_reached(fact: str, question: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "game_facts", answer.answer
    assert fact in asked_facts(question)
    assert VALUES[fact] in answer.answer
    assert not answer.answer.startswith(UNKNOWN)


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
    ("question", "lang"),
    [
        ("Is Arboretum suitable?", "en"),
        ("can we play?", "en"),
        ("on my own?", "en"),
        ("peut-on jouer ?", "fr"),
        ("Arboretum, c'est adapté ?", "fr"),
        ("tout seul ?", "fr"),
    ],
)
def test_a_fact_not_found_is_said(question: str, lang: str, fake_bot: Rulebot) -> None:
    """Said so, then what the box tells; never a rules passage (with its page)."""
    answer = fake_bot.ask(question)
    assert answer.intent == "game_facts"
    assert answer.answer.startswith(UNKNOWN[lang == "fr"])
    assert "Cassar" in answer.answer and not answer.pages
