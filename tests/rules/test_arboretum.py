"""Planting (p. 4): first card anywhere, then by a side of a planted card, never on one."""

from __future__ import annotations

import pytest

from rulebot.rules import (
    Arboretum,
    Card,
    Cell,
    IllegalPlacementError,
    Reason,
    Rule,
    Ruling,
)

from .helpers import card

# A plus-shaped arboretum around (0, 0).
PLUS = Arboretum.from_plantings(
    [
        (card("4red"), (0, 0)),
        (card("2blue"), (0, 1)),
        (card("6oak"), (1, 0)),
        (card("1red"), (-1, 0)),
    ]
)


@pytest.mark.parametrize("cell", [(0, 0), (5, -7), (-3, -3)])
def test_first_card_anywhere(cell: Cell) -> None:
    assert Arboretum().can_plant(cell) == Ruling(True, None, (4,))
    assert Arboretum().plant(card("3red"), cell)[cell] == card("3red")


@pytest.mark.parametrize(
    ("cell", "reason"),
    [
        ((0, 0), Reason.OCCUPIED),
        ((0, 1), Reason.OCCUPIED),
        ((1, 1), None),
        ((0, -1), None),
        ((-2, 0), None),
        ((-1, -1), None),
        ((2, 2), Reason.NOT_ADJACENT),
        ((-1, 2), Reason.NOT_ADJACENT),
        ((0, 3), Reason.NOT_ADJACENT),
        ((9, 9), Reason.NOT_ADJACENT),
    ],
)
def test_can_plant(cell: Cell, reason: Reason | None) -> None:
    ruling = PLUS.can_plant(cell)
    assert ruling.allowed is (reason is None)
    assert ruling.reason is reason
    assert ruling.pages == (4,)


@pytest.mark.parametrize(
    ("new", "cell", "reason", "message"),
    [
        (
            "5red",
            (0, 0),
            Reason.OCCUPIED,
            "cannot plant 5red on (0, 0): the cell already holds a card",
        ),
        (
            "5red",
            (2, 2),
            Reason.NOT_ADJACENT,
            "cannot plant 5red on (2, 2): the cell touches no planted card by a side",
        ),
        ("4red", (1, 1), Reason.ALREADY_PLANTED, "4red is already planted"),
    ],
)
def test_illegal_placements(new: str, cell: Cell, reason: Reason, message: str) -> None:
    with pytest.raises(IllegalPlacementError) as caught:
        PLUS.plant(card(new), cell)
    assert caught.value.reason is reason
    assert caught.value.rule is Rule.PLANT
    assert str(caught.value).startswith(message)
    assert str(caught.value).endswith("(p. 4)")


def test_planting_returns_a_new_value() -> None:
    grown = PLUS.plant(card("7oak"), (1, 1))
    assert len(PLUS) == 4
    assert len(grown) == 5
    assert grown[(1, 1)] == Card(7, "oak")
    assert grown != PLUS
    assert Arboretum(dict(PLUS)) == PLUS
    assert hash(PLUS) == hash(Arboretum(dict(PLUS)))


def test_queries() -> None:
    assert PLUS.colours() == frozenset({"red", "blue", "oak"})
    assert PLUS.cell_of(card("6oak")) == (1, 0)
    assert PLUS.cell_of(card("8oak")) is None
    assert PLUS.planted_neighbours((0, 0)) == ((-1, 0), (0, 1), (1, 0))
    assert PLUS.cards() == tuple(sorted(PLUS.values()))
    assert PLUS.legal_cells() == (
        (-2, 0), (-1, -1), (-1, 1), (0, -1), (0, 2), (1, -1), (1, 1), (2, 0)
    )  # fmt: skip
    assert Arboretum().legal_cells() == ((0, 0),)


def test_from_layout_checks_connection() -> None:
    assert Arboretum.from_layout(dict(PLUS)) == PLUS
    with pytest.raises(IllegalPlacementError) as caught:
        Arboretum.from_layout({(0, 0): card("1red"), (1, 1): card("2red")})
    assert caught.value.reason is Reason.NOT_ADJACENT
    assert Arboretum.from_layout({}) == Arboretum()


def test_diagonal_contact_is_not_enough() -> None:
    alone = Arboretum().plant(card("1red"), (0, 0))
    assert alone.can_plant((1, 1)).reason is Reason.NOT_ADJACENT
    assert not Arboretum({(0, 0): card("1red"), (1, 1): card("2red")}).is_connected()
