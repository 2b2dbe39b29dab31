"""What the parsers say when they cannot read a path, a hand or a layout: in French or
English (data/parse_errors.yaml), with the place of the fault.

Before: every parse error was worded in English only, even to a French player.
"""

from __future__ import annotations

from string import Formatter

import pytest

from rulebot.pipeline.score import default_lexicon
from rulebot.understanding import ParseError, parse_layout, parse_scenario
from rulebot.understanding.text import load_words

WORDING = load_words("parse_errors")


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize(
    ("group", "key"),
    [(group, key) for group in ("problems", "where") for key in WORDING[group]],
)
def test_both_languages_fill_the_same_placeholders(group: str, key: str) -> None:
    texts = WORDING[group][key]
    assert set(texts) == {"fr", "en"}
    assert _fields(texts["fr"]) == _fields(texts["en"])


LAYOUTS = [
    (
        "1A 0B",
        "line 1, column 4: 0 in '0B' is not a card value (1 to 8)",
        "ligne 1, colonne 4 : 0 dans « 0B » n'est pas une valeur de carte (1 à 8)",
    ),
    (
        "1A 2A\n1A .",
        "line 2, column 1: the card 1A appears twice (first at line 1, column 1)",
        "ligne 2, colonne 1 : la carte 1A figure deux fois (la première fois ligne 1, colonne 1)",
    ),
    (
        "1A .\n. 2B",
        "line 2, column 3: the card 2B touches no other card by a side: an arboretum is connected",
        "ligne 2, colonne 3 : la carte 2B ne touche aucune autre carte par un côté : un "
        "arboretum est d'un seul tenant",
    ),
    (
        "1A\n\n2A",
        "line 2, column 1: an empty line between the rows of lines 1 and 3: the rows of an "
        "arboretum follow each other",
        "ligne 2, colonne 1 : une ligne vide entre les rangées des lignes 1 et 3 : les rangées "
        "d'un arboretum se suivent",
    ),
]


@pytest.mark.parametrize(("layout", "english", "french"), LAYOUTS)
def test_a_layout_error_in_both_languages(layout: str, english: str, french: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_layout(layout)
    error = caught.value
    assert str(error) == error.message == english
    assert error.in_language("en") is error
    assert error.in_language("fr").message == french
    assert error.in_language("fr").in_language("en").message == english
    assert error.in_language("de") is error  # another language: as it is


@pytest.mark.parametrize(
    ("text", "french"),
    [
        ("bonjour à tous", "colonne 1 : aucune main de joueur trouvée"),
        ("hello everyone", "colonne 1 : aucune main de joueur trouvée"),
    ],
)
def test_a_hand_error_in_french(text: str, french: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_scenario(text, default_lexicon())
    assert caught.value.in_language("fr").message.startswith(french)


def test_an_error_without_a_key_stays_as_worded() -> None:
    error = ParseError("something odd", 3, "abcdef")
    assert error.in_language("fr") is error
    assert error.message == "column 4: something odd"
