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
