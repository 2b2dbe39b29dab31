"""The cue lists classify reads from data/intents.yaml: phrases matched as whole words,
lower-case, without accents, and word sets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import (
    Phrases,
    folded_set,
    holds_any,
    load_words,
    phrases,
)


@dataclass(frozen=True)
class Cues:
    """The cue lists of data/intents.yaml that classify reads, folded."""

    other_games: Phrases
    elsewhere: Phrases
    general: Phrases
    tasks: Phrases
    real_world: Phrases
    continuation: Phrases
    play: Phrases
    play_unanswered: Phrases
    game_facts: Phrases
    draws: Phrases
    elsewhere_idioms: Phrases
    path_words: Phrases
    best_possible: Phrases
    game_words: frozenset[str]
    unanswered_neutral: frozenset[str]
    play_fillers: frozenset[str]
    disputes: Phrases
    shared_game_words: frozenset[str]


@cache
def cues() -> Cues:
    """The cues, loaded once."""
    data = load_words("intents")
    return Cues(
        other_games=phrases(data["other_games"]),
        elsewhere=phrases(data["elsewhere"]),
        general=phrases(data["general"]),
        tasks=phrases(data["tasks"]),
        real_world=phrases(data["real_world"]),
        continuation=phrases(data["continuation"]),
        play=phrases(data["play"]),
        play_unanswered=phrases(data["play_unanswered"]),
        game_facts=phrases(data["game_facts"]),
        draws=phrases(data["draws"]),
        elsewhere_idioms=phrases(data["elsewhere_idioms"]),
        path_words=phrases(data["path_words"]),
        best_possible=phrases(data["best_possible"]),
        game_words=folded_set([str(w) for w in data["game_words"]]),
        unanswered_neutral=folded_set(data["unanswered_neutral"]),
        play_fillers=folded_set(data["play_fillers"]),
        disputes=phrases(data["disputes"]),
        shared_game_words=folded_set([str(w) for w in data["shared_game_words"]]),
    )


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
