"""How many play and how old they are, said in a question: a game "à deux", "with just
2 people", "2 contre 2", "in teams", "ma fille a 7 ans". Word lists live in
data/intents.yaml; boxfacts.py decides what such a question is about."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cardwords import word_number
from rulebot.understanding.cues import has as _has
from rulebot.understanding.text import (
    find_phrase,
    folded_set,
    load_words,
    phrases,
    without_phrases,
)

# A game "à deux", "for two" names how many may play; one is a "game for one" at most.
_FEWEST_PLAYERS = 2
# "2v2", "1vs1" come out of the tokenizer as "2v", "2": a count and a "versus".
_COUNT_VERSUS = re.compile(r"^(\d+)([a-z]+)$")


@dataclass(frozen=True)
class _CountWords:
    game_nouns: frozenset[str]
    count_links: frozenset[str]
    player_words: frozenset[str]
    people_words: frozenset[str]
    teams: tuple[tuple[str, ...], ...]
    versus: frozenset[str]
    group_words: frozenset[str]
    group_links: frozenset[str]
    count_before: tuple[tuple[str, ...], ...]
    count_between: frozenset[str]
    count_after: tuple[tuple[str, ...], ...]


@cache
def _count_words() -> _CountWords:
    data = load_words("intents")
    return _CountWords(
        game_nouns=folded_set(data["game_nouns"]),
        count_links=folded_set(data["count_links"]),
        player_words=folded_set(data["player_words"]),
        people_words=folded_set(data["people_words"]),
        teams=phrases(data["teams"]),
        versus=folded_set(data["versus"]),
        group_words=folded_set(data["group_words"]),
        group_links=folded_set(data["group_links"]),
        count_before=phrases(data["count_before"]),
        count_between=folded_set(data["count_between"]),
        count_after=phrases(data["count_after"]),
    )


def without_counts(words: list[str]) -> list[str]:
    """The words without those that tell teams and groups ("en équipes", "contre", "a
    bunch of"): what is left says whether the question is about the game."""
    box = _count_words()
    told = box.versus | box.group_words
    return [w for w in without_phrases(words, box.teams) if w not in told]


def counts_people(words: list[str]) -> bool:
    """How many play, said as people or teams: "with just 2 people", "à 3 personnes",
    "in teams", "2 contre 2", "2v2"."""
    box = _count_words()
    if _has(words, box.teams):
        return True
    split: list[str] = []
    for word in words:
        found = _COUNT_VERSUS.match(word)
        if found and found.group(2) in box.versus:
            split += [found.group(1), found.group(2)]
        else:
            split.append(word)
    for k, word in enumerate(split[:-1]):
        if word_number(word) is None:
            continue
        after = split[k + 1]
        if after in box.people_words:
            return True  # "2 people", "trois personnes"
        if k > 1 and split[k - 2] in box.group_words and split[k - 1] in box.group_links:
            return True  # "a group of 5", "une bande de 6"
        if after in box.versus and k + 2 < len(split) and word_number(split[k + 2]) is not None:
            return True  # "2 contre 2", "two against two"
    return False


def counts_players(words: list[str]) -> bool:
    """A game said to be for so many ("un jeu à deux", "a game for two", "a two-player
    game"): how many may play."""
    box = _count_words()
    for k, word in enumerate(words):
        count = word_number(word)
        if count is None or count < _FEWEST_PLAYERS:
            continue
        before = words[max(0, k - 2) : k]
        if len(before) == 2 and before[0] in box.game_nouns and before[1] in box.count_links:
            return True  # "jeu à deux", "game for two"
        after = words[k + 1 : k + 3]
        if len(after) == 2 and after[0] in box.player_words and after[1] in box.game_nouns:
            return True  # "two player game"
    return False


def tells_count(words: list[str]) -> bool:
    """How many are playing, told: "on est 3", "we're only three", "à 3", "3 of us", "3
    joueurs", "2 contre 2"."""
    box = _count_words()
    if counts_people(words):
        return True
    for k, word in enumerate(words):
        count = word_number(word)
        if count is None or count < _FEWEST_PLAYERS:
            continue
        if find_phrase(words, k + 1, box.count_after):
            return True  # "3 of us"
        j = k
        while j > 0 and words[j - 1] in box.count_between:
            j -= 1  # "on est que 3", "we're only three"
        if any(tuple(words[max(0, j - len(p)) : j]) == p for p in box.count_before):
            return True
    return False
