"""Brute-force oracles for the tests: every rising chain of cells, scored one by one."""

from __future__ import annotations

from .arboretum import Arboretum, Cell
from .best import BestPath, PathKey, path_key
from .paths import MAX_PATH, score_path


def all_rising_chains(arboretum: Arboretum) -> list[tuple[Cell, ...]]:
    """Every simple chain of 2+ side-touching cells whose values rise strictly."""
    chains: list[tuple[Cell, ...]] = []

    def extend(chain: tuple[Cell, ...]) -> None:
        if len(chain) >= 2:
            chains.append(chain)
        if len(chain) == MAX_PATH:
            return
        last = chain[-1]
        for near in arboretum.planted_neighbours(last):
            if near not in chain and arboretum[near].value > arboretum[last].value:
                extend((*chain, near))

    for cell in arboretum:
        extend((cell,))
    return chains


def oracle_best_path(arboretum: Arboretum, colour: str) -> BestPath:
    """The best path of ``colour`` by scoring every rising chain with ``score_path``."""
    best: tuple[PathKey, tuple[Cell, ...], int] | None = None
    for chain in all_rising_chains(arboretum):
        result = score_path([arboretum[cell] for cell in chain], colour)
        if not result.valid or result.read_reversed:
            continue
        key = path_key(result.points, chain)
        if best is None or key < best[0]:
            best = (key, chain, result.points)
    if best is None:
        return BestPath(colour, 0, (), ())
    _, cells, points = best
    return BestPath(colour, points, tuple(arboretum[cell] for cell in cells), cells)


def oracle_best_paths(arboretum: Arboretum) -> dict[str, BestPath]:
    """The oracle's best path of every colour planted."""
    return {colour: oracle_best_path(arboretum, colour) for colour in sorted(arboretum.colours())}
