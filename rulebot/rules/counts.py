"""The numbers the rules fix, worked out from the engine's own constants: each with what
it counts (cards or colours), the number of players it holds for (None: any) and its
rule, so that a number a question tells ("à deux joueurs on joue avec 50 cartes ?") can be
checked against them."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import cache

from .actions import Phase
from .cards import STANDARD_COLOURS
from .deck import CARDS_PER_COLOUR, COLOURS_BY_PLAYERS, HAND_SIZE
from .paths import MAX_PATH, MIN_PATH
from .rulebook import Rule

CARDS = "cards"
COLOURS = "colours"
MIN = "min"
MAX = "max"
TURN = (Phase.DRAW_FIRST, Phase.DRAW_SECOND, Phase.PLANT, Phase.DISCARD)  # a turn's steps


@dataclass(frozen=True)
class RuleCount:
    """One number the rules fix: its name, value, unit, rule and the number of players it
    holds for (None: any)."""

    name: str
    value: int
    unit: str
    rule: Rule
    players: int | None = None
    bound: str | None = None  # MIN or MAX: the fewest or the most, not the only number


@cache
def rule_counts() -> tuple[RuleCount, ...]:
    """Every number the rules fix."""
    drawn = sum(step in (Phase.DRAW_FIRST, Phase.DRAW_SECOND) for step in TURN)
    planted = TURN.count(Phase.PLANT)
    colours = len(STANDARD_COLOURS)
    found = [
        RuleCount("box_cards", colours * CARDS_PER_COLOUR, CARDS, Rule.DECK),
        RuleCount("box_colours", colours, COLOURS, Rule.DECK),
        RuleCount("colour_cards", CARDS_PER_COLOUR, CARDS, Rule.DECK),
        RuleCount("hand", HAND_SIZE, CARDS, Rule.DEAL),
        RuleCount("hand_after_draw", HAND_SIZE + drawn, CARDS, Rule.TURN),
        RuleCount("hand_after_plant", HAND_SIZE + drawn - planted, CARDS, Rule.TURN),
        RuleCount("drawn", drawn, CARDS, Rule.TURN),
        RuleCount("planted", planted, CARDS, Rule.TURN),
        RuleCount("discarded", TURN.count(Phase.DISCARD), CARDS, Rule.DISCARD),
        RuleCount("path_min", MIN_PATH, CARDS, Rule.PATHS, bound=MIN),
        RuleCount("path_max", MAX_PATH, CARDS, Rule.PATHS, bound=MAX),
    ]
    for players, kept in COLOURS_BY_PLAYERS.items():
        removed = colours - kept
        found += [
            RuleCount("deck_cards", kept * CARDS_PER_COLOUR, CARDS, Rule.DECK, players),
            RuleCount("deck_colours", kept, COLOURS, Rule.DECK, players),
            RuleCount("removed_colours", removed, COLOURS, Rule.DECK, players),
            RuleCount("removed_cards", removed * CARDS_PER_COLOUR, CARDS, Rule.DECK, players),
        ]
    return tuple(found)


def count_names() -> frozenset[str]:
    """The names of the numbers the rules fix."""
    return frozenset(count.name for count in rule_counts())


def contradicted(
    told: Iterable[tuple[int, str]], names: Collection[str], players: int | None
) -> tuple[RuleCount, ...]:
    """The numbers of the rules named (`names`, those a passage states) that counts told
    (value, unit) go against: a count told is wrong when the passage states numbers of its
    unit (for the number of players told, when one is), none is its value and it is
    outside the bounds stated ("un sentier de 9 cartes": at most 8; "de 5 cartes": fine).
    A unit told twice or more is not checked: each count may be of another step ("I draw 2
    cards and plant 1 card" against a passage on drawing). Empty when every count told is
    right, or the passage states none of its unit."""
    told = list(told)
    units = [unit for _, unit in told]
    wrong: list[RuleCount] = []
    for value, unit in told:
        if units.count(unit) > 1:  # "I draw 2 cards, plant 1 and discard 1": each its own
            continue
        stated = [
            count
            for count in rule_counts()
            if count.name in names
            and count.unit == unit
            and (players is None or count.players in (None, players))
        ]
        if stated and not _allowed(value, stated):
            wrong += stated
    return tuple(wrong)


def _allowed(value: int, stated: list[RuleCount]) -> bool:
    """A value is one of the numbers stated, or within the bounds stated."""
    if any(count.bound is None and count.value == value for count in stated):
        return True
    lows = [count.value for count in stated if count.bound == MIN]
    highs = [count.value for count in stated if count.bound == MAX]
    if not (lows or highs):
        return False
    return min(lows, default=value) <= value <= max(highs, default=value)
