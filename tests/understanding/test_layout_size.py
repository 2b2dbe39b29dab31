"""A layout is refused, naming the limit, when it holds more cards than the deck or spans a
grid no arboretum of the deck spans; the whole deck laid out is read and scored."""

from __future__ import annotations

import pytest

from rulebot.rules import best_paths
from rulebot.understanding import ParseError, parse_layout
from rulebot.understanding.layout import MAX_CARDS, MAX_SIDE

LABELS = [f"{a}{b}" for a in "abcdefghij" for b in "abcdefghij"]  # two-letter colour labels


def _card(n: int) -> str:
    """The n-th card of a deck of many colours: values 1-8 of two-letter labels."""
    return f"{n % 8 + 1}{LABELS[n // 8]}"


def _row(cards: int) -> str:
    """`cards` distinct cards on one line."""
    return " ".join(_card(n) for n in range(cards))


def test_the_deck_fits_and_is_scored() -> None:
    grid = "\n".join(" ".join(f"{v}{LABELS[r]}" for v in range(1, 9)) for r in range(10))
    arboretum = parse_layout(grid)
    assert (len(arboretum), MAX_CARDS, MAX_SIDE) == (80, 80, 80)
    # The first row, 1aa to 8aa: eight cards of one colour, 16 + 1 + 2.
    assert best_paths(arboretum)["aa"].points == 19


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            _row(81),
            "line 1, column 321: the grid is larger than 80 rows or 80 cells on a line: an "
            "arboretum of the 80 cards of the deck is never that large",
        ),
        (
            "\n".join(_card(n) for n in range(81)),
            "line 81, column 1: the grid is larger than 80 rows or 80 cells on a line: an "
            "arboretum of the 80 cards of the deck is never that large",
        ),
        (
            "\n".join(" ".join(_card(r * 10 + c) for c in range(10)) for r in range(9)),
            "line 9, column 1: more than 80 cards: an arboretum holds at most the 80 cards of "
            "the deck",
        ),
        (
            "5" * 6000 + "A",
            "line 1, column 1: 5555555555555555555… in '5555555555555555555…' is not a card "
            "value (1 to 8)",
        ),
        (
            "1A " + "x" * 5000,
            "line 1, column 4: unknown token 'xxxxxxxxxxxxxxxxxxx…': a cell is '.' or a value "
            "1-8 and a colour, like 5R",
        ),
    ],
    ids=["81-cells-on-a-line", "81-rows", "81-cards", "long-digit-run", "long-token"],
)
def test_a_layout_past_the_deck_is_refused_naming_the_limit(text: str, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_layout(text)
    assert str(caught.value) == message
