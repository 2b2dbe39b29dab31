"""A verb of play in a box question has the game for object: a pronoun or nothing else
played, the little words after the verb skipped ("jouer à un jeu vidéo" plays something
else); a count of players is told after its count words ("on est 3")."""

from __future__ import annotations

import pytest

from rulebot.understanding.boxcounts import tells_count
from rulebot.understanding.boxfacts import _plays_it
from rulebot.understanding.text import words_of


@pytest.mark.parametrize(
    ("text", "plays_it"),
    [
        ("on peut y jouer à 5 ?", True),
        ("ça se joue en combien de temps ?", True),
        ("can we all play?", True),
        ("on peut jouer tout seul, genre le soir ?", True),
        ("on peut jouer à un jeu vidéo après ?", False),
        ("can we play with the piano?", False),
        ("on peut jouer du piano ?", False),
    ],
)
def test_a_verb_of_play_has_the_game_for_object(text: str, plays_it: bool) -> None:
    assert _plays_it(words_of(text)) is plays_it


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("on est 3", True),
        ("we're 4", True),
        ("et si on est à 3 ?", True),
        ("we are three tonight", True),
        ("pour 2", True),
        # a number after no count word, or one player, is no count of players
        ("le 3 bleu", False),
        ("on est 1", False),
        ("how many cards for the 8?", False),
    ],
)
def test_a_count_of_players_is_told_after_its_count_words(text: str, told: bool) -> None:
    assert tells_count(words_of(text)) is told
