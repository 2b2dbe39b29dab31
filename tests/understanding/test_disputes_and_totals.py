"""Readings fixed in session 10, each with phrasings of our own (French and English):

- ``CLAIMED``: a worth the asker claims against another player's ("…, I say 6. Who is
  right?", "moi je dis 6", "selon moi 6") was read as a card of the asker's, so a dispute
  about a told path became a right-to-score scenario. It is a worth now
  (`disputes.asker_worths`, masked by the scenario and by the path reading), and every
  claim is read with who made it (`disputes.worth_claims`).
- ``TOTAL_AND_CARD``: a hand told as a total above 8 plus a named card ("Léa a 10 en bleu
  et le 1 bleu") kept only the card. It is read as the total of the *other* cards plus the
  card named (`toldhands.told_hand`): 10 stood in by cards with neither a 1 nor an 8, and
  the 1, which still cancels an opponent's 8. A card said to be part of the total ("dont",
  "including") makes it up; cards that add up to the total are the whole hand.
- ``OTHER_PATH``: a path question also asking whether another path of that colour scores
  ("can I also score my other willow path?") is noticed (`otherpath.asks_other_path`).
"""

from __future__ import annotations

import pytest

from rulebot.pipeline.score import read_path
from rulebot.rules import right_to_score
from rulebot.understanding import Intent, Lexicon, classify, parse_scenario
from rulebot.understanding.disputes import ASKER, LESS, MORE, WorthClaim, worth_claims
from rulebot.understanding.otherpath import asks_other_path

# -- CLAIMED: the asker's claimed worth is no card ------------------------------------------
DISPUTES = [  # (question, the path's cards as read, the claims)
    (
        "Nina says her oak 2, 4, 6 is worth 3 points, I say 5. Which of us is right?",
        ["2oak", "4oak", "6oak"],
        (WorthClaim("Nina", 3), WorthClaim(ASKER, 5)),
    ),
    (
        "Hugo dit que son 1, 4, 6 de saule rapporte 4 points, moi je dis 3. Qui a raison ?",
        ["1willow", "4willow", "6willow"],
        (WorthClaim("Hugo", 4), WorthClaim(ASKER, 3)),
    ),
    (
        "Selon Inès son 3-5-8 rouge fait 5 points, selon moi 7 points. Qui a raison ?",
        ["3red", "5red", "8red"],
        (WorthClaim(None, 5), WorthClaim(ASKER, 7)),
    ),
    (
        "Max claims his maple 2, 3, 4, 5 scores 4, I'd say it's more. Who's right?",
        ["2maple", "3maple", "4maple", "5maple"],
        (WorthClaim("Max", 4), WorthClaim(ASKER, compared=MORE)),
    ),
    (  # a worth agreed ("aussi") copies no hand
        "Jules dit que son 4-5-6-7-8 de tulipier vaut 12 points, moi je pense 12 aussi. "
        "Qui a raison ?",
        ["4tulip_poplar", "5tulip_poplar", "6tulip_poplar", "7tulip_poplar", "8tulip_poplar"],
        (WorthClaim("Jules", 12), WorthClaim(ASKER, 12)),
    ),
    (
        "Zoé dit que son 2-6-7 de chêne vaut 5 points, moi je dis moins. Qui a raison ?",
        ["2oak", "6oak", "7oak"],
        (WorthClaim("Zoé", 5), WorthClaim(ASKER, compared=LESS)),
    ),
]


@pytest.mark.parametrize(("text", "cards", "claims"), DISPUTES)
def test_a_claimed_worth_is_no_card(
    text: str, cards: list[str], claims: tuple[WorthClaim, ...], corpus_lexicon: Lexicon
) -> None:
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE
    read = read_path(text, corpus_lexicon)
    assert read is not None and [str(c) for c in read[0]] == cards
    assert worth_claims(text) == claims


