"""Engine readings from the blind_6 tune set, each tested with new phrasings (French and
English, not the tune questions): a hand told as a total no card has; "one" as a pronoun;
a card named with its holder after "de"/"of" taking only that card; yes-or-no asks of
scoring with "at least", "still", "win", "keep" and "only one of us"; a total shared by the
players of a told end of game after their colour counts."""

from __future__ import annotations

import pytest

from rulebot.rules import right_to_score
from rulebot.understanding import Lexicon, ParseError, parse_cards, parse_scenario
from rulebot.understanding.asks import (
    MAY_I_SCORE,
    MY_EIGHT_COUNTS,
    ONE_SCORES,
    OTHER_SCORES,
    THEIR_EIGHT_COUNTS,
    yes_no_asked,
)
from rulebot.understanding.counted import stand_in
from rulebot.understanding.standings import parse_standings


def _hands(text: str, lexicon: Lexicon) -> dict[str, list[str]]:
    return {p: [str(c) for c in h] for p, h in parse_scenario(text, lexicon).hands.items()}


# 1. A number above 8 told as a hand is that hand's total of the colour (no card is worth
# 9), not a count, and players told to share it each have it (counted.told_total).
@pytest.mark.parametrize(
    ("text", "totals", "scorers"),
    [
        (
            "Zoé et moi, on a 10 chacune en chêne. Qui marque ?",
            {"Zoé": 10, "you": 10},
            {"Zoé", "you"},
        ),
        ("Ben and I both hold 11 in oak. Who scores oak?", {"Ben": 11, "you": 11}, {"Ben", "you"}),
        (
            "Tom has 12 in oak, I have the 8 and the 5 in oak. Who scores oak?",
            {"Tom": 12, "you": 13},
            {"you"},
        ),
        ("Paul a 14 en bleu et moi 9 en bleu, qui marque ?", {"Paul": 14, "you": 9}, {"Paul"}),
    ],
)
def test_a_total_above_eight_is_a_total(
    text: str, totals: dict[str, int], scorers: set[str], corpus_lexicon: Lexicon
) -> None:
    scenario = parse_scenario(text, corpus_lexicon)
    assert scenario.colour is not None
    right = right_to_score(scenario.hands, scenario.colour)
    assert dict(right.totals) == totals
    assert set(right.scorers) == scorers
    assert not right.cancelled


# ... but a number of cards is still no hand, and a total stands without a 1 or an 8.
def test_a_count_of_cards_is_no_total(corpus_lexicon: Lexicon) -> None:
    with pytest.raises(ParseError):
        parse_scenario("Tom has 12 cards in oak, I have the oak 8. Who scores oak?", corpus_lexicon)


@pytest.mark.parametrize("total", [9, 10, 14, 20, 25, 27])
def test_stand_in_adds_up_without_ends(total: int) -> None:
    cards = stand_in(total, "oak")
    assert sum(c.value for c in cards) == total
    assert len(set(cards)) == len(cards)
    assert not {c.value for c in cards} & {1, 8}


@pytest.mark.parametrize("total", [26, 28, 36])
def test_stand_in_refuses_a_total_needing_an_end(total: int) -> None:
    assert stand_in(total, "oak") == ()


# 2. "one" as a pronoun is no card value: "the only one with", "the one who", "one of us".
@pytest.mark.parametrize(
    ("text", "hands"),
    [
        (
            "I'm the only one with maple in hand: the maple 3. Ivy has none. Who scores maple?",
            {"you": ["3maple"], "Ivy": []},
        ),
        (
            "Only one of us kept oak: I have oak 6, Kim has no oak. Do I score oak?",
            {"you": ["6oak"], "Kim": []},
        ),
        (
            "Tom is the one who kept cassia, the cassia 4; I have cassia 2. Who scores cassia?",
            {"Tom": ["4cassia"], "you": ["2cassia"]},
        ),
    ],
)
def test_one_as_a_pronoun_is_no_card(
    text: str, hands: dict[str, list[str]], corpus_lexicon: Lexicon
) -> None:
    assert _hands(text, corpus_lexicon) == hands


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        (
            "My oak path is 2-4-7 and I'm the only one with oak in hand, how much?",
            ["2oak", "4oak", "7oak"],
        ),
        (
            "Path 3, 5, 6 in maple; one of us says it's 6 points, right?",
            ["3maple", "5maple", "6maple"],
        ),
    ],
)
def test_one_as_a_pronoun_is_no_path_card(
    text: str, cards: list[str], corpus_lexicon: Lexicon
) -> None:
    assert [str(c) for c in parse_cards(text, corpus_lexicon, strict=False).cards] == cards


