"""Signs that a question is about something else than the game, read from its form.

Word lists live in data/intents.yaml; these are the cues no list can hold: a sum or a
power ("2+2", "x²"), an unknown name in a box question, and misspelt game words
("cartte") that still speak of the game; and the checks that weigh those lists against
the game's words: a writing request, real trees and gardens, a visit to a real arboretum.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rulebot.understanding.cues import Cues
from rulebot.understanding.cues import has as _has
from rulebot.understanding.standingwords import standing_words
from rulebot.understanding.text import (
    fold,
    one_edit,
    tokenize,
    words_of,
)

# Products, powers, percentages ("2*3", "x² - 5x", "15 %"): no card or path is written so.
# "8 fois 7", "7 times 8", "8 moins 2", "6 minus 4" too.
_ARITHMETIC = re.compile(
    r"\d\s*[*×÷^]\s*\d|[a-z0-9]\s*[²³]|\d\s*%|\d\s+(?:fois|times|moins|minus)\s+\d"
)
# A plain sum ("2+2 ?", "7 plus 1") is a hand in "Karim a 3+4": arithmetic only without
# the game.
_SUM = re.compile(r"\d\s*(?:[+=]|plus\b)\s*\d")
# A misspelt game word ("cartte", "defause") is read as the word: both this long at least.
TYPO_MIN_LENGTH = 6
# An inflected game word ("discarding", "defaussee", "piochant") is read as the word: the
# word this long at least, the ending this short at most.
STEM_MIN_LENGTH = 5
ENDING_MAX_LENGTH = 3
# Where a story's last sentence, or what follows "Long story short:", begins.
_ASKED = re.compile(r"(?<=[.!?:])\s+")


def is_arithmetic(text: str, speaks_of_game: Callable[[str], bool]) -> bool:
    """A calculation to make: signs of products or powers, or a sum outside the game
    ("combien font 2 rouge + 4 rouge ?" names cards)."""
    folded = fold(text)
    if _ARITHMETIC.search(folded):
        return True
    return bool(_SUM.search(folded)) and not speaks_of_game(re.sub(r"\d+", " ", text))


def near_word(word: str, words: frozenset[str]) -> bool:
    """Whether a long word is one typo away from one of the (long) words, or one of them
    with a short ending ("discarding", "piochant", "defaussee")."""
    if len(word) < TYPO_MIN_LENGTH:
        return False
    for other in words:
        ending = len(word) - len(other)
        if len(other) >= STEM_MIN_LENGTH and ending <= ENDING_MAX_LENGTH and word.startswith(other):
            return True
        if len(other) >= TYPO_MIN_LENGTH - 1 and one_edit(word, other):
            return True
    return False


def names_unknown(text: str, known: Callable[[str], bool], people: frozenset[str]) -> bool:
    """A capitalised name the game does not know, inside a sentence: in a question on the
    box, another game ("Combien de joueurs pour Cascadia ?", "Who designed Agricola?").
    A name after a word for a person ("ma fille Léa") is that person; a sentence's first
    word and text written in capitals tell nothing."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters or sum(ch.isupper() for ch in letters) * 2 > len(letters):
        return False
    tokens = list(tokenize(text))
    for k, token in enumerate(tokens):
        if k == 0 or token.kind != "word" or not token.text[0].isupper():
            continue
        before = tokens[k - 1]
        if before.kind == "punct" and before.text in ".!?…":
            continue  # a sentence's first word
        if before.folded.rstrip("'’") in people or known(token.folded):
            continue
        return True
    return False


def is_game_word(word: str, game_words: frozenset[str]) -> bool:
    """A game word, or a long word one typo away from one ("cartte", "defause")."""
    if word in game_words:
        return True
    return near_word(word, game_words)


def is_task(text: str, words: list[str], cues: Cues) -> bool:
    """A creative or general request ("écris un poème sur les arbres"), even about the
    game, unless a story ends on a question about the game without a task in it ("...,
    lots of wine, ... Long story short: how many cards can you draw?")."""
    if not _has(words, cues.tasks):
        return False
    asked = words_of(_ASKED.split(text.strip())[-1])
    story = len(asked) < len(words) and not _has(asked, cues.tasks)
    return not (story and any(is_game_word(w.rstrip("'"), cues.game_words) for w in asked))


def own_game_words(words: list[str], cues: Cues) -> bool:
    """A word only the game uses ("points", "espèces", "sentier"); not one everyday life
    shares ("partie", "tour") nor one of winning ("won", "l'emporte"); a number is no card."""
    stems = standing_words().winner_stems
    said = (w.rstrip("'") for w in words if not w.isdigit())
    return any(
        is_game_word(w, cues.game_words) and w not in cues.shared_game_words
        for w in said
        if not w.startswith(stems)
    )
