"""How many play, told beside a right-to-score question where nobody holds the colour
("Two-player game, and neither of us kept any jacaranda", "on est trois et personne n'a
de rouge"): the players who may then all score, by the names listed right after the
count when there are such ("Four of us (Ana, Ben, Cleo, Dev)"). Word lists in
data/players.yaml (`player_count`)."""

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


@cache
def _list_opens() -> frozenset[str]:
    return frozenset(load_words("players")["player_count"]["list_opens"])


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


def told_count(folded: list[str]) -> int | None:
    """How many play, told as a number before a word of players ("two-player game", "3
    joueurs", "three of us") or after "on est"/"we are"; or as two people ("neither of us",
    "aucun de nous deux"); None when the text does not tell it."""
    told = _told_at(folded)
    return told[0] if told is not None else _told_as_pair(folded)


def _told_as_pair(folded: list[str]) -> int | None:
    """Two players, told as two people ("neither of us", "aucun de nous deux"), or None."""
    if any(find_phrase(folded, k, _words()["pairs"]) for k in range(len(folded))):
        return FEWEST
    return None


def _listed(tokens: list[Token], start: int, lexicon: Lexicon) -> list[str]:
    """The names listed from `start`, after a sign that opens the list ("(", ":", ",",
    "-"): capitalised words that are no colour and no word of `not_names`, joined by commas
    or "and"/"et"; none when no sign opens a list there."""
    vocab = player_words()
    folded = [t.folded for t in tokens]
    if start >= len(tokens) or folded[start] not in _list_opens():
        return []
    at = start + 1
    names: list[str] = []
    while at < len(tokens):
        token = tokens[at]
        if (
            token.kind != "word"
            or not token.text[:1].isupper()
            or token.folded in vocab.not_names
            or lexicon.match_at(folded, at) is not None
        ):
            break
        names.append(token.text)
        at += 1
        if at < len(tokens) and folded[at] == ",":
            at += 1
        if at < len(tokens) and folded[at] in vocab.joins:
            at += 1
    return names


def players_told(tokens: list[Token], lexicon: Lexicon) -> tuple[tuple[str, ...], Names]:
    """The players of a told count, with their shown names: those listed right after it
    when they are all of them ("Four of us (Ana, Ben, Cleo, Dev)") or all but the asker
    ("three of us: Sam, Priya": "you" first), else the asker first ("you", "opponent" for
    two; "you", "opponent 1", "opponent 2" for three); none when no count is told."""
    folded = [t.folded for t in tokens]
    told = _told_at(folded)
    count = told[0] if told is not None else _told_as_pair(folded)
    if count is None:
        return (), {}
    vocab = player_words()
    listed = _listed(tokens, told[1], lexicon) if told is not None else []
    names: Names = {}
    if len(set(listed)) in (count - 1, count) and len(set(listed)) == len(listed):
        if len(listed) == count - 1:
            names[YOU] = vocab.names[YOU]
        names.update({name: {"fr": name, "en": name} for name in listed})
        return tuple(names), names
    names[YOU] = vocab.names[YOU]
    if count == FEWEST:
        names[OPPONENT] = vocab.names[OPPONENT]
    else:
        names.update(counted_names(OPPONENT, count - 1))
    return tuple(names), names
