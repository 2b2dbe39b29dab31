"""Another game asked for ("Can you recommend a good 2-player game like Arboretum?", "tu
me conseilles un jeu comme Arboretum ?"): out of scope, this bot knows one game's rules.
Word lists in data/recommend.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cues import has
from rulebot.understanding.text import Phrases, find_phrase, load_words, phrases


@dataclass(frozen=True)
class _Words:
    """The words of data/recommend.yaml, folded."""

    verbs: Phrases
    games: Phrases
    indefinite: Phrases
    links: Phrases
    reach: int
    similar: Phrases


@cache
def _words() -> _Words:
    data = load_words("recommend")
    return _Words(
        verbs=phrases(data["verbs"]),
        games=phrases(data["games"]),
        indefinite=phrases(data["indefinite"]),
        links=phrases(data["links"]),
        reach=int(data["reach"]),
        similar=phrases(data["similar"]),
    )


def asks_other_game(words: list[str]) -> bool:
    """Whether the words ask for a game to play: games said like this one ("a game like
    Arboretum", "des jeux similaires"), or a verb of recommending with a game said
    indefinitely as its object, no link word such as "for" between ("recommend a good
    2-player game", not "recommend a strategy for the game" nor "suggest the game ends")."""
    vocab = _words()
    if has(words, vocab.similar):
        return True
    for i in range(len(words)):
        size = find_phrase(words, i, vocab.verbs)
        if size and _game_object(words, i + size, vocab):
            return True
    return False


def _game_object(words: list[str], start: int, vocab: _Words) -> bool:
    """Whether a game said indefinitely ("a good game", "des jeux") comes within `reach`
    words from `start`, no link word before it."""
    indefinite = False
    for k in range(start, min(len(words), start + vocab.reach + 1)):
        if find_phrase(words, k, vocab.games):
            return indefinite
        if find_phrase(words, k, vocab.links):
            return False
        indefinite = indefinite or bool(find_phrase(words, k, vocab.indefinite))
    return False


__all__ = ["asks_other_game"]
