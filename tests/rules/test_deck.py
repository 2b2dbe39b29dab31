"""The deck for 2-4 players (p. 2) and the deal of 7 cards (p. 2)."""

from __future__ import annotations

from collections import Counter

import pytest

from rulebot.rules import (
    STANDARD_COLOURS,
    Card,
    InvalidDeckError,
    Reason,
    Rule,
    colours_for,
    deal,
    deck_for,
    draw_pile_after_deal,
)


def test_ten_standard_colours() -> None:
    assert STANDARD_COLOURS == (
        "cassia",
        "cherry_blossom",
        "dogwood",
        "jacaranda",
        "maple",
        "oak",
        "olive",
        "royal_poinciana",
        "tulip_poplar",
        "willow",
    )


@pytest.mark.parametrize(("players", "colours", "size"), [(2, 6, 48), (3, 8, 64), (4, 10, 80)])
@pytest.mark.parametrize("seed", [0, 1, 7])
def test_deck_size_and_content(players: int, colours: int, size: int, seed: int) -> None:
    deck = deck_for(players, seed=seed)
    assert len(deck) == size
    assert len(set(deck)) == size
    by_colour = Counter(card.colour for card in deck)
    assert len(by_colour) == colours
    assert set(by_colour) <= set(STANDARD_COLOURS)
    assert set(by_colour.values()) == {8}
    assert {card.value for card in deck} == set(range(1, 9))


def test_four_players_use_every_colour() -> None:
    assert colours_for(4, seed=3) == STANDARD_COLOURS


def test_deck_is_deterministic_by_seed() -> None:
    assert deck_for(3, seed=42) == deck_for(3, seed=42)
    assert deck_for(3, seed=42) != deck_for(3, seed=43)


def test_chosen_colours_are_kept_in_order() -> None:
    chosen = ["red", "blue", "green", "pink", "black", "white"]
    assert colours_for(2, chosen) == tuple(chosen)
    assert {card.colour for card in deck_for(2, chosen, seed=1)} == set(chosen)


@pytest.mark.parametrize(
    ("players", "colours", "reason", "message"),
    [
        (1, None, Reason.WRONG_PLAYER_COUNT, "the game is for 2 to 4 players, not 1"),
        (5, None, Reason.WRONG_PLAYER_COUNT, "the game is for 2 to 4 players, not 5"),
        (
            2,
            ["a", "b", "c", "d", "e"],
            Reason.WRONG_COLOUR_COUNT,
            "2 players play with 6 colours, not 5",
        ),
        (3, list("abcdefghi"), Reason.WRONG_COLOUR_COUNT, "3 players play with 8 colours, not 9"),
        (
            2,
            ["a", "b", "c", "d", "e", "a"],
            Reason.DUPLICATE_COLOUR,
            "the colour 'a' is chosen twice",
        ),
    ],
)
def test_invalid_decks(
    players: int, colours: list[str] | None, reason: Reason, message: str
) -> None:
    with pytest.raises(InvalidDeckError) as caught:
        deck_for(players, colours, seed=0)
    assert caught.value.reason is reason
    assert caught.value.rule is Rule.DECK
    assert str(caught.value).startswith(message)
    assert str(caught.value).endswith("(p. 2)")


@pytest.mark.parametrize(("players", "rest"), [(2, 34), (3, 43), (4, 52)])
def test_deal_seven_each(players: int, rest: int) -> None:
    deck = deck_for(players, seed=5)
    hands, remaining = deal(deck, players)
    assert [len(hand) for hand in hands] == [7] * players
    assert len(remaining) == rest
    assert sorted(card for hand in hands for card in hand) + sorted(remaining) != []
    assert Counter(card for hand in hands for card in hand) + Counter(remaining) == Counter(deck)


def test_deal_goes_round_the_table_from_the_top() -> None:
    deck = tuple(Card(v, c) for c in ("a", "b") for v in range(1, 9))
    hands, rest = deal(deck, 2)
    assert hands[0] == deck[0:14:2]
    assert hands[1] == deck[1:14:2]
    assert rest == deck[14:]


@pytest.mark.parametrize(
    ("players", "colours", "deck", "dealt", "left"),
    [(2, 6, 48, 14, 34), (3, 8, 64, 21, 43), (4, 10, 80, 28, 52)],
)
def test_draw_pile_after_deal(players: int, colours: int, deck: int, dealt: int, left: int) -> None:
    pile = draw_pile_after_deal(players)
    assert (pile.players, pile.colours, pile.deck, pile.dealt, pile.left) == (
        players,
        colours,
        deck,
        dealt,
        left,
    )
    assert (pile.per_colour, pile.hand) == (8, 7)
    assert pile.rules == (Rule.DECK, Rule.DEAL)
    assert pile.pages == (2,)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 3, 11])
def test_draw_pile_after_deal_is_what_a_deal_leaves(players: int, seed: int) -> None:
    """The oracle: the count computed is what dealing a shuffled deck leaves."""
    _, rest = deal(deck_for(players, seed=seed), players)
    assert draw_pile_after_deal(players).left == len(rest)


@pytest.mark.parametrize("players", [1, 5])
def test_no_draw_pile_for_a_wrong_player_count(players: int) -> None:
    with pytest.raises(InvalidDeckError) as caught:
        draw_pile_after_deal(players)
    assert caught.value.reason is Reason.WRONG_PLAYER_COUNT
