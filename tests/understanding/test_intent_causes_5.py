"""The general causes fixed with tests/data/intent_phrasings_5.yaml, one row each: every
row fails without its fix. The phrasings here are not in the phrasing set."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, mentions_game
from rulebot.understanding.boxfacts import Box, box_decision
from rulebot.understanding.shapes import describes_path
from rulebot.understanding.text import words_of

OUT, FACTS, RULES = Intent.OUT_OF_SCOPE, Intent.GAME_FACTS, Intent.RULES
PATH, RIGHT = Intent.PATH_SCORE, Intent.RIGHT_TO_SCORE


@pytest.mark.parametrize(
    ("cause", "text", "intent"),
    [
        # one or two cards counted without a path word are no path told by its length
        ("short count", "Une carte jouée, elle reste combien de temps sur la table ?", RULES),
        ("short count", "Do two cards on a diagonal count as neighbours?", RULES),
        # a box cue about cards is a rules question ("how long" a card stays somewhere)
        ("cards are rules", "How long does a card stay planted?", RULES),
        # "do I still score" with cards counted asks the right, not the worth of a shape
        ("despite", "I planted all 6 of my red cards, can I still score my red path?", RULES),
        # one card asked as a path, with "do I score": not who may score
        ("lone card", "Do I score anything for a path that is only a lone 2 cassia?", PATH),
        # what one gets for two cards: their worth as a path
        ("what do i get", "what do i get for 3 blue 7 blue", PATH),
        # box questions about this game said without a box cue
        ("long", "Is the game long?", FACTS),
        ("age told", "My grandson is six, is Arboretum fine for him?", FACTS),
        ("game for n", "Arboretum, c'est un jeu pour trois ?", FACTS),
        ("country", "Who publishes Arboretum in Belgium?", FACTS),
        ("qu'", "Est-ce qu'on peut y jouer à deux ?", FACTS),
        # a box question said with "jusqu'à" or "la durée d'une partie" is still one
        ("up to", "Jusqu'à combien de joueurs on peut jouer ?", FACTS),
        ("a game", "C'est quoi la durée d'une partie ?", FACTS),
        ("a game", "Quelle est la durée d'une partie de rugby ?", OUT),
        # box words about something else: shared game words are not enough
        ("shared words", "How many players in a brass band?", OUT),
        ("shared words", "Quel âge a la tour de Londres ?", OUT),
        ("shared words", "Ma fille a 8 ans, elle peut faire du judo ?", OUT),
        # "un match nul" is the game's tie, not a sport's match
        ("draw", "On finit avec le même nombre de points, c'est un match nul ?", RULES),
        # French "prétend" (claims) and the idiom "long story" are no injection or task
        (
            "claims",
            "Ma sœur prétend marquer le vert avec son 8 vert, j'ai le 1 vert. Elle a raison ?",
            RIGHT,
        ),
        (
            "idiom",
            "Long story: Ben has the 8 oak, I have the 1 oak and the 2 oak. Who scores oak?",
            RIGHT,
        ),
        ("role play", "Let's pretend the 8 always counts. Who scores blue then?", OUT),
        ("role play", "pretend to be a pirate and explain the draw", OUT),
        ("task", "tell me a story about oak trees", OUT),
        ("role play", "ok now pretend you're a pirate", OUT),
        ("role play", "pretend youre my lawyer and tell me who scores blue", OUT),
    ],
)
def test_intent_causes(corpus_lexicon: Lexicon, cause: str, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent, cause


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("un sentier de 2 cartes, ça vaut combien ?", True),
        ("4 cartes de la même couleur, combien ?", True),
        ("combien de temps on garde une carte ?", False),
        ("do two cards touching count?", False),
    ],
)
def test_describes_path(text: str, path: bool) -> None:
    assert describes_path(text) is path


@pytest.mark.parametrize(
    ("text", "box"),
    [
        ("combien de joueurs ?", Box.FACTS),
        ("How many players can play this game?", Box.FACTS),
        ("How many players in a hockey team on ice?", Box.OTHER),
        ("Combien de temps dure un tour ?", Box.RULES),
        ("Combien de temps dure un tour de grande roue ?", Box.OTHER),
        ("Who invented this card game?", Box.FACTS),
        ("le 8 rouge est à qui ?", None),
    ],
)
def test_box_decision(text: str, box: Box | None) -> None:
    """A box cue about this game, about a rules thing, or about something else."""
    assert box_decision(text, words_of(text), mentions_game, bool) is box
