"""Signs that a question is about something else than the game, read from its form.

Word lists live in data/intents.yaml; these are the cues no list can hold: a sum or a
power ("2+2", "x²"), another game named by a capitalised name ("Au Qwirkle, ...", "In
Bohnanza, ..."), and misspelt game words ("cartte") that still speak of the game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from rulebot.understanding.text import contains_phrase, fold, one_edit, tokenize, words_of

# Products, powers, percentages ("2*3", "x² - 5x", "15 %"): no card or path is written so.
# "8 fois 7", "7 times 8", "8 moins 2", "6 minus 4" too.
_ARITHMETIC = re.compile(
    r"\d\s*[*×÷^]\s*\d|[a-z0-9]\s*[²³]|\d\s*%|\d\s+(?:fois|times|moins|minus)\s+\d"
)
# A plain sum ("2+2 ?", "7 plus 1") is a hand in "Karim a 3+4": arithmetic only without
# the game.
_SUM = re.compile(r"\d\s*(?:[+=]|plus\b)\s*\d")
# Words after which a capitalised unknown name is a place, a game or a shop: "Au Loto",
# "dans Kingdom Builder", "in Bohnanza", "at Scrabble", "les règles de Photosynthesis",
# "the game Parks". Not "à" nor a bare "de" ("le 8 est à Julien", "le 8 de Paul").
_BEFORE_NAME = frozenset({"au", "dans", "in", "at"})
_BEFORE_NAME_PAIRS = frozenset(
    {
        ("regles", "de"),
        ("regles", "du"),
        ("regle", "de"),
        ("rules", "of"),
        ("rules", "for"),
        ("le", "jeu"),
        ("the", "game"),
    }
)
# A misspelt game word ("cartte", "defause") is read as the word: both this long at least.
TYPO_MIN_LENGTH = 6
# An inflected game word ("discarding", "defaussee", "piochant") is read as the word: the
# word this long at least, the ending this short at most.
STEM_MIN_LENGTH = 5
ENDING_MAX_LENGTH = 3


def is_arithmetic(
    text: str, sum_words: tuple[tuple[str, ...], ...], speaks_of_game: Callable[[str], bool]
) -> bool:
    """A calculation to make: signs of products or powers, or a sum outside the game; or
    one said in words (`sum_words`) on two numbers or more, without the game ("combien
    font 17 fois 23 ?"; "combien font 2 rouge, 4 rouge ?" names cards)."""
    folded = fold(text)
    if _ARITHMETIC.search(folded):
        return True
    if _SUM.search(folded) and not speaks_of_game(re.sub(r"\d+", " ", text)):
        return True
    words = words_of(text)
    numbers = sum(1 for w in words if w.isdigit())
    said = any(contains_phrase(words, phrase) for phrase in sum_words)
    return numbers >= 2 and said and not speaks_of_game(text)


def names_elsewhere(text: str, known: Callable[[str], bool]) -> bool:
    """A capitalised name the game does not know after "au", "dans", "in", "at", "règles
    de", "the game"...: another game, a place or a shop ("Au Qwirkle, combien de points ?").
    A possessive ("in Tom's hand") names a player; text written in capitals tells nothing."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters or sum(ch.isupper() for ch in letters) * 2 > len(letters):
        return False
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    for k, (before, token) in enumerate(pairwise(tokens)):
        pair = (tokens[k - 1].folded, before.folded) if k else ("", "")
        if token.kind != "word" or not (
            before.folded in _BEFORE_NAME or pair in _BEFORE_NAME_PAIRS
        ):
            continue
        name = token.text
        if name[0].isupper() and not name.endswith(("'", "’")) and not known(token.folded):
            return True
    return False


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
