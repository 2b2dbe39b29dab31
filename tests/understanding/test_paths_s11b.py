"""Described paths and their routing, helper s11 (second pass): one table per general
cause, French and English phrasings of our own, with must-not rows.

1. A worth someone means to count ("ma sœur veut compter 6", "he wants to count 6") is a
   worth told, not a card (data/cards.yaml `worth_before`).
2. The one card named before a list's colon and listed again as its first or last card is
   one card ("from my 8 of olive: 8 olive, 7 olive, …"; `cards._introduced`).
3. A bonus told with its number ("the +1 bonus") is no card (data/cards.yaml `units`).
4. A path told with a worth someone claims and a complaint about it ("is he shortchanging
   me?") is a path dispute, not hands (data/intents.yaml `disputes`).
5. One card told alone ("nothing touching it") with its bonus asked is the engine's
   one-card path (`engineroute.is_path`, `single_card`).
6. Whether so many cards are enough for a path is the length rule, not the worth of such a
   path (data/intents.yaml `length_asks`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards

CARDS = [
    # text, the cards read
    # 1. a worth counted
    (
        "Trois cerisiers à la suite, le 5, le 6 et le 7. Mon frère veut compter 6.",
        ["5cherry_blossom", "6cherry_blossom", "7cherry_blossom"],
    ),
    ("Oak 2, oak 4, oak 7 and Tom wants to count 6, right?", ["2oak", "4oak", "7oak"]),
    ("Le 1, le 3 et le 4 de saule : Léa veut marquer 5.", ["1willow", "3willow", "4willow"]),
    # 2. a card introduced, then listed
    (
        "Going backwards from my 8 of olive: 8 olive, 7 olive, 5 olive, 2 olive.",
        ["8olive", "7olive", "5olive", "2olive"],
    ),
    ("En partant de mon 2 de chêne : 2 chêne, 4 chêne, 6 chêne.", ["2oak", "4oak", "6oak"]),
    ("Ending on my 7 of oak: 2 oak, 4 oak, 7 oak.", ["2oak", "4oak", "7oak"]),
    # 3. a bonus told
    ("My 1 of olive, do I get the +1 bonus?", ["1olive"]),
    # must-not: cards after the counting word, a card named before the colon and not in the list
    ("Je compte 2 chêne, 4 chêne, 6 chêne ?", ["2oak", "4oak", "6oak"]),
    ("My 1 of oak: 3 oak, 5 oak, 7 oak.", ["1oak", "3oak", "5oak", "7oak"]),
]


@pytest.mark.parametrize(("text", "cards"), CARDS)
def test_cards_read(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    assert [str(card) for card in parse_cards(text, corpus_lexicon).cards] == cards


@pytest.mark.parametrize(
    "text",
    [
        "Ma cousine a 1 chêne, 2 chêne, 2 chêne : 3 chêne, 4 chêne ?",
        "From my 8 of olive: 2 olive, 8 olive, 8 olive?",
    ],
)
def test_a_card_twice_in_the_list_stays_an_error(text: str, corpus_lexicon: Lexicon) -> None:
    from rulebot.understanding.errors import ParseError

    with pytest.raises(ParseError):
        parse_cards(text, corpus_lexicon)


ROUTED = [
    # text, intent
    # 4. a worth claimed and complained about
    (
        "My brother says 3-4-5-6 of cassia is just 4 points. All four are cassia. "
        "Is he shortchanging me?",
        Intent.PATH_SCORE,
    ),
    ("Ma sœur dit que 2-3-4-5 de chêne fait 4 points. Elle se trompe ?", Intent.PATH_SCORE),
    # 5. one card alone, its bonus asked
    (
        "My only olive on the table is the 1 of olive, nothing touching it that's higher. "
        "Do I get the +1 bonus for it at least?",
        Intent.PATH_SCORE,
    ),
    (
        "Mon 1 de saule est tout seul, rien à côté. J'ai quand même le bonus de +1 ?",
        Intent.PATH_SCORE,
    ),
    # 6. enough cards for a path
    ("Are two cards enough to count as a path, or do you need more?", Intent.RULES),
    ("Deux cartes, ça suffit pour faire un sentier ?", Intent.RULES),
    # must-not: the worth of a path told by its length; a hand asked who scores
    ("How much is a path of 5 cards worth?", Intent.PATH_SCORE),
    ("Combien vaut un sentier de 3 cartes ?", Intent.PATH_SCORE),
    ("I hold the 3 and 5 of oak, Tom holds the 6 of oak. Who scores oak?", Intent.RIGHT_TO_SCORE),
]


@pytest.mark.parametrize(("text", "intent"), ROUTED)
def test_routed(text: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(text, corpus_lexicon) is intent
