"""Scope mended in session 12, each with must-not rows.

- Strategy and tips ("What's the best strategy to win Arboretum?") are about the game but
  no rule says them: the bot says it does not know (it answered the winning rule).
- Recommending "un jeu comme Arboretum" is about other games: declined.
- Flowers and a season say real trees ("Le jacaranda a des fleurs au printemps ?").
  Left: "What colour are cherry blossoms in spring?" is still read as the game's colour
  ("colour" is a word of the game; counting it as one real gardens share declined "on
  garde combien de couleurs ?" said after "les voisins viennent").
"""

from __future__ import annotations

import pytest

from rulebot.understanding.intent import asks_unanswered, classify


@pytest.mark.parametrize(
    ("question", "unanswered"),
    [
        ("What's the best strategy to win Arboretum?", True),
        ("T'as une bonne stratégie pour gagner à Arboretum ?", True),
        ("any tips to win at this game?", True),
        ("Who starts the game?", True),
        # must not: a rule asked, even with "win" or "strategy" beside a subject of its own
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
