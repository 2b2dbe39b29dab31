"""Signs that a question is about something else than the game, read from its form.

Word lists live in data/intents.yaml; these are the cues no list can hold: a sum or a
power ("2+2", "x²"), another game named by a capitalised name ("Au Qwirkle, ...", "In
Bohnanza, ..."), and misspelt game words ("cartte") that still speak of the game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from rulebot.understanding.text import fold, one_edit, tokenize

# Products, powers, percentages ("2*3", "x² - 5x", "15 %"): no card or path is written so.
_ARITHMETIC = re.compile(r"\d\s*[*×÷^]\s*\d|[a-z0-9]\s*[²³]|\d\s*%")
# A plain sum ("2+2 ?") is a hand in "Karim a 3+4": arithmetic only without the game.
_SUM = re.compile(r"\d\s*[+=]\s*\d")
# Words after which a capitalised unknown name is a place, a game or a shop: "Au Loto",
# "dans Kingdom Builder", "in Bohnanza", "at Scrabble". Not "à" ("le 8 est à Julien").
_BEFORE_NAME = frozenset({"au", "dans", "in", "at"})
# A misspelt game word ("cartte", "defause") is read as the word: both this long at least.
TYPO_MIN_LENGTH = 6


def is_arithmetic(text: str, speaks_of_game: Callable[[str], bool]) -> bool:
    """A calculation to make: signs of products or powers, or a sum outside the game."""
    folded = fold(text)
    if _ARITHMETIC.search(folded):
        return True
    return bool(_SUM.search(folded)) and not speaks_of_game(re.sub(r"\d+", " ", text))


def names_elsewhere(text: str, known: Callable[[str], bool]) -> bool:
    """A capitalised name the game does not know after "au", "dans", "in", "at": another
    game, a place or a shop ("Au Qwirkle, combien de points ?"). A possessive ("in Tom's
    hand") names a player; text written in capitals tells nothing."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters or sum(ch.isupper() for ch in letters) * 2 > len(letters):
        return False
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    for before, token in pairwise(tokens):
        if before.folded not in _BEFORE_NAME or token.kind != "word":
            continue
        name = token.text
        if name[0].isupper() and not name.endswith(("'", "’")) and not known(token.folded):
            return True
    return False


def near_word(word: str, words: frozenset[str]) -> bool:
    """Whether a long word is one typo away from one of the (long) words."""
    if len(word) < TYPO_MIN_LENGTH:
        return False
    return any(one_edit(word, other) for other in words if len(other) >= TYPO_MIN_LENGTH - 1)
