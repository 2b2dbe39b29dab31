"""Readings and scope mended in session 14, one table per general cause, French and English
phrasings of our own, with must-not rows (near phrasings that keep their reading).

1. "One" counting the card said after a word of being alone ("one lonely 8 of oak", "un
   seul 8") is no card 1 (`lonepairs.counts_lone_card`).
2. "One ... the other" ("un à 5 et l'autre à 9") tells two things one by one: "one" is a
   pronoun and the numbers after them are worths, never a run 1 to 5 nor hands
   (`lonepairs.paired_with_other`, `worth_of_pair`, `pathcounts.told_path_worths`).
3. A card held set against another ("her 8 beats my 1", "mon 1 bat son 8") asks who may
   score, never who wins the game (`cardcompare.compares_cards`).
4. Scope: the whole deck said beside a removal for so many players is the set-up asked
   (intents.yaml `setup_whole`); a real tree in one's yard or its season is real gardening
   (`real_world`); another game asked for is out of scope (`recommending`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards
from rulebot.understanding.cardcompare import compares_cards
from rulebot.understanding.recommending import asks_other_game
from rulebot.understanding.text import words_of

# -- 1. one lone card counted ----------------------------------------------------------------
LONE = [
    # text, cards read (loose reading)
    ("Is one lonely 8 of oak a path by itself?", ["8oak"]),
    ("one single 5 of willow, is that a path?", ["5willow"]),
    ("un seul huit de chêne, c'est un sentier ?", ["8oak"]),
    ("Un seul 8 de chêne, c'est un sentier ?", ["8oak"]),
    # must-not: "one" listed as a value keeps its reading
    ("one oak, 3 oak, 8 oak", ["1oak", "3oak", "8oak"]),
    ("un, trois et huit de chêne", ["1oak", "3oak", "8oak"]),
    ("the one of oak and the 8 of oak", ["1oak", "8oak"]),
]


@pytest.mark.parametrize(("text", "cards"), LONE)
def test_lone_card(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(text, corpus_lexicon, strict=False).cards
    assert [str(card) for card in read] == cards


LONE_INTENTS = [
    ("Is one lonely 8 of oak a path by itself?", Intent.PATH_SCORE),  # an invalid path
    ("Un seul 8 de chêne, c'est un sentier ?", Intent.PATH_SCORE),
]


@pytest.mark.parametrize(("question", "intent"), LONE_INTENTS)
def test_lone_card_intent(question: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon) is intent


# -- 2. one ... the other ----------------------------------------------------------------------
PAIRS = [
    ("J'ai deux sentiers de chêne, un à 5 et l'autre à 9. Je marque combien en chêne ?", []),
    ("J'ai deux sentiers de chêne, l'un à 5 et l'autre à 9. Je marque combien ?", []),
    ("I have two oak paths, one worth 5 and the other worth 9. What do I score?", []),
    ("two oak paths, one at 5 and the other at 9: what do I score?", []),
    # must-not: a run or cards told with "one" keep their reading
    ("un à 5 en chêne, ça vaut combien ?", ["1oak", "2oak", "3oak", "4oak", "5oak"]),
    ("one blue, 4 blue, 6 blue", ["1blue", "4blue", "6blue"]),
]


@pytest.mark.parametrize(("text", "cards"), PAIRS)
def test_one_and_the_other(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(text, corpus_lexicon, strict=False).cards
    assert [str(card) for card in read] == cards


PAIR_INTENTS = [
    ("J'ai deux sentiers de chêne, un à 5 et l'autre à 9. Je marque combien en chêne ?", "rules"),
    ("J'ai deux sentiers de chêne, l'un à 5 et l'autre à 9. Je marque combien ?", "rules"),
    ("I've got two oak paths, one at 5 and the other at 9. Do I score 14?", "rules"),
    # must-not: a path listed, and hands told of a pair of players
    ("Mon sentier de chêne : 1 chêne, 3 chêne, 5 chêne. Ça vaut combien ?", "path_score"),
    (
        "L'un de mes adversaires a le 8 bleu, l'autre le 1 bleu. Qui marque le bleu ?",
        "right_to_score",
    ),
]


@pytest.mark.parametrize(("question", "intent"), PAIR_INTENTS)
def test_pair_intents(question: str, intent: str, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon).value == intent


# -- 3. a card set against another -------------------------------------------------------------
COMPARED = [
    ("lol my sister says her 8 beats my 1 but i have the 1 of her colour?? who wins that", True),
    ("mon 1 bat son 8 ?", True),
    ("son 8 contre mon 1, qui gagne ?", True),
    ("does the 1 cancel the 8?", True),
    ("Le 1 annule le 8 de Paul ?", True),
    # must-not: totals of a game's end told and compared
    ("Sophie 40 beats my 38, who wins?", False),
    ("Léa 23, moi 23 ; qui gagne ?", False),
    ("my 38 against her 40, who wins?", False),
    ("Tom a 8 points et moi 1, qui gagne ?", False),
]


@pytest.mark.parametrize(("text", "compared"), COMPARED)
def test_compares_cards(text: str, compared: bool) -> None:
    assert compares_cards(text) is compared


# -- 4. scope ------------------------------------------------------------------------------------
SCOPE = [
    ("With four of us do we remove anything or is it everything in?", Intent.RULES),
    ("à 4 on enlève des cartes ou on joue avec tout ?", Intent.RULES),
    ("We're three, do we take anything out or keep all the cards?", Intent.RULES),
    ("what's the best time of year to plant a real cherry tree in my yard", Intent.OUT_OF_SCOPE),
    ("quelle période de l'année pour planter un vrai cerisier dans ma cour ?", Intent.OUT_OF_SCOPE),
    (
        "Can you recommend a good 2-player game that's like Arboretum but quicker?",
        Intent.OUT_OF_SCOPE,
    ),
    ("Tu me conseilles un jeu comme Arboretum mais plus court ?", Intent.OUT_OF_SCOPE),
    # must-not: the game's own rules, its fit, a strategy or a count asked
    ("Is Arboretum good for 2 players?", Intent.GAME_FACTS),
    ("Is it a real path if it turns a corner?", Intent.RULES),
    ("c'est un vrai sentier si ça tourne ?", Intent.RULES),
    ("Can I plant my 8 anywhere in my arboretum?", Intent.RULES),
    # "start" greets only said alone; the starting hand and the discard asked without a
    # game word are the rules
    ("start", Intent.GREETING),
    ("menu", Intent.GREETING),
    ("how many do i start with", Intent.RULES),
    # a game named a few words after "like" is a comparison ("like penalty in rummy")
    ("Do leftover cards in hand give points at the end, like penalty in rummy?", Intent.RULES),
    ("how do you score in rummy, like penalty points?", Intent.OUT_OF_SCOPE),
    ("like in chess, do I have to say check?", Intent.OUT_OF_SCOPE),
    # cards touching by a corner only, said with no game word, are where a card may go
    ("touching only at the corner counts as connected or nah", Intent.RULES),
    ("the bakery at the corner, is it open?", Intent.OUT_OF_SCOPE),
    # the French verb "désigner" is no designer of the box
    ("Bon, fin de partie : on fait comment pour désigner le vainqueur ?", Intent.RULES),
    ("who is the designer of Arboretum?", Intent.GAME_FACTS),
    ("do i have to throw one away after", Intent.RULES),
]


@pytest.mark.parametrize(("question", "intent"), SCOPE)
def test_scope(question: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon) is intent


OTHER_GAME = [
    ("Can you recommend a good 2-player game that's like Arboretum but quicker?", True),
    ("tu me conseilles un jeu plus rapide ?", True),
    ("un jeu comme Arboretum mais plus court ?", True),
    ("any games similar to Arboretum?", True),
    # must-not: a strategy, a count or the game's own fit asked
    ("recommend a strategy for Arboretum", False),
    ("can you recommend how many cards to deal", False),
    ("Is Arboretum good for 2 players?", False),
    ("Tu me conseilles quoi pour gagner une partie ?", False),
    ("what's the recommended age for the game?", False),
    ("Does the booklet suggest the game ends when the pile is empty?", False),
    ("In a game like this, can I plant my 8 next to my 1?", False),
    ("Dans un jeu comme celui-ci, on pioche deux cartes ?", False),
    ("On propose de rejouer, on garde les mêmes couleurs ?", False),
]


@pytest.mark.parametrize(("text", "asked"), OTHER_GAME)
def test_other_game(text: str, asked: bool) -> None:
    assert asks_other_game(words_of(text)) is asked


@pytest.mark.parametrize(
    "question", ["Is 3, 3, 5 ok? two 3s next to each other.", "2 4 6 ok?", "ok so 1, 5, 8?"]
)
def test_card_values_listed_are_no_greeting(question: str, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon) is not Intent.GREETING
