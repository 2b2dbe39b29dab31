"""Asides around a question about the game that name something else: another game may
set the scene in a sentence of its own before the question names this one ("In chess,
equal results mean a draw. What's the Arboretum version?"): that sentence is an aside,
unless the question asks about the other game ("How do draws work in chess?", "Au Uno on
pioche combien de cartes ?")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cues import Cues
from rulebot.understanding.text import (
    Phrases,
    holds_any,
    listed,
    load_words,
    read_lists,
    sentence_tokens,
    tokenize,
    words_of,
)

_SCENE_AND_QUESTION = 2  # the fewest sentences a scene set elsewhere needs
_ASKED_CLAUSE_WORDS = 5  # the fewest words of a question asked after a scene in a clause


@dataclass(frozen=True, kw_only=True)
class _AsideWords:
    game_named: Phrases = listed()


@cache
def _aside_words() -> _AsideWords:
    return read_lists(_AsideWords, load_words("intents"))


def told_words(text: str, cues: Cues) -> list[str]:
    """The folded words of a text without its sentences that name another game, when its
    last sentence, the one asked, names this game ("Arboretum", "ce jeu", "ici") and no
    other; otherwise all its words. "How do draws work in chess?" keeps them. A text of
    one sentence is read clause by clause, cut at its commas ("In Uno we play up to 500,
    is Arboretum also…?")."""
    return [w for _, words in _kept_parts(text, cues)[0] for w in words]


def _kept_parts(text: str, cues: Cues) -> tuple[list[tuple[str, list[str]]], bool]:
    """The sentences of a text with their folded words, those that name another game or
    pastime left out when the last one names this game and no other, and whether any
    was. A text of one sentence is read clause by clause, cut at its commas, only for
    another game named (not a pastime: "Mamie veut l'offrir à Noël, il coûte combien
    Arboretum ?") and a question of its own after it ("…, à part Arboretum ?" is none). A
    part that asks something of the other game itself ("Tu peux me donner les règles du
    Uno, …") is no scene: nothing is left out."""
    sentences = _sentences(text)
    parts, elsewhere = sentences, cues.other_games + cues.elsewhere
    if len(parts) < _SCENE_AND_QUESTION:
        parts, elsewhere = _clauses(text), cues.other_games
        if parts and len(parts[-1][1]) < _ASKED_CLAUSE_WORDS:
            return sentences, False
    asked = parts[-1][1] if parts else []
    if len(parts) < _SCENE_AND_QUESTION or _names(asked, elsewhere):
        return sentences, False
    if not _names(asked, _aside_words().game_named):
        return sentences, False
    kept = [(part, words) for part, words in parts if not _names(words, elsewhere)]
    return (kept, True) if len(kept) < len(parts) else (sentences, False)


def _sentences(text: str) -> list[tuple[str, list[str]]]:
    """The sentences of a text with their folded words."""
    sentences = [
        (text[s[0].start : s[-1].end], [t.folded for t in s if t.kind != "punct"])
        for s in sentence_tokens(tokenize(text))
    ]
    return [(part, words) for part, words in sentences if words]


def _clauses(text: str) -> list[tuple[str, list[str]]]:
    """The clauses of a text cut at its commas, with their folded words."""
    clauses = [(clause.strip(), words_of(clause)) for clause in text.split(",")]
    return [(clause, words) for clause, words in clauses if words]


def _names(words: list[str], names: Phrases) -> bool:
    return holds_any(words, names)
