"""Routing causes found with the blind_7 tune set, one table each, in new phrasings; each
table has must-not rows (near phrasings that keep their answer).

1. Another game named as a comparison ("comme au Uno, ...") is no place elsewhere even
   capitalised after "au" (`offtopic.names_elsewhere` is told the names compared with);
   and a sentence of its own setting the scene in another game before a question naming
   this one ("In chess, ... What's the Arboretum version?") is an aside
   (`asides.without_settings`). A question about the other game stays out of scope.
2. Said of the box, a verb of writing ("c'est marqué quel âge sur la boîte ?") is no verb
   of scoring (`boxlabels.without_labels`): the age on the box is a box fact.
3. Who brings out an edition ("who puts out", "qui distribue le jeu", "l'édition
   française") is a box question (`game_facts` cues); "qui distribue ?" asks who deals.
4. How many cards are left in the draw pile after the deal, for so many players, is read
   for the rules engine (`drawpile.asks_draw_pile_for`); the whole deck, a later moment or
   how many one draws are not.
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify
from rulebot.understanding.drawpile import DrawPileAsk, asks_draw_pile_for

RULES, OUT, FACTS = Intent.RULES, Intent.OUT_OF_SCOPE, Intent.GAME_FACTS

OTHER_GAMES = [
    ("Comme au Uno, on gagne quand on n'a plus de cartes en main ?", RULES),
    ("Like in Uno, does the game end when someone runs out of cards?", RULES),
    ("C'est comme au Skyjo : la partie se termine quand la pioche est vide ?", RULES),
    (
        "Aux échecs, une égalité c'est la nulle. Et dans Arboretum, si deux joueurs ont le même "
        "score ?",
        RULES,
    ),
    ("In poker a tie splits the pot. How is a tie settled in this game?", RULES),
    ("Au tarot on compte les bouts. Et ici, comment on compte les points ?", RULES),
    # must not: questions about the other game
    ("Au Uno on pioche combien de cartes ?", OUT),
    ("How do draws work in chess?", OUT),
    ("Au Uno, la partie s'arrête quand un joueur a vidé sa main ?", OUT),
    ("In chess, equal results mean a draw. How do draws work in chess?", OUT),
    ("Au tarot on compte les bouts. Comment on compte au tarot ?", OUT),
    ("Is scoring in golf like in Arboretum?", OUT),
    ("comme au tarot, on peut couper ?", OUT),
]

BOX_LABELS = [
    ("C'est marqué quel âge sur la boîte ?", FACTS),
    ("Ma fille a 6 ans, c'est écrit quel âge sur la boîte ?", FACTS),
    ("Il est indiqué quel âge minimum sur le carton ?", FACTS),
    ("What age is marked on the box?", FACTS),
    # must not: "marqué" of a colour or a path
    ("C'est marqué combien de points, un sentier de 4 cartes ?", Intent.PATH_SCORE),
    ("Le rouge, c'est marqué par qui ?", RULES),
    ("Mon neveu a 7 ans, il peut marquer le bleu ?", RULES),
]

PUBLISHER = [
    ("Who puts out Arboretum?", FACTS),
    ("Who puts out the English edition?", FACTS),
    ("Qui distribue le jeu en France ?", FACTS),
    ("L'édition française, c'est chez qui ?", FACTS),
    ("Qui a édité la version française ?", FACTS),
    # must not: who deals, putting out cards
    ("Qui distribue ?", RULES),
    ("Qui distribue les cartes ?", RULES),
    ("Can I put out two cards in one turn?", RULES),
]


@pytest.mark.parametrize(("text", "intent"), OTHER_GAMES + BOX_LABELS + PUBLISHER)
def test_routing(corpus_lexicon: Lexicon, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent


DRAW_PILE = [
    # question, question before (None: alone), players read (0: none read)
    (
        "À deux joueurs, combien de cartes reste-t-il dans la pioche après la distribution ?",
        None,
        2,
    ),
    ("On est 4, après la donne il reste combien de cartes dans la pioche ?", None, 4),
    ("Combien de cartes dans la pioche au départ à 3 joueurs ?", None, 3),
    ("With three players, how big is the draw pile after the deal?", None, 3),
    ("At the start of a 4 player game, how many cards are in the draw pile?", None, 4),
    ("How many cards are left in the deck once the hands are dealt?", None, None),
    ("With 7 cards each, how many are left in the deck with 3 players?", None, 3),
    ("Il en reste combien dans la pioche après la distribution à 5 joueurs ?", None, 5),
    ("et à 2 ?", "Combien de cartes reste-t-il dans la pioche après la donne à 3 ?", 2),
    ("and with four?", "How many cards are left in the deck after dealing with 2 players?", 4),
]
NOT_DRAW_PILE = [
    ("Combien de cartes à 3 joueurs ?", None),
    ("À 3, combien de cartes dans le paquet ?", None),
    ("Combien reste-t-il de cartes dans la pioche à la fin de la partie ?", None),
    ("How many cards do I draw from the deck at the start of my turn?", None),
    ("À 3 joueurs, combien de cartes on pioche au début ?", None),
    ("Il reste combien de cartes dans la pioche ?", None),
    ("et on pioche combien à 4 ?", "Combien de cartes reste-t-il dans la pioche à 3 ?"),
    ("et à 4 ?", "Combien de cartes on pioche à 3 ?"),
]


@pytest.mark.parametrize(("question", "before", "players"), DRAW_PILE)
def test_draw_pile_is_read(question: str, before: str | None, players: int | None) -> None:
    assert asks_draw_pile_for(question, before) == DrawPileAsk(players)


@pytest.mark.parametrize(("question", "before"), NOT_DRAW_PILE)
def test_no_draw_pile_is_read(question: str, before: str | None) -> None:
    assert asks_draw_pile_for(question, before) is None
