"""parse_cards and parse_path_shape: the forms players write, in French and English (runs
opened in words, one value shared by colours told one by one)."""

from __future__ import annotations

import pytest

from rulebot.understanding import Lexicon, ParseError, PathShape, parse_cards, parse_path_shape

FORMS = [
    ("1 rouge", ["1red"], "fr"),
    ("le 8 bleu", ["8blue"], "fr"),
    ("8 de chêne", ["8oak"], "fr"),
    ("8 de chene", ["8oak"], "fr"),
    ("8 d'érable", ["8maple"], "fr"),
    ("oak 5", ["5oak"], "en"),
    ("Maple 4", ["4maple"], "en"),
    ("1-2-3-4 tout en saule", ["1willow", "2willow", "3willow", "4willow"], "fr"),
    ("1, 3 et 5 bleus puis 8 rouge", ["1blue", "3blue", "5blue", "8red"], "fr"),
    ("un 1 rouge, un 3 bleu, un 5 bleu et un 8 rouge", ["1red", "3blue", "5blue", "8red"], "fr"),
    ("1 rouge, 3 bleu, 5 bleu, 8 rouge", ["1red", "3blue", "5blue", "8red"], "fr"),
    ("5R", ["5R"], None),
    ("8oak", ["8oak"], None),
    ("5R 8R", ["5R", "8R"], None),
    ("1R 3B 5B 8r", ["1R", "3B", "5B", "8R"], None),
    ("3bleu 5bleu", ["3blue", "5blue"], None),
    ("oak 1, maple 4, oak 8", ["1oak", "4maple", "8oak"], "en"),
    ("1 red, 3 blue, 5 blue, 8 red", ["1red", "3blue", "5blue", "8red"], "en"),
    ("red 1, blue 3, blue 5, red 8", ["1red", "3blue", "5blue", "8red"], "en"),
    ("deux bleu, trois rouge", ["2blue", "3red"], "fr"),
    ("one red and eight red", ["1red", "8red"], "en"),
    ("huit de chêne", ["8oak"], "fr"),
    ("de 1 à 4 en chêne", ["1oak", "2oak", "3oak", "4oak"], "fr"),
    ("1 to 3 all willow", ["1willow", "2willow", "3willow"], "en"),
    ("2 3 5 7 tout en chêne", ["2oak", "3oak", "5oak", "7oak"], "fr"),
    ("2, 3, 5 and 7 oak", ["2oak", "3oak", "5oak", "7oak"], "en"),
    ("the 1 red then the 8 red", ["1red", "8red"], "en"),
    ("cherry blossom 3 and royal poinciana 5", ["3cherry_blossom", "5royal_poinciana"], "en"),
    ("3 cerisier, 5 flamboyant", ["3cherry_blossom", "5royal_poinciana"], "fr"),
    ("2 tulip poplar, 6 tulip poplar", ["2tulip_poplar", "6tulip_poplar"], "en"),
    ("combien vaut 1 rouge, 3 bleu ?", ["1red", "3blue"], "fr"),
    ("combien vaut mon sentier : 1 jaune 4 vert 6 jaune", ["1yellow", "4green", "6yellow"], "fr"),
    ("what is 2 oaks and 7 oaks worth", ["2oak", "7oak"], "en"),
    ("le 1 bleue et le 8 bleue", ["1blue", "8blue"], "fr"),
    ("Oak 3, OAK 6", ["3oak", "6oak"], "en"),
    ("1 violet 2 violets", ["1purple", "2purple"], "fr"),
    ("3 jaunes 5 jaunes", ["3yellow", "5yellow"], "fr"),
    ("sentier 2 saule, 4 saule, 6 saule", ["2willow", "4willow", "6willow"], "fr"),
    ("path: dogwood 2, olive 5, dogwood 7", ["2dogwood", "5olive", "7dogwood"], "en"),
    ("8 rouge, 5 bleu, 1 rouge", ["8red", "5blue", "1red"], "fr"),
    ("1er sentier : 1 rouge et 8 rouge", ["1red", "8red"], "fr"),
    ("4 cartes : 1 rouge 2 rouge 3 rouge 4 rouge", ["1red", "2red", "3red", "4red"], "fr"),
    # a leading colour names the scored colour: the cards keep their own colours
    ("Blue path 7 blue, 5 blue, 2 red, 1 blue", ["7blue", "5blue", "2red", "1blue"], "en"),
    ("Blue: 7 blue, 5 blue, 2 red, 1 blue", ["7blue", "5blue", "2red", "1blue"], "en"),
    (
        "Maple path: 1 Maple, 4 Cherry Blossom, 6 Oak, 8 Maple",
        ["1maple", "4cherry_blossom", "6oak", "8maple"],
        "en",
    ),
    ("sentier bleu : 1 bleu, 3 rouge, 5 bleu", ["1blue", "3red", "5blue"], "fr"),
    ("Sentier bleu 1 bleu 3 rouge 5 bleu", ["1blue", "3red", "5blue"], "fr"),
    ("en rouge : 1 rouge, 3 bleu, 8 rouge", ["1red", "3blue", "8red"], "fr"),
    ("pour le rouge, 1 rouge, 3 bleu, 8 rouge", ["1red", "3blue", "8red"], "fr"),
    ("oak path: oak 1, maple 4, oak 8", ["1oak", "4maple", "8oak"], "en"),
    # the same list given twice (in words, then spelled out) is one list
    ("1 à 3 en saule (1 saule, 2 saule, 3 saule)", ["1willow", "2willow", "3willow"], "fr"),
    # counts are not cards
    ("J'ai 3 cartes bleues et le 8 rouge", ["8red"], "fr"),
    ("I have the 8 blue card", ["8blue"], "en"),
    # an article before a card written colour first is no value; values written first are
    ("et s'il est remplacé par un jacaranda 4 ?", ["4jacaranda"], None),
    ("un chêne 3 érable 5 chêne", ["1oak", "3maple", "5oak"], "fr"),
]


