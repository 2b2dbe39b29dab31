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

from rulebot.understanding.cues import has as _has
from rulebot.understanding.offtopic import names_unknown
from rulebot.understanding.text import (
    Phrases,
    listed,
    load_words,
    phrases,
    read_lists,
    without_phrases,
    words_of,
)

# A French participle agrees with its noun: "éditée", "publiées", "conçue" are the cues'
# "édité", "publié", "conçu" (the stem this long at least).
_AGREEMENT_ENDINGS = ("es", "e", "s")
_AGREED_STEM_MIN = 4


class Box(Enum):
    """What a question with a box cue turns out to be."""

    FACTS = "facts"  # a question on the box of this game
    RULES = "rules"  # a box cue about a rules thing: "how long can a path get?"
    OTHER = "other"  # about something else: out of scope


@dataclass(frozen=True, kw_only=True)
class _BoxWords:
    cues: Phrases = listed("game_facts")
    rules_subjects: Phrases = listed()
    card_games: Phrases = listed()
    vocabulary: frozenset[str]
    names: frozenset[str] = listed("box_names", "places")
    people: frozenset[str] = listed("name_people")
    this_game: Phrases = listed()
    shared: frozenset[str] = listed("shared_game_words")
    makers: Phrases = listed("box_makers")
    play_verbs: frozenset[str] = listed()
    play_links: frozenset[str] = listed()
    sold_in: Phrases
    sold_cues: Phrases = listed()
    after_auxiliary: dict[str, str]
    auxiliaries: frozenset[str] = listed()


@cache
def _box_words() -> _BoxWords:
    data = load_words("intents")
    return read_lists(
        _BoxWords,
        data,
        vocabulary=box_vocabulary(data),
        sold_in=tuple(
            (*link, *words_of(place))
            for link in phrases(data["place_links"])
            for place in data["places"]
        ),
        after_auxiliary={str(k): str(v) for k, v in data["after_auxiliary"].items()},
    )


def box_vocabulary(data: dict[str, list[str]]) -> frozenset[str]:
    """Every word a question on the box may use: its cues, stop words, game words, the
    words of its release ("il est paru quand ?")."""
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
    text: str,
    words: list[str],
    game_word: Callable[[str], bool],
    known: Callable[[str], bool],
    *,
    card: bool = False,
) -> Box | None:
    """What a question with a box cue is, or None without one. `game_word` tells a word
    of the game (a colour included); `known`, a word that is no unknown name; `card`,
    whether a card is named (a value and a colour): "How long can I hold on to the 8 of
    oak?" asks a rule."""
    box = _box_words()
    words = [_agreed(w, box.vocabulary) for w in words]  # "éditée" is "édité"
    words = _been_read(words)  # "elle a été publiée" is no summer ("l'été")
    if not (_has_agreed(words, box.cues) or _has(words, box.makers)):  # "Dan Cassar…?"
        return None
    if card:
        return Box.RULES
    about = _about_this_game(words, game_word)
    if _has(without_phrases(words, box.card_games), box.rules_subjects):
        return Box.RULES if about else Box.OTHER
    if names_unknown(text, known, box.people):
        return Box.OTHER  # "Combien de joueurs pour Cascadia ?"
    return Box.FACTS if about else Box.OTHER


def without_places(words: list[str]) -> list[str]:
    """In a question on the box, the words without the country it is published or sold in
    ("C'est édité par qui en France ?", "Who sells it in the UK?"); other words as they are."""
    box = _box_words()
    if not _has_agreed(words, box.sold_cues):
        return words
    return without_phrases(words, box.sold_in)


def _about_this_game(words: list[str], game_word: Callable[[str], bool]) -> bool:
    """Whether a box question is about this game: a word only the game uses, a word
    shared with everyday life beside a pointer to the game ("ce jeu", "on peut", "we"), or
    nothing but box words."""
    box = _box_words()
    said = [w.rstrip("'") for w in words if not w.isdigit()]
    if any(game_word(w) and w not in box.shared for w in said):
        return True
    if any(game_word(w) for w in said) and _has(words, box.this_game):
        return True
    if _has(words, box.makers) or _plays_it(words):
        return True  # "Dan Cassar designed it?", "on peut y jouer tout seul, genre le soir ?"
    return box_only(without_places(words))


def _agreed(word: str, vocabulary: frozenset[str]) -> str:
    """An agreed participle read as the box word it agrees ("editee" -> "edite"); any
    other word as it is."""
    if word in vocabulary:
        return word
    for ending in _AGREEMENT_ENDINGS:
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= _AGREED_STEM_MIN and stem in vocabulary:
            return stem
    return word


def _been_read(words: list[str]) -> list[str]:
    """The words, one right after a form of "avoir" read as the verb it is there ("elle a
    été publiée" -> "a etre publiee"); "l'été", the summer, stays as it is."""
    box = _box_words()
    read = list(words)
    for k, word in enumerate(words):
        if word not in box.after_auxiliary:
            continue
        if k > 0 and words[k - 1] in box.auxiliaries:
            read[k] = box.after_auxiliary[word]
    return read


def _has_agreed(words: list[str], cues: Phrases) -> bool:
    """Whether the words hold a cue, its words agreed or not ("jouer seule", "éditée par");
    a cue is looked for only when each of its words may be one of those said."""
    said = _unagreed(words)
    return any(
        all(_agrees(w, cue) for w, cue in zip(words[i : i + len(phrase)], phrase, strict=True))
        for phrase in cues
        if all(cue in said for cue in phrase)
        for i in range(len(words) - len(phrase) + 1)
    )


def _unagreed(words: list[str]) -> set[str]:
    """Every cue word a word may agree with: itself, and itself less an agreement ending."""
    said = set(words)
    said.update(w[: -len(end)] for w in words for end in _AGREEMENT_ENDINGS if w.endswith(end))
    return said


def _agrees(word: str, cue: str) -> bool:
    return word == cue or (
        len(cue) >= _AGREED_STEM_MIN and word in {cue + end for end in _AGREEMENT_ENDINGS}
    )


def _plays_it(words: list[str]) -> bool:
    """Whether a verb of play has the game for object: a pronoun ("on peut y jouer", "ça
    se joue", "play it") or nothing else played ("can we all play?", "on peut jouer tout
    seul, genre le soir ?"); not "jouer du piano", "play outside"."""
    box = _box_words()
    for k, word in enumerate(words):
        if word not in box.play_verbs:
            continue
        j = k + 1
        while j < len(words) and words[j] in box.play_links:
            j += 1
        played = [w.rstrip("'") for w in words[j : j + 2]]  # "jouer à un jeu vidéo"
        if all(w.isdigit() or box_word(w) for w in played):
            return True
    return False
