"""The general causes fixed with tests/data/scope_phrasings_4.yaml, one table each: every
row fails without its fix. The phrasings here are not in the phrasing set."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify
from rulebot.understanding.intent import asks_unanswered, is_calculation

OUT, FACTS, RULES = Intent.OUT_OF_SCOPE, Intent.GAME_FACTS, Intent.RULES


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # "partir" is no misspelt "partie": a box cue with other words is another topic
        ("À partir de quel âge on a le permis moto ?", OUT),
        # another game named in a box question; a person or a country is no game
        ("Combien de temps dure une partie de Dune Imperium ?", OUT),
        ("Combien de joueurs pour Heat ?", OUT),
        ("Ma fille Jeanne a 7 ans, elle peut jouer à Arboretum ?", FACTS),
        ("Qui édite le jeu en Belgique ?", FACTS),
        ("On sera 5 avec Julie, on peut jouer à Arboretum ?", FACTS),
        ("Is Dan Cassar the author of Arboretum?", FACTS),
        ("C'est bien Filosofia qui édite Arboretum ?", FACTS),
        ("Is Arboretum published by Z-Man Games?", FACTS),
        ("How old is that man?", OUT),
        # sums and differences said in words
        ("Et 1 plus 8, ça fait combien ?", OUT),
        ("what's 8 minus 3?", OUT),
        # "how many players" about who may score is a rules question
        ("Combien de joueurs peuvent marquer des points avec le vert ?", RULES),
        ("How many players can score points in red?", RULES),
        # box questions said otherwise
        ("Who invented this card game?", FACTS),
        ("Une partie, ça prend longtemps ?", FACTS),
        ("How many minutes does Arboretum take?", FACTS),
        ("Can three people play this game?", FACTS),
        ("How old is the great bridge of Sydney?", OUT),
        # jokes and riddles, trees growing, "à côté" in a garden
        ("Dis-moi quelque chose de drôle sur les cartes", OUT),
        ("Tell me a riddle about trees", OUT),
        ("How many years before a cherry tree gives cherries?", OUT),
        ("Un olivier à côté de la maison, bonne idée ?", OUT),
    ],
)
def test_scope_causes(corpus_lexicon: Lexicon, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent


@pytest.mark.parametrize(
    ("text", "unanswered"),
    [
        ("Une bonne tactique pour gagner la partie ?", True),
        ("What's the best strategy?", True),
        # who starts is a rule of the set-up (p. 2), answered from the corpus
        ("Qui commence la partie ?", False),
        ("Who starts?", False),
        ("qui c'est qui commence à jouer ?", False),
        ("Le premier joueur a le droit de marquer le rouge ?", False),
        ("Un sentier qui commence par un 1 rapporte combien ?", False),
        ("La partie commence comment ?", False),
        ("and on the first turn?", False),
    ],
)
def test_only_a_strategy_alone_is_left_unanswered(text: str, unanswered: bool) -> None:
    """A strategy is in no rule; who starts is, and so is a question with another subject
    of the game."""
    assert asks_unanswered(text) is unanswered


@pytest.mark.parametrize(
    ("text", "calculation"),
    [
        ("et combien font 2 plus 5 ?", True),
        ("and what's 8 minus 1?", True),
        ("et avec le 5 en plus ?", False),
        ("et sans le 8 ?", False),
    ],
)
def test_calculations(corpus_lexicon: Lexicon, text: str, calculation: bool) -> None:
    assert is_calculation(text, corpus_lexicon) is calculation
