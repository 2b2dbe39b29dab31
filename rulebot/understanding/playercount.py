"""How many play, told beside a right-to-score question where nobody holds the colour
("Two-player game, and neither of us kept any jacaranda", "on est trois et personne n'a
de rouge"): the players who may then all score. Word lists in data/players.yaml
(`player_count`)."""

from __future__ import annotations

from functools import cache

from rulebot.understanding.cardwords import word_number
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.playertokens import OPPONENT, YOU
from rulebot.understanding.playerwords import counted_names, player_words
from rulebot.understanding.text import Token, find_phrase, load_words, phrases

FEWEST, MOST = 2, 4  # a game of Arboretum has 2 to 4 players

Names = dict[str, dict[str, str]]


@cache
def _words() -> dict[str, tuple[tuple[str, ...], ...]]:
    data = load_words("players")["player_count"]
    return {key: phrases(data[key]) for key in ("before", "after", "pairs")}


def _told_at(folded: list[str]) -> tuple[int, int] | None:
    """How many play and where the words telling it end, told as a number before a word of
    players ("two-player game", "3 joueurs", "three of us") or after "on est"/"we are";
    None when no number tells it."""
    words = _words()
    for k, word in enumerate(folded):
        count = word_number(word)
        if count is None or not FEWEST <= count <= MOST:
            continue
        after = k + 1 + (k + 1 < len(folded) and folded[k + 1] == "-")
        before = any(
            tuple(folded[max(0, k - len(p)) : k]) == p for p in words["before"] if len(p) <= k
        )
        size = find_phrase(folded, after, words["after"])
        if size or before:
            return count, after + size if size else k + 1
    return None


def _told_as_pair(folded: list[str]) -> int | None:
    """Two players, told as two people ("neither of us", "aucun de nous deux"), or None."""
    if any(find_phrase(folded, k, _words()["pairs"]) for k in range(len(folded))):
        return FEWEST
    return None


def players_told(tokens: list[Token], lexicon: Lexicon) -> tuple[tuple[str, ...], Names]:
    """The players of a told count, with their shown names: the asker first ("you",
    "opponent" for two; "you", "opponent 1", "opponent 2" for three); none when no count
    is told."""
    folded = [t.folded for t in tokens]
    told = _told_at(folded)
    count = told[0] if told is not None else _told_as_pair(folded)
    if count is None:
        return (), {}
    vocab = player_words()
    names: Names = {}
    names[YOU] = vocab.names[YOU]
    if count == FEWEST:
        names[OPPONENT] = vocab.names[OPPONENT]
    else:
        names.update(counted_names(OPPONENT, count - 1))
    return tuple(names), names
