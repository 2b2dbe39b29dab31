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
]


@pytest.mark.parametrize(("entry_id", "lang", "pattern"), CASES)
def test_entry_states_the_fact_in_plain_words(
    corpus: Corpus, entry_id: str, lang: str, pattern: str
) -> None:
    text = corpus.entry(entry_id).text(lang).text
    assert re.search(pattern, text, re.IGNORECASE), (entry_id, lang, text)
