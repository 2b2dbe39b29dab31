"""rulebot.pipeline.score: the JSON-ready results behind `rulebot score`, and no torch."""

from __future__ import annotations

import pytest

from rulebot.pipeline.score import default_lexicon, score_description, score_layout
from rulebot.rules import score_path
from rulebot.rules.shapes import shape_cards
from rulebot.understanding import ParseError, PathShape, parse_cards
from tests.processes import run_python

KEYS = {
    "kind",
    "valid",
    "points",
    "breakdown",
    "pages",
    "cards",
    "card_values",
    "colour",
    "reason",
    "read_reversed",
    "lang",
    "summary",
    "text",
    "shape",
}


@pytest.mark.parametrize(
    ("text", "valid", "points", "colour", "lang"),
    [
        ("1 rouge, 3 bleu, 5 bleu, 8 rouge", True, 7, "red", "fr"),
        ("oak 1, maple 4, oak 8", True, 6, "oak", "en"),
        ("2 3 5 7 tout en chêne", True, 8, "oak", "fr"),
        ("de 1 à 8 en saule", True, 19, "willow", "fr"),
        ("8 rouge, 5 bleu, 1 rouge", True, 6, "red", "fr"),
        ("5R 8R", True, 4, "R", "fr"),
        ("Pour le rouge : 2 bleu, 5 bleu", False, 0, "red", "fr"),  # the stated colour is judged
        ("for red: 1 red, 3 blue, 8 red", True, 6, "red", "en"),
        ("1 rouge, 3 bleu, 3 vert, 8 rouge", False, 0, None, "fr"),
        ("willow 5", False, 0, None, "en"),
    ],
)
def test_score_description(
    text: str, valid: bool, points: int, colour: str | None, lang: str
) -> None:
    result = score_description(text)
    assert set(result) == KEYS
    assert (result["valid"], result["points"], result["lang"]) == (valid, points, lang)
    if valid:
        assert result["colour"] == colour
        assert sum(line["points"] for line in result["breakdown"]) == points


def test_pages_come_from_the_engine() -> None:
    text = "1 rouge, 3 bleu, 5 bleu, 8 rouge"
    result = score_description(text)
    engine = score_path(parse_cards(text, default_lexicon()).cards)
    assert result["pages"] == list(engine.pages)
    assert [line["pages"] for line in result["breakdown"]] == [
        list(line.pages) for line in engine.breakdown
    ]


@pytest.mark.parametrize(
    ("shape", "values", "points"),
    [
        (PathShape(5, same_colour=True), [2, 3, 4, 5, 7], 10),
        (PathShape(4), [2, 3, 4, 7], 4),
        (PathShape(4, True, True, True), [1, 2, 3, 8], 11),
        (PathShape(8), [1, 2, 3, 4, 5, 6, 7, 8], 11),
        (PathShape(2, starts_on_1=True), [1, 7], 3),
    ],
)
def test_shape_cards(shape: PathShape, values: list[int], points: int) -> None:
    cards = shape_cards(shape)
    assert [card.value for card in cards] == values
    assert score_path(cards).points == points


def test_score_layout_lists_every_colour() -> None:
    result = score_layout("5R 3B\n2G 4G")
    assert result["paths"] == {
        "B": {"points": 0, "cards": [], "cells": []},
        "G": {"points": 2, "cards": ["2G", "4G"], "cells": [[1, 0], [1, 1]]},
        "R": {"points": 0, "cards": [], "cells": []},
    }
    assert result["pages"] == [5, 6, 7]


def test_errors_are_parse_errors() -> None:
    with pytest.raises(ParseError, match="unknown colour 'zorg'"):
        score_description("1 rouge, 3 zorg")
    with pytest.raises(ParseError, match="is not a card value"):
        score_layout("1A 9A")


def test_the_score_path_never_imports_torch() -> None:
    code = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from rulebot.cli import app\n"
        "r = CliRunner().invoke(app, ['score', '1 rouge, 8 rouge', '--json'])\n"
        "assert r.exit_code == 0, r.output\n"
        "print('torch' in sys.modules, 'faiss' in sys.modules)\n"
    )
    out = run_python("-c", code)
    assert out.stdout.split() == ["False", "False"]
