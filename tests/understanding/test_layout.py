"""parse_layout: the grid, its labels, and every error with line and column."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.rules import Card
from rulebot.understanding import ParseError, layout_lines, parse_layout
from tests.understanding.layouts import LAYOUTS, as_json, error_cases, valid_cases

EXAMPLE = "1A  3B   .\n .  5B  8A\n .  4A  2A\n"


def test_example_layout_cells() -> None:
    arboretum = parse_layout(EXAMPLE)
    assert dict(arboretum) == {
        (0, 0): Card(1, "A"),
        (0, 1): Card(3, "B"),
        (1, 1): Card(5, "B"),
        (1, 2): Card(8, "A"),
        (2, 1): Card(4, "A"),
        (2, 2): Card(2, "A"),
    }


def test_labels_compare_case_insensitively_and_keep_the_first_spelling() -> None:
    arboretum = parse_layout("5oak 8OAK\n3Oak .")
    assert {str(card) for card in arboretum.values()} == {"5oak", "8oak", "3oak"}


@pytest.mark.parametrize(
    "text",
    ["\n\n1A 2A\n", "1A\t2A", "1A 2A\r\n3A 4A\r\n", ". . .\n1A 2A\n. . .", "  1A  2A   "],
)
def test_blank_borders_and_tabs_are_fine(text: str) -> None:
    assert len(parse_layout(text)) in (2, 4)


ERRORS = [
    ("", "line 1, column 1: the layout is empty: write one line per row, like '1A 3B .'"),
    (". .\n. .", "line 1, column 1: the layout is empty: write one line per row, like '1A 3B .'"),
    (
        "1A 5",
        "line 1, column 4: unknown token '5': a cell is '.' or a value 1-8 and a colour, like 5R",
    ),
    (
        "1A R5",
        "line 1, column 4: unknown token 'R5': a cell is '.' or a value 1-8 and a colour, like 5R",
    ),
    ("1A 0B", "line 1, column 4: 0 in '0B' is not a card value (1 to 8)"),
    ("1A\n12B", "line 2, column 1: 12 in '12B' is not a card value (1 to 8)"),
    ("1A 2A\n2a 3A", "line 2, column 1: the card 2a appears twice (first at line 1, column 4)"),
    (
        "1A\n\n2A",
        "line 2, column 1: an empty line between the rows of lines 1 and 3: "
        "the rows of an arboretum follow each other",
    ),
    (
        "1A\n.\n2A",
        "line 2, column 1: a row with no card between the rows of lines 1 and 3: "
        "the rows of an arboretum follow each other",
    ),
    (
        "1A .\n. 2A",
        "line 2, column 3: the card 2A touches no other card by a side: an arboretum is connected",
    ),
]


@pytest.mark.parametrize(("text", "message"), ERRORS)
def test_layout_errors(text: str, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_layout(text)
    assert str(caught.value) == message


@pytest.mark.parametrize(("name", "message"), error_cases())
def test_layout_files_with_errors(name: str, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_layout((LAYOUTS / name).read_text(encoding="utf-8"))
    assert str(caught.value) == message


@pytest.mark.parametrize(("name", "paths"), valid_cases())
def test_layout_files_best_paths(name: str, paths: dict[str, Any]) -> None:
    from rulebot.pipeline.score import score_layout

    result = score_layout((LAYOUTS / name).read_text(encoding="utf-8"))
    assert result["paths"] == as_json(paths)


def test_layout_lines_round_trip() -> None:
    arboretum = parse_layout(EXAMPLE)
    assert layout_lines(arboretum) == ["1A  3B   .", " .  5B  8A", " .  4A  2A"]
    assert parse_layout("\n".join(layout_lines(arboretum))) == arboretum
