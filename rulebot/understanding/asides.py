"""Asides around a question about the game that name something else: another game or
pastime named only as a comparison ("does the highest total win, or is it lowest like
golf?", "comme aux échecs, ...") and a framing of the question as a puzzle ("Petite énigme
de maths : quel est le score maxi d'un chemin ?"). Taken out when the rest speaks the
game's own words, they no longer put the question out of scope; a real puzzle or another
game's question keeps them ("Énigme : quelle est la suite logique 1, 3, 6, 10 ?")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cues import Cues
from rulebot.understanding.text import find_phrase, load_words, phrases, without_phrases

Phrases = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class _AsideWords:
    comparisons: Phrases
    framings: Phrases


@cache
def _aside_words() -> _AsideWords:
    data = load_words("intents")
    return _AsideWords(
        comparisons=phrases(data["comparisons"]),
        framings=phrases(data["framings"]),
    )


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
