"""Numbers that count cards ("Paul has two blues: 4 and 6", "I have two oaks"), values that
close a list ("..., un rouge"), the colour after "pour l'", and questions asked as a yes or
a no ("Can I score it?", "Does my 8 count?", "Is it a path?") with the answers they get."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Lexicon, ParseError, parse_cards, parse_scenario
from rulebot.understanding.asks import (
    IS_IT_A_PATH,
    MAY_I_SCORE,
    MY_EIGHT_CANCELLED,
    MY_EIGHT_COUNTS,
    path_asked,
    yes_no_asked,
)

Hands = dict[str, list[str]]

HANDS: list[tuple[str, Hands]] = [
    (
        "J'ai 3 chênes : le 2, le 5 et le 6. Mon adversaire en a 2 : le 7 et le 8. Qui marque ?",
        {"you": ["2oak", "5oak", "6oak"], "opponent": ["7oak", "8oak"]},
    ),
    (
        "moi j'ai deux rouges (3 et 4), Paul a un rouge : le 8. qui marque le rouge ?",
        {"you": ["3red", "4red"], "Paul": ["8red"]},
    ),
    (
        "She has 2 maples: the 1 and the 5, I have maple 6. who scores maple",
        {"opponent": ["1maple", "5maple"], "you": ["6maple"]},
    ),
    (
        "Tom holds 3 reds: 2, 3, 4 and I hold the 8 red. Who gets red?",
        {"Tom": ["2red", "3red", "4red"], "you": ["8red"]},
    ),
    (
        "j'ai 1 saule, le 8, et mon adversaire a 1 saule aussi, le 1. qui marque le saule ?",
        {"you": ["8willow"], "opponent": ["1willow"]},
    ),
    (
        "qui marque le bleu ? moi 2 bleus : 5 et 6 ; Léa 1 bleu : le 8 ; Hugo 0 bleu",
        {"you": ["5blue", "6blue"], "Léa": ["8blue"], "Hugo": []},
    ),
    # Plural colours after a list of values are the values' colour, not a count.
    (
        "j'ai 5 et 6 rouges, mon adversaire a le 8 rouge",
        {"you": ["5red", "6red"], "opponent": ["8red"]},
    ),
    (
        "Moi : 1 et 8 jaunes. L'autre : 7 jaune.",
        {"you": ["1yellow", "8yellow"], "opponent": ["7yellow"]},
    ),
    # "gris" is no plural: "2 gris" is the card.
    ("j'ai 2 gris, mon adversaire le 1 gris.", {"you": ["2grey"], "opponent": ["1grey"]}),
]

COUNT_ONLY = [
    "Mon pote a trois cerisiers, moi j'ai le 8 de cerisier. Qui marque le cerisier ?",
    "I have two oaks, my opponent has the 8 oak. Who scores oak?",
]

CARDS: list[tuple[str, list[str], str | None]] = [
    ("what does a 2-card path 3 blue 6 blue score", ["3blue", "6blue"], None),
    (
        "huit rouge, six rouge, trois rouge, un rouge : combien ?",
        ["8red", "6red", "3red", "1red"],
        None,
    ),
    (
        "combien vaut un sentier de trois saules : 2, 5, 7 ?",
        ["2willow", "5willow", "7willow"],
        None,
    ),
    ("combien rapporte 1 orange 8 orange pour l'orange ?", ["1orange", "8orange"], "orange"),
    ("what is 2 oaks and 7 oaks worth", ["2oak", "7oak"], None),
    ("1 violet 2 violets", ["1purple", "2purple"], None),
]

ASKS: list[tuple[str, str | None]] = [
    ("Est-ce que je peux marquer le blanc ? J'ai le 3 blanc.", MAY_I_SCORE),
    ("je marque le noir ou pas ?", MAY_I_SCORE),
    ("c'est moi qui marque ?", MAY_I_SCORE),
    ("Can I still score red if I've got the 8 red?", MAY_I_SCORE),
    ("Est-ce que je peux compter mon sentier de tulipier ? J'ai le 3 de tulipier.", MAY_I_SCORE),
    ("can I count my oak path? I hold oak 4", MAY_I_SCORE),
    ("Mon 8 de cornouiller est-il annulé ?", MY_EIGHT_CANCELLED),
    ("Is my 8 brown cancelled if my opponent has the 1 brown?", MY_EIGHT_CANCELLED),
    ("Est-ce que mon 8 compte si mon adversaire a le 1 ?", MY_EIGHT_COUNTS),
    ("i have 8 orange, opponent has 1 orange, does my 8 still count", MY_EIGHT_COUNTS),
    ("Who scores blue? I have the 8 blue.", None),
    ("qui marque le rouge, mon 8 rouge ou son 1 ?", None),
]

PATH_ASKS: list[tuple[str, str | None]] = [
    ("Est-ce que 2 rouge, 5 bleu, 7 vert c'est un sentier ?", IS_IT_A_PATH),
    ("is 3 oak 5 oak 7 oak a valid path?", IS_IT_A_PATH),
    ("1 rouge 3 bleu 8 rouge, combien ?", None),
]

# Question -> how the answer starts and what it must say.
ANSWERS: list[tuple[str, str, str]] = [
    (
        "Est-ce que je peux marquer le blanc ? J'ai le 3 et le 4 blancs, Paul a le 6 blanc.",
        "Oui. ",
        "toi : 7",
    ),
    (
        "Can I score green with green 5 and green 4 if Liz has green 8 and green 2?",
        "No. ",
        "Liz: 10",
    ),
    (
        "Mon 8 de saule est-il annulé ? J'ai aussi le 1 de saule, Paul a le 6 de saule.",
        "Non. ",
        "toi : 9 (ton propre 1 n'annule pas ton 8)",
    ),
    (
        "I have oak 8 and oak 1, Jo has oak 7. Does my 8 count?",
        "Yes. ",
        "you: 9 (your own 1 does not cancel your 8)",
    ),
    (
        "i have 8 orange, opponent has 1 orange, does my 8 still count",
        "No. ",
        "your 8 is cancelled",
    ),
    ("Can I score pink? Nobody has any pink in hand.", "Yes. ", "nobody holds pink"),
    (
        "Alice a le 8 et le 1 de chêne, moi le 7 de chêne. Qui marque le chêne ?",
        "C'est Alice qui marque le chêne : ",
        "Alice : 9 (son propre 1 n'annule pas son 8)",
    ),
    ("Est-ce que 2 rouge, 5 bleu, 7 vert c'est un sentier ?", "Non. ", "pas un sentier valable"),
    ("is 3 oak 5 oak 7 oak a valid path?", "Yes. ", "3 points"),
]


@pytest.mark.parametrize(("text", "hands"), HANDS)
def test_counts_before_listed_values(corpus_lexicon: Lexicon, text: str, hands: Hands) -> None:
    scenario = parse_scenario(text, corpus_lexicon)
    assert {p: [str(c) for c in hand] for p, hand in scenario.hands.items()} == hands


@pytest.mark.parametrize("text", COUNT_ONLY)
def test_a_hand_given_as_a_count_is_not_computed(corpus_lexicon: Lexicon, text: str) -> None:
    with pytest.raises(ParseError, match="number of cards"):
        parse_scenario(text, corpus_lexicon)


@pytest.mark.parametrize(("text", "cards", "colour"), CARDS)
def test_path_cards(
    corpus_lexicon: Lexicon, text: str, cards: list[str], colour: str | None
) -> None:
    parsed = parse_cards(text, corpus_lexicon)
    assert ([str(c) for c in parsed.cards], parsed.colour) == (cards, colour)


@pytest.mark.parametrize(("text", "asks"), ASKS)
def test_yes_no_asked(text: str, asks: str | None) -> None:
    assert yes_no_asked(text) == asks


@pytest.mark.parametrize(("text", "asks"), PATH_ASKS)
def test_path_asked(text: str, asks: str | None) -> None:
    assert path_asked(text) == asks


@pytest.mark.parametrize(("question", "start", "said"), ANSWERS)
def test_yes_no_answers(fake_bot: Rulebot, question: str, start: str, said: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.answer.startswith(start)
    assert said in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "neither me nor my opponent has any black left. who scores black?",
        "ni moi ni mon adversaire n'avons de rose, qui marque le rose ?",
    ],
)
def test_neither_nor_says_nobody_holds(corpus_lexicon: Lexicon, text: str) -> None:
    assert parse_scenario(text, corpus_lexicon).nobody
