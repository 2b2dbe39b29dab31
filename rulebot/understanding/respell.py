"""French SMS writing read as plain French before a question is read: "jpeu prendre ds la
defose de qqun dotre ?" -> "je peux prendre dans la défausse de quelqu'un d'autre ?"; and
English chat forms written out ("w/ the 1 willow" -> "with the 1 willow").

Two kinds of respelling, from data/language.yaml: the SMS forms of little words (`sms`),
and a misspelt game word matched by its sound (`sounds`: "defose" sounds as "défausse").
Only French questions are respelled; numbers and the words the lists know stay as typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cues import cues
from rulebot.understanding.language import detect_language
from rulebot.understanding.text import fold, folded_set, listed, load_words, read_lists

# A misspelt word keeps its first letters ("defose", "défausse").
_SAME_START = 3
# Endings of agreement and plural a French word may take.
_ENDINGS = ("ees", "es", "ee", "s", "e", "x")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


@dataclass(frozen=True, kw_only=True)
class _Spellings:
    sms: dict[str, str]
    sms_en: dict[str, str]
    english: re.Pattern[str]  # the English forms, whole words
    sounds: tuple[tuple[str, str], ...]
    min_length: int = listed("sound_min_length")
    known: frozenset[str]
    by_sound: dict[str, str]


def sound(word: str, rules: Iterable[tuple[str, str]]) -> str:
    """How a folded French word sounds, roughly: `rules` applied in order, doubled letters
    made single, a silent final "s" then "e" dropped ("defausses" -> "defos")."""
    for written, said in rules:
        word = word.replace(written, said)
    word = re.sub(r"(.)\1+", r"\1", word)
    return word.removesuffix("s").removesuffix("e")


@cache
def _spellings() -> _Spellings:
    data = load_words("language")
    rules = tuple((fold(str(a)), fold(str(b))) for a, b in data["sounds"])
    game = sorted(w for w in cues().game_words if w.isalpha())
    stop = data["stop_words"]
    known = folded_set([str(w) for w in (*stop["fr"], *stop["en"])]) | cues().game_words
    by_sound: dict[str, str] = {}
    for word in sorted(game, key=lambda w: (len(w), w)):  # the shortest spelling wins
        by_sound.setdefault(sound(word, rules), word)
    sms_en = {fold(str(k)): str(v) for k, v in data["sms_en"].items()}
    forms = "|".join(re.escape(k) for k in sorted(sms_en, key=len, reverse=True))
    return read_lists(
        _Spellings,
        data,
        sms={fold(str(k)): str(v) for k, v in data["sms"].items()},
        sms_en=sms_en,
        english=re.compile(rf"(?<![\w/])(?:{forms})(?![\w/])", re.IGNORECASE),
        sounds=rules,
        known=known,
        by_sound=by_sound,
    )


def respell_word(word: str) -> str | None:
    """The plain French for one word written the SMS way, or None when it is plain."""
    spellings = _spellings()
    folded = fold(word)
    if folded in spellings.sms:
        return spellings.sms[folded]
    if len(folded) < spellings.min_length or _inflected(folded, spellings.known):
        return None
    found = spellings.by_sound.get(sound(folded, spellings.sounds))
    if found is None or found[:_SAME_START] != folded[:_SAME_START]:
        return None  # "beaux" sounds as "box", but is no misspelt box
    return found


def _inflected(word: str, known: frozenset[str]) -> bool:
    """A known word, or one with an ending of agreement or plural ("posées", "plantés")."""
    stems = {word} | {word.removesuffix(ending) for ending in _ENDINGS if word.endswith(ending)}
    return any(stem in known or stem + "e" in known for stem in stems)


def respelled(text: str, detected: str | None = None) -> str:
    """A French question with its SMS forms written out, an English one with its chat forms
    (`sms_en`: "w/", "ur"); any other text as it is. `detected`: the text's language as
    `detect_language` tells it, when already known."""
    lang = detected or detect_language(text)
    if lang == "en":
        spellings = _spellings()
        return spellings.english.sub(lambda m: spellings.sms_en[fold(m.group(0))], text)
    if lang != "fr":
        return text

    def plain(match: re.Match[str]) -> str:
        return respell_word(match.group(0)) or match.group(0)

    return _WORD.sub(plain, text)
