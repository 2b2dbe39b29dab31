"""Engine readings, session 8: a length, a worth told or a count of paths is no card; players
joined and told to hold the same each hold it; cards after the asker's and another
player's possessives are two hands, not one path; a shape is told with the words the
verdict side knows. New phrasings, French and English (not the tune questions)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.pipeline import Rulebot
from rulebot.rules import right_to_score
from rulebot.rules.shapes import PathShape
from rulebot.understanding import Intent, Lexicon, classify, parse_cards, parse_scenario
from rulebot.understanding.listing import owners_differ
from rulebot.understanding.shapes import parse_path_shape, shape_traits

VERDICT_WORDS = Path(__file__).resolve().parents[2] / "rulebot/answer/data/verdict_words.yaml"


# 1. A length ("5-card path", "long de 4", "five long") or a worth told ("is worth 6
# before the doubling", "rapporte 4") is no card: the path is told by its shape.
@pytest.mark.parametrize(
    ("text", "length", "same"),
    [
        ("A 6-card path all in maple is worth 6 before the doubling, isn't it?", 6, True),
        ("Un chemin de 4 cartes, toutes en saule, rapporte 4 avant bonus ?", 4, True),
        ("a path of 5 cards in cassia, worth 5?", 5, False),
        ("mon sentier fait 3 cartes de long, tout en chêne : il vaut 3 ?", 3, True),
        ("un sentier long de 4, entièrement en érable, combien ?", 4, True),
        ("a path of length 6, all of one species, worth 6 before bonuses?", 6, True),
        ("un chemin de longueur 5 toutes de la même espèce vaut 5 ?", 5, True),
        ("my path is seven long, all in willow: how much?", 7, True),
    ],
)
def test_a_length_or_a_worth_told_is_no_card(
    corpus_lexicon: Lexicon, text: str, length: int, same: bool
) -> None:
    assert parse_cards(text, corpus_lexicon, strict=False).cards == ()
    assert parse_path_shape(text) == PathShape(length=length, same_colour=same)
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE


@pytest.mark.parametrize(
    ("text", "points"),
    [
        ("A 6-card path all in maple is worth 6 before the doubling, isn't it?", 12),
        ("un sentier long de 4, entièrement en érable, combien ?", 8),
    ],
)
def test_a_path_told_by_its_length_is_scored_by_its_shape(
    fake_bot: Rulebot, text: str, points: int
) -> None:
    engine = fake_bot.ask(text).engine
    assert engine is not None
    assert (engine["cards"], engine["points"], engine["valid"]) == ([], points, True)


# The worth words leave cards that follow them, or come before them, alone.
@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("combien vaut 2 chêne, 5 chêne ?", ["2oak", "5oak"]),
        ("maple 1, maple 3, maple 4 is worth 7?", ["1maple", "3maple", "4maple"]),
        ("what does 3 willow 6 willow give?", ["3willow", "6willow"]),
    ],
)
def test_cards_near_a_worth_word_are_still_read(
    corpus_lexicon: Lexicon, text: str, cards: list[str]
) -> None:
    assert [str(c) for c in parse_cards(text, corpus_lexicon, strict=False).cards] == cards


# 2. A count of paths ("deux chemins de chêne", "my 3 oak paths", "two oak chains") is no card.
@pytest.mark.parametrize(
    "text",
    [
        "deux chemins de chêne, je peux marquer les deux ?",
        "j'ai 3 chemins en saule, lequel compte ?",
        "mes 2 chemins d'érable comptent tous les deux ?",
        "deux chemins chêne, on les additionne ?",
        "2 chemins, tous les deux en cerisier, combien ?",
        "I have two oak chains, does each one count?",
        "my 2 willow paths both score?",
        "my 3 oak paths: which one counts?",
        "two trails of maple, do I add them?",
    ],
)
def test_a_count_of_paths_is_no_card(corpus_lexicon: Lexicon, text: str) -> None:
    assert parse_cards(text, corpus_lexicon, strict=False).cards == ()
    assert classify(text, corpus_lexicon) is not Intent.PATH_SCORE


def _hands(scenario: Any) -> dict[str, list[str]]:
    return {p: [str(c) for c in hand] for p, hand in scenario.hands.items()}


# 3. Players joined and told to hold the same each hold it: the engine compares totals,
# so each is given the value told, a tie.
@pytest.mark.parametrize(
    ("text", "hands"),
    [
        (
            "Zoé et moi, on a 6 chacune en chêne. Qui marque le chêne ?",
            {"Zoé": ["6oak"], "you": ["6oak"]},
        ),
        (
            "Sam and I each hold 5 in maple, who scores maple?",
            {"Sam": ["5maple"], "you": ["5maple"]},
        ),
        ("Sam and I both have 4 in willow, who scores?", {"Sam": ["4willow"], "you": ["4willow"]}),
        ("Both Nora and I have 7 in red, who gets red?", {"Nora": ["7red"], "you": ["7red"]}),
        (
            "Hugo et moi avons tous les deux 5 en érable, qui marque ?",
            {"Hugo": ["5maple"], "you": ["5maple"]},
        ),
        (
            "Inès, Malo et moi avons chacun 3 en saule, qui marque le saule ?",
            {"Inès": ["3willow"], "Malo": ["3willow"], "you": ["3willow"]},
        ),
        (
            "Ana a le 2 rouge ; Léo et moi, nous deux on a 6 en rouge. Qui marque le rouge ?",
            {"Ana": ["2red"], "Léo": ["6red"], "you": ["6red"]},
        ),
        # a word of sharing in the question is no shared hand
        (
            "Tom a le 2 chêne et moi le 6 chêne, on marque tous les deux ?",
            {"Tom": ["2oak"], "you": ["6oak"]},
        ),
    ],
)
def test_players_told_to_hold_the_same_each_hold_it(
    corpus_lexicon: Lexicon, text: str, hands: dict[str, list[str]]
) -> None:
    scenario = parse_scenario(text, corpus_lexicon)
    assert _hands(scenario) == hands
    assert classify(text, corpus_lexicon) is Intent.RIGHT_TO_SCORE


def test_a_shared_hand_is_a_tie(corpus_lexicon: Lexicon) -> None:
    scenario = parse_scenario("Sam and I each hold 5 in maple, who scores maple?", corpus_lexicon)
    right = right_to_score(scenario.hands, "maple")
    assert dict(right.totals) == {"Sam": 5, "you": 5}
    assert sorted(right.scorers) == ["Sam", "you"]


# 4. A card after the asker's possessive and one after another player's are two hands
# ("mon 2 rose contre son 7 rose"), never one path; a player named keeps their card.
@pytest.mark.parametrize(
    ("text", "hands"),
    [
        (
            "mon 2 rose contre son 7 rose, qui marque le rose ?",
            {"you": ["2pink"], "opponent": ["7pink"]},
        ),
        (
            "my 1 cassia against her 8 cassia, who gets cassia?",
            {"you": ["1cassia"], "opponent": ["8cassia"]},
        ),
        ("Est-ce que mon 1 gris annule son 8 gris ?", {"you": ["1grey"], "opponent": ["8grey"]}),
        (
            "With my 1 against his 8 in oak, how many points do I get?",
            {"you": ["1oak"], "opponent": ["8oak"]},
        ),
        (
            "Paul a le 8 vert, j'ai le 1 vert. Mon 1 annule son 8 ?",
            {"Paul": ["8green"], "you": ["1green"]},
        ),
    ],
)
def test_cards_of_two_owners_are_two_hands(
    corpus_lexicon: Lexicon, text: str, hands: dict[str, list[str]]
) -> None:
    assert _hands(parse_scenario(text, corpus_lexicon)) == hands
    assert classify(text, corpus_lexicon) is Intent.RIGHT_TO_SCORE


@pytest.mark.parametrize(
    ("text", "differ"),
    [
        ("perdu à cause de mon 1 contre son 8", True),
        ("my 1 against her blue 8, how much?", True),
        ("my path: 1 oak, 3 oak, my 8 oak", False),
        ("mon 8 et mon 1, combien ?", False),
        ("does his 1 cancel his 8?", False),
    ],
)
def test_owners_differ(text: str, differ: bool) -> None:
    assert owners_differ(text) is differ


# 5. A shape is told with the words the verdict side knows (verdict_words.yaml:
# `onecolour`, `multicolour`), and with new ones.
def _verdict_words(key: str) -> list[str]:
    data = yaml.safe_load(VERDICT_WORDS.read_text(encoding="utf-8"))
    found = [v[key] for v in data.values() if isinstance(v, dict) and key in v]
    assert found, key
    words: list[str] = found[0]
    return [re.sub(r"\b([dl]) ", r"\1'", word) for word in words]  # "d une" as written


@pytest.mark.parametrize(("key", "same"), [("onecolour", True), ("multicolour", False)])
def test_shape_words_match_the_verdict_side(key: str, same: bool) -> None:
    missed = [w for w in _verdict_words(key) if shape_traits(w).get("same_colour") is not same]
    assert missed == []


@pytest.mark.parametrize(
    ("text", "same"),
    [
        ("un sentier de 4 cartes d'une seule espèce, combien ?", True),
        ("a 5-card path, all of one species: how much?", True),
        ("a 4-card path, all of the same species, how many points?", True),
        ("un sentier de 5 cartes multicolore, combien ?", False),
        ("a 4-card path of mixed species, how much?", False),
    ],
)
def test_a_told_shape_is_read(text: str, same: bool) -> None:
    assert parse_path_shape(text).same_colour is same
