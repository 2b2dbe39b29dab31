"""Questions on the box (players, duration, age, author, publisher) and whether they are
about this game at all ("quel âge pour jouer ?" is; "quel âge a la tour de Pise ?" is not).

Word lists live in data/intents.yaml. A box cue ("combien de temps", "how many players",
"quel âge") asks about Arboretum only when the question names it, points at it ("ce jeu",
"this game", "on", "we", "la partie"), uses a word only the game uses (a card, a path, a
colour), or says nothing but box words ("combien de joueurs ?"). Words the game shares with
everyday life ("tour", "players", "partie", "8") are not enough: "How many players in a
water polo team?", "Mon neveu a 8 ans, il peut aller seul à l'école ?" are about something
else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import cache

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.cues import has as _has
from rulebot.understanding.offtopic import names_unknown
from rulebot.understanding.text import folded_set, load_words, phrases, without_phrases, words_of

Phrases = tuple[tuple[str, ...], ...]
# A game "à deux", "for two" names how many may play; one is a "game for one" at most.
_FEWEST_PLAYERS = 2


class Box(Enum):
    """What a question with a box cue turns out to be."""

    FACTS = "facts"  # a question on the box of this game
    RULES = "rules"  # a box cue about a rules thing: "how long can a path get?"
    OTHER = "other"  # about something else: out of scope


@dataclass(frozen=True)
class _BoxWords:
    cues: Phrases
    rules_subjects: Phrases
    card_games: Phrases
    vocabulary: frozenset[str]
    names: frozenset[str]
    people: frozenset[str]
    this_game: Phrases
    shared: frozenset[str]
    relatives: frozenset[str]
    age_links: frozenset[str]
    game_nouns: frozenset[str]
    count_links: frozenset[str]
    player_words: frozenset[str]


@cache
def _box_words() -> _BoxWords:
    data = load_words("intents")
    return _BoxWords(
        cues=phrases(data["game_facts"]),
        rules_subjects=phrases(data["rules_subjects"]),
        card_games=phrases(data["card_games"]),
        vocabulary=box_vocabulary(data),
        names=folded_set(data["box_names"] + data["places"]),
        people=folded_set(data["name_people"]),
        this_game=phrases(data["this_game"]),
        shared=folded_set([str(w) for w in data["shared_game_words"]]),
        relatives=folded_set(data["relatives"]),
        age_links=folded_set(data["age_links"]),
        game_nouns=folded_set(data["game_nouns"]),
        count_links=folded_set(data["count_links"]),
        player_words=folded_set(data["player_words"]),
    )


def box_vocabulary(data: dict[str, list[str]]) -> frozenset[str]:
    """Every word a question on the box may use: its cues, stop words, game words."""
    stop_words = load_words("language")["stop_words"]
    lists = [data["box_words"], data["game_facts"], data["game_words"], data["play"]]
    lists += [stop_words["fr"], stop_words["en"]]
    return frozenset(w for values in lists for v in values for w in words_of(str(v)))


def known_name(word: str) -> bool:
    """A name on the box (author, publishers) or a country it is sold in: "Cassar", "France"."""
    box = _box_words()
    return word in box.vocabulary or word in box.names


def box_word(word: str) -> bool:
    """A word a question on the box may use ("dure", "kids", "combien", "carte")."""
    return word in _box_words().vocabulary


def box_only(words: list[str]) -> bool:
    """A box question without a game word uses only box words: "quel âge pour jouer ?",
    not "quel âge a le président ?" nor "combien de temps cuire des pâtes ?"."""
    vocabulary = _box_words().vocabulary
    return all(w.rstrip("'") in vocabulary or w.isdigit() for w in words)


def box_decision(
    text: str, words: list[str], game_word: Callable[[str], bool], known: Callable[[str], bool]
) -> Box | None:
    """What a question with a box cue is, or None without one. `game_word` tells a word
    of the game (a colour included); `known`, a word that is no unknown name."""
    box = _box_words()
    if not (_has(words, box.cues) or _counts_players(words) or _tells_age(words, game_word)):
        return None
    about = _about_this_game(words, game_word)
    if _has(without_phrases(words, box.card_games), box.rules_subjects):
        return Box.RULES if about else Box.OTHER
    if names_unknown(text, known, box.people):
        return Box.OTHER  # "Combien de joueurs pour Cascadia ?"
    return Box.FACTS if about else Box.OTHER


def _about_this_game(words: list[str], game_word: Callable[[str], bool]) -> bool:
    """Whether a box question is about this game: a word only the game uses, a word
    shared with everyday life beside a pointer to the game ("ce jeu", "on", "we"), or
    nothing but box words."""
    box = _box_words()
    said = [w.rstrip("'") for w in words if not w.isdigit()]
    if any(game_word(w) and w not in box.shared for w in said):
        return True
    if any(game_word(w) for w in said) and _has(words, box.this_game):
        return True
    return box_only(words)


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return card_words().numbers.get(word)


def _counts_players(words: list[str]) -> bool:
    """A game said to be for so many ("un jeu à deux", "a game for two", "a two-player
    game"): how many may play."""
    box = _box_words()
    for k, word in enumerate(words):
        count = _number(word)
        if count is None or count < _FEWEST_PLAYERS:
            continue
        before = words[max(0, k - 2) : k]
        if len(before) == 2 and before[0] in box.game_nouns and before[1] in box.count_links:
            return True  # "jeu à deux", "game for two"
        after = words[k + 1 : k + 3]
        if len(after) == 2 and after[0] in box.player_words and after[1] in box.game_nouns:
            return True  # "two player game"
    return False


def _tells_age(words: list[str], game_word: Callable[[str], bool]) -> bool:
    """A child's age told ("my son is nine", "ma fille a sept ans"): with the game named,
    whether the game suits that age. "Ma fille a 2 cartes" tells no age."""
    box = _box_words()
    for k, word in enumerate(words):
        if word not in box.relatives:
            continue
        j = k + 1
        while j < len(words) and words[j] in box.age_links:
            j += 1  # "my son is nine", "ma fille a 7 ans", "mon fils de 8 ans"
        after = words[j + 1] if j + 1 < len(words) else ""
        if j > k + 1 and j < len(words) and _number(words[j]) is not None:
            return not game_word(after.rstrip("'"))
    return False
