"""Readings of right-to-score hands fixed in session 11 (French and English):

- ``LISTED``: a hand told as a total and the cards listed after it ("Léa a 12 en bleu : le
  3 et le 7", "I have 10 in oak, the 2 and the 5") was read as the total *plus* the cards.
  Cards listed after a total are the hand (`toldhands.read_hand`): the engine counts them,
  and a total they do not make up is kept as told wrong (`Scenario.told`). Cards joined by
  a word that adds ("et le 1", "plus the 1") still come on top of the total.
- ``COUNTED``: a player telling their total with a verb of counting ("Tom counts 9 in red",
  "Léa totalise 11 en rouge") was no player at all: such verbs open a hand
  (data/players.yaml `verbs`).
- ``PARTS``: a hand told in several parts ("Léa annonce 12 en bleu (elle a le 4 et le 8)",
  "Marc a le 8 et le 6. Marc dit qu'il a 14 contre mes 6") was the parts added up. The cards
  told as facts are the hand: a part inside a reported claim is dropped for a player whose
  cards are told outside it, and a total told apart from the cards listed is no more cards
  (`handparts.merged`). Verbs of announcing or bragging tell who a pronoun stands for.
- ``REPORTED``: a claim about who scores reported in a sentence of its own ("On me dit que
  c'est Léa qui marque le bleu.", "Someone says Léa scores blue. ... Is that right?") got
  no yes or no: that sentence is what the yes-or-no is about (`reported.claim_text`).
"""

from __future__ import annotations

import pytest

from rulebot.rules import right_to_score
from rulebot.understanding import Lexicon, parse_scenario
from rulebot.understanding.asks import MAY_I_SCORE, OTHER_SCORES
from rulebot.understanding.reported import claim_text


def _totals(text: str, lexicon: Lexicon) -> dict[str, int]:
    scenario = parse_scenario(text, lexicon)
    assert scenario.colour is not None
    return dict(right_to_score(scenario.hands, scenario.colour).totals)


# -- LISTED: the cards listed after a total are the hand -------------------------------------
@pytest.mark.parametrize(
    ("text", "totals", "told"),
    [
        (
            "Léa a 12 en bleu : le 3 et le 7, moi 10 en bleu. Qui marque le bleu ?",
            {"Léa": 10, "you": 10},
            {"Léa": 12},
        ),
        (
            "I have 10 in oak, the 2 and the 5, Bob has 9 in oak. Who scores oak?",
            {"you": 7, "Bob": 9},
            {"you": 10},
        ),
        (
            "Léa a 12 en bleu avec le 3 et le 7, moi 11 en bleu. Qui marque le bleu ?",
            {"Léa": 10, "you": 11},
            {"Léa": 12},
        ),
        (
            "Lea has 12 in blue (the 2 and the 7), I have 10 in blue. Who scores blue?",
            {"Lea": 9, "you": 10},
            {"Lea": 12},
        ),
        (
            "Nadia a 9 en rouge, le 2 et le 4, Paul le 7 rouge. Qui marque le rouge ?",
            {"Nadia": 6, "Paul": 7},
            {"Nadia": 9},
        ),
        # cards making up the total: nothing told wrong
        (
            "J'ai 11 en vert : le 5 et le 6, Léo a le 8 vert. Qui marque le vert ?",
            {"you": 11, "Léo": 8},
            {},
        ),
        (
            "Sam has 13 in maple, the 6 and the 7, I have 12 in maple. Who scores maple?",
            {"Sam": 13, "you": 12},
            {},
        ),
    ],
)
def test_cards_listed_after_a_total_are_the_hand(
    text: str, totals: dict[str, int], told: dict[str, int], corpus_lexicon: Lexicon
) -> None:
    assert _totals(text, corpus_lexicon) == totals
    assert parse_scenario(text, corpus_lexicon).told == told


@pytest.mark.parametrize(
    ("text", "totals"),
    [  # Must not: cards added to a total, a card said part of it, a total alone
        (
            "Léa a 10 en bleu et le 1 bleu, moi 10 en bleu. Qui marque le bleu ?",
            {"Léa": 11, "you": 10},
        ),
        (
            "Hugo has 9 in maple plus the maple 1, I hold the maple 7. Who scores maple?",
            {"Hugo": 10, "you": 7},
        ),
        (
            "Max a 10 en saule et aussi le 6 saule, moi le 8 saule. Qui marque le saule ?",
            {"Max": 16, "you": 8},
        ),
        (
            "Zoé a 12 en bleu, dont le 1, moi j'ai le 8 bleu et le 5 bleu. Qui marque ?",
            {"Zoé": 12, "you": 5},
        ),
        (
            "Nina has 13 in oak, including the oak 1, I have the oak 7. Who scores oak?",
            {"Nina": 13, "you": 7},
        ),
        (
            "Léa a le 1 bleu et 10 en bleu, moi le 7 bleu. Qui marque le bleu ?",
            {"Léa": 11, "you": 7},
        ),
        ("Tom has 12 in oak, I have 9 in oak. Who scores oak?", {"Tom": 12, "you": 9}),
        (
            "Léa a 9 en bleu, le 1 en plus, moi le 8 bleu et le 2 bleu. Qui marque le bleu ?",
            {"Léa": 10, "you": 2},
        ),
        (
            "Lea has 9 in blue, the blue 1 too, I have the blue 8. Who scores blue?",
            {"Lea": 10, "you": 0},
        ),
    ],
)
def test_cards_added_to_a_total(text: str, totals: dict[str, int], corpus_lexicon: Lexicon) -> None:
    assert _totals(text, corpus_lexicon) == totals
    assert parse_scenario(text, corpus_lexicon).told == {}


