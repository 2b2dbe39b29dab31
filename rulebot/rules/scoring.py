"""Final scoring: the right to score, each player's best paths, the winner and tie-break."""

from __future__ import annotations

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
    top = max((score.total for score in players), default=0)
    leaders = [score for score in players if score.total == top]
    pages = Rule.WINNING.pages
    broken = still = False
    if len(leaders) > 1:
        pages = merge_pages(pages, Rule.TIE_BREAK.pages)
        most = max(score.different_colours for score in leaders)
        leaders = [score for score in leaders if score.different_colours == most]
        broken = len(leaders) == 1
        still = not broken
    return FinalScores(
        players=tuple(players),
        rights=rights,
        winners=tuple(score.player for score in leaders),
        top_total=top,
        tie_broken_by_colours=broken,
        still_tied=still,
        pages=pages,
    )
