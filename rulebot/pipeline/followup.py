"""Follow-up questions: "et s'il finit sur un 8 ?" changes the previous path or scenario.

The conversation is replayed question by question (`Rulebot._follow`), so a follow-up
of a follow-up works, and no engine value is ever taken on trust from a client.
"""

from __future__ import annotations

import re
from functools import cache

from rulebot.pipeline.followup_scenario import change_scenario
from rulebot.pipeline.followup_words import (
    SWAPPED,
    corrects,
    cues,
    either_or,
    has,
    instead_between,
    named_cards,
    removes,
    replaces,
    retold,
    retracts,
    said_words,
)
from rulebot.rules import Card
from rulebot.understanding import Lexicon, topic_score

__all__ = ["change_path", "change_scenario", "changes_cards", "looks_like_followup"]

_LONGEST = 14  # words of a follow-up told by a weak sign ("pourquoi", "then", "X or Y?")
_LONGEST_OPENED = 24  # words of one opened as a follow-up ("et si …", "what if …")


def _position(words: str, path: tuple[Card, ...]) -> int | None:
    """The index of a card named by its place along the path ("le dernier")."""
    places = cues().positions
    if has(words, places["first"]):
        return 0
    if has(words, places["last"]):
        return len(path) - 1
    if has(words, places["middle"]) and len(path) % 2 == 1:
        return len(path) // 2
    return None


def looks_like_followup(text: str) -> bool:
    """A short question that leans on the previous one ("et sans le 8 ?", "what if...").

    An opener ("et si", "what if") tells one up to `_LONGEST_OPENED` words ("et si on était
    3 et que Lola avait …"); other signs up to `_LONGEST`. A weak opener ("pourquoi",
    "imagine", "with", "only") or ending ("then", "alors") only counts when the question
    does not name its own topic: "Pourquoi une carte seule n'est
    pas un sentier ?" stands alone. A short "X or Y?" with no clause of its own ("colours in
    our hand or on the table?") leans on the question before however it opens.
    """
    said = said_words(text)
    size = len(said.split())
    if size > _LONGEST_OPENED:
        return False
    lists = cues()
    for start in (said, _after_fillers(said)):  # "et si on était 3 et que Lola avait …"
        if any(start.startswith(f" {cue} ") for cue in lists.opens):
            return True
    if size > _LONGEST:
        return False
    if has(said, lists.anywhere) or either_or(text):
        return True
    for start in (said, _after_fillers(said)):
        if any(start.startswith(f" {cue} ") for cue in lists.weak_opens):
            return topic_score(text) < 1.0
    if any(said.endswith(f" {cue} ") for cue in lists.weak_ends):
        return topic_score(text) < 1.0  # "the two ends then?"
    return False


def changes_cards(text: str, path: bool = False) -> bool:
    """A question naming a value with a word of change, however it opens ("combien
    j'aurais sans le 2 ?", "how many would I get with maple 7 too?"): after a path or
    hands, it changes them; after a `path` (or hands), so does a card said in place of
    another ("the last one is the 7, not the 8", "en fait Léa a le 7, pas le 8",
    `corrects`)."""
    said = said_words(text)
    values = sum(word.isdigit() for word in said.split())
    if not values:
        return False
    # ...or, after a path, a card said again as another with a word taking it back
    # ("rectification : le 5 de chêne est en fait un 6 de chêne", `retold`)
    retold_said = values == SWAPPED and retracts(said)
    return has(said, cues().change_anywhere) or (path and (corrects(said) or retold_said))


def _after_fillers(said: str) -> str:
    """The words after those that may open any sentence ("ok, et...", "bon alors...")."""
    fillers = cues().lead_fillers
    changed = True
    while changed:
        changed = False
        for filler in fillers:
            if said.startswith(f" {filler} "):
                said = said[len(filler) + 1 :]
                changed = True
    return said


def change_path(path: tuple[Card, ...], text: str, lexicon: Lexicon) -> tuple[Card, ...] | None:
    """The previous path changed as a follow-up says, or None if it says nothing usable.

    Values rise strictly along a path, so a bare value ("sans le 8") names one card. A
    card the path is said to end or start with ("what if it ended on the 7 instead?")
    is its end: the cards beyond it leave. Several changes joined by a comma and "and"
    ("what if that 4 was a dogwood too, and he had the 7 dogwood after the 5?") are made
    one after the other, each clause naming its cards.
    """
    clauses = _clauses(text)
    changed: tuple[Card, ...] | None = path
    for clause in clauses if len(clauses) > 1 else ():
        changed = _change_once(changed, clause, lexicon) if changed is not None else None
    if changed is not None and changed != path:
        return changed
    return _change_once(path, text, lexicon)


def _clauses(text: str) -> list[str]:
    """The clauses of a follow-up cut at a comma followed by a joining word
    (data/followups.yaml `change_joins`)."""
    return [p for p in _clause_cut().split(text) if p]


