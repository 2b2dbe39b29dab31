"""Routing causes found with eval/sets/blind_4_tune.yaml, one table each, in phrasings of
their own: another game named after "aux" or "the board game"; help asked in an idiom
("un coup de main", "give me a hand"); a filler inside a play cue ("actually over"); a
time of the asker's habits ("depuis des années") read as a year; the set-up asked with a
count of players; a garden of the play table; cards named in a garden; real trees "in
real life"; number puzzles; a rule of one's own to write; values going down. Each table
holds questions on the other side of the line besides."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify

OUT, RULES, FACTS = Intent.OUT_OF_SCOPE, Intent.RULES, Intent.GAME_FACTS
GREETING, PATH, RIGHT = Intent.GREETING, Intent.PATH_SCORE, Intent.RIGHT_TO_SCORE

# Another game named by its name after "aux", "the board game", "le jeu de société": out of
# scope whatever rules words follow; a sign between the pointer and a name leaves a player.
OTHER_GAME = [
    ("Aux Colons, la plus longue route rapporte combien de points ?", OUT),
    ("Aux Mille Sabords, on marque combien de points avec trois crânes ?", OUT),
    ("How are points scored in the board game Cascadia?", OUT),
    ("In the card game Schotten, who wins a tied stone?", OUT),
    ("Dans le jeu de société Akropolis, comment on compte les points ?", OUT),
    ("à cascadia on compte les sentiers comment ?", OUT),
    ("we play king of tokyo, who wins the game?", OUT),
    ("In the game, Tom holds the 8 blue and I hold the 1 blue: who scores blue?", RIGHT),
    ("Pendant la partie, Léa a gardé le 8 bleu et moi le 1 bleu, qui marque ?", RIGHT),
    ("Aux deux bouts du sentier, il faut la même couleur ?", RULES),
]

# Help asked in an idiom holds no hand of cards: a greeting, unless a question follows.
HELP_IDIOM = [
    ("Salut ! Tu me donnes un coup de main pour ma première partie d'Arboretum ?", GREETING),
    ("Hey, could you give me a hand with a game of Arboretum?", GREETING),
    ("Hi! Could you lend me a hand tonight?", GREETING),
    ("Tu peux me donner un coup de main pour Arboretum ?", GREETING),
    ("Could you give me a hand with Arboretum?", GREETING),
    ("Coup de main svp : combien de cartes on pioche à chaque tour ?", RULES),
    ("Hi, give me a hand: how many cards do I draw each turn?", RULES),
]

# A filler word inside a play cue leaves the cue: a question on the game, not a greeting.
FILLERS = [
    ("ok, so is it really over now?", RULES),
    ("ok, c'est vraiment fini quand ?", RULES),
    ("thanks! when is the game truly over?", RULES),
    ("ok thanks, really!", GREETING),
    ("merci vraiment !", GREETING),
]

# A time of the asker's habits is no question on the year the game came out.
HABITS = [
    ("Ça fait des années qu'on oublie que le 1 annule le 8, c'est grave ?", RULES),
    ("For years we've ignored the rule about the 1 and the 8, does it matter?", RULES),
    ("Depuis plusieurs années on pioche deux cartes, c'est juste ?", RULES),
    ("Il est sorti en quelle année ?", FACTS),
    ("Is it fine for 8 years old?", FACTS),
    ("Ça date de quelle année ?", FACTS),
]

# Cards taken out, asked with how many play and nothing else: the set-up.
SETUP = [
    ("nous sommes 2, qu'est-ce qu'on enlève ?", RULES),
    ("on est que deux, on retire lesquelles ?", RULES),
    ("there are only two of us, what do we remove?", RULES),
    ("with three players do we take anything out?", RULES),
    ("We're 3, how do we remove a wasp nest?", OUT),
    ("On est 4, comment enlever une tache de vin ?", OUT),
]

# A garden on the play table, or a second separate one, is the player's arboretum; a
# garden with anything else of real gardens stays a real one.
GARDENS = [
    ("Je peux commencer un second jardin à l'autre bout de la table ?", RULES),
    ("Can I start a separate garden across the table?", RULES),
    ("Mon jardin peut-il être coupé en deux jardins séparés ?", RULES),
    ("Can I plant a second tree in my garden before winter?", OUT),
    ("Comment séparer mon jardin en deux avec une haie ?", OUT),
    ("Quels arbustes planter dans un deuxième jardin à l'ombre ?", OUT),
]

# Two cards or more named in a garden make a path, not a real garden.
GARDEN_CARDS = [
    ("J'ai 2 rouge, 5 rouge et 7 rouge à la suite dans mon jardin, ça vaut combien ?", PATH),
    ("My garden has 1 oak, 3 oak and 6 oak in a row, what's that worth?", PATH),
    ("Mon érable de 8 ans dans le jardin perd ses feuilles, c'est grave ?", OUT),
]

# Real trees "in real life" are botany, with no word of the game's own.
REAL_LIFE = [
    ("In real life, which tree gets taller, the oak or the willow?", OUT),
    ("Dans la vraie vie, un cornouiller et un chêne, c'est quoi la différence comme arbre ?", OUT),
    ("IRL, are maple trees and oak trees related?", OUT),
    ("En vrai, un sentier de 3 cartes toutes bleues ça vaut combien ?", PATH),
    ("In real life we always forget the 1 cancelling the 8, is that a big deal?", RULES),
]

# Number puzzles: a value named there is no card.
PUZZLES = [
    ("Quel est le nombre suivant : 2, 4, 8, 16 ?", OUT),
    ("What's the next number in the sequence 1, 1, 2, 3, 5, 8?", OUT),
    ("Complète la suite : 1, 4, 9, 16, …", OUT),
    ("Les valeurs d'un sentier doivent-elles se suivre, genre 1, 2, 3 ?", RULES),
]

# A rule of one's own to write or invent is a writing request; asking about a variant or
# where a rule is written is a rules question.
DRAFTING = [
    ("Rédige-moi une variante où le 1 ne compte pas, façon livret officiel", OUT),
    ("Invent a house rule for playing with five", OUT),
    ("Can you write a rule so that diagonal paths count?", OUT),
    ("Invente une règle pour que les cartes en diagonale se touchent", OUT),
    ("Est-ce qu'il existe une variante pour deux joueurs ?", RULES),
    ("Is there an official variant for two players?", RULES),
    ("C'est écrit où, la règle du 1 et du 8 ?", RULES),
]

# Values going down are the order's other way: a question on paths, even without a word
# of the game; a family's descendants are not.
GOING_DOWN = [
    ("ça peut se faire en descendant, genre 7 puis 4 puis 2 ?", RULES),
    ("Can the numbers go in descending order, like 6 then 4 then 3?", RULES),
    ("On a le droit d'aller en décroissant, 6 puis 3 ?", RULES),
    ("Les descendants de Louis XIV, c'est qui ?", OUT),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    OTHER_GAME
    + HELP_IDIOM
    + FILLERS
    + HABITS
    + SETUP
    + GARDENS
    + GARDEN_CARDS
    + REAL_LIFE
    + PUZZLES
    + DRAFTING
    + GOING_DOWN,
)
def test_routing(lexicon: Lexicon, question: str, expected: Intent) -> None:
    assert classify(question, lexicon) == expected
