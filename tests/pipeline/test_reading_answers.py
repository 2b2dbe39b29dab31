"""The engine's answers from the grammar's reading alone (`reading_answers`), without the
older readers behind it."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.reading_answers import read_hands_answer
from rulebot.understanding.reading import read


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Personne n'a d'orange en main, qui marque l'orange ?", "Tout le monde peut marquer"),
        ("None of us kept any oak. Who scores oak?", "Everyone may score oak"),
        (
            "Aucun joueur n'a de cornouiller en main, qui peut marquer le cornouiller ?",
            "Tout le monde peut marquer",
        ),
        # a card planted by a player is in nobody's hand: everyone still scores
        (
            "Personne n'a de saule en main, mais le 1 de saule est planté chez moi. "
            "Qui marque le saule ?",
            "Tout le monde peut marquer le saule",
        ),
    ],
)
def test_a_colour_nobody_holds_is_scored_by_everyone(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    reading = read(question, fake_bot.lexicon)
    answer = read_hands_answer(question, reading.lang, reading, fake_bot.corpus, fake_bot.lexicon)
    assert answer is not None
    assert answer.answer.startswith(said)
    assert answer.context["scenario"].hands == {}


def test_a_player_told_to_hold_nothing_is_no_denial_to_all(fake_bot: Rulebot) -> None:
    question = "Moi je n'ai aucun rouge. Qui marque le rouge ?"
    reading = read(question, fake_bot.lexicon)
    assert read_hands_answer(question, "fr", reading, fake_bot.corpus, fake_bot.lexicon) is None


def test_one_card_told_to_two_players_gets_what_makes_the_hands_impossible(
    fake_bot: Rulebot,
) -> None:
    question = "Léo a le 2 rose, Zoé et moi avons chacune le 7 rose, qui marque ?"
    reading = read(question, fake_bot.lexicon)
    answer = read_hands_answer(question, "fr", reading, fake_bot.corpus, fake_bot.lexicon)
    assert answer is not None
    assert answer.answer.startswith("Le 7 rose est donné deux fois")
    assert answer.pages == (2,)


TOLD_OVER_TURNS = [
    # the asker joining hands told before is added to them
    (
        [
            "we played a 5-player game tonight with every colour in",
            "pink in hand: Ivy 2, Noah 3, Ruth 4, Paul 7",
        ],
        "and I've got pink 5 and pink 1. who scores pink?",
        ["Paul scores pink", "you: 6"],
    ),
    # hands of statement turns are joined, though one was answered alone
    (
        [
            "right, the deck's run out, we're scoring the oaks",
            "I've got the 2 and the 6 of oak left in my hand. Priya kept the oak 8.",
        ],
        "Sam is hanging on to the oak 1. so who scores oak?",
        ["You score oak", "Priya: 0", "Sam: 1"],
    ),
    # a question naming no player asks of the hands the statements told
    (
        [
            "final scoring, olive is up",
            "Zoe kept olive 8, Ben has olive 3 + olive 5, and I've got olive 2 + olive 6",
        ],
        "is that a three-way tie? who scores olive?",
        ["Zoe, Ben and you all score olive"],
    ),
    # each message is a sentence of its own; a sheet read out by who they are, bare
    (
        ["scoring cassia, me, my son and my dad", "son: cassia 2 and cassia 6. dad: cassia 7"],
        "me: cassia 3. who scores cassia?",
        ["Your son scores cassia", "your dad: 7", "you: 3"],
    ),
    # the hands before misread statements that, read together, tell other cards
    (
        ["3 joueurs : moi, Anne et Marc. on compte le lilas", "Anne : 8 et 3 de lilas. Marc : 6"],
        "moi : 1 et 2. qui marque le lilas ?",
        ["Marc", "Anne : 3", "toi : 3"],
    ),
    # a rule and "who scores" asked together after the hands were told
    (
        [
            "scoring willow now, me against my sister",
            "willow: I have the 1 and the 8, she has the 6",
        ],
        "my own 1 doesn't cancel my own 8, right? who gets willow?",
        ["You score willow", "you: 9"],
    ),
    # one line per message: the colour and the count of players told alone set the scene
    (
        ["fin de partie à 3", "couleur érable", "moi j'ai le 8 et le 5", "Noé a le 1"],
        "Inès a le 4 et le 3. qui marque ?",
        ["Inès", "toi : 5", "Noé : 1"],
    ),
    # a hand told again with a card it did not have replaces the player's hand
    (
        ["lilas : Paul a le 5, Zoé le 3", "moi j'ai le 6 de lilas"],
        "ah non Zoé a le 3 et le 4. qui marque le lilas ?",
        ["C'est Zoé qui marque le lilas", "Zoé : 7", "toi : 6"],
    ),
]


@pytest.mark.parametrize(
    ("history", "question", "said"),
    [
        ("Lilas : papi a le 5, moi le 6. Qui marque ?",
         "Oups, j'ai oublié tonton Marc, il a le 7 de lilas. Ça change quoi du coup ?",
         ["tonton Marc", "toi : 6"]),
        # told with no colour: the values are of the colour under discussion
        ("Cornouiller : Lucie a le 5, Damien le 3 et le 2. Qui marque ?",
         "J'ai oublié Hugo, il était en train de ranger : il a le 4 et le 1.",
         ["Hugo : 5", "Lucie : 5"]),
        ("Dogwood: my cousin has the 7, I've got the 2 and the 3. Who scores it?",
         "oh wait, I forgot Uncle Pete, he's holding the 8 and the 1. Who scores now?",
         ["Uncle Pete scores dogwood", "Uncle Pete: 9"]),
    ],
)  # fmt: skip
def test_a_player_forgotten_then_told_with_cards_joins_the_hands(
    fake_bot: Rulebot, history: str, question: str, said: list[str]
) -> None:
    answer = fake_bot.ask(question, [history])
    assert all(words in answer.answer for words in said), answer.answer


@pytest.mark.parametrize(("history", "question", "said"), TOLD_OVER_TURNS)
def test_hands_told_over_turns_are_read_together(
    fake_bot: Rulebot, history: list[str], question: str, said: list[str]
) -> None:
    answer = fake_bot.ask(question, history=history)
    assert all(words in answer.answer for words in said), answer.answer
