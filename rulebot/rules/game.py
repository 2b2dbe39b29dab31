"""The game state machine: deal, turns of draw 2 / plant 1 / discard 1, end, scoring."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from .actions import Action, ActionKind, Phase
from .arboretum import Arboretum, Cell
from .cards import Card
from .deck import colours_for, deal, deck_for
from .errors import IllegalActionError, InvalidDeckError
from .rulebook import Reason
from .scoring import FinalScores, final_scores

_DRAWS = (Phase.DRAW_FIRST, Phase.DRAW_SECOND)
_T = TypeVar("_T")


class Game:
    """A game in progress; actions change it in place and raise typed errors if illegal.

    The deck given to the constructor lists its top card first, as ``deck_for`` does;
    ``discard_pile`` lists a pile bottom to top (its last card is the top one).
    """

    def __init__(
        self,
        players: Sequence[str],
        deck: Sequence[Card],
        colours: Sequence[str],
    ) -> None:
        self.players: tuple[str, ...] = tuple(players)
        if len(set(self.players)) != len(self.players):
            raise InvalidDeckError(Reason.DUPLICATE_PLAYER)
        self.colours: tuple[str, ...] = tuple(colours)
        self.initial_cards: tuple[Card, ...] = tuple(sorted(deck))
        hands, rest = deal(deck, len(self.players))
        self._hands: dict[str, list[Card]] = {
            player: list(hand) for player, hand in zip(self.players, hands, strict=True)
        }
        self._deck: list[Card] = list(reversed(rest))
        self._discards: dict[str, list[Card]] = {player: [] for player in self.players}
        self._arboretums: dict[str, Arboretum] = {player: Arboretum() for player in self.players}
        self._turn = 0
        self._turns_done = 0
        # A deck with nothing left after the deal leaves nothing to play (Rule.END).
        self._phase = Phase.DRAW_FIRST if rest else Phase.OVER
        self._last_card_taker: str | None = None

    @classmethod
    def new(
        cls, players: Sequence[str], seed: int | None = None, colours: Sequence[str] | None = None
    ) -> Game:
        """Shuffle a deck for these players (seeded), deal 7 cards each, start the first turn."""
        chosen = colours_for(len(players), colours, seed)
        return cls(players, deck_for(len(players), chosen, seed), chosen)

    # ----- state
    @property
    def phase(self) -> Phase:
        """The step of the current turn, or OVER."""
        return self._phase

    @property
    def last_card_taker(self) -> str | None:
        """Who drew the last card of the draw pile, once it is empty (Rule.END)."""
        return self._last_card_taker

    @property
    def current_player(self) -> str:
        """Whose turn it is."""
        return self.players[self._turn]

    @property
    def turn_number(self) -> int:
        """How many turns have been completed."""
        return self._turns_done

    @property
    def deck_size(self) -> int:
        """Cards left face down in the draw pile."""
        return len(self._deck)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (Rule.END)."""
        return self._phase is Phase.OVER

    def hand(self, player: str) -> tuple[Card, ...]:
        """The cards in a player's hand."""
        return tuple(self._hands[self._known(player)])

    def hands(self) -> dict[str, tuple[Card, ...]]:
        """Every player's hand."""
        return {player: tuple(hand) for player, hand in self._hands.items()}

    def arboretum(self, player: str) -> Arboretum:
        """A player's arboretum."""
        return self._arboretums[self._known(player)]

    def arboretums(self) -> dict[str, Arboretum]:
        """Every player's arboretum."""
        return dict(self._arboretums)

    def discard_pile(self, owner: str) -> tuple[Card, ...]:
        """A discard pile, bottom to top."""
        return tuple(self._discards[self._known(owner)])

    def discard_top(self, owner: str) -> Card | None:
        """The top card of a discard pile, or None if it is empty."""
        pile = self._discards[self._known(owner)]
        return pile[-1] if pile else None

    def all_cards(self) -> tuple[Card, ...]:
        """Every card in the deck, hands, arboretums and discard piles, sorted (accounting)."""
        cards = list(self._deck)
        for player in self.players:
            cards += self._hands[player] + self._discards[player]
            cards += self._arboretums[player].values()
        return tuple(sorted(cards))

    # ----- legal actions
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the current player may take now."""
        if self._phase in _DRAWS:
            draws = [Action(ActionKind.DRAW_DECK)] if self._deck else []
            draws += [
                Action(ActionKind.DRAW_DISCARD, owner=owner)
                for owner in self.players
                if self._discards[owner]
            ]
            return tuple(draws)
        hand = sorted(set(self._hands[self.current_player]))
        if self._phase is Phase.PLANT:
            cells = self._arboretums[self.current_player].legal_cells()
            return tuple(Action(ActionKind.PLANT, card, cell) for card in hand for cell in cells)
        if self._phase is Phase.DISCARD:
            return tuple(Action(ActionKind.DISCARD, card) for card in hand)
        return ()

    def apply(self, action: Action) -> Card | None:
        """Take an action; a draw returns the card drawn."""
        if action.kind is ActionKind.DRAW_DECK:
            return self.draw_from_deck()
        if action.kind is ActionKind.DRAW_DISCARD:
            return self.draw_from_discard(_required(action.owner, "owner"))
        if action.kind is ActionKind.PLANT:
            self.plant(_required(action.card, "card"), _required(action.cell, "cell"))
            return None
        self.discard(_required(action.card, "card"))
        return None

    # ----- actions
    def draw_from_deck(self) -> Card:
        """Draw the top card of the draw pile (step 1, Rule.DRAW)."""
        self._expect(_DRAWS, "drawing")
        if not self._deck:
            raise IllegalActionError(Reason.DECK_EMPTY)
        card = self._deck.pop()
        if not self._deck:
            self._last_card_taker = self.current_player
        self._take(card)
        return card

    def draw_from_discard(self, owner: str) -> Card:
        """Draw the top card of ``owner``'s discard pile, one's own included (step 1, Rule.DRAW)."""
        self._expect(_DRAWS, "drawing")
        pile = self._discards[self._known(owner)]
        if not pile:
            raise IllegalActionError(Reason.DISCARD_PILE_EMPTY, f"{owner}'s discard pile is empty")
        card = pile.pop()
        self._take(card)
        return card

    def plant(self, card: Card, cell: Cell) -> Arboretum:
        """Plant a card of the hand in one's own arboretum (step 2, Rule.PLANT)."""
        self._expect((Phase.PLANT,), "planting")
        hand = self._in_hand(card)
        player = self.current_player
        self._arboretums[player] = self._arboretums[player].plant(card, cell)
        hand.remove(card)
        self._phase = Phase.DISCARD
        return self._arboretums[player]

    def discard(self, card: Card) -> None:
        """Discard a card of the hand on one's own pile, ending the turn (step 3, Rule.DISCARD)."""
        self._expect((Phase.DISCARD,), "discarding")
        self._in_hand(card).remove(card)
        self._discards[self.current_player].append(card)
        self._turns_done += 1
        if self._last_card_taker is not None:
            self._phase = Phase.OVER
            return
        self._turn = (self._turn + 1) % len(self.players)
        self._phase = Phase.DRAW_FIRST

    def scores(self) -> FinalScores:
        """The final scoring from the current hands and arboretums (see ``final_scores``)."""
        return final_scores(self.arboretums(), self.hands(), self.colours)

    # ----- helpers
    def _known(self, player: str) -> str:
        if player not in self._hands:
            raise IllegalActionError(Reason.UNKNOWN_PLAYER, f"there is no player {player!r}")
        return player

    def _expect(self, phases: tuple[Phase, ...], doing: str) -> None:
        if self._phase is Phase.OVER:
            raise IllegalActionError(Reason.GAME_OVER, f"the game is over: no more {doing}")
        if self._phase not in phases:
            raise IllegalActionError(
                Reason.WRONG_PHASE, f"{doing} is not allowed now: the step is {self._phase.value}"
            )

    def _in_hand(self, card: Card) -> list[Card]:
        hand = self._hands[self.current_player]
        if card not in hand:
            raise IllegalActionError(
                Reason.CARD_NOT_IN_HAND, f"{card} is not in {self.current_player}'s hand"
            )
        return hand

    def _take(self, card: Card) -> None:
        self._hands[self.current_player].append(card)
        if self._phase is Phase.DRAW_FIRST and self._can_draw():
            self._phase = Phase.DRAW_SECOND
        else:
            # After the second card, or when the deck ran out and no discard pile is left.
            self._phase = Phase.PLANT

    def _can_draw(self) -> bool:
        return bool(self._deck) or any(self._discards.values())


def _required(value: _T | None, name: str) -> _T:
    if value is None:
        raise ValueError(f"this action needs a {name}")
    return value
