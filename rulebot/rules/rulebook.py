"""The rules of Arboretum, their booklet pages, and the reasons a move is refused.

`Rule` is the only place in the code where booklet page numbers are written.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


def format_pages(pages: tuple[int, ...]) -> str:
    """Render pages the way answers cite them: ``p. 6``, ``p. 5-6``, ``p. 2, 4``."""
    ordered = sorted(set(pages))
    if not ordered:
        return "p. ?"
    runs: list[list[int]] = [[ordered[0]]]
    for page in ordered[1:]:
        if page == runs[-1][-1] + 1:
            runs[-1].append(page)
        else:
            runs.append([page])
    parts = [str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs]
    return "p. " + ", ".join(parts)


def merge_pages(*groups: tuple[int, ...]) -> tuple[int, ...]:
    """The sorted union of several page tuples."""
    return tuple(sorted({page for group in groups for page in group}))


class Rule(Enum):
    """A rule of the game, with a stable key, its booklet pages and a short title."""

    DECK = ("deck", (2,), "the deck: 8 cards per colour, 6/8/10 colours for 2/3/4 players")
    DEAL = ("deal", (2,), "deal 7 cards to each player; each player has a discard pile")
    DISCARD = ("discard", (2, 4), "discard 1 card on one's own pile: the hand is back to 7")
    TURN = ("turn", (4,), "a turn: draw 2 cards, plant 1 card, discard 1 card, in this order")
    DRAW = ("draw", (4,), "draw from the deck or the top of any discard pile, one at a time")
    PLANT = ("plant", (4,), "plant a card next to a planted card, by a side, never on top")
    END = ("end", (5,), "the game ends when the player who drew the last card ends the turn")
    RIGHT_TO_SCORE = (
        "right_to_score",
        (5, 6),
        "the highest total of a colour in hand gives the right to score it",
    )
    ONE_CANCELS_EIGHT = (
        "one_cancels_eight",
        (6,),
        "the 1 of a colour held by another player makes one's 8 count 0",
    )
    NO_PATH_NO_POINTS = (
        "no_path_no_points",
        (5, 6),
        "the right to score without a path scores 0 and does not pass on",
    )
    PATHS = (
        "paths",
        (6,),
        "a path rises strictly through adjacent cards, both ends of the colour",
    )
    PATH_SCORING = (
        "path_scoring",
        (6, 7),
        "1 per card, doubled for 4+ cards of one colour, +1 for a 1, +2 for an 8",
    )
    ONE_PATH_PER_COLOUR = ("one_path_per_colour", (5, 7), "only one path per colour scores")
    WINNING = ("winning", (8,), "the highest total of the scored paths wins")
    TIE_BREAK = ("tie_break", (8,), "a tie goes to the most different colours in the arboretum")

    def __init__(self, key: str, pages: tuple[int, ...], title: str) -> None:
        self.key = key
        self.pages = pages
        self.title = title

    @property
    def citation(self) -> str:
        """The pages as cited in answers, e.g. ``p. 5-6``."""
        return format_pages(self.pages)

    @classmethod
    def from_key(cls, key: str) -> Rule:
        """The rule with this stable key; raises KeyError if there is none."""
        for rule in cls:
            if rule.key == key:
                return rule
        raise KeyError(key)


class Reason(Enum):
    """Why the engine refuses something, tied to the rule that forbids it."""

    # paths
    TOO_SHORT = ("too_short", Rule.PATHS, "a path needs at least 2 cards")
    TOO_LONG = ("too_long", Rule.PATHS, "a path has at most 8 cards")
    DUPLICATE_CARD = ("duplicate_card", Rule.PATHS, "a card appears twice")
    EQUAL_VALUES = ("equal_values", Rule.PATHS, "equal values do not continue a path")
    NOT_ASCENDING = ("not_ascending", Rule.PATHS, "the values do not rise strictly")
    ENDS_DIFFER = ("ends_differ", Rule.PATHS, "the first and last cards differ in colour")
    START_NOT_COLOUR = ("start_not_colour", Rule.PATHS, "the first card is not of the colour")
    END_NOT_COLOUR = ("end_not_colour", Rule.PATHS, "the last card is not of the colour")
    ENDS_NOT_COLOUR = ("ends_not_colour", Rule.PATHS, "neither end is of the colour")
    NOT_A_CHAIN = ("not_a_chain", Rule.PATHS, "consecutive cards do not touch by a side")
    NOT_PLANTED = ("not_planted", Rule.PATHS, "a cell of the path holds no card")
    # planting
    NOT_ADJACENT = ("not_adjacent", Rule.PLANT, "the cell touches no planted card by a side")
    OCCUPIED = ("occupied", Rule.PLANT, "the cell already holds a card")
    ALREADY_PLANTED = ("already_planted", Rule.PLANT, "this card is already planted")
    # turns and actions
    WRONG_PHASE = ("wrong_phase", Rule.TURN, "not the step of the turn for this action")
    CARD_NOT_IN_HAND = ("card_not_in_hand", Rule.TURN, "the card is not in the hand")
    UNKNOWN_PLAYER = ("unknown_player", Rule.TURN, "no such player")
    DECK_EMPTY = ("deck_empty", Rule.DRAW, "the draw pile is empty")
    DISCARD_PILE_EMPTY = ("discard_pile_empty", Rule.DRAW, "that discard pile is empty")
    GAME_OVER = ("game_over", Rule.END, "the game is over")
    # set-up
    WRONG_PLAYER_COUNT = ("wrong_player_count", Rule.DECK, "the game is for 2 to 4 players")
    WRONG_COLOUR_COUNT = ("wrong_colour_count", Rule.DECK, "wrong number of colours")
    DUPLICATE_COLOUR = ("duplicate_colour", Rule.DECK, "a colour is chosen twice")
    DUPLICATE_PLAYER = ("duplicate_player", Rule.DEAL, "two players share a name")
    # scoring
    NO_RIGHT_TO_SCORE = (
        "no_right_to_score",
        Rule.RIGHT_TO_SCORE,
        "another player has a higher total of the colour in hand",
    )

    def __init__(self, key: str, rule: Rule, text: str) -> None:
        self.key = key
        self.rule = rule
        self.text = text

    @property
    def pages(self) -> tuple[int, ...]:
        """The pages of the rule this reason applies."""
        return self.rule.pages


@dataclass(frozen=True)
class Ruling:
    """A yes/no decision with the reason for a refusal and the pages of the rule applied."""

    allowed: bool
    reason: Reason | None
    pages: tuple[int, ...]

    @classmethod
    def allow(cls, rule: Rule) -> Ruling:
        """An approval under ``rule``."""
        return cls(allowed=True, reason=None, pages=rule.pages)

    @classmethod
    def refuse(cls, reason: Reason) -> Ruling:
        """A refusal for ``reason``, citing the pages of its rule."""
        return cls(allowed=False, reason=reason, pages=reason.pages)

    def __bool__(self) -> bool:
        return self.allowed
