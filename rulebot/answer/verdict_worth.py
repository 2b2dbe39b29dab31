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

Whether a path told by its shape is doubled ("a 3-card path all maple, doubled?": no; "5
cartes toutes en chêne, ça compte double ?": yes) is the engine's too (`told_doubled`):
yes when every colour reading of the shape has a doubled line, no when none has.

Several paths of one colour told with their worths and a total above the best of them ("two
oak paths, one worth 6 and one worth 9, so I get 15?") are answered no (`told_sum`): one
path per colour is scored, so the best worth is the most that colour gives. Asked openly
("three oak paths worth 6, 8 and 11. What do I score for oak?"), the best worth is the
answer (`told_best`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.path_base import before_bonuses
from rulebot.answer.texts import load_data
from rulebot.answer.verdict_text import Phrase, phrase_set
from rulebot.answer.verdict_words import colour_runs, concepts, is_number
from rulebot.rules.paths import MAX_PATH, MIN_PATH, score_path
from rulebot.rules.shapes import PathShape, shape_cards
from rulebot.understanding.text import (
    as_written,
    listed,
    plain_words,
    read_lists,
    without_phrases,
)

DATA = "verdicts.yaml"


@dataclass(frozen=True, kw_only=True)
class _Told:
    """data/verdicts.yaml `told_worth`, read once."""

    entries: frozenset[str] = listed(read=as_written)
    before_bonus: tuple[Phrase, ...] = listed(read=phrase_set)
    allowed: frozenset[str] = listed(read=as_written)
    card: str = listed()
    worth: frozenset[str] = listed(read=as_written)
    same: str = listed("same_colour")
    mixed: str = listed("mixed_colour")


@cache
def _told() -> _Told:
    return read_lists(_Told, load_data(DATA)["told_worth"], "told_worth.")


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
    numbers = [i for i, c in enumerate(read) if is_number(c)]
    lengths = [i for i in numbers if i + 1 < len(read) and read[i + 1] == {told.card}]
    others = [i for i in numbers if i not in lengths]
    if len(numbers) != 2 or len(lengths) != 1 or len(others) != 1:
        return None
    at = others[0]
    if not told_as_worth(read, at):
        return None
    return int(next(iter(read[lengths[0]]))), int(next(iter(read[at])))


def told_as_worth(read: list[frozenset[str]], at: int) -> bool:
    """Whether the number at `at` of a question read word by word (`concepts`) is told as
    a worth: after a worth word ("vaut 5", "worth 5") or before a point word ("9 points")."""
    worth = _told().worth
    before = read[at - 1] if at > 0 else frozenset()
    after = read[at + 1] if at + 1 < len(read) else frozenset()
    return bool(before & worth or after & worth)


def _base(shape: PathShape) -> int:
    """The points of a path of this shape before its end bonuses, from the engine."""
    return before_bonuses(score_path(shape_cards(shape))).doubled


@dataclass(frozen=True, kw_only=True)
class _Doubled:
    """data/verdicts.yaml `told_doubled`, read once."""

    double: str = listed()
    allowed: frozenset[str] = listed(read=as_written)
    mixed: tuple[Phrase, ...] = listed(read=phrase_set)
    exceptions: tuple[Phrase, ...] = listed(read=phrase_set)
    all_words: frozenset[str] = listed(read=as_written)
    all_links: frozenset[str] = listed(read=as_written)
    line: str = listed()
    # besides `told_worth.entries`: entries stating it of mixed paths
    entries: frozenset[str] = listed(read=as_written)


@cache
def _doubled() -> _Doubled:
    return read_lists(_Doubled, load_data(DATA)["told_doubled"], "told_doubled.")


def told_doubled(
    proposition: str, lang: str, entry_id: str, colours: frozenset[str] = frozenset()
) -> bool | None:
    """Whether a path told by its length, and perhaps its colours, is doubled, as the
    engine scores it: "a 3-card path that's all maple, doubled?" (no), "four cards but one
    in the middle a different colour, still double?" (no), "5 cards all oak, doubled?"
    (yes). None when the question says anything but the shape and the doubling, or when
    the colours left unsaid decide it (a 4-card path may be all one colour or not)."""
    told, rules = _told(), _doubled()
    words = plain_words(proposition)
    kept = without_phrases(words, rules.mixed)
    mixed = len(kept) < len(words)
    # the entry on a path's middle colours answers it only of cards of other colours
    if entry_id not in told.entries and not (mixed and entry_id in rules.entries):
        return None
    bare = without_phrases(kept, rules.exceptions)
    excepted = len(bare) < len(kept)  # "all oak but one": no colour said of every card
    said = concepts(" ".join(bare), lang, colours)
    numbers = {c for c in said if c.isdigit()}
    if rules.double not in said or said - rules.allowed - numbers:
        return None
    length = _length(bare, lang)
    mixed = mixed or told.mixed in said
    same = not excepted and (told.same in said or _all_of_one(bare, colours, lang))
    if length is None or not MIN_PATH <= length <= MAX_PATH or (same and mixed):
        return None
    readings = {_is_doubled(PathShape(length, same_colour=one)) for one in (same, not mixed)}
    return readings.pop() if len(readings) == 1 else None


def told_states_doubling(entry_id: str) -> bool:
    """Whether an entry states the doubling rule itself (`told_worth.entries`); the other
    entries a doubling is decided from (`told_doubled.entries`) do not."""
    return entry_id in _told().entries


def _length(words: list[str], lang: str) -> int | None:
    """The one number told right before a card word ("3-card", "5 cartes"); else None.
    Another number may count some of its cards, one word before the card word ("the two
    middle cards"); any other number (a worth: "doubled to 10?") leaves it unread."""
    read = [concepts(word, lang) for word in words]
    card = {_told().card}
    numbers = [i for i, c in enumerate(read) if is_number(c)]
    lengths = [i for i in numbers if read[i + 1 : i + 2] == [card]]
    some = [i for i in numbers if i not in lengths and read[i + 2 : i + 3] == [card]]
    if len(lengths) != 1 or len(lengths) + len(some) != len(numbers):
        return None
    return int(next(iter(read[lengths[0]])))


def _all_of_one(words: list[str], colours: frozenset[str], lang: str) -> bool:
    """Whether every card is told of one colour named: "all maple", "toutes en chêne",
    "all of them oak"; one colour only is named."""
    rules = _doubled()
    named = colour_runs(words, colours, lang)
    if len({name for _, name in named}) != 1:
        return False
    starts = {at for at, _ in named}
    for i, word in enumerate(words):
        if word not in rules.all_words:
            continue
        j = i + 1
        while j < len(words) and words[j] in rules.all_links:
            j += 1
        if j in starts:
            return True
    return False


def _is_doubled(shape: PathShape) -> bool:
    """Whether the engine doubles a path of this shape."""
    return any(line.kind == _doubled().line for line in score_path(shape_cards(shape)).breakdown)


@dataclass(frozen=True)
class ToldSum:
    """Paths of one colour told with their worths, and the total claimed for them."""

    worths: tuple[int, ...]
    total: int
    told: bool = True  # the total was told; else the paths were only said to be added

    @property
    def best(self) -> int:
        """The worth of the best path: the only one of that colour scored."""
        return max(self.worths)


@dataclass(frozen=True, kw_only=True)
class _Summed:
    """data/verdicts.yaml `told_sum`, read once."""

    entries: frozenset[str] = listed(read=as_written)  # stating its fact (one path per colour)
    path: str = listed()
    one_colour: str = listed()
    allowed: frozenset[str] = listed(read=as_written)
    fillers: tuple[Phrase, ...] = listed(read=phrase_set)
    sum: str = listed()  # the paths said to be added: their total is their sum when none is told
    asked: frozenset[str] = listed(read=as_written)  # what an open question asks (`told_best`)
    open_words: frozenset[str] = listed(read=as_written)  # of an open question ("what")


@cache
def _summed() -> _Summed:
    return read_lists(_Summed, load_data(DATA)["told_sum"], "told_sum.")


def told_sum(
    proposition: str, lang: str, entry_id: str, colours: frozenset[str] = frozenset()
) -> ToldSum | None:
    """A count of paths of one colour ("two oak paths", "deux sentiers de la même
    couleur"), that many worths, then a total above the best worth, as told; None when the
    question is not such, says anything else, or names no colour or several."""
    told = _paths_told(proposition, lang, entry_id, colours)
    if told is None:
        return None
    said, numbers = told
    rules = _summed()
    count, worths, total = numbers[0], numbers[1:-1], numbers[-1]
    summed = True
    if rules.sum in said and len(numbers) == count + 1:  # "… 5 et 9, je les additionne ?"
        worths, total, summed = (*worths, total), sum(worths) + total, False
    elif rules.sum in said and total == count and len(worths) == count:
        total, summed = sum(worths), False  # "l'un vaut 5 et l'autre 9, j'additionne les deux ?"
    if count < 2 or len(worths) != count or total <= max(worths):
        return None
    return ToldSum(worths, total, summed)


def told_best(
    message: str, lang: str, entry_id: str, colours: frozenset[str] = frozenset()
) -> int | None:
    """The best worth of paths of one colour told with their worths, asked openly what
    they score ("three oak paths worth 6, 8 and 11. What do I score for oak?": 11, the one
    path of a colour scored); None when the message tells a total or anything else, says
    no score or point, or names no colour or several."""
    rules = _summed()
    told = _paths_told(message, lang, entry_id, colours, rules.open_words)
    if told is None:
        return None
    said, numbers = told
    count, worths = numbers[0], numbers[1:]
    if count < 2 or len(worths) != count or rules.sum in said or not said & rules.asked:
        return None
    return max(worths)


def _paths_told(
    proposition: str,
    lang: str,
    entry_id: str,
    colours: frozenset[str],
    also: frozenset[str] = frozenset(),
) -> tuple[frozenset[str], tuple[int, ...]] | None:
    """The concepts said and the numbers told, in order, when a count of paths of one
    colour comes first and nothing but `allowed` concepts (and `also`) is said; None
    otherwise."""
    rules = _summed()
    if entry_id not in rules.entries:
        return None
    words = without_phrases(plain_words(proposition), rules.fillers)
    said = concepts(" ".join(words), lang, colours)
    if said - rules.allowed - also - {c for c in said if c.isdigit()}:
        return None
    named = {name for _, name in colour_runs(words, colours, lang)}
    if len(named) > 1 or not (named or rules.one_colour in said):
        return None
    read = [concepts(word, lang) for word in words]
    numbers = [(i, int(next(iter(c)))) for i, c in enumerate(read) if is_number(c)]
    if len(numbers) < 3 or not _counts_paths(read, numbers[0][0], rules.path, words, colours):
        return None
    return said, tuple(v for _, v in numbers)


def _counts_paths(
    read: list[frozenset[str]], at: int, path: str, words: list[str], colours: frozenset[str]
) -> bool:
    """Whether the number at `at` counts paths: a path word right after it, or after the
    colour named ("two oak paths")."""
    j = at + 1
    while j < len(words) and words[j] in colours and path not in read[j]:
        j += 1
    return j < len(read) and path in read[j]
