"""Building the deck for 2-4 players and dealing the hands."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import STANDARD_COLOURS, Card, cards_of
from .errors import InvalidDeckError
from .rulebook import Reason

HAND_SIZE = 7
COLOURS_BY_PLAYERS: dict[int, int] = {2: 6, 3: 8, 4: 10}
"""How many colours the deck keeps for each number of players."""


def check_players(players: int) -> None:
    """Raise InvalidDeckError unless the game is for 2 to 4 players."""
    if players not in COLOURS_BY_PLAYERS:
        raise InvalidDeckError(
            Reason.WRONG_PLAYER_COUNT, f"the game is for 2 to 4 players, not {players}"
        )


def colours_for(
    players: int, colours: Sequence[str] | None = None, seed: int | None = None
) -> tuple[str, ...]:
    """The colours in play: the players' choice (validated) or a seeded random choice."""
    check_players(players)
    wanted = COLOURS_BY_PLAYERS[players]
    if colours is None:
        rng = random.Random(seed)
        chosen = rng.sample(STANDARD_COLOURS, wanted)
        return tuple(label for label in STANDARD_COLOURS if label in chosen)
    chosen_list = list(colours)
    if len(chosen_list) != wanted:
        raise InvalidDeckError(
            Reason.WRONG_COLOUR_COUNT,
            f"{players} players play with {wanted} colours, not {len(chosen_list)}",
        )
    if any(not label for label in chosen_list):
        raise InvalidDeckError(Reason.WRONG_COLOUR_COUNT, "a colour label is empty")
    seen: set[str] = set()
    for label in chosen_list:
        if label in seen:
            raise InvalidDeckError(Reason.DUPLICATE_COLOUR, f"the colour {label!r} is chosen twice")
        seen.add(label)
    return tuple(chosen_list)


def deck_for(
    players: int, colours: Sequence[str] | None = None, seed: int | None = None
) -> tuple[Card, ...]:
    """The shuffled deck for ``players``; index 0 is the top card. Deterministic by seed."""
    labels = colours_for(players, colours, seed)
    cards = [card for label in labels for card in cards_of(label)]
    random.Random(seed).shuffle(cards)
    return tuple(cards)


def deal(
    deck: Sequence[Card], players: int, hand_size: int = HAND_SIZE
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Deal ``hand_size`` cards to each player, one at a time from the top.

    Returns the hands (in seat order) and the rest of the deck (top first).
    """
    check_players(players)
    needed = players * hand_size
    if len(deck) < needed:
        raise InvalidDeckError(
            Reason.WRONG_COLOUR_COUNT, f"{len(deck)} cards cannot deal {needed} cards"
        )
    hands = tuple(tuple(deck[seat:needed:players]) for seat in range(players))
    return hands, tuple(deck[needed:])
