"""Scope mended in session 12, each with must-not rows.

- Strategy and tips ("What's the best strategy to win Arboretum?") are about the game but
  no rule says them: the bot says it does not know (it answered the winning rule).
- Recommending "un jeu comme Arboretum" is about other games: declined.
- Another game set as the scene of a clause ("In Uno we play up to 500 over many rounds,
  is Arboretum also a fixed number of rounds?") is a comparison: the question after the
  comma is this game's, and the scene is not searched.
- Flowers and a season say real trees ("Le jacaranda a des fleurs au printemps ?").
  Left: "What colour are cherry blossoms in spring?" is still read as the game's colour
  ("colour" is a word of the game; counting it as one real gardens share declined "on
  garde combien de couleurs ?" said after "les voisins viennent").
"""

from __future__ import annotations

import pytest

from rulebot.understanding.asides import without_scene
from rulebot.understanding.cues import cues
from rulebot.understanding.intent import asks_unanswered, classify


@pytest.mark.parametrize(
    ("question", "unanswered"),
    [
        ("What's the best strategy to win Arboretum?", True),
        ("T'as une bonne stratégie pour gagner à Arboretum ?", True),
        ("any tips to win at this game?", True),
        # must not: a rule asked, even with "win" or "strategy" beside a subject of its own;
        # who starts is a rule of the set-up (p. 2)
        ("Who starts the game?", False),
        ("How do you win at Arboretum?", False),
        ("Is there a strategy to the 1 cancelling the 8?", False),
        ("Qui gagne la partie ?", False),
    ],
)
def test_strategy_is_not_in_the_rules(question: str, unanswered: bool) -> None:
    assert asks_unanswered(question) is unanswered


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("Peux-tu me recommander un jeu comme Arboretum ?", "out_of_scope"),
        ("Le jacaranda a des fleurs au printemps ?", "out_of_scope"),
        ("Do cherry trees have flowers in spring?", "out_of_scope"),
        # must not: the game's colours, and a game question told with a season
        ("What colour is the cherry blossom in the game?", "rules"),
        ("Le jacaranda c'est quelle couleur ?", "rules"),
        ("In spring we play outside, who scores red if nobody has red?", "right_to_score"),
        ("Which colour are the oak cards?", "rules"),
    ],
)
def test_scope(question: str, intent: str, fake_bot) -> None:  # type: ignore[no-untyped-def]
    assert classify(question, fake_bot.lexicon).value == intent


@pytest.mark.parametrize(
    "question",
    [
        "What's the best strategy to win Arboretum?",
        "Peux-tu me recommander un jeu comme Arboretum ?",
    ],
)
def test_declined_or_not_known(question: str, fake_bot) -> None:  # type: ignore[no-untyped-def]
    answer = fake_bot.ask(question)
    assert answer.abstained and not answer.pages, answer.answer


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        # another game as the scene of a clause, this game asked after the comma
        (
            "In Uno we play up to 500 over many rounds, is Arboretum also a fixed number of "
            "rounds?",
            "rules",
        ),
        (
            "Au rami on peut piocher et jeter sans rien poser, ici aussi on peut sauter la "
            "plantation ?",
            "rules",
        ),
        ("Any good card game like this one that works for 6 players?", "out_of_scope"),
        # must not: a pastime in the clause, a short clause naming the game, the other game asked
        (
            "Mamie veut l'offrir à Noël, il coûte combien Arboretum dans les magasins ?",
            "out_of_scope",
        ),
        (
            "Tu me conseilles quel jeu de cartes à deux à offrir à Noël, à part Arboretum ?",
            "out_of_scope",
        ),
        ("In Uno can you stack +2 cards, and what about poker?", "out_of_scope"),
        ("Au rami on peut piocher et jeter sans rien poser ?", "out_of_scope"),
        # a clause asking for another game's rules is no scene (session 13)
        (
            "Tu peux me donner les règles du Uno, on a fini Arboretum et les enfants veulent "
            "changer ?",
            "out_of_scope",
        ),
        ("can you explain poker, we just finished Arboretum and want a change?", "out_of_scope"),
    ],
)
def test_a_game_compared_in_a_clause(question: str, intent: str, fake_bot) -> None:  # type: ignore[no-untyped-def]
    assert classify(question, fake_bot.lexicon).value == intent


@pytest.mark.parametrize(
    ("question", "searched"),
    [
        (
            "In Uno we play up to 500 over many rounds, is Arboretum also a fixed number of "
            "rounds?",
            "is Arboretum also a fixed number of rounds?",
        ),
        (
            "Au rami on pioche. Ici aussi on peut sauter la plantation ?",
            "Ici aussi on peut sauter la plantation ?",
        ),
        # must not: a question with no scene elsewhere is searched whole
        ("Can I plant diagonally, like in chess?", "Can I plant diagonally, like in chess?"),
        ("How do draws work in chess?", "How do draws work in chess?"),
    ],
)
def test_the_scene_is_not_searched(question: str, searched: str) -> None:
    assert without_scene(question, cues()) == searched
