"""Entries state their facts with the words a player or an examiner would use.

A rules answer is the text of its entry, so a fact said only by implication ("the first
card may go anywhere" for "any card may be planted") never answers the plain question.
Each case: an entry, a language, and a regex its text must match (case-insensitive).
"""

from __future__ import annotations

import re

import pytest

from rulebot.corpus import Corpus

CASES = [
    # Planting: any card, whatever its colour and value; next to, edge to edge, not a corner.
    ("rule-plant", "fr", r"n.importe quelle carte"),
    ("rule-plant", "fr", r"couleur.*valeur|valeur.*couleur"),
    ("rule-plant", "fr", r"à côté"),
    ("rule-plant", "fr", r"\bbord\b"),
    ("rule-plant", "fr", r"\bcoin\b"),
    ("rule-plant", "en", r"\bany card\b"),
    ("rule-plant", "en", r"colour.*value"),
    ("rule-plant", "en", r"next to"),
    ("rule-plant", "en", r"\bedge\b"),
    ("faq-where-plant", "fr", r"n.importe quelle carte"),
    ("faq-where-plant", "en", r"\bany card\b"),
    # Set-up: one discard pile each, none shared, empty at the start.
    ("rule-deal", "fr", r"pas de défausse commune"),
    ("rule-deal", "fr", r"vide"),
    ("rule-deal", "en", r"no shared"),
    ("rule-deal", "en", r"empty"),
    # Winning: a tie on points is not a draw.
    ("rule-tie-break", "fr", r"pas un match nul"),
    ("rule-tie-break", "en", r"not a draw"),
    # Right to score: "can", the word of "can I score ...?".
    ("rule-right-to-score", "en", r"\bcan score\b"),
    # Mistakes: the two ends named as the first and the last card.
    ("mistake-single-colour-path", "en", r"\bfirst\b.*\blast\b"),
    # Turn: draw first, then plant one card, then discard on your own pile.
    ("rule-turn", "fr", r"commence par piocher.*ensuite.*1 seule carte"),
    ("rule-turn", "en", r"begin by drawing.*then plant.*just 1 card"),
    ("faq-turn", "fr", r"commences par piocher.*ensuite.*1 seule carte"),
    ("faq-turn", "en", r"start by drawing.*then you plant.*just 1 card"),
    # Discarding: on your own pile, never a neighbour's; set-up: one pile per player.
    ("rule-discard", "fr", r"propre pile de défausse, jamais sur celle d’un voisin"),
    ("rule-discard", "en", r"own discard pile, never on a neighbour"),
    ("rule-deal", "fr", r"une défausse par joueur"),
    ("rule-deal", "en", r"discard pile: one per player"),
    # Planting: one card a turn, never alone far from the others.
    ("rule-plant", "fr", r"1 seule carte"),
    ("rule-plant", "fr", r"isolée loin des autres"),
    ("rule-plant", "en", r"just 1 card"),
    ("rule-plant", "en", r"alone far from the others"),
    ("faq-where-plant", "fr", r"isolée loin des autres"),
    ("faq-where-plant", "en", r"alone far from the others"),
    ("faq-where-plant", "en", r"need not match"),
    # Paths: in your own arboretum; values go up but need not be consecutive.
    ("rule-paths", "fr", r"propre arborétum \(jamais celles d’un autre joueur\)"),
    ("rule-paths", "fr", r"sans avoir à se suivre"),
    ("rule-paths", "en", r"own arboretum \(never another player"),
    ("rule-paths", "en", r"need not be consecutive"),
    ("faq-equal-values", "fr", r"consécutives"),
    ("faq-equal-values", "en", r"consecutive"),
    ("faq-path-points", "fr", r"doublent"),
    ("faq-path-points", "en", r"points double"),
    # Right to score: at the end, the hand only, not the planted cards.
    ("rule-right-to-score", "fr", r"fin de la partie.*pas les cartes plantées"),
    ("rule-right-to-score", "en", r"game is over.*not the cards planted"),
    ("faq-who-scores", "fr", r"cartes plantées ne comptent pas"),
    ("faq-who-scores", "en", r"planted cards do not count"),
    # End: what the hand is then used for.
    ("faq-game-end", "fr", r"plus forte somme de cartes gardées en main.*droit de marquer"),
    ("faq-game-end", "en", r"highest total of cards kept in hand.*right to score"),
    ("rule-end", "fr", r"cartes gardées en main décident qui marque"),
    ("rule-end", "en", r"cards kept in hand\s+decide who scores"),
    ("faq-draw-own-discard", "fr", r"ta propre défausse"),
]


@pytest.mark.parametrize(("entry_id", "lang", "pattern"), CASES)
def test_entry_states_the_fact_in_plain_words(
    corpus: Corpus, entry_id: str, lang: str, pattern: str
) -> None:
    text = corpus.entry(entry_id).text(lang).text
    assert re.search(pattern, text, re.IGNORECASE), (entry_id, lang, text)
