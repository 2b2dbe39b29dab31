"""One table row per cause fixed with tests/data/intent_phrasings_6.yaml (each fails
without its fix), with look-alikes that keep their intent."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify
from rulebot.understanding.shapes import describes_path

RULES, PATH, OUT = Intent.RULES, Intent.PATH_SCORE, Intent.OUT_OF_SCOPE


@pytest.mark.parametrize(
    ("cause", "text", "intent"),
    [
        # The best a path could score asks the scoring rule, not one path's worth.
        ("best possible", "Un sentier de 5 cartes rapporte combien au maximum ?", RULES),
        ("best possible", "what's the highest a path of 6 cards can score?", RULES),
        ("best possible", "Un sentier de 5 cartes de la même couleur, combien ?", PATH),
        ("best possible", "How many points is a path of 5 cards worth?", PATH),
        # A story with a task word (wine, cake) that ends on a question about the game.
        (
            "story",
            "We had friends over, lots of wine and cake. Long story short: how many cards"
            " can you draw in a turn?",
            RULES,
        ),
        ("story", "On a bu du vin. Bref, on pioche combien de cartes par tour ?", RULES),
        ("story", "We played cards all night. Any good wine to go with cheese?", OUT),
        ("story", "Une recette de gâteau pour une soirée Arboretum ?", OUT),
        # A real arboretum visited: opening hours, tickets, parking.
        ("visit", "What time does the Westonbirt arboretum open?", OUT),
        ("visit", "Horaires de l'arboretum de Versailles ?", OUT),
        ("visit", "Can I look at my opponent's arboretum before scoring?", RULES),
        ("visit", "Mon arboretum est-il visible par tous les joueurs ?", RULES),
        # When and how to plant a real tree.
        ("planting", "When should I plant a maple tree?", OUT),
        ("planting", "Quand faut-il planter un chêne ?", OUT),
        ("planting", "Can I plant a maple next to an oak in my arboretum?", RULES),
        ("planting", "Je dois planter une carte à chaque tour ?", RULES),
    ],
)
def test_intent_causes(corpus_lexicon: Lexicon, cause: str, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent, cause


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("my cousin took three cards from the deck, how many can you draw?", False),
        ("On pioche 3 cartes et on en garde combien ?", False),
        ("4 cartes de la même couleur, combien ?", True),
        ("five cards ending on an 8, how many points?", True),
        ("un sentier de 3 cartes, combien ?", True),
    ],
)
def test_a_count_of_cards_is_a_path_only_with_its_shape(text: str, path: bool) -> None:
    """Without a path word, a count of cards is a path when its shape is told."""
    assert describes_path(text) is path
