"""The winner from told totals and colour counts (Rule.WINNING, Rule.TIE_BREAK), with a
brute-force oracle over random small standings."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebot.rules import Rule, merge_pages
from rulebot.rules.scoring import ColourComparison, Standing, decide_winners

TIE_PAGES = merge_pages(Rule.WINNING.pages, Rule.TIE_BREAK.pages)

# (standings as (player, total, colours), winners, contenders, broken, still tied, missing)
CASES = [
    ([("ann", 30, None), ("bob", 28, None)], ("ann",), ("ann",), False, False, ()),
    ([("ann", 23, 6), ("you", 23, 5)], ("ann",), ("ann",), True, False, ()),
    ([("you", 31, 7), ("pri", 28, None), ("ben", 31, 5)], ("you",), ("you",), True, False, ()),
    (
        [("ines", 18, 7), ("hugo", 18, 7), ("you", 18, 6)],
        ("ines", "hugo"),
        ("ines", "hugo"),
        False,
        True,
        (),
    ),
    ([("ann", 14, 4), ("bob", 14, 4)], ("ann", "bob"), ("ann", "bob"), False, True, ()),
    ([("ann", 20, 5), ("bob", 20, None)], (), ("ann", "bob"), False, False, ("bob",)),
    ([("ann", 20, None), ("bob", 20, None)], (), ("ann", "bob"), False, False, ("ann", "bob")),
    (
        [("ann", 9, 2), ("bob", 20, None), ("cid", 20, 8), ("dee", 20, 3)],
        (),
        ("bob", "cid"),
        False,
        False,
        ("bob",),
    ),
    ([("ann", 0, 1), ("bob", 0, 3)], ("bob",), ("bob",), True, False, ()),
    ([("solo", 5, None)], ("solo",), ("solo",), False, False, ()),
]


@pytest.mark.parametrize(("told", "winners", "contenders", "broken", "still", "missing"), CASES)
def test_decide_winners(
    told: list[tuple[str, int, int | None]],
    winners: tuple[str, ...],
    contenders: tuple[str, ...],
    broken: bool,
    still: bool,
    missing: tuple[str, ...],
) -> None:
    result = decide_winners([Standing(*row) for row in told])
    assert result.winners == winners
    assert result.contenders == contenders
    assert (result.tie_broken_by_colours, result.still_tied) == (broken, still)
    assert result.missing_colours == missing
    assert result.decided is (not missing)
    tied = len(result.leaders) > 1
    assert result.rules == ((Rule.WINNING, Rule.TIE_BREAK) if tied else (Rule.WINNING,))
    assert result.pages == (TIE_PAGES if tied else Rule.WINNING.pages)


@pytest.mark.parametrize(
    ("told", "message"),
    [
        ([], "at least one player"),
        ([("ann", 3, None), ("ann", 4, None)], "only once"),
        ([("ann", -1, None)], "negative"),
        ([("ann", 3, -2)], "negative"),
    ],
)
def test_bad_standings(told: list[tuple[str, int, int | None]], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        decide_winners([Standing(*row) for row in told])


def reference_winners(rows: list[tuple[str, int, int]]) -> tuple[str, ...]:
    """Sort by (total, colours), best first; the winners are those equal to the first."""
    ranked = sorted(rows, key=lambda row: (row[1], row[2]), reverse=True)
    best = ranked[0][1:]
    return tuple(row[0] for row in rows if row[1:] == best)


standings = st.lists(
    st.tuples(st.integers(0, 4), st.one_of(st.none(), st.integers(0, 3))),
    min_size=1,
    max_size=4,
)


@given(standings)
def test_matches_brute_force(told: list[tuple[int, int | None]]) -> None:
    rows = [(f"p{k}", total, colours) for k, (total, colours) in enumerate(told)]
    result = decide_winners([Standing(*row) for row in rows])
    unknown = [k for k, row in enumerate(rows) if row[2] is None]
    outcomes = set()
    for filling in itertools.product(range(5), repeat=len(unknown)):  # every missing count
        filled = dict(zip(unknown, filling, strict=True))
        outcomes.add(
            reference_winners(
                [(p, t, c if c is not None else filled[k]) for k, (p, t, c) in enumerate(rows)]
            )
        )
    top = max(total for _, total, _ in rows)
    assert result.leaders == tuple(p for p, total, _ in rows if total == top)
    if len(outcomes) == 1:  # the missing counts cannot change who wins
        (winners,) = outcomes
        assert result.decided and result.winners == winners
        assert result.still_tied is (len(winners) > 1)
        assert result.tie_broken_by_colours is (len(result.leaders) > 1 and len(winners) == 1)
    else:
        assert not result.decided and result.winners == ()
        assert set(result.contenders) == {p for won in outcomes for p in won}
        counts = {player: colours for player, _, colours in rows}
        assert result.missing_colours == tuple(p for p in result.leaders if counts[p] is None)


# (standings, comparisons as (more, less, same), winners, contenders, missing)
COMPARED = [
    # "she has more species than me", no count told
    ([("cam", 23, None), ("you", 23, None)], [("cam", "you", False)], ("cam",), ("cam",), ()),
    # "I have fewer than Ben, who has 6": Ben wins
    ([("you", 9, None), ("ben", 9, 6)], [("ben", "you", False)], ("ben",), ("ben",), ()),
    # "as many species as each other": still tied
    (
        [("ann", 14, None), ("bob", 14, None)],
        [("ann", "bob", True)],
        ("ann", "bob"),
        ("ann", "bob"),
        (),
    ),
    # a third leader with no count: undecided between the better of the two and her
    (
        [("ann", 5, None), ("bob", 5, None), ("cid", 5, None)],
        [("ann", "bob", False)],
        (),
        ("ann", "cid"),
        ("ann", "cid"),
    ),
    # a comparison with a player behind on points changes nothing
    ([("ann", 30, 4), ("bob", 20, None)], [("bob", "ann", False)], ("ann",), ("ann",), ()),
    # more than a player behind who has 6: 7 or more beats a leader's 6
    (
        [("ann", 8, None), ("bob", 8, 6), ("cid", 2, 6)],
        [("ann", "cid", False)],
        ("ann",),
        ("ann",),
        (),
    ),
]


@pytest.mark.parametrize(("told", "compared", "winners", "contenders", "missing"), COMPARED)
def test_decide_winners_with_comparisons(
    told: list[tuple[str, int, int | None]],
    compared: list[tuple[str, str, bool]],
    winners: tuple[str, ...],
    contenders: tuple[str, ...],
    missing: tuple[str, ...],
) -> None:
    result = decide_winners(
        [Standing(*row) for row in told], [ColourComparison(*c) for c in compared]
    )
    assert (result.winners, result.contenders, result.missing_colours) == (
        winners,
        contenders,
        missing,
    )
    assert result.tie_broken_by_colours is (len(result.leaders) > 1 and len(winners) == 1)
    assert result.still_tied is (len(winners) > 1)


@pytest.mark.parametrize(
    ("told", "compared", "message"),
    [
        ([("ann", 5, 4), ("bob", 5, 6)], [("ann", "bob", False)], "contradict"),
        (
            [("ann", 5, None), ("bob", 5, None)],
            [("ann", "bob", False), ("bob", "ann", False)],
            "contradict",
        ),
        ([("ann", 5, None)], [("ann", "zed", False)], "without a total"),
    ],
)
def test_bad_comparisons(
    told: list[tuple[str, int, int | None]], compared: list[tuple[str, str, bool]], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        decide_winners([Standing(*row) for row in told], [ColourComparison(*c) for c in compared])
