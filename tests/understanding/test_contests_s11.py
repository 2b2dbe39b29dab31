"""A contest won, named by a capitalised name ("Who won the Eurovision?", "Qui a gagné
l'Eurovision ?"), is out of scope (`offtopic.names_elsewhere`): the winner of a game of
Arboretum is asked without a name, or with the game's own. Must-not rows keep the winner
of a game told with scores and the tie-break asked of this game."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify

OUT = Intent.OUT_OF_SCOPE

CASES = [
    ("Who won the Eurovision?", OUT),
    ("Qui a gagné l'Eurovision ?", OUT),
    ("Qui a remporté le Vendée Globe ?", OUT),
    ("who wins the Stanley Cup usually?", OUT),
    # must not: a game of Arboretum won
    ("Who won the game, Tom with 30 or me with 28?", Intent.RULES),
    ("Qui a gagné la partie ? Léa 30, moi 28", Intent.RULES),
    ("Who won the Arboretum game if we tied?", Intent.RULES),
    ("Qui gagne la partie en cas d'égalité ?", Intent.RULES),
]


@pytest.mark.parametrize(("text", "intent"), CASES, ids=[t for t, _ in CASES])
def test_a_named_contest_is_elsewhere(corpus_lexicon: Lexicon, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent
