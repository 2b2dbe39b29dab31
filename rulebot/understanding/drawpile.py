"""A question on the draw pile once the hands are dealt ("À trois, une fois qu'on a distribué
les mains, il reste combien de cartes dans la pioche ?", "how many cards are left in the deck
after dealing with 4 players?"): the rules engine computes it (`rules.draw_pile_after_deal`).
Word lists live in data/draw_pile.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cardwords import word_number
from rulebot.understanding.cues import cues
from rulebot.understanding.cues import has as _has
from rulebot.understanding.offtopic import own_game_words
from rulebot.understanding.text import (
    Phrases,
    find_phrase,
    listed,
    load_words,
    read_lists,
    words_of,
)

_FEWEST, _MOST = 1, 12  # a count of players told (the game is for 2 to 4: the engine says)


@dataclass(frozen=True)
class DrawPileAsk:
    """A question on the draw pile after the deal, for the players told (None: not told)."""

    players: int | None


@dataclass(frozen=True, kw_only=True)
class _PileWords:
    how_many: Phrases = listed()
    piles: Phrases = listed()
    left: Phrases = listed()
    deal: Phrases = listed()
    later: Phrases = listed()
    count_before: Phrases = listed()
    count_between: frozenset[str] = listed()
    count_after: Phrases = listed("count_after", "player_words")
    not_players: frozenset[str] = listed()


@cache
def _pile_words() -> _PileWords:
    return read_lists(_PileWords, load_words("draw_pile"))


def asks_draw_pile(text: str) -> DrawPileAsk | None:
    """The question on the draw pile after the deal a text asks, or None. It asks how many
    cards the pile holds, left ("il reste", "remaining") or at the deal or the start, for a
    number of players told, or at the deal without one ("how many cards are left in the
    deck after the deal?"); not at a later moment ("à la fin", "after my first turn"),
    nor the whole deck ("combien de cartes dans le paquet à 3 ?")."""
    words = words_of(text)
    found = _pile_words()
    if not (_has(words, found.how_many) and _has(words, found.piles)):
        return None
    if _has(words, found.later):
        return None
    players = told_players(words)
    dealt = _has(words, found.deal)
    if dealt or (players is not None and _has(words, found.left)):
        return DrawPileAsk(players)
    return None


def told_players(words: list[str]) -> int | None:
    """The first number of players told ("à trois", "with 4", "3 joueurs", "three of us",
    "on est que 2", "à 5 joueurs"), or None."""
    found = _pile_words()
    for k, word in enumerate(words):
        count = word_number(word)
        if count is None or not _FEWEST <= count <= _MOST:
            continue
        if k + 1 < len(words) and words[k + 1] in found.not_players:
            continue  # "with 7 cards each"
        if find_phrase(words, k + 1, found.count_after):
            return count
        j = k
        while j > 0 and words[j - 1] in found.count_between:
            j -= 1
        if any(tuple(words[max(0, j - len(p)) : j]) == p for p in found.count_before):
            return count
    return None


def asks_draw_pile_for(question: str, earlier: str | None) -> DrawPileAsk | None:
    """The draw-pile question a question asks, alone or as a follow-up of one (`earlier`)
    only telling another count of players ("et à 4 ?", "and with two players?"); not one
    asking something else of the game ("et on pioche combien à 4 ?")."""
    asked = asks_draw_pile(question)
    if asked is not None or earlier is None or asks_draw_pile(earlier) is None:
        return asked
    words = words_of(question)
    players = told_players(words)
    if players is None or own_game_words(words, cues()):
        return None
    return DrawPileAsk(players)
