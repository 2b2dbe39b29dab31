"""A message asking several questions, cut into its questions (understanding/parts.py);
one question with its asides, or leaning on the one before, stays whole."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline.lexicon import lexicon_of
from rulebot.understanding.parts import question_parts
from rulebot.understanding.reading import read


@pytest.fixture(scope="module")
def parts() -> Callable[[str], list[str]]:
    lexicon = lexicon_of(load_corpus(Settings().corpus_dir))
    return lambda text: question_parts(read(text, lexicon))


SEVERAL = [
    (  # an indirect question ends on a full stop; "Also," opens the question after it
        "My nephew wants to know if you can plant two cards in a turn. Also, who deals?",
        ["My nephew wants to know if you can plant two cards in a turn.", "Also, who deals?"],
    ),
    (
        "Ma fille se demande si on peut poser en diagonale. Et on pioche combien de cartes ?",
        ["Ma fille se demande si on peut poser en diagonale.", "Et on pioche combien de cartes ?"],
    ),
    ("How many cards at 3? Also, who deals?", ["How many cards at 3?", "Also, who deals?"]),
    (  # a French question by inversion after a comma asks in place
        "Quel est le maximum qu'un sentier peut rapporter, et une carte peut-elle servir dans "
        "deux sentiers ?",
        [
            "Quel est le maximum qu'un sentier peut rapporter",
            "et une carte peut-elle servir dans deux sentiers ?",
        ],
    ),
    (  # announced, each listed after the colon is one, with or without a question word
        "Three quick ones: cards per hand at the deal, who deals, and is my own discard "
        "pile fair game when drawing?",
        [
            "Three quick ones: cards per hand at the deal",
            "who deals",
            "and is my own discard pile fair game when drawing?",
        ],
    ),
    (
        "Question 1 : on pioche 2 cartes ? Question 2 : on défausse où ?",
        ["Question 1 : on pioche 2 cartes ?", "Question 2 : on défausse où ?"],
    ),
    (
        "Rules check: (a) is the draw one card at a time? (b) do I plant before I discard?",
        ["Rules check: (a) is the draw one card at a time?", "(b) do I plant before I discard?"],
    ),
    (
        "(a) combien de cartes à 3 joueurs ? (b) qui commence ?",  # numbered, short or not
        ["(a) combien de cartes à 3 joueurs ?", "(b) qui commence ?"],
    ),
    (
        "how many cards for a 2 player game, who shuffles and deals, and can I take "
        "what I discarded last turn?",
        [
            "how many cards for a 2 player game",
            "who shuffles and deals",
            "and can I take what I discarded last turn?",
        ],
    ),
    (
        "Est-ce qu'on peut marquer deux chemins de la même couleur ? Et est-ce qu'une carte "
        "peut servir dans deux chemins ?",
        [
            "Est-ce qu'on peut marquer deux chemins de la même couleur ?",
            "Et est-ce qu'une carte peut servir dans deux chemins ?",
        ],
    ),
    (  # the count of questions told: each stands, however short or worded
        "Deux questions en vrac : combien de cartes à 2 joueurs ? qui distribue ? "
        "et on peut reprendre sa propre défausse ?",
        [
            "Deux questions en vrac : combien de cartes à 2 joueurs ?",
            "qui distribue ?",
            "et on peut reprendre sa propre défausse ?",
        ],
    ),
    (
        "Two things before we start: how many colours with 3 players, who deals?",
        ["Two things before we start: how many colours with 3 players", "who deals?"],
    ),
    (  # French asks in place, after the verb: each clause holding such a word asks
        "ce soir : on distribue combien de cartes, on joue dans quel sens, et c'est qui "
        "qui commence ?",
        [
            "ce soir : on distribue combien de cartes",
            "on joue dans quel sens",
            "et c'est qui qui commence ?",
        ],
    ),
    (
        "ça finit quand une partie ? et on départage comment s'il y a égalité ?",
        ["ça finit quand une partie ?", "et on départage comment s'il y a égalité ?"],
    ),
    # a short question opened by a question word, pointing nowhere back, stands
    (
        "combien de cartes à 3 joueurs ? qui distribue ?",
        ["combien de cartes à 3 joueurs ?", "qui distribue ?"],
    ),
    # a question word after a dash opens the first question ("3 of us tonight - how …")
    (
        "3 of us tonight - how many cards do we use in total, who deals, and is it fine to "
        "pick from my own discard pile?",
        [
            "3 of us tonight - how many cards do we use in total",
            "who deals",
            "and is it fine to pick from my own discard pile?",
        ],
    ),
    # ...and so before the comma of a list of questions
    (
        "3 of us tonight: how many cards in the deck then, who deals, and can I draw from my "
        "own discard pile?",
        [
            "3 of us tonight: how many cards in the deck then",
            "who deals",
            "and can I draw from my own discard pile?",
        ],
    ),
]

ONE = [
    "Dans ma boîte il y a des lilas, c'est normal ?",  # a remark, then its question
    "ex-aequo à la fin, on regarde quoi pour départager ? le nombre de cartes ?",  # leans on it
    "Le premier arbre, il va où sur la table ? au milieu ?",  # fewer words than a question
    "When we compare hands for a colour, do we add up the numbers?",  # "when" opens a clause
    "I have the 8 blue, Paul has the 1 blue, who scores blue?",  # cards told, then the ask
    "who goes first",
    "Ties at the end, how do we break them? who wins that?",  # "that" points back: it leans
    "Léa qui a le 1, Paul qui a le 8, qui marque ?",  # "qui" relates a clause: no question
    "on distribue combien de cartes à chacun, y compris le donneur ?",  # one asking clause
    "Is there a limit on how far it can spread, or do they just have to touch?",  # embedded
    "",
]


@pytest.mark.parametrize(("text", "expected"), SEVERAL)
def test_a_message_asking_several_questions_is_cut_into_them(
    parts: Callable[[str], list[str]], text: str, expected: list[str]
) -> None:
    assert parts(text) == expected


@pytest.mark.parametrize("text", ONE)
def test_a_message_asking_one_question_stays_whole(
    parts: Callable[[str], list[str]], text: str
) -> None:
    assert parts(text) == [text]
