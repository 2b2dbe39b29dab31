"""Retrieval fixes of session 14, found on the English-heavy blind_12 tune set and the
English page misses left from earlier sets (each a general cause, with near phrasings
that must keep their entry):

1. The cards kept in hand asked whether they "matter"/"count" at the end are the right to
   score (p. 5-6); "do the cards in my hand count at the end" found the starting hand.
2. "We're three" is a count of players, like "three of us" (`players_told.yaml`).
3. A path all of one colour asked what it gives is the doubling, not several paths of one
   colour ("my path is all the same colour, what do I get?").
4. Two cards touching only diagonally said "connected" are the diagonal rule (p. 4).
5. French "on le compte comment ?" asks what a thing scores (`said_as.yaml`); "barème" and
   "donneur" are glossed (scoring, dealer).
6. Chat words ("tbh", "ngl", "im confused") are fillers.
"""

from __future__ import annotations

import pytest

from rulebot.retrieval.idioms import hand_at_end

# The entries found and the phrases said plainly are rows of test_blind6_kinds.py
# (FOUND, SAID, DROPPED), marked "session 14".
HAND_AT_END = [
    ("do the cards in my hand count at the end", True),  # fix 1
    ("les cartes de ma main servent à quelque chose à la fin ?", True),  # fix 1
    ("does what I'm holding matter once the game is over?", True),  # fix 1
    # must not: points or a win asked, a turn's end, a count of cards
    ("do cards still in my hand add to my final score?", False),
    ("are the cards left in my hand worth any points at the end?", False),
    ("how many cards do I keep at the end of my turn", False),
    ("combien de cartes en main à la fin du tour ?", False),
    ("does the game end when the draw pile is empty?", False),
]


@pytest.mark.parametrize(("question", "added"), HAND_AT_END, ids=[q for q, _ in HAND_AT_END])
def test_the_hand_asked_at_the_end_is_searched_as_the_right_to_score(
    question: str, added: bool
) -> None:
    assert (hand_at_end(question, "en") != question) is added
