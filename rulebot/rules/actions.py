"""The steps of a turn and the actions a player can take."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .arboretum import Cell
from .cards import Card


class Phase(Enum):
    """Where the game stands within a turn (Rule.TURN), or that it is over (Rule.END)."""

    DRAW_FIRST = "draw_first"
    DRAW_SECOND = "draw_second"
    PLANT = "plant"
    DISCARD = "discard"
    OVER = "over"


class ActionKind(Enum):
    """The four kinds of action of a turn."""

    DRAW_DECK = "draw_deck"
    DRAW_DISCARD = "draw_discard"
    PLANT = "plant"
    DISCARD = "discard"


@dataclass(frozen=True)
class Action:
    """One action: a draw (from the deck or an owner's discard pile), a plant or a discard."""

    kind: ActionKind
    card: Card | None = None
    cell: Cell | None = None
    owner: str | None = None

    def __str__(self) -> str:
        if self.kind is ActionKind.DRAW_DECK:
            return "draw from the deck"
        if self.kind is ActionKind.DRAW_DISCARD:
            return f"draw from {self.owner}'s discard pile"
        if self.kind is ActionKind.PLANT:
            return f"plant {self.card} on {self.cell}"
        return f"discard {self.card}"
