"""How hands and paths are read, fixed with eval/sets/blind_4_tune.yaml: one table per
general cause, each row failing without its fix (guards marked as such pass either way).
The phrasings are new, not the set's."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, ParseError, classify, parse_scenario
from rulebot.understanding.asks import (
    MY_EIGHT_CANCELLED,
    MY_EIGHT_COUNTS,
    OTHER_SCORES,
    THEIR_EIGHT_CANCELLED,
    THEIR_EIGHT_COUNTS,
)
from rulebot.understanding.told import told_diagonal

# A capitalised word opening the question before a colour and a heading sign qualifies
# that colour ("Côté saule,", "Pur érable :"): it is no player.
HEADING_WORDS: list[tuple[str, set[str]]] = [
    ("Côté chêne, Hugo a le 4 rouge et moi le 2 bleu. Qui marque le chêne ?", {"Hugo", "you"}),
    ("Niveau saule : Inès a le 6 et moi le 2. Qui marque le saule ?", {"Inès", "you"}),
    ("Pure oak: I kept the 3 and the 5, Mia kept the 7. Who scores oak?", {"you", "Mia"}),
    ("Strictly willow, Ana has the 2 and I have the 6. Who scores willow?", {"Ana", "you"}),
    # guards: players listed that way stay players
    ("Paul bleu : 3 et 5. Moi bleu : 8. Qui marque le bleu ?", {"Paul", "you"}),
    ("Léa : 3 bleu, moi : 5 bleu. Qui marque ?", {"Léa", "you"}),
]


@pytest.mark.parametrize(("text", "players"), HEADING_WORDS)
def test_a_word_heading_a_colour_is_no_player(
    lexicon: Lexicon, text: str, players: set[str]
) -> None:
    assert set(parse_scenario(text, lexicon).hands) == players


# A path listed under such a heading is a path, not a hand of a player of that name.
HEADED_PATHS = [
    "Pur chêne : 2, 3, 5, 7, bien alignés. Je gagne combien de points ?",
    "Plain maple: 1, 4, 6, 8, in one line. How much do I score?",
]


@pytest.mark.parametrize("text", HEADED_PATHS)
def test_a_path_under_a_heading_word_is_a_path(lexicon: Lexicon, text: str) -> None:
    assert classify(text, lexicon) is Intent.PATH_SCORE


# Holding said loosely ("sits on", "planque", "my only red is the 8") is a hand.
Hands = dict[str, list[str]]
LOOSE_HOLDING: list[tuple[str, Hands]] = [
    (
        "Tom is sitting on the oak 1 and my only oak is the 8. Who scores oak?",
        {"Tom": ["1oak"], "you": ["8oak"]},
    ),
    (
        "Sam sits on blue 2 and blue 5; my only blue is the 6. Who gets blue?",
        {"Sam": ["2blue", "5blue"], "you": ["6blue"]},
    ),
    (
        "Léa planque le 1 et le 3 de saule, et mon seul saule, c'est le 8. Qui marque ?",
        {"Léa": ["1willow", "3willow"], "you": ["8willow"]},
    ),
    (
        "Zoé conserve le 7 rouge, moi j'ai le 4 rouge. Qui marque le rouge ?",
        {"Zoé": ["7red"], "you": ["4red"]},
    ),
]


@pytest.mark.parametrize(("text", "hands"), LOOSE_HOLDING)
def test_holding_said_loosely_is_a_hand(lexicon: Lexicon, text: str, hands: Hands) -> None:
    scenario = parse_scenario(text, lexicon)
    assert {p: [str(c) for c in h] for p, h in scenario.hands.items()} == hands
    assert classify(text, lexicon) is Intent.RIGHT_TO_SCORE


# The worth of paths ("l'un vaut 5 et l'autre 9") is no hand: "l'autre" is the other path
# and the numbers after a worth word are totals.
WORTHS = [
    "J'ai deux sentiers de chêne : l'un vaut 6, l'autre 11. Ils s'additionnent ?",
    "I've got two willow paths, one is worth 4 and the other 7. Do they add up?",
    "Mes deux sentiers de saule rapportent 3 et 4, l'un vaut 3 et l'autre 4. On cumule ?",
]


@pytest.mark.parametrize("text", WORTHS)
def test_path_worths_are_no_hands(lexicon: Lexicon, text: str) -> None:
    try:
        hands = parse_scenario(text, lexicon).hands
    except ParseError:
        hands = {}
    assert not any(hands.values()), hands
    assert classify(text, lexicon) is not Intent.RIGHT_TO_SCORE


def test_the_other_of_two_players_is_still_a_player(lexicon: Lexicon) -> None:
    """Guard: "l'un a …, l'autre …" names players when a verb of holding follows "l'un"."""
    text = "L'un a le 8 rouge, l'autre le 1 rouge, moi le 5 rouge. Qui marque ?"
    hands = parse_scenario(text, lexicon).hands
    assert [str(c) for c in hands["opponent"]] == ["1red"]


# The yes-or-no lead: none for a question asking how much; "is he right?" answers the
# claim before it (an 8 cancelled, an 8 that counts, who scores).
LEADS: list[tuple[str, str | None]] = [
    ("J'ai le 8 de saule et Hugo le 1 de saule. Mon 8 compte pour combien au décompte ?", None),
    ("I hold the red 8 and Ava holds the red 1. How much is my 8 worth at the count?", None),
    (
        "Noah holds the oak 8 and Liv holds the oak 1. Liv reckons her 1 knocks out "
        "Noah's 8 - is she right?",
        THEIR_EIGHT_CANCELLED,
    ),
    (
        "Paul a le 8 bleu, Léa le 1 bleu. Léa dit que son 1 annule le 8 de Paul. Elle a raison ?",
        THEIR_EIGHT_CANCELLED,
    ),
    (
        "Léa a perdu le bleu car mon 1 a annulé son 8. Ses autres chemins comptent quand même ?",
        None,
    ),
    ("Ivy lost red because my 1 cancelled her 8. Do her other paths still count?", None),
    # guards: a closed question keeps its lead, a claim about an 8 or who scores too
    (
        "J'ai le 8 bleu, Léa le 1 bleu. Léa dit que mon 8 est annulé. Elle a raison ?",
        MY_EIGHT_CANCELLED,
    ),
    (
        "Kim holds the oak 8, I hold the oak 1. Kim says his 8 still counts. Is he right?",
        THEIR_EIGHT_COUNTS,
    ),
    ("I hold the red 8 and Ava holds the red 1. Does my 8 count?", MY_EIGHT_COUNTS),
    (
        "Paul a le 8 bleu, Léa le 1 bleu. Léa dit qu'elle marque le bleu. Elle a raison ?",
        OTHER_SCORES,
    ),
]


@pytest.mark.parametrize(("text", "asks"), LEADS)
def test_the_lead_answers_what_is_asked(lexicon: Lexicon, text: str, asks: str | None) -> None:
    assert parse_scenario(text, lexicon).asks == asks


DIAGONALS: list[tuple[str, bool]] = [
    ("Mon 2 de saule et mon 6 de saule ne se touchent que par un coin", True),
    ("my oak 3 meets my oak 7 diagonally, does it count?", True),
    ("les deux cartes sont posées en diagonale l'une de l'autre", True),
    ("they touch corner to corner", True),
    ("mon 3 touche mon 5 par un côté, pas en diagonale", False),
    ("they touch by a side, not diagonally", False),
    ("my path: 1 oak, 4 oak, 6 oak", False),
]


@pytest.mark.parametrize(("text", "told"), DIAGONALS)
def test_a_diagonal_is_told(text: str, told: bool) -> None:
    assert told_diagonal(text) is told
