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


@dataclass(frozen=True)
class OutOfPlay:
    """What the right to score a colour does not change: players with the right but no path
    of the colour (they score 0 for it, and the right passes to no one else), and players
    whose 1 of the colour is out of their hand (planted, discarded: it cancels no 8, only
    a 1 kept in hand does). Each with the pages of its rule."""

    colour: str
    idle: tuple[str, ...]
    idle_pages: tuple[int, ...]
    inert: tuple[str, ...]
    inert_pages: tuple[int, ...]


def out_of_play(
    hands: Mapping[str, Sequence[Card]],
    right: RightToScore,
    pathless: Iterable[str],
    out_of_hand: Mapping[str, Sequence[Card]],
) -> OutOfPlay:
    """Who holds the right to score ``right.colour`` but has no path of it (among
    ``pathless``), and whose 1 of it lies out of their hand while an 8 of it is held."""
    without = set(pathless)
    idle = () if right.nobody_holds else tuple(p for p in right.scorers if p in without)
    one, eight = Card(MIN_VALUE, right.colour), Card(MAX_VALUE, right.colour)
    held = any(eight in hand for hand in hands.values())
    inert = tuple(p for p, cards in out_of_hand.items() if held and one in cards)
    return OutOfPlay(
        right.colour, idle, Rule.NO_PATH_NO_POINTS.pages, inert, Rule.ONE_CANCELS_EIGHT.pages
    )


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
