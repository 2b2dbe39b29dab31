"""Final scoring: the right to score, each player's best paths, the winner and tie-break."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .arboretum import Arboretum
from .best import BestPath, best_path
from .cards import Card
from .right import RightToScore, rights_to_score
from .rulebook import Rule, merge_pages


@dataclass(frozen=True)
class ColourScore:
    """What one player scores for one colour: the right, the best path, the points."""

    colour: str
    has_right: bool
    points: int
    path: BestPath
    pages: tuple[int, ...]


@dataclass(frozen=True)
class PlayerScore:
    """One player's final score: per colour, total, and colours planted (for ties)."""

    player: str
    total: int
    colours: tuple[ColourScore, ...]
    different_colours: int


@dataclass(frozen=True)
class FinalScores:
    """The end of the game: every player's score, the winner(s) and how a tie was settled."""

    players: tuple[PlayerScore, ...]
    rights: dict[str, RightToScore]
    winners: tuple[str, ...]
    top_total: int
    tie_broken_by_colours: bool
    still_tied: bool
    pages: tuple[int, ...]

    def by_player(self) -> dict[str, PlayerScore]:
        """The players' scores keyed by name."""
        return {score.player: score for score in self.players}


@dataclass(frozen=True)
class Standing:
    """One player at the end: total points and, when known, colours in their arboretum."""

    player: str
    total: int
    colours: int | None = None


@dataclass(frozen=True)
class ColourComparison:
    """Colours told without counts: ``more`` has more different colours in their arboretum
    than ``less`` ("she has more species than me"), or as many when ``same``."""

    more: str
    less: str
    same: bool = False

    def holds(self, counts: Mapping[str, int]) -> bool:
        """Whether these colour counts agree with the comparison."""
        if self.same:
            return counts[self.more] == counts[self.less]
        return counts[self.more] > counts[self.less]


@dataclass(frozen=True)
class Winners:
    """Who wins from the totals and colour counts, how a tie went, and the rules applied.

    ``leaders`` are the players on the top total. When the tie-break needs a colour count
    that is not known, ``missing_colours`` names whose, ``winners`` is empty and
    ``contenders`` holds the leaders who may still win; otherwise ``contenders`` is
    ``winners``.
    """

    winners: tuple[str, ...]
    contenders: tuple[str, ...]
    leaders: tuple[str, ...]
    top_total: int
    most_colours: int | None
    tie_broken_by_colours: bool
    still_tied: bool
    missing_colours: tuple[str, ...]
    rules: tuple[Rule, ...]

    @property
    def pages(self) -> tuple[int, ...]:
        """The pages of the rules applied."""
        return merge_pages(*(rule.pages for rule in self.rules))

    @property
    def decided(self) -> bool:
        """Whether the told counts are enough to name the winner(s)."""
        return not self.missing_colours


# The rules a tie on points applies: the winning rule, then the tie-break.
_TIE_RULES = (Rule.WINNING, Rule.TIE_BREAK)


def decide_winners(
    standings: Sequence[Standing], comparisons: Sequence[ColourComparison] = ()
) -> Winners:
    """The winner(s): the highest total; a tie goes to the most different colours in the
    arboretum (Rule.TIE_BREAK); players equal on both stay tied. Order of input kept.
    Colours may also be told by comparison only ("she has more species than me")."""
    if not standings:
        raise ValueError("a winner needs at least one player")
    players = {s.player for s in standings}
    if len(players) != len(standings):
        raise ValueError("each player may be given only once")
    if any({c.more, c.less} - players for c in comparisons):
        raise ValueError("a colour comparison names a player without a total")
    if any(s.total < 0 or (s.colours is not None and s.colours < 0) for s in standings):
        raise ValueError("totals and colour counts cannot be negative")
    top = max(s.total for s in standings)
    leaders = [s for s in standings if s.total == top]
    names = tuple(s.player for s in leaders)
    if len(leaders) == 1:
        return Winners(names, names, names, top, None, False, False, (), (Rule.WINNING,))
    if comparisons:
        return _compared(standings, leaders, comparisons, top)
    known = [s.colours for s in leaders if s.colours is not None]
    most = max(known, default=None)
    missing = tuple(s.player for s in leaders if s.colours is None)
    contenders = tuple(s.player for s in leaders if s.colours in (None, most))
    if missing:
        return Winners((), contenders, names, top, most, False, False, missing, _TIE_RULES)
    broken = len(contenders) == 1
    return Winners(contenders, contenders, names, top, most, broken, not broken, (), _TIE_RULES)


