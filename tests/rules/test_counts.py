"""The numbers the rules fix (`rules.counts`), worked out from the engine's constants, and
which counts told go against the ones a passage states."""

from __future__ import annotations

import pytest

from rulebot.rules import COLOURS_BY_PLAYERS, HAND_SIZE, Rule
from rulebot.rules.counts import CARDS, COLOURS, contradicted, count_names, rule_counts


def _value(name: str, players: int | None = None) -> int:
    (count,) = [c for c in rule_counts() if c.name == name and c.players == players]
    return count.value


@pytest.mark.parametrize(
    ("name", "players", "value"),
    [
        ("box_cards", None, 80),
        ("box_colours", None, 10),
        ("colour_cards", None, 8),
        ("hand", None, 7),
        ("hand_after_draw", None, 9),
        ("hand_after_plant", None, 8),
        ("drawn", None, 2),
        ("planted", None, 1),
        ("discarded", None, 1),
        ("path_min", None, 2),
        ("path_max", None, 8),
        ("deck_cards", 2, 48),
        ("deck_cards", 3, 64),
        ("deck_cards", 4, 80),
        ("deck_colours", 2, 6),
        ("removed_colours", 2, 4),
        ("removed_colours", 3, 2),
        ("removed_cards", 2, 32),
        ("removed_cards", 4, 0),
    ],
)
def test_each_number_of_the_rules(name: str, players: int | None, value: int) -> None:
    assert _value(name, players) == value


def test_the_numbers_follow_the_engine() -> None:
    """Worked out, never copied: the deck by player count and the hand are the engine's."""
    for players, colours in COLOURS_BY_PLAYERS.items():
        assert _value("deck_colours", players) == colours
    assert _value("hand") == HAND_SIZE
    assert all(isinstance(count.rule, Rule) for count in rule_counts())
    assert "deck_cards" in count_names()


DECK = ("deck_cards", "deck_colours", "removed_colours")


@pytest.mark.parametrize(
    ("told", "names", "players", "wrong"),
    [
        ([(50, CARDS)], DECK, 2, {48}),  # "à deux joueurs on joue avec 50 cartes ?"
        ([(48, CARDS)], DECK, 2, set()),
        ([(64, CARDS)], DECK, 2, {48}),  # true for 3 players only
        ([(64, CARDS)], DECK, None, set()),  # no number of players told: one of them
        ([(50, CARDS)], DECK, None, {48, 64, 80}),
        ([(6, COLOURS)], DECK, 3, {8, 2}),  # "with 3 players we use 6 colours?"
        ([(8, COLOURS)], DECK, 3, set()),
        ([(3, CARDS)], ("drawn",), None, {2}),  # "on pioche 3 cartes ?"
        ([(3, COLOURS)], ("drawn",), None, set()),  # the passage states no colours
        ([(3, CARDS)], (), None, set()),  # nor anything
        ([(2, CARDS), (1, CARDS)], ("drawn",), None, set()),  # "draw 2, plant 1": unchecked
        ([(50, CARDS), (6, COLOURS)], DECK, 2, {48}),  # one count of each unit
        # bounds: a path holds 2 to 8 cards
        ([(5, CARDS)], ("path_min", "path_max"), None, set()),
        ([(9, CARDS)], ("path_min", "path_max"), None, {2, 8}),
        ([(1, CARDS)], ("path_min", "path_max"), None, {2, 8}),
        ([(9, CARDS)], ("path_min",), None, set()),  # only a least stated
    ],
)
def test_a_count_told_is_wrong_when_the_passage_states_others_of_its_unit(
    told: list[tuple[int, str]], names: tuple[str, ...], players: int | None, wrong: set[int]
) -> None:
    assert {count.value for count in contradicted(told, names, players)} == wrong