# Must not: a real hand said with "I have 6" / "le 6 bleu", a right to score asked.
@pytest.mark.parametrize(
    ("text", "hands"),
    [
        (
            "Nina has the oak 2 and the oak 4, I have 6 in oak. Who scores oak?",
            {"Nina": ["2oak", "4oak"], "you": ["6oak"]},
        ),
        (
            "Hugo a le 4 bleu, moi j'ai le 6 bleu. Qui a raison, qui marque le bleu ?",
            {"Hugo": ["4blue"], "you": ["6blue"]},
        ),
        (
            "Inès a le 3 rouge et je dis que j'ai le 6 rouge. Qui marque le rouge ?",
            {"Inès": ["3red"], "you": ["6red"]},
        ),
        (  # a hand copied stays copied
            "Léa a le 7 bleu et moi aussi. Qui marque le bleu ?",
            {"Léa": ["7blue"], "you": ["7blue"]},
        ),
        (
            "Kim has the willow 5. So do I. Who scores willow?",
            {"Kim": ["5willow"], "you": ["5willow"]},
        ),
    ],
)
def test_a_real_hand_keeps_its_cards(
    text: str, hands: dict[str, list[str]], corpus_lexicon: Lexicon
) -> None:
    assert classify(text, corpus_lexicon) is Intent.RIGHT_TO_SCORE
    read = parse_scenario(text, corpus_lexicon).hands
    assert {p: [str(c) for c in h] for p, h in read.items()} == hands


@pytest.mark.parametrize(
    "text",
    [
        "Nina says her oak 2, 4, 6 is worth 3 points. How much is it really?",  # no dispute
        "Oak 2, oak 4, oak 6: I say it's worth 3 points?",  # no dispute asked
    ],
)
def test_no_dispute_no_claims(text: str) -> None:
    assert worth_claims(text) == ()


# -- TOTAL_AND_CARD: a told total and a named card ------------------------------------------
@pytest.mark.parametrize(
    ("text", "totals", "scorers", "cancelled"),
    [
        (
            "Inès a 11 en rouge et le 1 rouge, moi j'ai le 8 rouge et le 4 rouge. Qui marque ?",
            {"Inès": 12, "you": 4},
            {"Inès"},
            True,
        ),
        (
            "Hugo has 9 in maple plus the maple 1, I hold the maple 8 and the maple 7. "
            "Who scores maple?",
            {"Hugo": 10, "you": 7},
            {"Hugo"},
            True,
        ),
        (
            "Max a 10 en saule et aussi le 6 saule, moi le 8 saule. Qui marque le saule ?",
            {"Max": 16, "you": 8},
            {"Max"},
            False,
        ),
        (  # the card said to be part of the total
            "Nina has 13 in oak, including the oak 1, I have the oak 8 and the oak 7. "
            "Who scores oak?",
            {"Nina": 13, "you": 7},
            {"Nina"},
            True,
        ),
        (
            "Zoé a 12 en bleu, dont le 1, moi j'ai le 8 bleu et le 5 bleu. Qui marque ?",
            {"Zoé": 12, "you": 5},
            {"Zoé"},
            True,
        ),
        # Must not: cards that make up the total, a total alone, cards alone.
        (
            "J'ai 11 en vert : le 5 et le 6, Léo a le 8 vert. Qui marque le vert ?",
            {"you": 11, "Léo": 8},
            {"you"},
            False,
        ),
        (
            "Tom has 12 in oak, I have 9 in oak. Who scores oak?",
            {"Tom": 12, "you": 9},
            {"Tom"},
            False,
        ),
        (
            "Léa a le 6 bleu et le 1 bleu, moi le 8 bleu. Qui marque le bleu ?",
            {"Léa": 7, "you": 0},
            {"Léa"},
            True,
        ),
    ],
)
def test_a_total_and_a_card(
    text: str,
    totals: dict[str, int],
    scorers: set[str],
    cancelled: bool,
    corpus_lexicon: Lexicon,
) -> None:
    scenario = parse_scenario(text, corpus_lexicon)
    assert scenario.colour is not None
    right = right_to_score(scenario.hands, scenario.colour)
    assert dict(right.totals) == totals
    assert set(right.scorers) == scorers
    assert bool(right.cancelled) is cancelled


# -- OTHER_PATH: another path of the colour asked about -------------------------------------
@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Oak 2, oak 4, oak 6 is worth what? Can I add my other oak path too?", True),
        ("What's maple 1-3-5 worth, and does my second maple path count as well?", True),
        ("Combien vaut 2-4-6 de saule ? Et mon autre sentier de saule, je le marque aussi ?", True),
        (
            "Mon sentier 1-3-8 rouge vaut combien, et mon deuxième sentier rouge compte en plus ?",
            True,
        ),
        # Must not: another path said in passing, or a card in another path.
        ("Oak 2, oak 4, oak 6: what's it worth? My other path is shorter.", False),
        ("Combien vaut 2-4-6 de saule ? J'ai un autre sentier plus long.", False),
        ("Combien vaut 2 rouge, 5 rouge, 7 rouge ?", False),
        ("What's blue 1-3-8 worth, and what does the 8 add?", False),
    ],
)
def test_asks_other_path(text: str, asked: bool) -> None:
    assert asks_other_path(text) is asked
