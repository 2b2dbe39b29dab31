"""How many play, told beside a right-to-score question where nobody holds the colour
("Two-player game, and neither of us kept any jacaranda", "on est trois et personne n'a
de rouge"): the players who may then all score. Word lists in data/players.yaml
(`player_count`)."""

from __future__ import annotations

from functools import cache

from rulebot.understanding.cardwords import word_number
from rulebot.understanding.playertokens import OPPONENT, YOU
from rulebot.understanding.playerwords import counted_names, player_words
from rulebot.understanding.text import find_phrase, load_words, phrases

FEWEST, MOST = 2, 4  # a game of Arboretum has 2 to 4 players

Names = dict[str, dict[str, str]]


@cache
def _words() -> dict[str, tuple[tuple[str, ...], ...]]:
    data = load_words("players")["player_count"]
    return {key: phrases(data[key]) for key in ("before", "after", "pairs")}


def told_count(folded: list[str]) -> int | None:
    """How many play, told as a number before a word of players ("two-player game", "3
    joueurs", "three of us") or after "on est"/"we are"; or as two people ("neither of us",
    "aucun de nous deux"); None when the text does not tell it."""
    words = _words()
    for k, word in enumerate(folded):
        count = word_number(word)
        if count is None or not FEWEST <= count <= MOST:
            continue
        after = k + 1 + (k + 1 < len(folded) and folded[k + 1] == "-")
        before = any(
            tuple(folded[max(0, k - len(p)) : k]) == p for p in words["before"] if len(p) <= k
        )
        if find_phrase(folded, after, words["after"]) or before:
            return count
    if any(find_phrase(folded, k, words["pairs"]) for k in range(len(folded))):
        return FEWEST
    return None


def players_told(folded: list[str]) -> tuple[tuple[str, ...], Names]:
    """The players of a told count, the asker first ("you", "opponent" for two; "you",
    "opponent 1", "opponent 2" for three), with their shown names; none when no count is
    told."""
    count = told_count(folded)
    if count is None:
        return (), {}
    vocab = player_words()
    names: Names = {YOU: vocab.names[YOU]}
    if count == FEWEST:
        names[OPPONENT] = vocab.names[OPPONENT]
    else:
        names.update(counted_names(OPPONENT, count - 1))
    return tuple(names), names
