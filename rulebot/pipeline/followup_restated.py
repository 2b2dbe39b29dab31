"""A path told again in a follow-up, as a list: "Attends, il y a un 4 de chêne entre le 4 et
le 6. Donc 2, 4, 4 chêne, 6. Ça compte encore ?", "he says the 8 only touches the 6 at the
corner. So it's just 1, 4, 6 — how much then?".

The longest list of values in the follow-up (separated by commas or signs only) is the path
now, in the order told: a value told with its colour is that card, a bare value is the last
path's card of that value, else a card of the colour the last path is scored for. The signs
in data/followups.yaml (`restated_signs`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rulebot.pipeline.followup_words import cue_data
from rulebot.rules import MAX_VALUE, MIN_VALUE, Card
from rulebot.understanding import Lexicon
from rulebot.understanding.text import Token, tokenize

_STOPS = (".", "!", "?", ";", "\n")  # the ends of a sentence
_MIN_LISTED = 3  # values a list must hold to tell a whole path again
_Item = tuple[int, str | None]  # a value, and the colour told with it


def restated_path(
    question: str, path: tuple[Card, ...], colour: str | None, lexicon: Lexicon
) -> tuple[Card, ...] | None:
    """The path a follow-up lists again, its bare values read from the last `path` (scored
    for `colour`); None when it lists no three values, or names every card's colour."""
    items = _longest_list(tokenize(question), lexicon)[0]
    if len(items) < _MIN_LISTED or all(told is not None for _, told in items):
        return None  # a list naming every colour is a path of its own
    scored = colour or max(path, key=lambda card: card.value).colour
    by_value = {card.value: card for card in path}
    cards: list[Card] = []
    for value, told in items:
        if told is not None:
            cards.append(Card(value, told))
        else:
            cards.append(by_value.get(value, Card(value, scored)))
    return tuple(cards)


def restated_words(question: str, lexicon: Lexicon) -> str:
    """The follow-up from the sentence that lists the path on ("So it's just 1, 4, 6 — how
    much then?"): what it says of the path now, without what it said of the path before
    ("he says the 8 only touches the 6 at the corner")."""
    start = _longest_list(tokenize(question), lexicon)[1]
    cut = max((question.rfind(stop, 0, start) for stop in _STOPS), default=-1)
    return question[cut + 1 :].strip() if start >= 0 else question


def _longest_list(tokens: Sequence[Token], lexicon: Lexicon) -> tuple[list[_Item], int]:
    """The longest run of values separated only by commas or joining words (the last of
    equal runs), each with the colour written just after (or else just before) it, and
    where it starts in the text (-1: no value)."""
    folded = [token.folded for token in tokens]
    runs: list[tuple[list[_Item], int]] = []
    run: list[_Item] = []
    began = -1
    claimed = -1  # the last token a card took
    k = 0
    while k < len(tokens):
        token = tokens[k]
        if (
            token.kind == "num"
            and token.value is not None
            and MIN_VALUE <= token.value <= MAX_VALUE
        ):
            if not run:
                began = token.start
            told, end = _colour_after(folded, k + 1, lexicon)
            if told is None:
                told = _colour_before(folded, k, claimed, lexicon)
            run.append((token.value, told))
            claimed = end - 1
            k = end
            continue
        if not _joining(token) and not _colour_next(folded, k, lexicon):
            if run:
                runs.append((run, began))
            run = []
        k += 1
    if run:
        runs.append((run, began))
    return max(reversed(runs), key=lambda found: len(found[0]), default=([], -1))


def _colour_after(folded: list[str], at: int, lexicon: Lexicon) -> tuple[str | None, int]:
    """The colour written at `at`, and the token after it."""
    found = lexicon.match_at(folded, at)
    if found is None:
        return None, at
    return found[0], at + found[1]


def _colour_before(folded: list[str], at: int, claimed: int, lexicon: Lexicon) -> str | None:
    """The colour written just before the value at `at` ("green 8"), not another card's."""
    for size in (3, 2, 1):
        start = at - size
        if start > claimed and start >= 0:
            found = lexicon.match_at(folded, start)
            if found is not None and found[1] == size:
                return found[0]
    return None


def _colour_next(folded: list[str], at: int, lexicon: Lexicon) -> bool:
    """Whether a colour written at `at` leads to a value ("pink 1, pink 4")."""
    found = lexicon.match_at(folded, at)
    if found is None:
        return False
    after = at + found[1]
    return after < len(folded) and folded[after].isdigit()


def _joining(token: Token) -> bool:
    return token.kind == "punct" and token.text in _words("restated_signs")


@cache
def _words(key: str) -> frozenset[str]:
    return frozenset(str(word) for word in cue_data()[key])
