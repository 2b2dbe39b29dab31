"""The card vocabulary of data/cards.yaml, folded, loaded once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import (
    Phrases,
    Token,
    fold,
    folded_set,
    listed,
    load_words,
    phrases,
    read_lists,
)


@dataclass(frozen=True, kw_only=True)
class CardWords:
    """The card vocabulary of data/cards.yaml, folded."""

    articles: frozenset[str] = listed()
    pronoun_before: frozenset[str] = listed()
    pronoun_after: Phrases = listed()
    units: frozenset[str] = listed()
    singular_units: frozenset[str] = listed()
    card_before: frozenset[str] = listed()
    card_units: frozenset[str] = listed()
    colour_units: frozenset[str] = listed()
    length_before: Phrases = listed()
    length_after: Phrases = listed()
    group_before: Phrases = listed()
    worth_before: Phrases = listed()
    worth_asked: Phrases = listed()
    worth_adverbs: Phrases = listed()
    count_adjectives: frozenset[str] = listed()
    together: Phrases = listed()
    lines: frozenset[str] = listed()
    ordinals: frozenset[str] = listed()
    ranges: frozenset[str] = listed()
    fillers: frozenset[str] = listed()
    determiners: frozenset[str] = listed()
    path_words: frozenset[str] = listed()
    path_links: frozenset[str] = listed()
    scored_for: Phrases = listed(elided=True)
    inserts: Phrases = listed()
    joins: frozenset[str] = listed()
    bare_tails: frozenset[str] = listed()
    said_as_card: frozenset[str] = listed()
    one_card: frozenset[str] = listed()
    count_pronouns: frozenset[str] = listed()
    instead_of: Phrases = listed()
    beat_verbs: Phrases = listed()
    numbers: dict[str, int]
    parting: frozenset[str]
    worth_list_joints: frozenset[str]
    list_signs: frozenset[str]
    reuse_verbs: Phrases
    reuse_again: Phrases
    other_path: frozenset[str]
    into: frozenset[str]
    definite: frozenset[str]


@cache
def words() -> CardWords:
    """The card vocabulary, loaded once."""
    data = load_words("cards")
    reuse = data["reuse"]
    return read_lists(
        CardWords,
        data,
        numbers={fold(w): int(n) for table in data["numbers"].values() for w, n in table.items()},
        parting=frozenset(fold(sign) for sign in data["parting"]),
        worth_list_joints=frozenset(str(w) for w in data["worth_list_joints"]),
        list_signs=frozenset(data["list_signs"]),
        reuse_verbs=phrases(reuse["verbs"]),
        reuse_again=phrases(reuse["again"]),
        other_path=folded_set(reuse["other_path"]),
        into=folded_set(reuse["into"]),
        definite=folded_set(reuse["definite"]),
    )


def token_number(tok: Token) -> int | None:
    """The number a token says, in figures or in words ("8", "huit"); None for a number
    with a label ("8gris"), a sign or another word."""
    if tok.kind == "num":
        return None if tok.label else tok.value
    return words().numbers.get(tok.folded)


def word_number(word: str) -> int | None:
    """The number a folded word says, in figures or in words ("8", "huit"), or None."""
    return int(word) if word.isdigit() else words().numbers.get(word)
