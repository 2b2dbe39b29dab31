"""A path's worth before its end bonuses, read from the rules engine's breakdown: the
cards alone, and the cards doubled (the corpus calls +1 for a 1 and +2 for an 8 "bonus";
a player may call the doubling a bonus too). One reading for the answers about a path told
by its shape (verdict_worth) and about a path told by its cards (verdict_path). The kinds
of the breakdown lines in data/verdicts.yaml (`told_worth.lines`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import load_data
from rulebot.rules.paths import PathScore


@dataclass(frozen=True)
class BeforeBonuses:
    """The points of a path before its end bonuses: its cards alone, and with the doubling."""

    cards: int
    doubled: int  # the cards and their doubling (the cards alone when not doubled)


@cache
def _kinds() -> tuple[str, str]:
    lines = load_data("verdicts.yaml")["told_worth"]["lines"]
    return str(lines["cards"]), str(lines["doubled"])


def before_bonuses(score: PathScore) -> BeforeBonuses:
    """The engine's points of a scored path before its end bonuses."""
    cards_kind, doubled_kind = _kinds()
    points = {str(line.kind): line.points for line in score.breakdown}
    cards = points.get(cards_kind, 0)
    return BeforeBonuses(cards, cards + points.get(doubled_kind, 0))
