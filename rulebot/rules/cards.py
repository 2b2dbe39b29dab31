"""Cards: a value from 1 to 8 and a colour label."""

from __future__ import annotations

from dataclasses import dataclass

MIN_VALUE = 1
MAX_VALUE = 8


@dataclass(frozen=True, order=True)
class Card:
    """One tree card: a value 1-8 of a colour; the colour is an opaque label."""

    value: int
    colour: str

    def __post_init__(self) -> None:
        if not MIN_VALUE <= self.value <= MAX_VALUE:
            raise ValueError(f"a card's value is 1 to 8, not {self.value}")
        if not self.colour:
            raise ValueError("a card needs a colour label")

    def __str__(self) -> str:
        return f"{self.value}{self.colour}"


STANDARD_COLOURS: tuple[str, ...] = (
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
"""The ten colours (tree species) of the full deck, as canonical ids: those of the first
English printing. Later printings name lilac and magnolia in place of cherry_blossom and
tulip_poplar; the engine only compares labels, so any ten labels make a deck."""


def cards_of(colour: str) -> tuple[Card, ...]:
    """The eight cards of one colour, 1 to 8."""
    return tuple(Card(value, colour) for value in range(MIN_VALUE, MAX_VALUE + 1))
