"""Hypothesis strategies: random legal arboretums and random hands."""

from __future__ import annotations

from hypothesis import strategies as st

from rulebot.rules import Arboretum, Card, cards_of

LABELS = ("red", "blue", "oak", "willow")


@st.composite
def arboretums(draw: st.DrawFn, max_cards: int = 14) -> Arboretum:
    """A legally planted arboretum of distinct cards in 2-4 colours."""
    colours = LABELS[: draw(st.integers(2, 4))]
    pool = [card for colour in colours for card in cards_of(colour)]
    chosen = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=max_cards, unique=True))
    compact = draw(st.booleans())
    arboretum = Arboretum()
    for card in chosen:
        cells = arboretum.legal_cells()
        if compact:  # prefer cells near the origin: dense grids with many paths
            cells = tuple(sorted(cells, key=lambda cell: (abs(cell[0]) + abs(cell[1]), cell)))[:4]
        arboretum = arboretum.plant(card, cells[draw(st.integers(0, len(cells) - 1))])
    return arboretum


@st.composite
def hands(draw: st.DrawFn) -> tuple[dict[str, list[Card]], str]:
    """Hands of 2-4 players dealt from one deck of 1-3 colours, and a colour to score."""
    players = ("ann", "bob", "cid", "dee")[: draw(st.integers(2, 4))]
    colours = LABELS[: draw(st.integers(1, 3))]
    pool = draw(st.permutations([card for colour in colours for card in cards_of(colour)]))
    dealt: dict[str, list[Card]] = {}
    start = 0
    for player in players:
        size = draw(st.integers(0, 9))
        dealt[player] = list(pool[start : start + size])
        start += size
    return dealt, draw(st.sampled_from((*colours, "maple")))
