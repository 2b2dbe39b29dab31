"""The scorers check matches players, not strings: an item and the engine may name the
same player with different words (eval/README.md)."""

from __future__ import annotations

import pytest

from rulebot.evaluation.checks import check_engine
from rulebot.evaluation.players import is_player, same_scorers

SAID = {
    "you": "you",
    "opponent": "your wife",
    "Léa": "Léa",
    "my brother": "your brother",
    "le joueur à ma gauche": "le joueur à ta gauche",
    "the player on my left": "the player on your left",
    "Mamie": "Mamie",
    "my gf": "your gf",
}

IS_PLAYER = [
    # expected id, engine id, is the same player
    ("you", "you", True),
    ("Léa", "Léa", True),
    ("lea", "Léa", True),  # case and accents aside
    ("mamie", "Mamie", True),
    ("wife", "opponent", True),  # said "your wife"
    ("opponent", "opponent", True),
    ("opponent", "my brother", True),  # an unnamed opponent
    ("brother", "my brother", True),
    ("gauche", "le joueur à ma gauche", True),
    ("left", "the player on my left", True),
    ("left", "le joueur à ma gauche", True),  # a seat's id is English in both languages
    ("girlfriend", "my gf", True),  # a whole word for the short form written
    # must-not: the asker is only "you", a name is no unnamed opponent, other words
    ("you", "opponent", False),
    ("opponent", "you", False),
    ("opponent", "Léa", False),
    ("sister", "my brother", False),
    ("droite", "le joueur à ma gauche", False),
    ("right", "le joueur à ma gauche", False),
    ("boyfriend", "my gf", False),
    ("Léo", "Léa", False),
    ("husband", "opponent", False),  # the opponent is said "your wife"
]


@pytest.mark.parametrize(("expected", "engine_id", "same"), IS_PLAYER)
def test_is_player(expected: str, engine_id: str, same: bool) -> None:
    assert is_player(expected, engine_id, SAID.get(engine_id, engine_id)) is same


SCORERS = [
    # expected, engine scorers, match
    (["femme"], ["opponent"], False),  # "your wife" in SAID, in English
    (["wife"], ["opponent"], True),
    (["gauche", "you"], ["you", "le joueur à ma gauche"], True),
    (["Léa", "Léa"], ["Léa"], True),  # duplicates ignored
    ([], [], True),
    # must-not: one player for two, a scorer missing or extra
    (["opponent", "brother"], ["my brother"], False),
    (["opponent"], ["my brother", "opponent"], False),
    (["you"], ["you", "Léa"], False),
    (["brother", "opponent"], ["my brother", "opponent"], True),
]


@pytest.mark.parametrize(("expected", "got", "match"), SCORERS)
def test_same_scorers(expected: list[str], got: list[str], match: bool) -> None:
    assert same_scorers(expected, got, SAID) is match


def test_engine_check_reads_the_players_said() -> None:
    engine = {"scorers": ["opponent"], "players": {"opponent": "ta femme", "you": "toi"}}
    assert check_engine({"scorers": ["femme"]}, engine).passed
    assert not check_engine({"scorers": ["you"]}, engine).passed
