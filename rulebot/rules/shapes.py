"""A path known only by its shape: its length, whether all one colour, its ends.

A player may ask "a path of 7 cards all one colour, how many points?" without giving
values. `shape_cards` stands for such a path with representative cards, counting a 1 or
an 8 only when said or forced by the length; `shape_totals` gives every total a path of
that shape can score, by trying every set of values it may hold (a brute force over at
most C(8, 4) = 70 sets).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .cards import MAX_VALUE, MIN_VALUE, Card
from .paths import MAX_PATH, MIN_PATH, score_path

SHAPE_COLOUR, SHAPE_OTHER = "x", "y"  # labels of the cards standing for a described shape


@dataclass(frozen=True)
class PathShape:
    """What is said of a path: its length, whether all one colour, its ends."""

    length: int
    same_colour: bool = False
    starts_on_1: bool = False
    ends_on_8: bool = False


def _cards(shape: PathShape, values: tuple[int, ...]) -> tuple[Card, ...]:
    """The shape's cards on these values: both ends of the scored colour, the middle too
    when all one colour."""
    n = len(values)
    middle = SHAPE_COLOUR if shape.same_colour else SHAPE_OTHER
    colours = [SHAPE_COLOUR, *([middle] * (n - 2)), SHAPE_COLOUR] if n >= 2 else [SHAPE_COLOUR]
    return tuple(Card(v, c) for v, c in zip(values, colours, strict=True))


def shape_cards(shape: PathShape) -> tuple[Card, ...]:
    """Cards standing for a described path: its length, its colours, its ends.

    A 1 or an 8 is held only when said, or when the length needs it: 7 cards need one of
    them (the 1 is taken, the smaller bonus), 8 cards need both. The answer says so, and
    gives the other totals the shape allows (`shape_totals`).
    """
    n = shape.length
    if not MIN_PATH <= n <= MAX_PATH:  # the engine refuses it, with its own reason
        return tuple(Card(min(i + 1, MAX_VALUE), SHAPE_COLOUR) for i in range(max(n, 1)))
    low = MIN_VALUE if shape.starts_on_1 else MIN_VALUE + 1
    high = MAX_VALUE if shape.ends_on_8 else MAX_VALUE - 1
    if high - low + 1 < n:
        low = MIN_VALUE
    if high - low + 1 < n:
        high = MAX_VALUE
    pool = list(range(low, high + 1))
    return _cards(shape, (*pool[: n - 1], pool[-1]))


def shape_totals(shape: PathShape) -> tuple[int, ...]:
    """Every total a path of this shape can score, smallest first: each set of `length`
    values from 1 to 8 holding the 1 and the 8 when they are said. Empty for a length
    no path has."""
    n = shape.length
    if not MIN_PATH <= n <= MAX_PATH:
        return ()
    totals = {
        score_path(_cards(shape, values)).points
        for values in combinations(range(MIN_VALUE, MAX_VALUE + 1), n)
        if (values[0] == MIN_VALUE or not shape.starts_on_1)
        and (values[-1] == MAX_VALUE or not shape.ends_on_8)
    }
    return tuple(sorted(totals))
