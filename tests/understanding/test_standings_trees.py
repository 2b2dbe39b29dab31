"""A told end of game whose colours are told as trees said to differ ("Priya has 7
different trees planted", "Léa a 6 arbres différents"): they count the colours of the
arboretum, and break the tie (`standingwords._distinct_trees`); trees alone count cards.
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Lexicon
from rulebot.understanding.standings import StandingsError, parse_standings

CASES: list[tuple[str, dict[str, tuple[int, int | None]], list[str]]] = [
    (
        "Final score: Zoe 33, me 30, Ian 33. Zoe has 6 different trees planted, Ian has 5."
        " Who takes it?",
        {"Zoe": (33, 6), "you": (30, None), "Ian": (33, 5)},
        ["Zoe"],
    ),
    (
        "We both finished on 30. I have 5 different trees in my arboretum, Tom has 7. Who wins?",
        {"you": (30, 5), "Tom": (30, 7)},
        ["Tom"],
    ),
    (
        "Score final : Léa 35, moi 35. Léa a 6 arbres différents, moi 5. Qui gagne ?",
        {"Léa": (35, 6), "you": (35, 5)},
        ["Léa"],
    ),
    (
        "Marc 28, moi 28 ; j'ai 4 arbres distincts et Marc en a 3 différents. Qui l'emporte ?",
        {"Marc": (28, 3), "you": (28, 4)},
        ["you"],
    ),
    # keep: colours told as species, as before
    (
        "Léa 35, moi 35. Léa a 6 espèces, moi 5. Qui gagne ?",
        {"Léa": (35, 6), "you": (35, 5)},
        ["Léa"],
    ),
]


@pytest.mark.parametrize(("text", "told", "winners"), CASES)
def test_different_trees_count_colours(
    lexicon: Lexicon, text: str, told: dict[str, tuple[int, int | None]], winners: list[str]
) -> None:
    standings = parse_standings(text, lexicon)
    assert standings is not None
    assert {s.player: (s.total, s.colours) for s in standings.standings} == told
    assert list(standings.decision.winners) == winners


@pytest.mark.parametrize(
    "text",
    [  # keep: trees alone count cards, which break no tie
        "Tom 30, me 30. Tom planted 12 trees, I planted 10. Who wins?",
        "Paul 25, moi 25. Paul a 11 arbres, moi 9. Qui gagne ?",
    ],
)
def test_trees_alone_are_no_colours(lexicon: Lexicon, text: str) -> None:
    try:  # the count of trees is read as another total: refused, never as colours
        standings = parse_standings(text, lexicon)
    except StandingsError:
        return
    assert standings is None or all(s.colours is None for s in standings.standings)
