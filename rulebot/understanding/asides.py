"""Asides around a question about the game that name something else: another game or
pastime named only as a comparison ("does the highest total win, or is it lowest like
golf?", "comme aux échecs, ..."). Taken out when the rest speaks the game's own words,
they no longer put the question out of scope; another game's question keeps them. Another
game may also set the scene in a sentence of its own before the question names this one
("In chess, equal results mean a draw. What's the Arboretum version?"): that sentence is
an aside too, unless the question asks about the other game ("How do draws work in chess?",
"Au Uno on pioche combien de cartes ?")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cues import Cues
from rulebot.understanding.text import (
    Phrases,
    find_phrase,
    holds_any,
    load_words,
    phrases,
    sentence_tokens,
    tokenize,
    words_of,
)

_SCENE_AND_QUESTION = 2  # the fewest sentences a scene set elsewhere needs
_ASKED_CLAUSE_WORDS = 5  # the fewest words of a question asked after a scene in a clause


@dataclass(frozen=True)
class _AsideWords:
    comparisons: Phrases
    game_named: Phrases
    scene_requests: Phrases


@cache
def _aside_words() -> _AsideWords:
    data = load_words("intents")
    return _AsideWords(
        comparisons=phrases(data["comparisons"]),
        game_named=phrases(data["game_named"]),
        scene_requests=phrases(data["scene_requests"]),
    )


def told_words(text: str, cues: Cues) -> list[str]:
    """The words of a question without its asides: the sentences before it that set the
    scene in another game, when the question names this one (`without_settings`), then
    the comparisons (`without_asides`)."""
    return without_asides(without_settings(text, cues), cues)


def without_settings(text: str, cues: Cues) -> list[str]:
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
    requests = _aside_words().scene_requests
    if any(_names(words, requests) for part, words in parts if (part, words) not in kept):
        return sentences, False  # "Tu peux me donner les règles du Uno, …": asked of Uno
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


_GAP = 3  # words between a comparison and the game it names ("like the penalty in rummy")
_INSIDE = frozenset({"in", "at", "au", "aux", "dans", "en"})  # "… in rummy", "… au rami"


def _named_after(words: list[str], start: int, elsewhere: Phrases) -> tuple[int, int]:
    """(words skipped, length) of another game named right at `start` ("like golf"), or
    within `_GAP` words after a thing of it, said "in" it ("like penalty in rummy"; not
    "like a casino dealer"); (0, 0) when none is."""
    for gap in range(_GAP + 1):
        at = start + gap
        if at >= len(words):
            break
        if gap and words[at - 1] not in _INSIDE:
            continue
        named = find_phrase(words, at, elsewhere)
        if named:
            return gap, named
    return 0, 0


def without_asides(words: list[str], cues: Cues) -> list[str]:
    """The words without the asides, when what is left names a word only the game uses,
    as written ("chemin", "score", "Arboretum"; not "carrés", one letter off "cartes");
    otherwise the words as they are."""
    asides = _aside_words()
    elsewhere = cues.other_games + cues.elsewhere
    kept: list[str] = []
    k = 0
    while k < len(words):
        compared = find_phrase(words, k, asides.comparisons)
        gap, named = _named_after(words, k + compared, elsewhere) if compared else (0, 0)
        if named:  # "like golf", "comme aux échecs", "like the penalty in rummy"
            k += compared + gap + named
            continue
        kept.append(words[k])
        k += 1
    own = cues.game_words - cues.shared_game_words
    if kept == words or not any(w.rstrip("'") in own for w in kept if not w.isdigit()):
        return words
    return kept