@cache
def _clause_cut() -> re.Pattern[str]:
    joins = "|".join(re.escape(word) for word in cues().change_joins)
    return re.compile(rf",\s*(?=(?:{joins})\b)", re.IGNORECASE)


def _change_once(path: tuple[Card, ...], text: str, lexicon: Lexicon) -> tuple[Card, ...] | None:
    ordered = tuple(sorted(path, key=_value))
    colour = ordered[-1].colour if ordered else None  # the colour of a bare value said
    named = named_cards(text, lexicon, colour)
    words = said_words(text)
    changed = _changed(ordered, named, words)
    if changed is None:
        return None
    return _ended_on(words, path, changed, named)


def _ended_on(
    words: str, path: tuple[Card, ...], cards: tuple[Card, ...], named: list[Card]
) -> tuple[Card, ...]:
    """The cards cut at the one named as the path's last ("finit par le 7") or first
    ("started with the 2"), which takes the place of the path's end when said "instead";
    the cards as they are without exactly one such card."""
    ends = cues().ends
    said = [end for end in ("first", "last") if has(words, ends[end])]
    ending = [card for card in named if card in cards]
    if len(said) != 1 or len(ending) != 1:
        return cards
    (end,) = ending
    last = said[0] == "last"
    if end not in path and replaces(words):
        # "and if it opened with the maple 1 instead?": the old first card leaves
        old = max(path, key=_value) if last else min(path, key=_value)
        cards = tuple(card for card in cards if card != old)
    if last:
        return (*(card for card in cards if card.value < end.value), end)
    return (end, *(card for card in cards if card.value > end.value))


def swapped_within(
    ordered: tuple[Card, ...], named: list[Card], words: str
) -> tuple[Card, ...] | None:
    """The path (`ordered` by value) with one of its cards said to be another of its
    values ("what if that 6 was actually a 5?": 2, 3, 5, 5, which the engine judges);
    the first card named leaves unless the words say it comes in place of the second ("a 5
    instead of the 6"). None unless exactly two cards of the path are named."""
    if len(named) != SWAPPED or not all(card in ordered for card in named):
        return None
    old, new = named
    if instead_between(words, old.value, new.value):
        old, new = new, old
    at = ordered.index(old)
    return tuple(sorted((*ordered[:at], new, *ordered[at + 1 :]), key=_value))


def _value(card: Card) -> int:
    return card.value


def _changed(ordered: tuple[Card, ...], named: list[Card], words: str) -> tuple[Card, ...] | None:
    """The path (`ordered` by value) changed by the cards a follow-up names and its
    words (added, removed, replaced); None when they change nothing usable."""
    place = _position(words, ordered) if ordered else None
    swaps = replaces(words) or corrects(words) or retold(ordered, named, words)
    if place is not None:
        # "sans le dernier", "what if the middle one was a 4?": that card leaves.
        others = ordered[:place] + ordered[place + 1 :]
        # "the last one is the 7, not the 8": the card of that place's value stays out
        incoming = [card for card in named if card.value != ordered[place].value]
        if swaps and incoming:
            # each card once, in the order told: a set's order would vary with the
            # process's string hashing when two cards share a value
            once = dict.fromkeys([*others, *incoming])
            return tuple(sorted(once, key=lambda card: card.value))
        if removes(words) and not named:
            return others
    if not named:
        return None
    values = {card.value for card in named}
    if swaps:
        present = {c.value for c in ordered} & values
        incoming = [c for c in named if c not in ordered and c.value not in present]
        leaving = [c for c in named if c in ordered]
        if leaving and incoming:
            # "le 5 de chêne est en fait un 6 de chêne": that card leaves, not the other 5
            staying = [c for c in ordered if c not in leaving]
            return tuple(sorted(dict.fromkeys([*staying, *incoming]), key=_value))
        if not incoming:
            # "et si le 2 était rouge ?": a card of the path in another colour.
            incoming = [c for c in named if c not in ordered]
            if not incoming:  # "what if that 6 was actually a 5?": the 5 twice, judged
                return swapped_within(ordered, named, words)
            if len(incoming) != 1 and not {c.value for c in incoming} <= present:
                return None  # several cards, each of the path ("if the 5 and the 6 were blue")
        values = present | {c.value for c in incoming}
        named = incoming
    elif removes(words):
        # "without the oak 3" takes that card; "sans le 3" takes the 3, whatever its colour.
        exact = {card for card in named if card in ordered}
        kept = tuple(c for c in ordered if c not in exact and (exact or c.value not in values))
        return kept if kept and kept != ordered else None  # "1 plus 4 plus 8": no path left
    changed = [card for card in ordered if card.value not in values] + named
    return tuple(sorted(changed, key=lambda card: card.value))
