"""The word lists and word-level readings shared by the follow-up modules.

Word lists live in data/followups.yaml; phrases are matched after case and accent
folding, as whole words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from rulebot.rules import MAX_VALUE, MIN_VALUE, Card
from rulebot.understanding import Lexicon, ParseError, parse_cards
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.reading import read
from rulebot.understanding.text import (
    contains_phrase,
    fold,
    listed,
    plain_words,
    read_lists,
    words_of,
)
from rulebot.understanding.words import grammar_words

DATA = Path(__file__).resolve().parent / "data" / "followups.yaml"
_VALUE = re.compile(r"\b([1-8])\b")


@dataclass(frozen=True, kw_only=True)
class _Cues:
    opens: tuple[str, ...] = listed("followup_starts")
    weak_opens: tuple[str, ...] = listed("weak_starts")
    weak_ends: tuple[str, ...] = listed()
    lead_fillers: tuple[str, ...] = listed()
    anywhere: tuple[str, ...] = listed("followup_anywhere")
    change_anywhere: tuple[str, ...] = listed()
    remove: tuple[str, ...] = listed()
    replace: tuple[str, ...] = listed()
    but: tuple[str, ...] = listed()
    me: tuple[str, ...] = listed()
    not_remove: tuple[str, ...] = listed()
    not_replace: tuple[str, ...] = listed()
    forgotten: tuple[str, ...] = listed()
    change_joins: tuple[str, ...] = listed()
    only: tuple[str, ...] = listed()
    positions: dict[str, tuple[str, ...]]
    ends: dict[str, tuple[str, ...]]
    newcomer: str
    newcomer_names: dict[str, str]
    newcomer_cues: tuple[str, ...]


@cache
def load_data(name: str) -> dict[str, Any]:
    """A word-list file of rulebot/pipeline/data/, as loaded (parsed once)."""
    data: dict[str, Any] = yaml.load(
        (DATA.parent / name).read_text(encoding="utf-8"), Loader=yaml.CSafeLoader
    )
    return data


def cue_data() -> dict[str, Any]:
    """The word lists of data/followups.yaml, as loaded."""
    return load_data(DATA.name)


@cache
def cues() -> _Cues:
    """The follow-up word lists, as phrases of folded words."""
    data = cue_data()
    return read_lists(
        _Cues,
        data,
        positions={place: tuple(words) for place, words in data["positions"].items()},
        ends={end: tuple(words) for end, words in data["ends"].items()},
        newcomer=str(data["newcomer"]["id"]),
        newcomer_names={lang: str(name) for lang, name in data["newcomer"]["names"].items()},
        newcomer_cues=tuple(data["newcomer"]["cues"]),
    )


def said_words(text: str) -> str:
    """The folded words of a text, space-padded for whole-phrase matching."""
    return " " + " ".join(plain_words(text)) + " "


def has(words: str, phrases: tuple[str, ...]) -> bool:
    """Whether a phrase occurs, as whole words, in padded folded words."""
    return any(f" {phrase} " in words for phrase in phrases)


def removes(words: str) -> bool:
    """A remove cue, "en plus" (which adds) aside, and "plus le 6 mais le 8" (a swap) aside."""
    for phrase in cues().not_remove:
        words = words.replace(f" {phrase} ", " ")
    return has(words, cues().remove) and not _swapped_by_but(words)


def adds(text: str) -> bool:
    """A follow-up says its cards come on top of those told before ("also", "en plus")."""
    said = words_of(text)
    return any(contains_phrase(said, phrase) for phrase in grammar_words().additions)


def puts_down(words: str) -> bool:
    """The named cards are said planted or discarded, so out of the hand ("and if Tom had
    discarded his 1?", "et si Léa avait posé le 1 ?"), and no hand word keeps them in it
    (grammar.yaml `out_of_hand`, `in_hand`) but one a place out of the hand follows, as in
    the reading ("and if Tom had kept the 1 in his arboretum?")."""
    said = words.split()
    found = grammar_words()
    away = [k for k, word in enumerate(said) if word in found.out_of_hand]
    held = [k for k, word in enumerate(said) if word in found.in_hand]
    return bool(away) and all(k < away[-1] for k in held)


def replaces(words: str) -> bool:
    """A card swapped for another: "au lieu du 7", "swap the 6 for the 8", or a card taken
    away "but" another given ("je n'avais plus le 6 mais le 8")."""
    for phrase in cues().not_replace:
        words = words.replace(f" {phrase} ", " ")
    return has(words, cues().replace) or _swapped_by_but(words) or _changed_into(words)


def corrects(words: str) -> bool:
    """A card of the path said right in place of another ("the last one is the 7 of oak,
    not the 8", "c'est le 7, pas le 8"), or what was said of a card by its place taken back
    ("actually the first card is the 2", "en fait le dernier c'est le 7"): after a path, a
    swap."""
    places = tuple(word for place in cues().positions.values() for word in place)
    if retracts(words) and has(words, places):
        return True
    return corrected_values(words) is not None


def retold(ordered: Sequence[Card], named: Sequence[Card], words: str) -> bool:
    """A card of the path said again as another, with a word taking back what was said
    ("correction: the oak 5 is actually an oak 6", "rectification : le 5 de chêne est en
    fait un 6 de chêne"): after a path, a swap."""
    return (
        len(named) == SWAPPED
        and named[0] in ordered
        and named[1] not in ordered
        and retracts(words)
    )


def retracts(words: str) -> bool:
    """Whether the padded folded words take back what was said ("actually", "en fait",
    "rectification")."""
    return has(words, tuple(str(w) for w in cue_data()["corrections"]["retractions"]))


# The cards a swap names: the one leaving (said before), the one coming (what it is).
SWAPPED = 2


def corrected_values(words: str) -> tuple[int, int] | None:
    """The value said right and the one it replaces, in a card said in place of another
    ("the last one is the 7, not the 8", "en fait Léa a le 7, pas le 8": (7, 8)); None when
    the words say no such thing."""
    data = cue_data()["corrections"]
    denials = "|".join(str(w) for w in data["denials"])
    articles = "|".join(str(w) for w in data["articles"])
    reach = int(data["reach"])
    pattern = rf" ([1-8]) (?:[a-z]+ ){{0,{reach}}}(?:{denials}) (?:(?:{articles}) )?([1-8]) "
    match = re.search(pattern, words)
    if match is None or match.group(1) == match.group(2):
        return None
    return int(match.group(1)), int(match.group(2))


def instead_between(words: str, first: int, second: int) -> bool:
    """Whether the padded folded words say the value `first` in place of `second` ("a 5
    instead of the 6", "un 5 au lieu du 6"; understanding/data/cards.yaml `instead_of`)."""
    phrases = "|".join(" ".join(p) for p in card_words().instead_of)
    pattern = rf" {first} (?:[a-z]+ ){{0,3}}(?:{phrases}) (?:[a-z]+ ){{0,2}}{second} "
    return re.search(pattern, words) is not None


def _changed_into(words: str) -> bool:
    """ "change the 3 into a 4": a verb of change, a value, a linking word."""
    data = cue_data()["change_verbs"]
    verbs = "|".join(str(v) for v in data["verbs"])
    links = "|".join(str(w) for w in data["links"])
    return re.search(rf" (?:{verbs}) (?:[a-z]+ ){{0,2}}[1-8] (?:{links}) ", words) is not None


def _swapped_by_but(words: str) -> bool:
    for but in cues().but:
        before, cut, after = words.partition(f" {but} ")
        if cut and has(f"{before} ", cues().remove) and _VALUE.search(after):
            return True
    return False


def _values(text: str) -> list[int]:
    """Card values named without a colour ("un 8", "the 1")."""
    folded = fold(text)
    found = [int(v) for v in _VALUE.findall(folded)]
    for word, value in card_words().numbers.items():  # understanding/data/cards.yaml
        if re.search(rf"\b(le|la|l|the|an?|un|une)\s+{word}\b", folded) and value not in found:
            if value == 1 and word in ("un", "une", "one"):
                continue  # "un 8": the article, not a value
            found.append(value)
    return [v for v in found if MIN_VALUE <= v <= MAX_VALUE]


def without_references(text: str) -> str:
    """The text without the values that only place a card ("between the 3 and the 5")."""
    refs = cue_data()["references"]
    value = r"(?:the |le |la |l )?(?:[1-8]|un|une|one|two|deux|three|trois)\b"
    folded = " ".join(plain_words(text))
    cut = folded
    for word in refs["between"]:
        cut = re.sub(rf"\b{word} {value} (?:and|et) {value}", " ", cut)
    for word in refs["next"]:
        cut = re.sub(rf"\b{word} {value}", " ", cut)
    return text if cut == folded else cut


def without_counts(text: str, lexicon: Lexicon) -> str:
    """The text without the numbers that count cards ("the two reds in the middle", "les
    deux rouges"): a number word after a plural determiner, or before a colour said in the
    plural; the text itself when it has none."""
    refs = cue_data()["counts"]
    spelled = "|".join(w for w, v in card_words().numbers.items() if v > 1 and not w.isdigit())
    plural = "|".join(str(w) for w in refs["plural_determiners"])
    singular = "|".join(str(w) for w in refs["determiners"])
    words = plain_words(text)
    folded = " ".join(words)
    cut = re.sub(rf"\b(?:{plural}) (?:{spelled})\b", " ", folded)
    for k in range(len(words) - 2):
        colour = lexicon.match_at(words, k + 2)
        if (
            re.fullmatch(singular, words[k])
            and re.fullmatch(spelled, words[k + 1])
            and colour is not None
            and words[k + 1 + colour[1]].endswith("s")
            and lexicon.match_at([words[k + 1 + colour[1]][:-1]], 0) is not None
        ):
            cut = re.sub(rf"\b{words[k]} {words[k + 1]} {words[k + 2]}\b", " ", cut)
    return text if cut == folded else cut


def named_cards(text: str, lexicon: Lexicon, colour: str | None) -> list[Card]:
    """The cards a follow-up names; a bare value takes the colour under discussion; a
    number counting cards names none (`without_counts`, and the reading's counts: "et
    avec le bleu 8 au bout, donc 4 cartes ?", `Reading.counted_values`)."""
    counted = read(text, lexicon).counted_values
    text = without_counts(without_references(text), lexicon)
    try:
        cards = list(parse_cards(text, lexicon, strict=False).cards)
    except ParseError:
        cards = []
    if colour is not None:
        named = {card.value for card in cards}
        cards += [Card(v, colour) for v in _values(text) if v not in named | counted]
    return list(dict.fromkeys(cards))  # "le 5 était un 5 vert": one card


def either_or(text: str) -> bool:
    """A short "X or Y?" with no clause of its own ("colours in our hand or colours on the
    table?", "et celles en main ou celles plantées ?"): it asks which of two readings of
    the question before holds, so it leans on that question and keeps its subject. A
    subject pronoun or an auxiliary opening it, or a question word or a verb said of cards
    anywhere, makes it a question of its own; "ou pas ?" is a yes-or-no tail
    (data/followups.yaml `either_or`)."""
    lists = _either_or_lists()
    data = cue_data()["either_or"]
    words = plain_words(text)
    while words and words[0] in lists["openers"]:
        words = words[1:]
    if not words or len(words) > int(data["most_words"]):
        return False
    if lists["clause_words"].intersection(words):
        return False
    if lists["clause_starts"].intersection(words[:2]):
        return False
    cuts = [k for k, word in enumerate(words) if word in lists["words"]]
    if len(cuts) != 1:
        return False
    first = [word for word in words[: cuts[0]] if word not in lists["articles"]]
    after = " ".join(words[cuts[0] + 1 :])
    return bool(after) and after not in lists["tails"] and 1 <= len(first) <= data["most_before"]


@cache
def _either_or_lists() -> dict[str, frozenset[str]]:
    """The word lists of `either_or` (data/followups.yaml), as sets, read once."""
    data = cue_data()["either_or"]
    keys = ("clause_words", "clause_starts", "words", "articles", "tails")
    lists = {key: frozenset(str(w) for w in data[key]) for key in keys}
    lists["openers"] = frozenset({*cues().lead_fillers, *(str(w) for w in data["openers"])})
    return lists
