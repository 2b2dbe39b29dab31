"""Who may score a colour: the highest total of that colour kept in hand (Rule.RIGHT_TO_SCORE)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .cards import MAX_VALUE, MIN_VALUE, Card
from .rulebook import Reason, Rule, Ruling, merge_pages


@dataclass(frozen=True)
class RightToScore:
    """The hand totals of one colour, the 8s cancelled by a 1, and who may score it."""

    colour: str
    totals: dict[str, int]
    cancelled: tuple[tuple[str, Card, str], ...]
    scorers: tuple[str, ...]
    nobody_holds: bool
    pages: tuple[int, ...]
    # Players holding both the 1 and the 8: their own 1 cancels nothing, their 8 counts.
    kept: tuple[str, ...] = ()


def _canceller(hands: Mapping[str, Sequence[Card]], player: str, colour: str) -> str | None:
    """The first other player (in input order) holding the 1 of ``colour``."""
    one = Card(MIN_VALUE, colour)
    for other, hand in hands.items():
        if other != player and one in hand:
            return other
    return None


def right_to_score(hands: Mapping[str, Sequence[Card]], colour: str) -> RightToScore:
    """Decide who may score ``colour`` from the hands; the 1 cancels an opponent's 8."""
    totals: dict[str, int] = {}
    cancelled: list[tuple[str, Card, str]] = []
    held = False
    for player, hand in hands.items():
        total = 0
        for card in hand:
            if card.colour != colour:
                continue
            held = True
            canceller = _canceller(hands, player, colour) if card.value == MAX_VALUE else None
            if canceller is not None:
                cancelled.append((player, card, canceller))
            else:
                total += card.value
        totals[player] = total
    if not held:
        scorers = tuple(hands)
    else:
        top = max(totals.values())
        scorers = tuple(player for player, total in totals.items() if total == top)
    ends = {Card(MIN_VALUE, colour), Card(MAX_VALUE, colour)}
    kept = tuple(player for player, hand in hands.items() if ends <= set(hand))
    pages = Rule.RIGHT_TO_SCORE.pages
    if cancelled or kept:
        pages = merge_pages(pages, Rule.ONE_CANCELS_EIGHT.pages)
    return RightToScore(colour, totals, tuple(cancelled), scorers, not held, pages, kept)


def rights_to_score(
    hands: Mapping[str, Sequence[Card]], colours: Iterable[str]
) -> dict[str, RightToScore]:
    """The right to score of every colour in ``colours``, by colour."""
    return {colour: right_to_score(hands, colour) for colour in colours}


def may_score(hands: Mapping[str, Sequence[Card]], player: str, colour: str) -> Ruling:
    """Whether ``player`` may score ``colour``, as a ruling citing its pages."""
    right = right_to_score(hands, colour)
    if player in right.scorers:
        return Ruling(True, None, right.pages)
    return Ruling(False, Reason.NO_RIGHT_TO_SCORE, right.pages)
