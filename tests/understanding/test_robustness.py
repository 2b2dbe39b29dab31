"""Any text at all: the parsers answer or raise ParseError, never anything else."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rulebot.rules import Arboretum, Card
from rulebot.understanding import (
    Intent,
    Lexicon,
    ParseError,
    classify,
    detect_language,
    layout_lines,
    parse_cards,
    parse_layout,
    parse_path_shape,
    parse_scenario,
)
from tests.understanding.conftest import PLAIN, SPECIES

LEXICON = Lexicon.from_mapping(species=SPECIES, plain=PLAIN)
WORDS = st.sampled_from(
    [
        "1",
        "8",
        "9",
        "rouge",
        "bleu",
        "oak",
        "de",
        "et",
        "j'ai",
        "a",
        "5R",
        "Léa",
        ",",
        "-",
        "à",
        "to",
        "?",
        "\n",
        ".",
        "zorg",
        "un",
        "huit",
        "cartes",
        "personne n'a",
        "3B",
        " ",
    ]
)
TEXTS = st.one_of(st.text(max_size=60), st.lists(WORDS, max_size=12).map(" ".join))


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_parsers_raise_only_parse_errors(text: str) -> None:
    for parse in (
        lambda: parse_cards(text, LEXICON),
        lambda: parse_scenario(text, LEXICON),
        lambda: parse_layout(text),
        lambda: parse_path_shape(text),
    ):
        try:
            parse()
        except ParseError as error:
            assert str(error)
    assert detect_language(text) in ("fr", "en")
    assert classify(text, LEXICON) in set(Intent)
    parse_cards(text, LEXICON, strict=False)


CELLS = st.dictionaries(
    st.tuples(st.integers(0, 3), st.integers(0, 3)),
    st.builds(Card, st.integers(1, 8), st.sampled_from(["A", "B", "C"])),
    min_size=1,
    max_size=10,
)


@settings(max_examples=200, deadline=None)
@given(CELLS)
def test_layout_round_trip(cells: dict[tuple[int, int], Card]) -> None:
    if len(set(cells.values())) != len(cells):
        return
    arboretum = Arboretum(cells)
    if not arboretum.is_connected():
        return
    parsed = parse_layout("\n".join(layout_lines(arboretum)))
    shift_r = min(r for r, _ in cells)
    shift_c = min(c for _, c in cells)
    assert dict(parsed) == {(r - shift_r, c - shift_c): card for (r, c), card in cells.items()}
