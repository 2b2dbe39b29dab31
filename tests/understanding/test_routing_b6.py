"""Routing causes found with the blind_6 tune set, one table each, in new phrasings: a
confirming tag after a set-up question; cards told by value said to touch; the first tree
of the player's garden; another game named only as a comparison and a question framed as
a puzzle; whether the time one has is enough for a game; a path listed before its word;
and the maker a box question asks for beside a date ("chez qui", "créé … par qui")."""

from __future__ import annotations

import pytest

from rulebot.answer.compose import asked_facts
from rulebot.understanding import Intent, Lexicon, classify

RULES, OUT = Intent.RULES, Intent.OUT_OF_SCOPE

# A confirming tag ("hein", "right?") or "nothing at all" after cards taken out for a count
# of players: still the set-up; removing a wasp nest stays out of scope.
SET_UP = [
    ("à cinq on retire rien du tout hein ?", RULES),
    ("on est 3, on enlève rien, hein ?", RULES),
    ("with four of us we don't remove anything at all, right?", RULES),
    ("there are 4 of us, we take nothing out, right?", RULES),
    ("on est 4, on enlève les guêpes du grenier, hein ?", OUT),
    ("we're 3, how do we remove a wasp nest, right?", OUT),
]

# Cards told by value alone, said to touch: planting; a child's age and a table corner not.
TOUCHING = [
    ("Mon 6 touche le 2 seulement par le coin, ça passe ?", RULES),
    ("my 6 only touches the 2 at a corner, does that fly?", RULES),
    ("Mon 2 touche ton 7 par la pointe, ça passe ?", RULES),
    ("Mon fils de 5 ans touche le coin de la table, ça passe ?", OUT),
    ("My 2 year old touched the corner of the oven, is that ok?", OUT),
]

# The first tree of "my garden" asked where it goes is the first card planted; a real
# garden (which tree, sun, water) stays out of scope.
FIRST_TREE = [
    ("very first tree of our garden, must it go in some particular spot?", RULES),
    ("le tout premier arbre de mon jardin, il doit aller à un endroit précis ?", RULES),
    ("What's a good first tree for my garden?", OUT),
    ("Where should the first tree in my garden go, sun or shade?", OUT),
    ("Le premier arbre de mon jardin, un chêne ou un érable ?", OUT),
    ("Quel premier arbre planter dans mon jardin ?", OUT),
]

# Another game named only as a comparison, or a question framed as a puzzle, with the
# game's own words besides; a real puzzle or another game's question stays out.
ASIDES = [
    ("Is the lowest score the winner, like in golf, or the highest?", RULES),
    ("Comme aux échecs, est-ce que le joueur qui a le plus de points gagne ?", RULES),
    ("Brain teaser: what's the highest score one path can reach in Arboretum?", RULES),
    ("Petit casse-tête : combien de points au plus pour un sentier de 8 cartes ?", RULES),
    ("How is golf scored, like poker?", OUT),
    ("comme au tarot, on peut couper ?", OUT),
    ("Is scoring in golf like in Arboretum?", OUT),
    ("Énigme : quelle est la suite logique 1, 3, 6, 10 ?", OUT),
    ("Casse-tête : combien de carrés sur un échiquier ?", OUT),
    ("Brain teaser: how many ways can you arrange 8 cards in a row?", OUT),
]

# Whether the time one has is enough for a game: the game's duration, a box fact.
TIME_ENOUGH = [
    ("We have until 9pm, is that enough time for a full game?", Intent.GAME_FACTS),
    ("On a 40 minutes avant le dîner, on a le temps de faire une partie ?", Intent.GAME_FACTS),
    ("On a une demi-heure, assez de temps pour une partie complète ?", Intent.GAME_FACTS),
    ("Is there enough time to cook pasta in 10 minutes?", OUT),
    ("J'ai 20 minutes, assez de temps pour faire une tarte ?", OUT),
]

# A path's cards listed right before the path word, its worth disputed: a path to score.
PATH_BEFORE = [
    (
        "My friend says her 3-4-5-6 willow path scores 4, I think it's 8. Which of us is right?",
        Intent.PATH_SCORE,
    ),
    (
        "Léa dit que son 3-5-7 saule sentier vaut 3, moi je dis plus. Qui a raison ?",
        Intent.PATH_SCORE,
    ),
    # one player's cards told with their worth, and who is right about it: a path too
    (
        "Léa dit que son 2-3-4-5 de chêne fait 4 points, moi je dis plus. Qui a raison ?",
        Intent.PATH_SCORE,
    ),
    (
        "Tom says his 3, 5, 7 of maple is worth 3 points, I disagree. Who's right?",
        Intent.PATH_SCORE,
    ),
    ("I have the 8 blue, Paul has the 1 blue. Who scores blue?", Intent.RIGHT_TO_SCORE),
    (
        "Paul a le 1 bleu, Léa le 8 bleu, Paul dit qu'il marque. Qui a raison ?",
        Intent.RIGHT_TO_SCORE,
    ),
]


@pytest.mark.parametrize(
    ("text", "intent"), SET_UP + TOUCHING + FIRST_TREE + ASIDES + TIME_ENOUGH + PATH_BEFORE
)
def test_routing(corpus_lexicon: Lexicon, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent


# The maker asked beside a date: "chez qui" is the publisher, "créé … par qui" the author.
MAKERS = [
    ("Il est paru quand, et chez qui ?", ["publisher", "year"]),
    ("Il est sorti chez qui ?", ["publisher"]),
    ("Il a été créé en quelle année et par qui ?", ["author", "year"]),
    ("When was it created, and by whom?", ["author", "year"]),
    ("Il a été créé quand ?", ["year"]),
    ("Quand a-t-il été publié ?", ["year"]),
]


@pytest.mark.parametrize(("question", "facts"), MAKERS)
def test_maker_beside_a_date(question: str, facts: list[str]) -> None:
    assert asked_facts(question) == facts