@pytest.mark.parametrize(("text", "cards", "lang"), FORMS)
def test_parse_cards(lexicon: Lexicon, text: str, cards: list[str], lang: str | None) -> None:
    parsed = parse_cards(text, lexicon)
    assert [str(card) for card in parsed.cards] == cards
    assert parsed.lang == lang


ERRORS = [
    ("1 rouge 3 bleu 5 zorg", "column 18: unknown colour 'zorg'"),
    ("9 bleu", "column 1: 9 is not a card value (1 to 8)"),
    ("0 rouge", "column 1: 0 is not a card value (1 to 8)"),
    ("1 rouge, 12 rouge", "column 10: 12 is not a card value (1 to 8)"),
    ("neuf bleu", "column 1: neuf is not a card value (1 to 8)"),
    ("1 rouge 1 rouge", "column 9: the card 1 rouge appears twice"),
    ("oak 1, oak 1", "column 8: the card oak 1 appears twice"),
    ("1 rouge, 3", "column 10: the value 3 has no colour"),
    ("5 violine", "column 3: unknown colour 'violine'"),
    ("5XYZ", "column 1: unknown colour 'XYZ' in '5XYZ'"),
    ("bonjour", "column 1: no card found (write them like '1 rouge, 3 bleu' or 'oak 5')"),
    ("4 à 2 en rouge", "column 5: the range 4 to 2 does not go up"),
]


@pytest.mark.parametrize(("text", "message"), ERRORS)
def test_parse_cards_errors(lexicon: Lexicon, text: str, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_cards(text, lexicon)
    assert str(caught.value) == message


def test_error_position_points_at_the_token(lexicon: Lexicon) -> None:
    text = "1 rouge 3 bleu 5 zorg"
    with pytest.raises(ParseError) as caught:
        parse_cards(text, lexicon)
    assert caught.value.position is not None
    assert text[caught.value.position :].startswith("zorg")


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("1 rouge 3 bleu 5 zorg", ["1red", "3blue"]),
        ("peut-on jouer à 5 ?", []),
        ("1 rouge 1 rouge", ["1red", "1red"]),
        ("combien de cartes on pioche", []),
        ("2 joueurs, 6 couleurs", []),
        ("If I have two red paths, do I score both?", []),
        ("deux sentiers rouges", []),
        ("2 cartes bleues", []),
        ("3 blue cards in my hand", []),
        ("j'ai 2 cartes de chêne", []),
    ],
)
def test_lenient_mode_skips_what_it_cannot_read(
    lexicon: Lexicon, text: str, cards: list[str]
) -> None:
    assert [str(c) for c in parse_cards(text, lexicon, strict=False).cards] == cards


SCORED_COLOUR = [
    ("Blue path 7 blue, 5 blue, 2 red, 1 blue", "blue"),
    ("Blue: 7 blue, 5 blue, 2 red, 1 blue", "blue"),
    ("Maple path: 1 Maple, 4 Cherry Blossom, 6 Oak, 8 Maple", "maple"),
    ("sentier bleu : 1 bleu, 3 rouge, 5 bleu", "blue"),
    ("le sentier de chêne : 1 chêne, 4 érable, 8 chêne", "oak"),
    ("en rouge : 1 rouge, 3 bleu, 8 rouge", "red"),
    ("combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge pour le rouge ?", "red"),
    ("2-3-5-7, all oak, scored for oak", "oak"),
    ("3 vert, 3 jaune, 5 vert. Combien en vert ?", "green"),
    ("is 3 green, 5 green, 6 red a valid path for green?", "green"),
    ("1 rouge, 3 bleu, 5 bleu, 8 rouge", None),
    ("oak 1, maple 4, oak 8", None),
    ("1-2-3-4 tout en saule", None),
    ("path: dogwood 2, olive 5, dogwood 7", None),
    ("sentier 2 saule, 4 saule, 6 saule", None),
]


