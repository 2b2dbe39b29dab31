"""Engine readings, session 8 (second round): cards counted with their colour and a unit
take the values listed after them; an article after a join word opens no run; a length told
beside a list of cards leaves the list alone; dashes, arrows, slashes and "then" part the
cards of a list; a colour named after "all"/"que du" makes a shape one colour. New
phrasings, French and English (not the tune questions); tests/data/path_phrasings_7.yaml
holds more, run here with the real colour lexicon and the fake bot."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.score import read_path
from rulebot.rules.shapes import PathShape
from rulebot.understanding import Intent, Lexicon, classify, parse_cards
from rulebot.understanding.shapes import parse_path_shape
from rulebot.understanding.valuewords import counts_in
from tests.understanding.phrasings import (
    assert_cards_read,
    assert_path_answer,
    assert_worked_score,
    phrasing_params,
)

SET = "path_phrasings_7.yaml"


def _cards(text: str, lexicon: Lexicon, strict: bool = True) -> list[str]:
    return [str(c) for c in parse_cards(text, lexicon, strict=strict).cards]


# 1. A count of cards with their colour and a unit ("three oak cards", "deux cartes de
# chêne"), then as many bare values, right away or past words of how they lie: the values
# are cards of that colour (valuewords.counts_in, counted.values_listed).
@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("two dogwood cards touching, the 4 and the 5, worth?", ["4dogwood", "5dogwood"]),
        ("three maple cards: 1, 6 and 8 - total?", ["1maple", "6maple", "8maple"]),
        (
            "deux cartes de tulipier qui se suivent, le 2 et le 3 : ça fait ?",
            ["2tulip_poplar", "3tulip_poplar"],
        ),
        ("trois cartes d'olivier : 3, 5 et 6, combien ?", ["3olive", "5olive", "6olive"]),
        ("I laid two willow cards side by side, a 7 and an 8. Points?", ["7willow", "8willow"]),
    ],
)
def test_counted_cards_give_their_colour_to_the_values(
    corpus_lexicon: Lexicon, text: str, cards: list[str]
) -> None:
    assert _cards(text, corpus_lexicon) == cards
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE


# ... but not when the values listed are not as many, nor for a count of paths.
@pytest.mark.parametrize(
    "text",
    [
        "three oak cards: 2 and 4, how many points?",
        "deux cartes de chêne, et moi j'ai le 5",
        "two oak paths: 3 and 5",
    ],
)
def test_a_count_that_lists_other_values_lends_no_colour(
    corpus_lexicon: Lexicon, text: str
) -> None:
    assert counts_in(text, corpus_lexicon)[1] == set()


# 2. An article after a join word opens no run ("a 5 and a 7" are two values); a range
# word right after a value does ("1 à 4", "1 up to 4", "de 2 jusqu'à 5").
@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("oak 5 and a 7, how much?", ["5oak", "7oak"]),
        ("maple 2 and a 6?", ["2maple", "6maple"]),
        ("oak 1 up to 4", ["1oak", "2oak", "3oak", "4oak"]),
        ("saule de 2 jusqu'à 5", ["2willow", "3willow", "4willow", "5willow"]),
        ("du 3 au 5 en chêne", ["3oak", "4oak", "5oak"]),
    ],
)
def test_an_article_after_a_join_opens_no_run(
    corpus_lexicon: Lexicon, text: str, cards: list[str]
) -> None:
    assert _cards(text, corpus_lexicon, strict=False) == cards


# 3. A length told in the singular beside a list ("three card combo", "a 4 card path") is a
# count: the cards listed are read, not a shape; "the 7 card" is still a card, and "7 -
# points?" no "7-card".
@pytest.mark.parametrize(
    ("text", "cards", "colour"),
    [
        (
            "three card combo for maple: maple 1, oak 4, maple 8. pts?",
            ["1maple", "4oak", "8maple"],
            "maple",
        ),
        (
            "a 4 card path: oak 2, oak 3, willow 5, oak 6?",
            ["2oak", "3oak", "5willow", "6oak"],
            None,
        ),
        (
            "combo de trois cartes pour le saule : saule 1, chêne 4, saule 7 ?",
            ["1willow", "4oak", "7willow"],
            "willow",
        ),
        ("cassia 2, cassia 5, cassia 7 - points?", ["2cassia", "5cassia", "7cassia"], None),
    ],
)
def test_a_length_beside_a_list_leaves_the_list(
    corpus_lexicon: Lexicon, text: str, cards: list[str], colour: str | None
) -> None:
    read = read_path(text, corpus_lexicon)
    assert read is not None
    assert ([str(c) for c in read[0]], read[1], read[2]) == (cards, colour, None)


def test_the_card_said_with_the_is_a_card(corpus_lexicon: Lexicon) -> None:
    assert _cards("is the 7 card of oak enough?", corpus_lexicon) == ["7oak"]


# 4. Cards written colour first, parted by dashes, arrows, slashes or "then", with the
# scored colour after them ("when I score oak", "pour le chêne"): each value goes with the
# colour before it (the reading that parts no card across a sign wins).
@pytest.mark.parametrize(
    ("text", "cards", "colour"),
    [
        (
            "What is maple 2 - oak 5 - maple 7 worth when I score maple?",
            ["2maple", "5oak", "7maple"],
            "maple",
        ),
        (
            "path in willow 1 → cassia 3 → willow 6 for willow: how much?",
            ["1willow", "3cassia", "6willow"],
            "willow",
        ),
        ("path in oak 2 - maple 5 - oak 7 for oak?", ["2oak", "5maple", "7oak"], "oak"),
        (
            "sentier en chêne 2 / érable 5 / chêne 7 pour le chêne ?",
            ["2oak", "5maple", "7oak"],
            "oak",
        ),
        (
            "sentier en saule 2 puis chêne 4 puis saule 6 pour le saule ?",
            ["2willow", "4oak", "6willow"],
            "willow",
        ),
        (
            "path in maple 1 then oak 3 then maple 5 for maple?",
            ["1maple", "3oak", "5maple"],
            "maple",
        ),
    ],
)
def test_signs_between_cards_part_them(
    corpus_lexicon: Lexicon, text: str, cards: list[str], colour: str
) -> None:
    parsed = parse_cards(text, corpus_lexicon)
    assert ([str(c) for c in parsed.cards], parsed.colour) == (cards, colour)


def test_a_card_changed_after_a_parted_list(fake_bot: Rulebot) -> None:
    first = "What is willow 1 - cassia 3 - willow 6 worth when I score willow?"
    engine = fake_bot.ask("and if the last one were the willow 8 instead?", [first]).engine
    assert engine is not None
    assert (engine["cards"], engine["points"]) == (["1willow", "3cassia", "8willow"], 6)


# 5. A colour named after "all", "only", "que du"... makes a shape one colour, unless
# denied ("not all oak", "pas que du chêne").
@pytest.mark.parametrize(
    ("text", "same"),
    [
        ("my oak path is six cards long, all oak: how much?", True),
        ("a path of 4 cards, only cassia, what's it worth?", True),
        ("mon chemin fait 5 cartes, que du saule, combien ?", True),
        ("un sentier de 4 cartes, uniquement du chêne : ça vaut quoi ?", True),
        ("a 5-card maple path, not all maple, how much?", False),
        ("un sentier de 5 cartes d'érable, pas que de l'érable, combien ?", False),
    ],
)
def test_a_colour_after_all_makes_one_colour(
    corpus_lexicon: Lexicon, text: str, same: bool
) -> None:
    assert parse_path_shape(text, corpus_lexicon).same_colour is same
    assert parse_path_shape(text).same_colour is False  # without the lexicon, no colour


def test_a_one_colour_shape_is_doubled(fake_bot: Rulebot) -> None:
    engine = fake_bot.ask("my cassia path is five cards long, all cassia: how much?").engine
    assert engine is not None
    assert (engine["points"], engine["shape"]) == (
        10,
        vars(PathShape(length=5, same_colour=True)),
    )


# 6. The set file: the score worked out by hand is the engine's, the cards are read, and the
# fake bot answers with the points.
@pytest.mark.parametrize("item", phrasing_params(SET, {}))
def test_the_set_s_worked_score(item: dict[str, Any]) -> None:
    assert_worked_score(item)


@pytest.mark.parametrize("item", phrasing_params(SET, {}))
def test_the_set_s_cards_are_read(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    assert_cards_read(corpus_lexicon, item)


@pytest.mark.parametrize("item", phrasing_params(SET, {}))
def test_the_set_s_answer(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    engine = assert_path_answer(fake_bot, item)
    if "colour" in item:
        assert engine["colour"] == item["colour"]
