"""Building the deck for 2-4 players and dealing the hands."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import MAX_VALUE, MIN_VALUE, STANDARD_COLOURS, Card, cards_of
from .errors import InvalidDeckError
from .rulebook import Reason, Rule, merge_pages

HAND_SIZE = 7
COLOURS_BY_PLAYERS: dict[int, int] = {2: 6, 3: 8, 4: 10}
"""How many colours the deck keeps for each number of players."""


CARDS_PER_COLOUR = MAX_VALUE - MIN_VALUE + 1


@dataclass(frozen=True)
class DrawPile:
    """The face-down draw pile once the hands are dealt, and the sum that gives it."""

    players: int
    colours: int
    per_colour: int
    deck: int
    hand: int
    dealt: int
    left: int
    rules: tuple[Rule, ...] = (Rule.DECK, Rule.DEAL)

    @property
    def pages(self) -> tuple[int, ...]:
        """The booklet pages of the deck and the deal."""
        return merge_pages(*(rule.pages for rule in self.rules))


def draw_pile_after_deal(players: int, hand_size: int = HAND_SIZE) -> DrawPile:
    """How many cards the draw pile holds once ``hand_size`` cards are dealt to each of
    ``players`` (2 players: 48 - 14 = 34; 3: 64 - 21 = 43; 4: 80 - 28 = 52)."""
    check_players(players)
    colours = COLOURS_BY_PLAYERS[players]
    deck = colours * CARDS_PER_COLOUR
    dealt = players * hand_size
    return DrawPile(players, colours, CARDS_PER_COLOUR, deck, hand_size, dealt, deck - dealt)


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
