"""Asides around a question about the game that name something else: another game or
pastime named only as a comparison ("does the highest total win, or is it lowest like
golf?", "comme aux échecs, ...") and a framing of the question as a puzzle ("Petite énigme
de maths : quel est le score maxi d'un chemin ?"). Taken out when the rest speaks the
game's own words, they no longer put the question out of scope; a real puzzle or another
game's question keeps them ("Énigme : quelle est la suite logique 1, 3, 6, 10 ?"). Another
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
    contains_phrase,
    find_phrase,
    load_words,
    phrases,
    sentence_words,
    without_phrases,
)

_SCENE_AND_QUESTION = 2  # the fewest sentences a scene set elsewhere needs


@dataclass(frozen=True)
class _AsideWords:
    comparisons: Phrases
    framings: Phrases
    game_named: Phrases


@cache
def _aside_words() -> _AsideWords:
    data = load_words("intents")
    return _AsideWords(
        comparisons=phrases(data["comparisons"]),
        framings=phrases(data["framings"]),
        game_named=phrases(data["game_named"]),
    )


def told_words(text: str, cues: Cues) -> list[str]:
    """The words of a question without its asides: the sentences before it that set the
    scene in another game, when the question names this one (`without_settings`), then
    the comparisons and framings (`without_asides`)."""
    return without_asides(without_settings(text, cues), cues)


def without_settings(text: str, cues: Cues) -> list[str]:
    """The folded words of a text without its sentences that name another game, when its
    last sentence, the one asked, names this game ("Arboretum", "ce jeu", "ici") and no
    other; otherwise all its words. "How do draws work in chess?" keeps them."""
    sentences = sentence_words(text)
    asked = sentences[-1] if sentences else []
    elsewhere = cues.other_games + cues.elsewhere
    if len(sentences) < _SCENE_AND_QUESTION or _names(asked, elsewhere):
        return [w for sentence in sentences for w in sentence]
    if not _names(asked, _aside_words().game_named):
        return [w for sentence in sentences for w in sentence]
    return [w for sentence in sentences if not _names(sentence, elsewhere) for w in sentence]


def _names(words: list[str], names: Phrases) -> bool:
    return any(contains_phrase(words, name) for name in names)


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
        named = find_phrase(words, k + compared, elsewhere) if compared else 0
        if named:  # "like golf", "comme aux échecs"
            k += compared + named
            continue
        kept.append(words[k])
        k += 1
    kept = without_phrases(kept, asides.framings)  # "petite énigme de maths"
    own = cues.game_words - cues.shared_game_words
    if kept == words or not any(w.rstrip("'") in own for w in kept if not w.isdigit()):
        return words
    return kept