def test_a_told_total_is_noted_as_standing_in(corpus_lexicon: Lexicon) -> None:
    scenario = parse_scenario(
        "Léa a 12 en bleu, moi le 5 et le 6 bleus. Qui marque ?", corpus_lexicon
    )
    assert sum(card.value for card in scenario.stood["Léa"]) == 12
    assert "you" not in scenario.stood


# -- COUNTED: a total told with a verb of counting -------------------------------------------
@pytest.mark.parametrize(
    ("text", "totals"),
    [
        (
            "Tom counts 9 in red, I have the 3 and the 5 of red, who scores red?",
            {"Tom": 9, "you": 8},
        ),
        (
            "Tom counted 11 in red, I have the 3 and the 5 of red. Who scores red?",
            {"Tom": 11, "you": 8},
        ),
        ("For red, Tom counts 9, I have the 3 and the 5. Who scores?", {"Tom": 9, "you": 8}),
        (
            "Tom compte 9 en rouge, j'ai le 3 et le 5 rouges, qui marque le rouge ?",
            {"Tom": 9, "you": 8},
        ),
        (
            "Léa totalise 11 en rouge, j'ai le 3 et le 5 rouges. Qui marque le rouge ?",
            {"Léa": 11, "you": 8},
        ),
        (
            "Mon pote compte 9 en rouge, j'ai le 3 et le 5 rouges, qui marque le rouge ?",
            {"opponent": 9, "you": 8},
        ),
    ],
)
def test_a_total_told_by_counting(
    text: str, totals: dict[str, int], corpus_lexicon: Lexicon
) -> None:
    assert _totals(text, corpus_lexicon) == totals


# -- REPORTED: a claim reported in a sentence of its own ----------------------------------------
@pytest.mark.parametrize(
    ("text", "asks", "about"),
    [
        (
            "On me dit que c'est Léa qui marque le bleu. Léa a le 5 bleu, j'ai le 7 bleu.",
            OTHER_SCORES,
            "Léa",
        ),
        (
            "Quelqu'un à la table dit que Léa marque le bleu. Léa a le 5 bleu, j'ai le 7 bleu.",
            OTHER_SCORES,
            "Léa",
        ),
        (
            "Someone at the table says Léa scores blue. Is that right? Léa has the 5 of blue, "
            "I have the 7 of blue.",
            OTHER_SCORES,
            "Léa",
        ),
        (
            "Léa has the 5 of blue, I have the 7 of blue. People say Léa scores blue. True?",
            OTHER_SCORES,
            "Léa",
        ),
        (
            "Tom says Léa scores blue. Léa has the 5 of blue, I have the 7 of blue.",
            OTHER_SCORES,
            "Léa",
        ),
        (
            "Léa a le 5 bleu, j'ai le 7 bleu. Il paraît que c'est moi qui marque. Vrai ?",
            MAY_I_SCORE,
            None,
        ),
    ],
)
def test_a_reported_claim_is_asked(
    text: str, asks: str, about: str | None, corpus_lexicon: Lexicon
) -> None:
    scenario = parse_scenario(text, corpus_lexicon)
    assert scenario.asks == asks
    assert scenario.about == about


@pytest.mark.parametrize(
    "text",
    [  # Must not: the question asks who; nobody reports anything
        "Tom dit que Léa marque le bleu. Léa a le 5 bleu, j'ai le 7 bleu. Qui marque le bleu ?",
        "Tom says Léa scores blue. Léa has the 5 of blue, I have the 7. Who scores blue?",
        "Léa a le 5 bleu, j'ai le 7 bleu. Qui marque le bleu ?",
    ],
)
def test_no_reported_claim(text: str) -> None:
    assert claim_text(text) is None


# -- PARTS: a hand told in several parts ----------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "totals"),
    [
        (
            "Léa annonce 12 en bleu (elle a le 4 et le 8), moi j'ai 11 avec le 5 et le 6. "
            "C'est bien elle qui marque ?",
            {"Léa": 12, "you": 11},
        ),
        (
            "Flamboyant : j'ai le 1, le 2 et le 3 en main, Marc a le 8 et le 6. Marc dit qu'il "
            "a 14 contre mes 6. Qui marque ?",
            {"you": 6, "Marc": 6},
        ),
        (
            "Liam brags he has 15 in red with the 7 and the 8. I've got the 1, 2 and 3 of red. "
            "Does he still take red?",
            {"Liam": 7, "you": 6},
        ),
        (
            "Oak: Tom has the 5 and the 6, I have the 4. Tom says he has 13, who scores?",
            {"Tom": 11, "you": 4},
        ),
        (  # Must not: a part that says it comes on top, a claim the only source
            "Léa a 10 en bleu. Elle a aussi le 1 bleu. Moi le 8 bleu. Qui marque le bleu ?",
            {"Léa": 11, "you": 0},
        ),
        (
            "Tom dit qu'il a le 8 rouge. J'ai le 5 rouge. Qui marque le rouge ?",
            {"Tom": 8, "you": 5},
        ),
    ],
)
def test_a_hand_told_in_parts(text: str, totals: dict[str, int], corpus_lexicon: Lexicon) -> None:
    assert _totals(text, corpus_lexicon) == totals