# "Anyone"/"Anybody" opening a question is no player's name (data/players.yaml).
@pytest.mark.parametrize(
    ("text", "hands"),
    [
        (
            "Anyone else with maple? I have maple 4, Ivy none. Who scores maple?",
            {"you": ["4maple"], "Ivy": []},
        ),
        (
            "Anybody holding oak besides me? Me: oak 3. Kim: oak 7. Who scores oak?",
            {"you": ["3oak"], "Kim": ["7oak"]},
        ),
    ],
)
def test_anyone_is_no_player(
    text: str, hands: dict[str, list[str]], corpus_lexicon: Lexicon
) -> None:
    assert _hands(text, corpus_lexicon) == hands


def test_one_as_a_value_stays(corpus_lexicon: Lexicon) -> None:
    assert _hands("Tom one, me eight, in oak. Who scores oak?", corpus_lexicon) == {
        "Tom": ["1oak"],
        "you": ["8oak"],
    }


# 3. A card named with its holder after "de" takes only that card from the words of the
# player before ("mon 8 ... par le 1 de Léa": the 8 stays mine; claims.claim_before).
@pytest.mark.parametrize(
    ("text", "hands"),
    [
        ("Mon 8 de chêne est annulé par le 1 de Léa ?", {"you": ["8oak"], "Léa": ["1oak"]}),
        (
            "Mon 8 bleu, il est tué par le 1 bleu de Hugo ?",
            {"you": ["8blue"], "Hugo": ["1blue"]},
        ),
        # the cards of the clause are still the holder's when no one is named before them
        (
            "le 3 rouge et le 8 rouge de Marie, le 1 rouge de Paul, qui marque ?",
            {"Marie": ["3red", "8red"], "Paul": ["1red"]},
        ),
    ],
)
def test_a_holder_after_de_takes_the_card_before(
    text: str, hands: dict[str, list[str]], corpus_lexicon: Lexicon
) -> None:
    assert _hands(text, corpus_lexicon) == hands


# 4. Yes-or-no asks of scoring said with "at least", "still", "even", winning or keeping a
# colour, "c'est quand même moi qui…" (data/asks.yaml), and "only one of us?".
@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("Tom has red 4, I have red 6. Do I even get to score red?", MAY_I_SCORE),
        ("Tom has red 4, I have red 6. Do I at least get to score my red path?", MAY_I_SCORE),
        ("Tom has red 4, I have red 6. Do I still win red?", MAY_I_SCORE),
        ("Tom has red 4, I have red 6. Do I keep red?", MAY_I_SCORE),
        ("Tom a le 4 bleu, moi le 2 bleu. Je gagne au moins le bleu ?", MAY_I_SCORE),
        ("Tom a le 1 rouge, moi le 8 et le 3 rouges. Je garde quand même le rouge ?", MAY_I_SCORE),
        (
            "Tom a le 1 rouge, moi le 8 et le 3 rouges. C'est quand même moi qui gagne le rouge ?",
            MAY_I_SCORE,
        ),
        ("Tom a le 4 bleu, moi le 2 bleu. Tom remporte le bleu ?", OTHER_SCORES),
        ("Tom has blue 8 and blue 7, I have blue 1. Does Tom keep his 8?", THEIR_EIGHT_COUNTS),
        ("Léa a le 1 bleu, moi le 8 bleu. Je garde mon 8 ?", MY_EIGHT_COUNTS),
        ("Kim and I have oak 5 and oak 3. Only one of us gets oak?", ONE_SCORES),
        ("Léa et moi avons le 5 et le 3 en chêne. Un seul d'entre nous marque ?", ONE_SCORES),
        ("Léa et moi avons 5 en chêne. Il n'y a qu'un seul joueur qui marque ?", ONE_SCORES),
        # both, or only one? asks which one: no yes or no
        ("Kim has oak 5, me oak 5. Do we both score or only one of us?", None),
        ("Léa et moi avons 5 en chêne. On marque toutes les deux ou une seule de nous ?", None),
    ],
)
def test_yes_no_asks(text: str, asks: str | None) -> None:
    assert yes_no_asked(text) == asks


# 6. Colour counts told first, then one total for all ("both on 38", "tous les deux à 41"):
# the word of all after a player's bare count is the next number's (standinggroups).
@pytest.mark.parametrize(
    ("text", "rows"),
    [
        (
            "Léa avait 6 espèces et Tom 4, tous les deux à 41. Qui gagne ?",
            [("Léa", 41, 6), ("Tom", 41, 4)],
        ),
        (
            "Sam had 3 colours and I had 5, we both finished on 44. Who wins?",
            [("Sam", 44, 3), ("you", 44, 5)],
        ),
        (
            "Ines had 7 species planted and Hugo 6, both on 29 points. Who takes it?",
            [("Ines", 29, 7), ("Hugo", 29, 6)],
        ),
    ],
)
def test_shared_total_after_colour_counts(
    text: str, rows: list[tuple[str, int, int]], corpus_lexicon: Lexicon
) -> None:
    read = parse_standings(text, corpus_lexicon)
    assert read is not None
    assert [(s.player, s.total, s.colours) for s in read.standings] == rows
