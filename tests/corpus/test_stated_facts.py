"""Facts an entry's text must state in so many words, so that the answer drawn from it
says them (each was missing or only implied; written from RULES-FACTS.md)."""

from __future__ import annotations

import re

import pytest

from rulebot.corpus import Corpus
from rulebot.rules.counts import rule_counts

# (entry, language, a pattern the text must match)
STATED = [
    # the order of the turn: nothing is planted or discarded before drawing (p. 4)
    ("faq-turn", "fr", r"jamais avant d’avoir pioché"),
    ("faq-turn", "en", r"never plant or discard before you have drawn"),
    ("rule-turn", "fr", r"jamais avant d’avoir pioché"),
    ("rule-turn", "en", r"never plant or\s+discard before drawing"),
    # the player who drew the last card finishes their turn (p. 5)
    ("faq-game-end", "fr", r"termine normalement\s+son tour"),
    ("faq-game-end", "en", r"still finishes their\s+turn"),
    ("rule-end", "fr", r"seulement à ce moment"),
    ("rule-end", "en", r"points are counted only then"),
    # a tie for the highest hand total: each tied player scores their own path (p. 5-6)
    ("rule-right-to-score", "fr", r"chacun son propre sentier"),
    ("rule-right-to-score", "en", r"each their\s+own path"),
    ("rule-right-to-score", "en", r"not how many\s+cards"),
    # doubling needs every card of one colour (p. 6-7)
    ("rule-path-scoring", "fr", r"autre couleur, même au milieu, et rien n’est doublé"),
    ("faq-path-points", "en", r"one card of another colour, in the middle"),
    ("rule-path-scoring", "en", r"a single card of another colour,\s+even in the middle"),
    # the final tie-break counts the arboretum, not the hand (p. 8)
    ("rule-tie-break", "fr", r"cartes gardées en main n’y\s+comptent pas"),
    ("rule-tie-break", "en", r"cards kept in hand do not count for it"),
    # the common mistakes: one path per colour (p. 5-7)
    ("mistake-overview", "fr", r"qu’un seul par couleur"),
    ("mistake-overview", "en", r"only one path per colour"),
]


@pytest.mark.parametrize(("entry_id", "lang", "pattern"), STATED)
def test_the_text_states_the_fact(corpus: Corpus, entry_id: str, lang: str, pattern: str) -> None:
    text = corpus.entry(entry_id).text(lang).text
    assert re.search(pattern, text), f"{entry_id} ({lang}) should say /{pattern}/: {text}"


def test_the_rules_numbers_an_entry_names_are_written_in_its_text(corpus: Corpus) -> None:
    """An entry's `counts` (the numbers of the rules it states, `rules.counts`) are the
    numbers its text gives, in both languages: a count told against them is answered "no"
    from that text."""
    named = [entry for entry in corpus.entries if entry.counts]
    assert len(named) >= 5
    for entry in named:
        for lang in ("fr", "en"):
            numbers = {int(n) for n in re.findall(r"\b\d+\b", entry.text(lang).text)}
            for count in rule_counts():
                if count.name in entry.counts and count.value:
                    assert count.value in numbers, (entry.id, lang, count.name, count.value)
