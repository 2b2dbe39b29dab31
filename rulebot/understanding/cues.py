"""The cue lists classify reads from data/intents.yaml: phrases matched as whole words,
lower-case, without accents, and word sets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import (
    contains_phrase,
    folded_set,
    load_words,
    phrases,
    without_phrases,
)

Phrases = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Cues:
    """The cue lists of data/intents.yaml that classify reads, folded."""

    injection: Phrases
    injection_subjects: frozenset[str]
    injection_verbs: frozenset[str]
    other_games: Phrases
    elsewhere: Phrases
    general: Phrases
    tasks: Phrases
    sums_in_words: Phrases
    single_card: Phrases
    real_world: Phrases
    garden_words: frozenset[str]
    rules_anchor: Phrases
    creative: Phrases
    continuation: Phrases
    play: Phrases
    play_unanswered: Phrases
    chit_chat: Phrases
    greeting: Phrases
    game_facts: Phrases
    draws: Phrases
    right: Phrases
    worth_questions: Phrases
    despite: Phrases
    review: Phrases
    hand: Phrases
    path_words: Phrases
    plural_paths: Phrases
    path: Phrases
    best_possible: Phrases
    shape_rule_asks: Phrases
    worth_open: Phrases
    visit: Phrases
    game_words: frozenset[str]
    not_typos: frozenset[str]
    unanswered_neutral: frozenset[str]
    greeting_neutral: frozenset[str]
    greeting_phrases: Phrases


@cache
def cues() -> Cues:
    """The cues, loaded once."""
    data = load_words("intents")
    return Cues(
        injection=phrases(data["injection"]),
        injection_subjects=folded_set(data["injection_subjects"]),
        injection_verbs=folded_set(data["injection_verbs"]),
        other_games=phrases(data["other_games"]),
        elsewhere=phrases(data["elsewhere"]),
        general=phrases(data["general"]),
        tasks=phrases(data["tasks"]),
        sums_in_words=phrases(data["sums_in_words"]),
        single_card=phrases(data["single_card"]),
        real_world=phrases(data["real_world"]),
        garden_words=folded_set(data["garden_words"]),
        rules_anchor=phrases(data["rules_anchor"]),
        creative=phrases(data["creative"]),
        continuation=phrases(data["continuation"]),
        play=phrases(data["play"]),
        play_unanswered=phrases(data["play_unanswered"]),
        chit_chat=phrases(data["chit_chat"]),
        greeting=phrases(data["greeting"]),
        game_facts=phrases(data["game_facts"]),
        draws=phrases(data["draws"]),
        right=phrases(data["right_cue"]),
        worth_questions=phrases(data["worth_questions"]),
        despite=phrases(data["despite"]),
        review=phrases(data["review_cue"]),
        hand=phrases(data["hand_cue"]),
        path_words=phrases(data["path_words"]),
        plural_paths=phrases(data["plural_paths"]),
        path=phrases(data["path_cue"]),
        best_possible=phrases(data["best_possible"]),
        shape_rule_asks=phrases(data["shape_rule_asks"]),
        worth_open=phrases(data["worth_open"]),
        visit=phrases(data["visit"]),
        game_words=folded_set([str(w) for w in data["game_words"]]),
        not_typos=folded_set(data["not_typos"]),
        unanswered_neutral=folded_set(data["unanswered_neutral"]),
        greeting_neutral=folded_set(data["greeting_neutral"]),
        greeting_phrases=phrases(data["greeting_phrases"]),
    )


def has(words: list[str], options: Phrases) -> bool:
    """Whether the words hold any of the phrases."""
    return any(contains_phrase(words, phrase) for phrase in options)


def asks_right(words: list[str], found: Cues) -> bool:
    """Whether the words ask who may score: a right cue not inside a question on a worth
    ("how much do I score with ...?" asks what a path is worth)."""
    return has(without_phrases(words, found.worth_questions, blank=True), found.right)
