"""The best path of each colour in an arboretum, found exactly by dynamic programming.

Values rise strictly along a path, so paths follow a directed acyclic graph over the
cells. For each cell and each exact length we keep the best way to continue to an
end of the scored colour: once through any cards, once through cards of the colour
only (the doubling bonus needs 4+ cards all of one colour).

Tie-break, documented for answers and tests: most points, then fewest cards, then
the lexicographically smallest sequence of cells (as read, ascending).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .arboretum import Arboretum, Cell
from .cards import MAX_VALUE, Card
from .paths import END_BONUS, MAX_PATH, MIN_PATH, path_points


@dataclass(frozen=True)
class BestPath:
    """A player's best path of one colour (points 0 and empty tuples when there is none)."""

    colour: str
    points: int
    cards: tuple[Card, ...]
    cells: tuple[Cell, ...]


PathKey = tuple[int, int, tuple[Cell, ...]]


def path_key(points: int, cells: Sequence[Cell]) -> PathKey:
    """Sort key of a candidate path: smaller is better (see the module tie-break)."""
    return (-points, len(cells), tuple(cells))


# A continuation: (-end bonus, cells) — smaller is better.
_Cont = tuple[int, tuple[Cell, ...]]


def _continuations(arboretum: Arboretum, colour: str, mono: bool) -> dict[Cell, list[_Cont | None]]:
    """For each cell and length k, the best path of exactly k cards from it to a colour end."""
    usable = [cell for cell in arboretum if not mono or arboretum[cell].colour == colour]
    # Highest values first, so every successor is computed before its predecessors.
    usable.sort(key=lambda cell: -arboretum[cell].value)
    table: dict[Cell, list[_Cont | None]] = {}
    for cell in usable:
        card = arboretum[cell]
        row: list[_Cont | None] = [None] * (MAX_PATH + 1)
        if card.colour == colour:
            row[1] = (-(END_BONUS if card.value == MAX_VALUE else 0), (cell,))
        successors = [
            near
            for near in arboretum.planted_neighbours(cell)
            if near in table and arboretum[near].value > card.value
        ]
        for length in range(2, MAX_PATH + 1):
            options = [
                (tail[0], (cell, *tail[1]))
                for near in successors
                if (tail := table[near][length - 1]) is not None
            ]
            if options:
                row[length] = min(options)
        table[cell] = row
    return table


def best_path(arboretum: Arboretum, colour: str) -> BestPath:
    """The best path of ``colour`` in ``arboretum`` (points 0 if there is none)."""
    best: tuple[PathKey, tuple[Cell, ...]] | None = None
    for mono in (False, True):
        table = _continuations(arboretum, colour, mono)
        for start, row in table.items():
            if arboretum[start].colour != colour:
                continue
            for length in range(MIN_PATH, MAX_PATH + 1):
                option = row[length]
                if option is None:
                    continue
                cells = option[1]
                points = path_points([arboretum[cell] for cell in cells])
                key = path_key(points, cells)
                if best is None or key < best[0]:
                    best = (key, cells)
    if best is None:
        return BestPath(colour, 0, (), ())
    cells = best[1]
    return BestPath(colour, -best[0][0], tuple(arboretum[cell] for cell in cells), cells)


def best_paths(arboretum: Arboretum, colours: Sequence[str] | None = None) -> dict[str, BestPath]:
    """The best path of every colour planted (or of each of ``colours``), by colour."""
    wanted = sorted(arboretum.colours()) if colours is None else list(colours)
    return {colour: best_path(arboretum, colour) for colour in wanted}
