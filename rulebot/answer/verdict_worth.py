"""A path told by its shape and a worth told "before the bonuses", asked to be confirmed:
"a 7-card row all of one species would be worth 14 before any bonus?" (yes: 7 cards
doubled, 2 each), "un sentier de 5 cartes de couleurs mélangées vaut 10 sans les bonus ?"
(no: 5). Data in data/verdicts.yaml (`told_worth`).

The worth before the bonuses is what the rules engine gives for the told shape, the
lines of its breakdown before the end bonuses (the corpus calls +1 for a 1 and +2 for an 8
"bonus"): per card, doubled when the shape is. Yes only when every colour reading of the
shape gives the told worth; no only when none does, nor the cards alone (a player may
call the doubling a bonus too); otherwise nothing is said. A question saying anything
else (an end, a comparison, another number) gets nothing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_text import Phrase, phrase_set
from rulebot.answer.verdict_words import concepts
from rulebot.rules.paths import MAX_PATH, MIN_PATH, score_path
from rulebot.rules.shapes import PathShape, shape_cards
from rulebot.understanding.text import plain_words, without_phrases

DATA = "verdicts.yaml"


@dataclass(frozen=True)
class _Told:
    """data/verdicts.yaml `told_worth`, read once."""

    entries: frozenset[str]
    before_bonus: tuple[Phrase, ...]
    allowed: frozenset[str]
    base_lines: frozenset[str]
    card: str
    worth: frozenset[str]
    same: str
    mixed: str


@cache
def _told() -> _Told:
    raw = load_data(DATA)["told_worth"]
    return _Told(
        entries=frozenset(str(e) for e in raw["entries"]),
        before_bonus=phrase_set(raw["before_bonus"], "told_worth.before_bonus"),
        allowed=frozenset(str(c) for c in raw["allowed"]),
        base_lines=frozenset(str(k) for k in raw["base_lines"]),
        card=str(raw["card"]),
        worth=frozenset(str(c) for c in raw["worth"]),
        same=str(raw["same_colour"]),
        mixed=str(raw["mixed_colour"]),
    )


def told_worth(proposition: str, lang: str, entry_id: str) -> bool | None:
    """Whether the worth a question tells for a path told by its shape, before the
    bonuses, is what the rules give (None when it is not such a question or not sure)."""
    told = _told()
    words = plain_words(proposition)
    kept = without_phrases(words, told.before_bonus)
    if entry_id not in told.entries or len(kept) == len(words):
        return None
    said = concepts(" ".join(kept), lang)
    numbers = [c for c in said if c.isdigit()]
    if said - told.allowed - set(numbers):
        return None
    read = _length_and_worth(kept, lang)
    if read is None:
        return None
    length, worth = read
    same, mixed = told.same in said, told.mixed in said
    if not MIN_PATH <= length <= MAX_PATH or (same and mixed):
        return None
    colours = [True] if same else [False] if mixed else [True, False]
    readings = {_base(PathShape(length, same_colour=one)) for one in colours}
    if readings == {worth}:
        return True
    if worth not in readings and worth != length:  # the cards alone: doubling as a bonus
        return False
    return None


def _length_and_worth(words: list[str], lang: str) -> tuple[int, int] | None:
    """The told length (a number right before a card word: "7-card", "5 cartes") and the
    told worth (the one other number, after a worth word or before a point word)."""
    told = _told()
    read = [concepts(word, lang) for word in words]
    numbers = [i for i, c in enumerate(read) if len(c) == 1 and next(iter(c)).isdigit()]
    lengths = [i for i in numbers if i + 1 < len(read) and read[i + 1] == {told.card}]
    others = [i for i in numbers if i not in lengths]
    if len(numbers) != 2 or len(lengths) != 1 or len(others) != 1:
        return None
    at = others[0]
    before = read[at - 1] if at > 0 else frozenset()
    after = read[at + 1] if at + 1 < len(read) else frozenset()
    if not (before & told.worth or after & told.worth):
        return None
    return int(next(iter(read[lengths[0]]))), int(next(iter(read[at])))


def _base(shape: PathShape) -> int:
    """The points of a path of this shape before its end bonuses, from the engine."""
    lines = score_path(shape_cards(shape)).breakdown
    return sum(line.points for line in lines if line.kind in _told().base_lines)
