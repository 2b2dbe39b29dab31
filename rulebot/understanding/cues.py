"""The cue lists classify reads from data/intents.yaml: phrases matched as whole words,
lower-case, without accents, and word sets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import (
    Phrases,
    holds_any,
    listed,
    load_words,
    read_lists,
)


@dataclass(frozen=True, kw_only=True)
class Cues:
    """The cue lists of data/intents.yaml that classify reads, folded."""

    other_games: Phrases = listed()
    elsewhere: Phrases = listed()
    general: Phrases = listed()
    tasks: Phrases = listed()
    real_world: Phrases = listed()
    continuation: Phrases = listed()
    play: Phrases = listed()
    play_unanswered: Phrases = listed()
    game_facts: Phrases = listed()
    draws: Phrases = listed()
    elsewhere_idioms: Phrases = listed()
    path_words: Phrases = listed()
    best_possible: Phrases = listed()
    game_words: frozenset[str] = listed()
    unanswered_neutral: frozenset[str] = listed()
    play_fillers: frozenset[str] = listed()
    disputes: Phrases = listed()
    shared_game_words: frozenset[str] = listed()


@cache
def cues() -> Cues:
    """The cues, loaded once."""
    return read_lists(Cues, load_words("intents"))


def has(words: list[str], options: Phrases) -> bool:
    """Whether the words hold any of the phrases."""
    return holds_any(words, options)


def plays(words: list[str], found: Cues) -> bool:
    """Whether the words ask how the game is played (a `play` cue), fillers inside the cue
    left out ("when is the game actually over?" says "game over")."""
    bare = [w for w in words if w not in found.play_fillers]
    return has(words, found.play) or has(bare, found.play)


def continues(words: list[str], found: Cues) -> bool:
    """A question that opens leaning on the one before: "et à 3 joueurs ?", "what about
    my own?"."""
    return any(tuple(words[: len(phrase)]) == phrase for phrase in found.continuation)
