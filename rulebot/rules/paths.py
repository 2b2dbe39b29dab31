"""Validating and scoring a described path (a list of cards)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

from .arboretum import Arboretum, Cell, are_adjacent
from .cards import MAX_VALUE, MIN_VALUE, Card
from .rulebook import Reason, Rule, merge_pages

MIN_PATH = 2
MAX_PATH = MAX_VALUE - MIN_VALUE + 1
DOUBLING_LENGTH = 4
START_BONUS = 1
END_BONUS = 2

ScoreKind = Literal["cards", "doubled", "starts_on_1", "ends_on_8"]


@dataclass(frozen=True)
class ScoreLine:
    """One line of a path's score: what earns points, how many cards, how many points."""

    kind: ScoreKind
    points: int
    count: int
    pages: tuple[int, ...]


@dataclass(frozen=True)
class PathScore:
    """A described path judged and scored, with the breakdown and the pages applied."""

    valid: bool
    points: int
    reason: Reason | None
    breakdown: tuple[ScoreLine, ...]
    pages: tuple[int, ...]
    cards: tuple[Card, ...]
    colour: str | None
    read_reversed: bool


def score_lines(cards: Sequence[Card]) -> tuple[ScoreLine, ...]:
    """The score breakdown of a valid path, read in ascending order."""
    pages = Rule.PATH_SCORING.pages
    count = len(cards)
    lines = [ScoreLine("cards", count, count, pages)]
    if count >= DOUBLING_LENGTH and len({card.colour for card in cards}) == 1:
        lines.append(ScoreLine("doubled", count, count, pages))
    if cards[0].value == MIN_VALUE:
        lines.append(ScoreLine("starts_on_1", START_BONUS, 1, pages))
    if cards[-1].value == MAX_VALUE:
        lines.append(ScoreLine("ends_on_8", END_BONUS, 1, pages))
    return tuple(lines)


def path_points(cards: Sequence[Card]) -> int:
    """The points of a valid path read in ascending order."""
    return sum(line.points for line in score_lines(cards))


def _direction(cards: Sequence[Card]) -> tuple[tuple[Card, ...], bool, Reason | None]:
    """The cards in ascending order, whether they were reversed, or why they cannot be."""
    values = [card.value for card in cards]
    steps = list(pairwise(values))
    if all(a < b for a, b in steps):
        return tuple(cards), False, None
    if all(a > b for a, b in steps):
        return tuple(reversed(cards)), True, None
    monotone = all(a <= b for a, b in steps) or all(a >= b for a, b in steps)
    return tuple(cards), False, (Reason.EQUAL_VALUES if monotone else Reason.NOT_ASCENDING)


def _colour_reason(read: tuple[Card, ...], colour: str | None) -> Reason | None:
    first, last = read[0].colour, read[-1].colour
    if colour is None:
        return None if first == last else Reason.ENDS_DIFFER
    if first != colour and last != colour:
        return Reason.ENDS_NOT_COLOUR
    if first != colour:
        return Reason.START_NOT_COLOUR
    if last != colour:
        return Reason.END_NOT_COLOUR
    return None


def _invalid(
    reason: Reason, cards: tuple[Card, ...], colour: str | None, read_reversed: bool = False
) -> PathScore:
    return PathScore(False, 0, reason, (), reason.pages, cards, colour, read_reversed)


def score_path(cards: Sequence[Card], colour: str | None = None) -> PathScore:
    """Judge and score a path given as cards; a descending listing is read reversed.

    With ``colour=None`` the scored colour is that of the two ends, which must match.
    """
    given = tuple(cards)
    if len(given) < MIN_PATH:
        return _invalid(Reason.TOO_SHORT, given, colour)
    if len(given) > MAX_PATH:
        return _invalid(Reason.TOO_LONG, given, colour)
    if len(set(given)) != len(given):
        return _invalid(Reason.DUPLICATE_CARD, given, colour)
    read, reversed_, reason = _direction(given)
    if reason is not None:
        return _invalid(reason, given, colour)
    reason = _colour_reason(read, colour)
    if reason is not None:
        return _invalid(reason, read, colour, reversed_)
    lines = score_lines(read)
    return PathScore(
        valid=True,
        points=sum(line.points for line in lines),
        reason=None,
        breakdown=lines,
        pages=merge_pages(Rule.PATHS.pages, Rule.PATH_SCORING.pages),
        cards=read,
        colour=read[0].colour,
        read_reversed=reversed_,
    )


def score_cells(
    arboretum: Arboretum, cells: Sequence[Cell], colour: str | None = None
) -> PathScore:
    """Judge and score a path given as cells of an arboretum (they must touch in turn)."""
    missing = [cell for cell in cells if cell not in arboretum]
    if missing:
        return _invalid(Reason.NOT_PLANTED, (), colour)
    cards = tuple(arboretum[cell] for cell in cells)
    if len(set(cells)) != len(cells):
        return _invalid(Reason.DUPLICATE_CARD, cards, colour)
    if not all(are_adjacent(a, b) for a, b in pairwise(cells)):
        return _invalid(Reason.NOT_A_CHAIN, cards, colour)
    return score_path(cards, colour)


_END_REASONS = frozenset({Reason.START_NOT_COLOUR, Reason.END_NOT_COLOUR, Reason.ENDS_NOT_COLOUR})


def path_within(score: PathScore) -> PathScore | None:
    """The path a told run holds when only its ends break the colour rule ("royal poinciana
    2, 4, 5, 7, then a willow 8": 2 to 7 is a royal poinciana path): the run without the
    cards at either end not of the scored colour, scored; None when another rule breaks it
    or what is left is no path."""
    if score.valid or score.reason not in _END_REASONS or score.colour is None:
        return None
    cards = list(score.cards)
    while cards and cards[0].colour != score.colour:
        cards.pop(0)
    while cards and cards[-1].colour != score.colour:
        cards.pop()
    within = score_path(cards, score.colour) if len(cards) >= MIN_PATH else None
    return within if within is not None and within.valid else None
