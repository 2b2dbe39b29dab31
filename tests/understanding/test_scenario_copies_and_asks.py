"""Hands said to be the same as another player's ("moi aussi", "so do I"), people with
hyphenated names ("ma belle-sœur"), owners after "for"/"pour"/"de", a player said to score
who is no owner ("c'est lui qui marque"), cards named again after "son"/"his", totals
followed by their cards in brackets, and the yes-or-no questions of asks.py with the
answers they lead with."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Lexicon, parse_scenario
from rulebot.understanding.asks import (
    ALL_SCORE,
    I_LOSE,
    MAY_I_SCORE,
    MY_EIGHT_CANCELLED,
    OTHER_SCORES,
    THEIR_EIGHT_CANCELLED,
    asked_about,
    yes_no_asked,
)

Hands = dict[str, list[str]]

HANDS: list[tuple[str, Hands]] = [
    # A hand copied from the player before.
    (
        "Mon fils a 6 en jaune, moi aussi. Qui marque ?",
        {"opponent": ["6yellow"], "you": ["6yellow"]},
    ),
    ("Hugo a 8 en noir, pareil pour moi.", {"Hugo": ["8black"], "you": ["8black"]}),
    ("Kim has 5 of willow. Same here. Who scores?", {"Kim": ["5willow"], "you": ["5willow"]}),
    ("My husband has 7 of pink and so do I.", {"opponent": ["7pink"], "you": ["7pink"]}),
    ("J'ai 7 en chêne et ma belle-sœur aussi.", {"you": ["7oak"], "opponent": ["7oak"]}),
    (
        "Lina a 4 en rouge, Tom aussi, et moi j'ai le 3 rouge.",
        {"Lina": ["4red"], "Tom": ["4red"], "you": ["3red"]},
    ),
    # "aussi" with cards of one's own copies nothing.
    (
        "J'ai le 8 bleu, Paul a aussi le 2 bleu. Qui marque ?",
        {"you": ["8blue"], "Paul": ["2blue"]},
    ),
    # People with a hyphen in their name, several of them.
    (
        "Ma belle-mère a le 2 rouge, mon beau-frère le 5 rouge, moi le 4 rouge.",
        {"ma belle-mère": ["2red"], "mon beau-frère": ["5red"], "you": ["4red"]},
    ),
    (
        "My sister-in-law has the 6 of green, my brother has the 1 of green.",
        {"my sister-in-law": ["6green"], "my brother": ["1green"]},
    ),
    # Owners after "for"/"pour".
    ("Red 8 for me, red 1 for Tom. Who scores red?", {"you": ["8red"], "Tom": ["1red"]}),
    ("Le 8 vert pour moi, le 1 vert pour Léa.", {"you": ["8green"], "Léa": ["1green"]}),
    # A holder named only after their card, by "de" ("le 8 bleu de Marie").
    ("Le 8 bleu de Marie et mon 1 bleu : qui marque ?", {"Marie": ["8blue"], "you": ["1blue"]}),
    (
        "Le 1 de Paul et le 8 de Léa, moi le 3. Qui marque le vert ?",
        {"Paul": ["1green"], "Léa": ["8green"], "you": ["3green"]},
    ),
    # A holder named again after "de" keeps the card given before.
    (
        "Marie a le 8 bleu, j'ai le 1 bleu. Le 8 de Marie compte ?",
        {"Marie": ["8blue"], "you": ["1blue"]},
    ),
    # A player said to score takes no card said before ("c'est lui qui marque").
    (
        "Mon adversaire a le 8 de chêne, moi le 1 de chêne. Il dit que c'est lui qui marque.",
        {"opponent": ["8oak"], "you": ["1oak"]},
    ),
    # Cards named again after another player's possessive.
    (
        "Mon adversaire a le 8 rose et moi le 1 et le 2 rose. Mon 1 annule son 8 ?",
        {"opponent": ["8pink"], "you": ["1pink", "2pink"]},
    ),
    # A total followed by its cards in brackets.
    (
        "J'ai le 6 rouge, mon adversaire a 6 en rouge (le 2 et le 4).",
        {"you": ["6red"], "opponent": ["2red", "4red"]},
    ),
    (
        "Yellow: Tom (none), Ann (5), me (2, 3). Who scores yellow?",
        {"Tom": [], "Ann": ["5yellow"], "you": ["2yellow", "3yellow"]},
    ),
]


@pytest.mark.parametrize(("text", "hands"), HANDS)
def test_hands(corpus_lexicon: Lexicon, text: str, hands: Hands) -> None:
    scenario = parse_scenario(text, corpus_lexicon)
    read = {p: [str(c) for c in hand] for p, hand in scenario.hands.items()}
    assert read == hands


def test_a_hyphenated_person_is_shown_with_the_possessive_turned(corpus_lexicon: Lexicon) -> None:
    scenario = parse_scenario("J'ai le 7 vert, ma belle-sœur le 5 vert.", corpus_lexicon)
    assert scenario.display("opponent", "fr") == "ta belle-sœur"


ASKS: list[tuple[str, str | None, str | None]] = [
    ("J'ai le 8 bleu, il a le 1 bleu. Donc je perds le bleu ?", I_LOSE, None),
    ("I have the 8 of blue, he has the 1. So I lose blue?", I_LOSE, None),
    ("C'est bien moi qui marque le saule ?", MAY_I_SCORE, "moi"),
    ("It's me who scores willow, isn't it?", MAY_I_SCORE, "me"),
    ("Sam just has the 1. I take dogwood, right?", MAY_I_SCORE, None),
    ("Lou a le 3 jaune, moi le 5. Je prends le jaune ?", MAY_I_SCORE, None),
    ("Both of us score purple, right?", ALL_SCORE, None),
    ("On marque tous les deux le violet, non ?", ALL_SCORE, None),
    ("J'ai 6, il a 6 aussi. Égalité ?", ALL_SCORE, None),
    ("Léa a le 4 gris et moi le 5 gris. Léa peut marquer le gris ?", OTHER_SCORES, "Léa"),
    ("Est-ce que Paul marque le noir ? Il a le 2 noir.", OTHER_SCORES, "Paul"),
    ("Does Mia score orange?", OTHER_SCORES, "Mia"),
    ("Mon adversaire peut marquer le bleu ?", OTHER_SCORES, "adversaire"),
    ("Does my wife score red?", OTHER_SCORES, "wife"),
    ("Il dit que c'est lui qui marque, il a raison ?", OTHER_SCORES, "il"),
    ("He says cassia is his. Is he right?", OTHER_SCORES, "he"),
    ("Does my 1 cancel my own 8?", MY_EIGHT_CANCELLED, None),
    ("Si j'ai le 1 et le 8, mon 1 annule mon 8 ?", MY_EIGHT_CANCELLED, None),
    ("Est-ce que mon 1 annule son 8 ?", THEIR_EIGHT_CANCELLED, None),
    ("Does my 1 cancel his 8?", THEIR_EIGHT_CANCELLED, None),
    # "Who?" questions stay who-questions.
    ("Both of us have blue cards. Who scores blue?", None, None),
    ("Léa a le 4 gris, moi le 5. Qui marque le gris ?", None, None),
]


@pytest.mark.parametrize(("text", "asks", "about"), ASKS)
def test_yes_no_asked(text: str, asks: str | None, about: str | None) -> None:
    assert yes_no_asked(text) == asks
    if about is not None:
        subject = asked_about(text)
        assert subject is not None and subject.text == about


# Question -> how the answer starts.
ANSWERS: list[tuple[str, str]] = [
    ("J'ai le 8 bleu et mon adversaire le 1 bleu. Donc je perds le bleu ?", "Oui. "),
    ("I have the 5 of blue, my opponent has the 4 of blue. So I lose blue?", "No. "),
    ("J'ai le 5 et le 3 de saule, Paul le 7 de saule. C'est bien moi qui marque ?", "Oui. "),
    ("My opponent has the 6 of purple, I have the 2 and the 4. Both of us score, right?", "Yes. "),
    ("Mon adversaire a le 7 violet et moi le 5 violet. On marque tous les deux ?", "Non. "),
    ("Léa a le 4 gris et moi le 5 gris. Léa peut marquer le gris ?", "Non. "),
    ("Margot a le 6 vert, j'ai le 5 vert. Est-ce que Margot peut marquer le vert ?", "Oui. "),
    (
        "My opponent holds the 8 of cassia, I hold the 1 of cassia. He says it's his. Is he right?",
        "No. ",
    ),
    ("J'ai le 1 et le 8 d'érable, mon adversaire a le 7 d'érable. Mon 1 annule mon 8 ?", "Non. "),
    (
        "My opponent holds the 8 of blue, I hold the 1 and the 6 of blue. Does my 1 cancel his 8?",
        "Yes. ",
    ),
    ("Il a le 8 et le 1 d'olivier, moi le 5 d'olivier. Son 1 annule son 8 ?", "Non. "),
    ("J'ai le 8 bleu, mon adversaire le 1 bleu. Mon adversaire peut marquer le bleu ?", "Oui. "),
    ("My wife has the 3 of red, I have the 5 of red. Does my wife score red?", "No. "),
    ("Tom has the 3 of red, I have the 5 of red. Does Tom score red?", "No. "),
    ("J'ai le 6 rouge, mon adversaire a 6 en rouge (le 2 et le 4). Égalité ?", "Oui. "),
]


@pytest.mark.parametrize(("question", "start"), ANSWERS)
def test_yes_no_answers(fake_bot: Rulebot, question: str, start: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert answer.answer.startswith(start), answer.answer
