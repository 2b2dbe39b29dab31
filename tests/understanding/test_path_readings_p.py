"""Path readings, helper P: one table per general cause, French and English phrasings of
our own, with must-not rows (near phrasings that keep their reading).

1. A worth someone counts for a path ("mon pote compte 7", "my sister counts 7 for my red
   path", "il a calculé 8") is no card: it is neither read into the path (`tallies`, masked
   by `score.read_path`) nor taken for a hand (`engineroute.is_right_to_score`); nor are
   cards told laid together ("mes cartes de chêne à la suite") a hand.
2. Cards laid one after the other ("qui se suivent", "l'une après l'autre", "one after the
   other", "lined up") lie together: their "une"/"one" is no value (data/cards.yaml
   `together`, `counted.values_listed`); "the middle one" is a card by its place.
3. One card asked as a path and named again ("mon 8 tout seul, il rapporte les 2 points du
   8 au moins ?") is read as that one card, a path too short (`score.read_path`); "au
   moins"/"at least" after a value ask, they name no colour; "isolé", "alone" tell one card.
4. A path said again in full after a word that restates it ("..., so 2 blue, 4 yellow, 6
   blue, 7 blue?", "donc ...", "enfin non, ...") is the path (`cards.parse_cards`,
   `clauses.restated_from`).
"""

from __future__ import annotations

import pytest

from rulebot.pipeline.score import read_path
from rulebot.understanding import Intent, Lexicon, classify, parse_cards
from rulebot.understanding.tallies import tallied


def _read(text: str, lexicon: Lexicon) -> tuple[list[str], str | None] | None:
    read = read_path(text, lexicon)
    return None if read is None else ([str(card) for card in read[0]], read[1])


# -- 1. a worth counted for a path is no card ---------------------------------------------------
TALLIED = [
    # text, the numbers that are a worth counted
    ("Trois cartes de saule qui se suivent : 1, 4 et 6. Ma sœur compte 9, c'est trop ?", ["9"]),
    ("Mon chemin de chêne : 2 chêne, 5 érable, 7 chêne. Paul a calculé 8, c'est beaucoup.", ["8"]),
    ("My brother counts 5 for my blue path: blue 2, red 3, blue 6. Who's right?", ["5"]),
    ("Dad made it 6 for oak 1, oak 2, oak 5. Is that right?", ["6"]),
    ("Mon cousin trouve seulement 7 pour 2, 3, 5, 8 en cerisier.", ["7"]),
    # must-not: the numbers after the verb list cards, or a total of a colour
    ("Je compte 1 bleu, 4 bleu, 6 bleu, ça fait combien ?", []),
    ("He counts 2, 5 and 7 in willow, how much is that?", []),
    ("Léa compte 7 en bleu et moi j'ai le 2 et le 4 bleu, qui marque le bleu ?", []),
    ("Tom counts 9 in red, I have the 3 and the 5 red. Who scores red?", []),
    ("Il dit un 5 bleu puis un 7 bleu, ça fait combien ?", []),
]


@pytest.mark.parametrize(("text", "numbers"), TALLIED)
def test_a_worth_counted_is_told(text: str, numbers: list[str], corpus_lexicon: Lexicon) -> None:
    assert [text[start:end] for start, end in tallied(text, corpus_lexicon)] == numbers


COUNTED_PATHS = [
    # text, the path read, the colour said to be scored
    (
        "Cinq cartes de saule qui se suivent : 1, 2, 4, 5 et 7. Mon frère compte 6, bizarre.",
        ["1willow", "2willow", "4willow", "5willow", "7willow"],
        None,
    ),
    (
        "Ma copine compte 9 pour mon chemin bleu : 2 bleu, 5 rouge, 7 bleu. C'est trop non ?",
        ["2blue", "5red", "7blue"],
        "blue",
    ),
    (
        "My brother counts 5 for my blue path: blue 2, red 3, blue 6. Who's right?",
        ["2blue", "3red", "6blue"],
        "blue",
    ),
    (
        "Three pink cards lined up: 1, 5, 7. My friend counts 3, seems low to me.",
        ["1pink", "5pink", "7pink"],
        None,
    ),
    # cards laid together are no hand, whoever they are said to be
    (
        "Mes cartes de chêne à la suite : 1, 2, 5. Mon père dit 3, moi je dis plus.",
        ["1oak", "2oak", "5oak"],
        None,
    ),
    (
        "My oak cards side by side: 2, 4, 5. My mum says 4, I reckon more.",
        ["2oak", "4oak", "5oak"],
        None,
    ),
]


@pytest.mark.parametrize(("text", "cards", "colour"), COUNTED_PATHS)
def test_a_worth_counted_is_no_card_of_the_path(
    text: str, cards: list[str], colour: str | None, corpus_lexicon: Lexicon
) -> None:
    assert _read(text, corpus_lexicon) == (cards, colour)
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE


