"""Follow-ups whose earlier turns tell what the last one asks about (session 13).

1. Hands told over several messages, then asked about: the statements just before the
   question are read with it (`followup_told.told_over_turns`); a pronoun leans on the one
   player named before with no hand ("Partie à deux avec Inès." / "Elle a le 6.").
2. "Neither do Pat or Lou" after an empty hand: everyone named holds none, all may score.
3. A path told again as a list ("Donc 1, 3, 3 hêtre, 7"), its bare values the last path's
   (`followup_restated`), read for what it says now, not for what the card it dropped did.
4. "the two reds in the middle": a number counting cards names no card
   (`followup_words.without_counts`).
"""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.followup_restated import restated_path, restated_words
from rulebot.pipeline.followup_words import named_cards
from rulebot.rules import Card

# turns (the last one is asked), patterns the answer must hold, patterns it must not
CONVERSATIONS = [
    (  # 1: each player's hand in its own message
        [
            "On compte le vert maintenant. J'ai gardé le 2 et le 7 vert.",
            "Hugo a le 5 vert, et Zoé a le 3 vert.",
            "Alors, qui marque le vert ?",
        ],
        [r"\btoi\b", r"\b9\b"],
        [r"C'est Hugo", r"C'est Zoé"],
    ),
    (
        [
            "Scoring blue now. I kept blue 8 and blue 2.",
            "Ruth kept blue 1 and blue 5.",
            "So who scores blue?",
        ],
        [r"\bRuth\b", r"cancel"],
        [r"^You score"],
    ),
    (  # 1: a pronoun for the one player named before with no hand
        [
            "Partie à deux avec Inès. Pour le jaune j'ai le 1 et le 4.",
            "Elle a le 5 jaune. Qui compte le jaune ?",
        ],
        [r"Inès", r"égalité"],
        [r"adversaire"],
    ),
    (
        [
            "Two-player game with Omar. For purple I kept the 3 and the 4.",
            "He has purple 7. Who scores purple?",
        ],
        [r"Omar", r"\btie\b"],
        [r"opponent"],
    ),
    (  # 2: nobody holds the colour
        [
            "Now black. I have no black in hand.",
            "Neither do Ivy or Sam. What happens with black?",
        ],
        [r"Everyone may score", r"Ivy", r"Sam"],
        [r"only answer questions"],
    ),
    (  # 3: a path told again, a card added in it
        [
            "Mon chemin de cerisier : 1 cerisier, 3 cerisier, 7 cerisier, ça se touche.",
            "Ah non, entre le 3 et le 7 il y a un 3 de chêne. Donc 1, 3, 3 chêne, 7. Ça marche ?",
        ],
        [r"0 point", r"même valeur"],
        [r"marques le chêne"],
    ),
    (  # 3: a card dropped for touching only at a corner: the path now is whole
        [
            "Nan has a purple path: 2 purple, 3 purple, 5 purple, 7 purple.",
            "Hmm, the 7 only touches the 5 diagonally. So it's just 2, 3, 5 — what's it worth?",
        ],
        [r"\b3 points\b"],
        [r"not a valid path", r"touch"],
    ),
    (  # 4: "the two reds" counts cards
        [
            "My oak path is 1 oak, 2 red, 4 red, 7 oak, all side by side.",
            "And if the two reds in the middle were oak too?",
        ],
        [r"\b9 points\b"],
        [r"not a valid path"],
    ),
    (
        [
            "Mon sentier de saule : 2 saule, 3 rouge, 5 rouge, 6 saule, tout se touche.",
            "Et si les deux rouges du milieu étaient du saule ?",
        ],
        [r"\b8 points\b"],
        [r"pas un sentier valable"],
    ),
]


@pytest.mark.parametrize(("turns", "must", "must_not"), CONVERSATIONS)
def test_what_earlier_turns_told_carries_to_the_last(
    fake_bot: Rulebot, turns: list[str], must: list[str], must_not: list[str]
) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert not answer.abstained, answer.answer
    for pattern in must:
        assert re.search(pattern, answer.answer), (pattern, answer.answer)
    for pattern in must_not:
        assert not re.search(pattern, answer.answer), (pattern, answer.answer)


# A question telling every hand itself stands as it is; a statement after a question
# is no hand told before it.
STANDS_ALONE = [
    (
        ["J'ai le 6 bleu.", "Paul a le 4 bleu et moi le 2 bleu, qui marque le bleu ?"],
        r"Paul",
        r"toi : [68]",
    ),
    (
        ["Who scores red if I have red 3?", "Tom has red 5. Who scores red?"],
        r"Tom",
        r"\byou: 3\b",
    ),
]


@pytest.mark.parametrize(("turns", "must", "must_not"), STANDS_ALONE)
def test_hands_told_in_the_question_stand_alone(
    fake_bot: Rulebot, turns: list[str], must: str, must_not: str
) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert re.search(must, answer.answer), answer.answer
    assert not re.search(must_not, answer.answer), answer.answer


PATH = (Card(2, "willow"), Card(4, "willow"), Card(6, "willow"))
RESTATED = [
    # follow-up, the path it lists (None: no path told again)
    ("Donc 2, 4, 4 chêne, 6. Ça compte ?", (*PATH[:2], Card(4, "oak"), PATH[2])),
    ("so it's just 2, 4 — fine?", None),  # two values tell no whole path
    ("and 2 oak, 3 oak, 5 oak?", None),  # every colour named: a path of its own
    ("et 2 puis 3 puis 6 ?", (PATH[0], Card(3, "willow"), PATH[2])),
]


@pytest.mark.parametrize(("question", "expected"), RESTATED)
def test_a_path_told_again(fake_bot: Rulebot, question: str, expected: object) -> None:
    assert restated_path(question, PATH, "willow", fake_bot.lexicon) == expected


def test_a_path_told_again_is_read_from_its_sentence(fake_bot: Rulebot) -> None:
    said = "He says the 8 only touches at the corner. So it's 1, 4, 6 — how much?"
    assert restated_words(said, fake_bot.lexicon) == "So it's 1, 4, 6 — how much?"


COUNTS = [
    # follow-up, the cards it names (a bare value is maple's)
    ("and if the two reds in the middle were maple?", []),
    ("et si les deux rouges étaient des érables ?", []),
    ("and if the 2 red were maple?", [Card(2, "red")]),
    ("et si le deux rouge était un érable ?", [Card(2, "red")]),
]


@pytest.mark.parametrize(("question", "expected"), COUNTS)
def test_a_number_counting_cards_names_none(
    fake_bot: Rulebot, question: str, expected: list[Card]
) -> None:
    named = named_cards(question, fake_bot.lexicon, "maple")
    assert [card for card in named if card.colour != "maple"] == expected
