"""Described paths, helper s12: one table per general cause, French and English phrasings
of our own, with must-not rows (near phrasings that keep their reading).

1. Cards laid in a line or stuck together ("j'ai aligné 3 rouge, ...", "tous collés l'un
   à l'autre") are no hand: a path (cards.yaml `together`); "je marque combien" asks a
   worth, not who may score (intents.yaml `worth_questions`).
2. A number counting a run's cards ("a whole run of six", "une suite de six") is a length,
   no card (cards.yaml `length_before`); a number word before a figure ("Deux 5", "two
   8s") counts that value's cards (`valuewords.counts_value`).
3. Two cards of one value told with no worth asked ("un 5 de cerisier et un 5 de saule, ça
   peut faire partie d'un même chemin ?") ask the rule on equal values (`engineroute`).
4. A card said to count in both of two paths named ("... my red path and my yellow path
   cross. Can it count in both?") asks whether a card may serve in two paths, a rule
   (cards.yaml `reuse.both`, `listing.asks_card_reuse`).
5. Words taking back the card just said ("6 of willow... no wait, it was the 6 of oak",
   "pardon, le 4 bleu") put the card after them in its place; a list said again from its
   first card replaces the whole list (cards.yaml `corrected_by`, `cards.parse_cards`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards
from rulebot.understanding.listing import asks_card_reuse

# -- 1 to 4. routing -------------------------------------------------------------------------
ROUTED = [
    # question, intent
    (
        "Pour le rouge j'ai aligné 3 rouge, 5 jaune, 5 rouge puis 7 rouge. Mon pote dit que "
        "ça passe, vous confirmez ?",
        Intent.PATH_SCORE,
    ),
    ("J'ai aligné 2 bleu, 4 bleu, 6 bleu. Ça marche ?", Intent.PATH_SCORE),
    (
        "5, 6, 7 et 8 de cornouiller, tous collés l'un à l'autre. Je marque combien en "
        "cornouiller ?",
        Intent.PATH_SCORE,
    ),
    ("2, 4 et 6 de chêne, collés. On marque combien ?", Intent.PATH_SCORE),
    (
        "cherry blossom 3, 4, 5, 6, 7 and 8, a whole run of six, all cherry. Score please",
        Intent.PATH_SCORE,
    ),
    (
        # two cards of one value told: the engine judges them (not valid: equal values),
        # its answer opens with "Non." / "No." when asked as a yes or no
        "Deux 5 qui se touchent, un 5 de cerisier et un 5 de saule, ça peut faire partie d'un "
        "même chemin ?",
        Intent.PATH_SCORE,
    ),
    ("un 3 de chêne et un 3 d'érable, ça peut se suivre dans un sentier ?", Intent.PATH_SCORE),
    (
        "a 4 of oak and a 4 of maple next to each other, can they be in one path?",
        Intent.PATH_SCORE,
    ),
    (
        "One 6 of blue sits where my red path and my yellow path cross. Can it count in both?",
        Intent.RULES,
    ),
    (
        "Mon 6 bleu est au croisement de mon chemin rouge et de mon chemin jaune. Il peut "
        "compter dans les deux ?",
        Intent.RULES,
    ),
    # must-not: hands told stay hands; a worth asked of equal values is the engine's
    (
        "J'ai le 5 rouge et le 7 rouge en main, Léa a le 8 rouge. Qui marque le rouge ?",
        Intent.RIGHT_TO_SCORE,
    ),
    ("Est-ce que je marque le rouge ? J'ai 3 rouge, Tom a 5 rouge.", Intent.RIGHT_TO_SCORE),
    ("Mon chemin : 5 cerisier, 5 saule. Ça vaut combien ?", Intent.PATH_SCORE),
    ("My path is 3 oak then 3 maple, how much is that worth?", Intent.PATH_SCORE),
    ("Mon sentier : 3 chêne, 5 chêne. Combien ?", Intent.PATH_SCORE),
    ("Oak path: 2 oak, 4 oak, 6 oak, 8 oak. How much?", Intent.PATH_SCORE),
]


@pytest.mark.parametrize(("question", "intent"), ROUTED)
def test_routing(question: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon) is intent


REUSE = [
    # question, whether it asks a card's reuse in another path
    ("One 6 of blue sits where my red path and my yellow path cross. Can it count in both?", True),
    (
        "Mon 5 de chêne est entre mon chemin de saule et mon chemin d'érable, il compte pour "
        "les deux ?",
        True,
    ),
    ("my 4 is in my oak path and my maple path: can it be used in both?", True),
    # must-not: both paths scored, one path named, no verb of using the card
    (
        "My red path is 1 red, 3 red, 5 red and my yellow path is 2 yellow, 4 yellow. How much "
        "do both score?",
        False,
    ),
    ("Can my 6 count in both?", False),
    ("Mon chemin rouge et mon chemin jaune se croisent sur le 6 bleu.", False),
]


@pytest.mark.parametrize(("question", "reuse"), REUSE)
def test_card_reuse_in_both(question: str, reuse: bool, corpus_lexicon: Lexicon) -> None:
    assert asks_card_reuse(question, corpus_lexicon) is reuse


# -- 2 and 5. the cards read -----------------------------------------------------------------
CARDS = [
    # text, the cards read
    (
        "cherry blossom 3, 4, 5, 6, 7 and 8, a whole run of six, all cherry. Score please",
        [
            "3cherry_blossom",
            "4cherry_blossom",
            "5cherry_blossom",
            "6cherry_blossom",
            "7cherry_blossom",
            "8cherry_blossom",
        ],
    ),
    (
        "cerisier 2, 3, 4, une suite de trois. Combien ?",
        ["2cherry_blossom", "3cherry_blossom", "4cherry_blossom"],
    ),
    ("Deux 5 qui se touchent, un 5 de cerisier et un 5 de saule", ["5cherry_blossom", "5willow"]),
    ("two 4s: a 4 of oak and a 4 of maple", ["4oak", "4maple"]),
    (
        "Oak path: 5 of oak, then 6 of willow... no wait, it was the 6 of oak, then the 8 of "
        "oak. So what's it worth?",
        ["5oak", "6oak", "8oak"],
    ),
    (
        "Sentier de chêne : 5 chêne, puis 6 saule... non attends, c'était le 6 de chêne, puis "
        "8 chêne. Ça vaut combien ?",
        ["5oak", "6oak", "8oak"],
    ),
    ("2 bleu, 4 rouge, pardon, 4 bleu, puis 6 bleu : combien ?", ["2blue", "4blue", "6blue"]),
    ("2 blue, 4 red, I mean 5 blue, then 6 blue", ["2blue", "5blue", "6blue"]),
    # must-not: a list said again from its first card, "et enfin" the last card, a one, a card
    (
        "1 bleu, 3 rouge... enfin non, 1 bleu, 3 bleu, 6 bleu. Combien ?",
        ["1blue", "3blue", "6blue"],
    ),
    ("Mon sentier de chêne : le 2, puis le 4, et enfin le 8. Combien ?", ["2oak", "4oak", "8oak"]),
    ("one 6 of blue and the 8 of blue", ["6blue", "8blue"]),
    ("un 5 de cerisier, un 6 de cerisier", ["5cherry_blossom", "6cherry_blossom"]),
    ("Sorry: 1 red, 3 red, 5 red?", ["1red", "3red", "5red"]),
]


@pytest.mark.parametrize(("text", "cards"), CARDS)
def test_cards_read(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(text, corpus_lexicon).cards  # the strict reading of a path
    assert [str(card) for card in read] == cards