@pytest.mark.parametrize(
    "text",
    [
        "Léa compte 7 en bleu et moi j'ai le 2 et le 4 bleu, qui marque le bleu ?",
        "Tom has the 7 red and I have the 3 and the 5 red. Who scores red?",
        "Paul a le 6 jaune, moi le 2 jaune. Qui marque le jaune ?",
        "Tom and I together hold the 8 and the 1 blue, who scores blue?",
        "Léa a le 3 rose et moi le 5 rose, ensemble. Qui marque le rose ?",
    ],
)
def test_hands_stay_hands(text: str, corpus_lexicon: Lexicon) -> None:
    assert classify(text, corpus_lexicon) is Intent.RIGHT_TO_SCORE


# -- 2. cards laid one after the other ----------------------------------------------------------
LAID = [
    ("Oak 2, oak 4, oak 7 one after the other, what's that worth?", ["2oak", "4oak", "7oak"]),
    (
        "Quatre cartes d'érable l'une après l'autre : 1, 3, 5, 6.",
        ["1maple", "3maple", "5maple", "6maple"],
    ),
    ("Three willow cards one after another: 2, 5, 6.", ["2willow", "5willow", "6willow"]),
    ("Deux cartes de saule alignées : 3 et 6, combien ?", ["3willow", "6willow"]),
    # must-not: "in a row" was already read so
    ("Four oak cards in a row: 2, 3, 5, 8.", ["2oak", "3oak", "5oak", "8oak"]),
]


@pytest.mark.parametrize(("text", "cards"), LAID)
def test_cards_laid_one_after_the_other(text: str, cards: list[str], lexicon: Lexicon) -> None:
    assert [str(c) for c in parse_cards(text, lexicon, strict=False).cards] == cards


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("the middle one is a 4 maple, not a 3", ["4maple"]),
        ("the first one is the 2 oak", ["2oak"]),
        # must-not: "one" said as a card stays the value 1
        ("one oak, four oak and six oak", ["1oak", "4oak", "6oak"]),
    ],
)
def test_a_card_by_its_place_is_no_one(text: str, cards: list[str], lexicon: Lexicon) -> None:
    assert [str(c) for c in parse_cards(text, lexicon, strict=False).cards] == cards


# -- 3. one card asked as a path, named again ---------------------------------------------------
LONE = [
    ("Mon 8 de chêne tout seul, il me rapporte les 2 points du 8 au moins ?", ["8oak"]),
    ("My oak 8 all by itself, does it give me at least the 2 points of the 8?", ["8oak"]),
    ("Le 5 bleu isolé dans un coin, il vaut quelque chose le 5 ?", ["5blue"]),
    ("A lone willow 3 with no neighbours, is the 3 worth even 1 point?", ["3willow"]),
    ("Un 7 de cerisier sans voisin, ça rapporte combien ?", ["7cherry_blossom"]),
]


@pytest.mark.parametrize(("text", "cards"), LONE)
def test_one_card_alone_is_read(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE
    assert _read(text, corpus_lexicon) == (cards, None)


@pytest.mark.parametrize(
    "text",
    [
        "I alone hold the 8 blue, do I score blue?",
        "J'ai le 8 bleu tout seul en main, je marque le bleu ?",
        "Je suis isolée avec le 8 bleu en main, je marque le bleu ?",
    ],
)
def test_one_card_in_hand_is_no_path(text: str, corpus_lexicon: Lexicon) -> None:
    assert classify(text, corpus_lexicon) is not Intent.PATH_SCORE


# -- 4. a path said again in full ---------------------------------------------------------------
RESTATED = [
    (
        "OK and if the yellow 4 went second instead, so 2 blue, 4 yellow, 6 blue, 7 blue?",
        ["2blue", "4yellow", "6blue", "7blue"],
    ),
    (
        "Et si le 4 jaune passait en deuxième, donc 2 bleu, 4 jaune, 6 bleu, 7 bleu ?",
        ["2blue", "4yellow", "6blue", "7blue"],
    ),
    (
        "1 bleu, 3 rouge, enfin non, 1 bleu, 3 bleu, 6 bleu, ça fait combien ?",
        ["1blue", "3blue", "6blue"],
    ),
    ("Red 1, blue 5, I mean red 1, blue 5, red 7. How much?", ["1red", "5blue", "7red"]),
    # must-not: nothing listed again after the word, or a single card
    ("1 bleu, 3 rouge, 8 bleu, soit 3 cartes, combien ?", ["1blue", "3red", "8blue"]),
    ("Blue path: 1 blue, 3 red, so 8 blue at the end?", ["1blue", "3red", "8blue"]),
    ("So 2 oak, 4 oak, 6 oak, how much?", ["2oak", "4oak", "6oak"]),
]


@pytest.mark.parametrize(("text", "cards"), RESTATED)
def test_a_path_said_again_is_the_path(text: str, cards: list[str], lexicon: Lexicon) -> None:
    assert [str(c) for c in parse_cards(text, lexicon).cards] == cards


def test_the_colour_told_before_the_list_said_again_stays(lexicon: Lexicon) -> None:
    text = "Pour le bleu : 1 bleu, 3 rouge, je veux dire 1 bleu, 3 rouge, 5 rouge ?"
    parsed = parse_cards(text, lexicon)
    assert [str(c) for c in parsed.cards] == ["1blue", "3red", "5red"]
    assert parsed.colour == "blue"