def _compared(
    standings: Sequence[Standing],
    leaders: Sequence[Standing],
    comparisons: Sequence[ColourComparison],
    top: int,
) -> Winners:
    """A tie-break with colours told by comparison: every set of counts that agrees with
    what is told is tried; the winners are decided when they are the same in all of them."""
    counts = {s.player: s.colours for s in standings}
    names = tuple(s.player for s in leaders)
    involved = dict.fromkeys([*names, *(p for c in comparisons for p in (c.more, c.less))])
    unknown = [p for p in involved if counts[p] is None]
    known = {p: n for p, n in counts.items() if n is not None}
    bound = max(known.values(), default=0) + len(unknown) + 1  # room for any order of them
    outcomes: list[tuple[str, ...]] = []
    for filling in itertools.product(range(bound + 1), repeat=len(unknown)):
        tried = {**known, **dict(zip(unknown, filling, strict=True))}
        if all(c.holds(tried) for c in comparisons):
            best = max(tried[p] for p in names)
            won = tuple(p for p in names if tried[p] == best)
            if won not in outcomes:
                outcomes.append(won)
    if not outcomes:
        raise ValueError("the colour comparisons contradict each other or the counts")
    if len(outcomes) == 1:
        won = outcomes[0]
        most_known = known.get(won[0])
        broken = len(won) == 1
        return Winners(won, won, names, top, most_known, broken, not broken, (), _TIE_RULES)
    contenders = tuple(p for p in names if any(p in won for won in outcomes))
    missing = tuple(p for p in contenders if counts[p] is None)
    most = max((known[p] for p in names if p in known), default=None)
    return Winners((), contenders, names, top, most, False, False, missing, _TIE_RULES)


def _colour_score(
    arboretum: Arboretum, colour: str, right: RightToScore, player: str
) -> ColourScore:
    if player not in right.scorers:
        return ColourScore(colour, False, 0, BestPath(colour, 0, (), ()), right.pages)
    path = best_path(arboretum, colour)
    pages = merge_pages(right.pages, Rule.ONE_PATH_PER_COLOUR.pages)
    if path.points:
        pages = merge_pages(pages, Rule.PATH_SCORING.pages)
    else:
        pages = merge_pages(pages, Rule.NO_PATH_NO_POINTS.pages)
    return ColourScore(colour, True, path.points, path, pages)


def final_scores(
    arboretums: Mapping[str, Arboretum],
    hands: Mapping[str, Sequence[Card]],
    colours: Iterable[str] | None = None,
) -> FinalScores:
    """Score the game: players in the order of ``arboretums``; colours default to all seen."""
    if set(arboretums) != set(hands):
        raise ValueError("the arboretums and the hands must belong to the same players")
    if colours is None:
        seen = {card.colour for hand in hands.values() for card in hand}
        seen |= {colour for arb in arboretums.values() for colour in arb.colours()}
        colours = sorted(seen)
    colour_list = list(dict.fromkeys(colours))
    rights = rights_to_score({player: hands[player] for player in arboretums}, colour_list)
    players = []
    for player, arboretum in arboretums.items():
        lines = tuple(
            _colour_score(arboretum, colour, rights[colour], player) for colour in colour_list
        )
        total = sum(line.points for line in lines)
        players.append(PlayerScore(player, total, lines, len(arboretum.colours())))
    if not players:
        return FinalScores((), rights, (), 0, False, False, Rule.WINNING.pages)
    won = decide_winners([Standing(s.player, s.total, s.different_colours) for s in players])
    return FinalScores(
        players=tuple(players),
        rights=rights,
        winners=won.winners,
        top_total=won.top_total,
        tie_broken_by_colours=won.tie_broken_by_colours,
        still_tied=won.still_tied,
        pages=won.pages,
    )
