"""A player's arboretum: the cards planted on a grid of (row, column) cells."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

from .cards import Card
from .errors import IllegalPlacementError
from .rulebook import Reason, Rule, Ruling

Cell = tuple[int, int]
"""A grid position (row, column); negative coordinates are allowed."""

_STEPS: tuple[Cell, ...] = ((-1, 0), (0, -1), (0, 1), (1, 0))


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The four cells touching ``cell`` by a side, in (row, column) order."""
    row, col = cell
    return tuple((row + dr, col + dc) for dr, dc in _STEPS)


def are_adjacent(a: Cell, b: Cell) -> bool:
    """Whether two cells touch by a side (a diagonal contact does not count)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


class Arboretum(Mapping[Cell, Card]):
    """An immutable mapping of cells to planted cards; planting returns a new one."""

    __slots__ = ("_cells", "_hash")

    def __init__(self, cells: Mapping[Cell, Card] | None = None) -> None:
        self._cells: Mapping[Cell, Card] = MappingProxyType(dict(cells or {}))
        self._hash: int | None = None

    @classmethod
    def from_plantings(cls, plantings: Iterable[tuple[Card, Cell]]) -> Arboretum:
        """Plant the cards in order, checking every placement."""
        arboretum = cls()
        for card, cell in plantings:
            arboretum = arboretum.plant(card, cell)
        return arboretum

    @classmethod
    def from_layout(cls, cells: Mapping[Cell, Card]) -> Arboretum:
        """Build from a finished layout, checking it could have been planted legally.

        Raises IllegalPlacementError if a card appears twice or the cells are not
        connected by sides.
        """
        if not cells:
            return cls()
        order: list[Cell] = [min(cells)]
        seen = {order[0]}
        for cell in order:
            for near in neighbours(cell):
                if near in cells and near not in seen:
                    seen.add(near)
                    order.append(near)
        if len(seen) != len(cells):
            stray = min(set(cells) - seen)
            raise IllegalPlacementError(
                Reason.NOT_ADJACENT, f"the card at {stray} is cut off from the others"
            )
        return cls.from_plantings((cells[cell], cell) for cell in order)

    # Mapping protocol
    def __getitem__(self, cell: Cell) -> Card:
        return self._cells[cell]

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._cells)

    def __len__(self) -> int:
        return len(self._cells)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Arboretum):
            return NotImplemented
        return dict(self._cells) == dict(other._cells)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._cells.items()))
        return self._hash

    def __repr__(self) -> str:
        inner = ", ".join(f"{cell}: {card}" for cell, card in sorted(self._cells.items()))
        return f"Arboretum({{{inner}}})"

    # queries
    def cards(self) -> tuple[Card, ...]:
        """The planted cards, sorted."""
        return tuple(sorted(self._cells.values()))

    def colours(self) -> frozenset[str]:
        """The different colours planted (used by the tie-break)."""
        return frozenset(card.colour for card in self._cells.values())

    def cell_of(self, card: Card) -> Cell | None:
        """Where ``card`` is planted, or None."""
        for cell, planted in self._cells.items():
            if planted == card:
                return cell
        return None

    def planted_neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """The occupied cells touching ``cell`` by a side."""
        return tuple(near for near in neighbours(cell) if near in self._cells)

    def legal_cells(self) -> tuple[Cell, ...]:
        """Every free cell touching a planted card by a side, sorted; ``(0, 0)`` if empty."""
        if not self._cells:
            return ((0, 0),)
        free = {near for cell in self._cells for near in neighbours(cell)} - set(self._cells)
        return tuple(sorted(free))

    def is_connected(self) -> bool:
        """Whether every card is linked to the others through sides."""
        if not self._cells:
            return True
        start = next(iter(self._cells))
        seen = {start}
        stack = [start]
        while stack:
            for near in self.planted_neighbours(stack.pop()):
                if near not in seen:
                    seen.add(near)
                    stack.append(near)
        return len(seen) == len(self._cells)

    # planting
    def can_plant(self, cell: Cell) -> Ruling:
        """Whether a card may be planted on ``cell`` (Rule.PLANT)."""
        if cell in self._cells:
            return Ruling.refuse(Reason.OCCUPIED)
        if self._cells and not self.planted_neighbours(cell):
            return Ruling.refuse(Reason.NOT_ADJACENT)
        return Ruling.allow(Rule.PLANT)

    def plant(self, card: Card, cell: Cell) -> Arboretum:
        """A new arboretum with ``card`` on ``cell``; raises IllegalPlacementError."""
        ruling = self.can_plant(cell)
        if ruling.reason is not None:
            raise IllegalPlacementError(
                ruling.reason, f"cannot plant {card} on {cell}: {ruling.reason.text}"
            )
        if self.cell_of(card) is not None:
            raise IllegalPlacementError(Reason.ALREADY_PLANTED, f"{card} is already planted")
        cells = dict(self._cells)
        cells[cell] = card
        return Arboretum(cells)