@pytest.mark.parametrize(("text", "colour"), SCORED_COLOUR)
def test_scored_colour(lexicon: Lexicon, text: str, colour: str | None) -> None:
    assert parse_cards(text, lexicon).colour == colour


SHAPES = [
    ("un sentier de 5 cartes de la même couleur", PathShape(5, True, False, False)),
    ("un sentier de 4 cartes", PathShape(4, False, False, False)),
    (
        "a path of 4 cards of the same colour starting with a 1 and ending with an 8",
        PathShape(4, True, True, True),
    ),
    ("sentier de six cartes qui commence par un 1", PathShape(6, False, True, False)),
    ("3 cartes de couleurs différentes qui finit par un 8", PathShape(3, False, False, True)),
    ("8 cards, all one colour", PathShape(8, True, False, False)),
    ("a path of 9 cards", PathShape(9, False, False, False)),
]


@pytest.mark.parametrize(("text", "shape"), SHAPES)
def test_parse_path_shape(text: str, shape: PathShape) -> None:
    assert parse_path_shape(text) == shape


def test_parse_path_shape_needs_a_length() -> None:
    with pytest.raises(ParseError, match="no path length found"):
        parse_path_shape("un sentier de la même couleur")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("1 jacaranda, 8 jacaranda", None),
        ("1 violet, 4 rouge, 8 violet", "fr"),
        ("oak 1, rouge 8", None),
        ("1 flamboyant, 8 flamboyant", "fr"),
    ],
)
def test_language_suggested_by_colour_words(lexicon: Lexicon, text: str, lang: str | None) -> None:
    assert parse_cards(text, lexicon).lang == lang


@pytest.mark.parametrize(
    ("text", "cards", "colour"),
    [
        ("du 2 au 5 en chêne", ["2oak", "3oak", "4oak", "5oak"], None),
        ("a willow path from 3 to 5", ["3willow", "4willow", "5willow"], "willow"),
        ("un sentier un rouge, trois bleu, huit rouge", ["1red", "3blue", "8red"], None),
        (
            "a maple path going 1, 4, 6, 8 with a dogwood 4 in the middle",
            ["1maple", "4dogwood", "6maple", "8maple"],
            "maple",
        ),
        (
            "un sentier de chêne qui va 1, 4, 8 avec un 4 d'érable au milieu",
            ["1oak", "4maple", "8oak"],
            "oak",
        ),
        ("de 1 rose à 8 rose en passant par 4 vert", ["1pink", "4green", "8pink"], None),
    ],
)
def test_ranges_and_inserted_cards(
    lexicon: Lexicon, text: str, cards: list[str], colour: str | None
) -> None:
    parsed = parse_cards(text, lexicon)
    assert [str(card) for card in parsed.cards] == cards
    assert parsed.colour == colour


# A value in words that opens a run is a card, as the values after it are.
RUNS_IN_WORDS = [
    ("les 8 saules de un à huit", [1, 2, 3, 4, 5, 6, 7, 8]),
    ("les huit saules de un à huit, combien ?", [1, 2, 3, 4, 5, 6, 7, 8]),
    ("les trois chênes de deux à quatre", [2, 3, 4]),
    # guards: "one" is no article; figures
    ("all four willows, one to four", [1, 2, 3, 4]),
    ("les 8 saules de 1 à 8", [1, 2, 3, 4, 5, 6, 7, 8]),
]


@pytest.mark.parametrize(("text", "values"), RUNS_IN_WORDS)
def test_a_run_opened_in_words_keeps_its_first_value(
    lexicon: Lexicon, text: str, values: list[int]
) -> None:
    assert [card.value for card in parse_cards(text, lexicon).cards] == values


SHARED = [
    # text, cards read (loose reading, as a hand is read)
    ("I have two 3s, one blue and one red", ["3blue", "3red"]),
    ("J'ai deux 7, un chêne et un saule", ["7oak", "7willow"]),
    ("two 8s, one oak one willow", ["8oak", "8willow"]),
    ("deux 5 : un rouge, un bleu", ["5red", "5blue"]),
    # must-not: no count before, or a new sentence: "one"/"un" keeps its reading
    ("one blue and one red", ["1blue", "1red"]),
    ("I have two 3s. One blue path is 1 blue, 3 blue", ["1blue", "3blue"]),
    ("un 5 de cerisier, un 6 de cerisier", ["5cherry_blossom", "6cherry_blossom"]),
]


@pytest.mark.parametrize(("text", "cards"), SHARED)
def test_shared_value(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(text, corpus_lexicon, strict=False).cards
    assert [str(card) for card in read] == cards
