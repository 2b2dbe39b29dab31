"""The yes-or-no lead of a path answer whose question tells the path's worth: "A 5-card
path all in oak is worth 5 before bonuses, right?" ("Yes: 5 before doubling; 10 in all."),
"1 saule, 4 saule, 6 saule, ça fait 9 points ?" ("Non : 3 points."). Data in
data/verdicts.yaml (`path_worth`; the words of `told_worth`).

Decided by the engine's values only. A worth told "before the bonuses" is checked against
the score before the bonuses: the cards alone, or the cards doubled (a player may call the
doubling a bonus too, so both are right); any other worth is checked against the total.
A path told by its shape gives every total its unsaid ends allow, and both colour readings
when its colours are unsaid: yes only when every reading agrees, no only when none does;
otherwise nothing is said. A question saying anything else (a comparison, a condition,
another number) gets no lead.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from rulebot.answer.path_base import before_bonuses
from rulebot.answer.texts import load_data
from rulebot.answer.verdict_dispute import dispute_lead
from rulebot.answer.verdict_question import read_question
from rulebot.answer.verdict_text import Phrase, phrase_set
from rulebot.answer.verdict_words import concepts, is_number
from rulebot.answer.verdict_worth import told_as_worth
from rulebot.rules.paths import PathScore, score_path
from rulebot.rules.shapes import PathShape, shape_cards, shape_totals
from rulebot.understanding.text import (
    as_written,
    listed,
    plain_words,
    read_lists,
    without_phrases,
)

DATA = "verdicts.yaml"


@dataclass(frozen=True, kw_only=True)
class _Words:
    """data/verdicts.yaml `path_worth` and `told_worth`, read once."""

    before_bonus: tuple[Phrase, ...] = listed(read=phrase_set)
    card: str = listed()
    allowed: frozenset[str]
    mixed: str = listed("mixed_colour")
    said: Mapping[str, Any]


@cache
def _words() -> _Words:
    data = load_data(DATA)
    raw = data["path_worth"]
    allowed = as_written(raw["allowed"], "path_worth.allowed")
    return read_lists(_Words, data["told_worth"], "told_worth.", allowed=allowed, said=raw["said"])


@dataclass(frozen=True)
class _Reading:
    """One way the engine scores the path: its cards alone, doubled, and its totals."""

    cards: int
    base: int  # cards and doubling: before the end bonuses
    totals: tuple[int, ...]


def path_worth_lead(
    question: str,
    lang: str,
    score: PathScore,
    shape: PathShape | None = None,
    colours: frozenset[str] = frozenset(),
) -> str | None:
    """The lead of a path answer whose closed question tells a worth, or None.
    `colours`: the plain words of colour names (said in passing, no concept). A dispute
    about a told path's worth ("Tom says 3, I say 6: who is right?") is led by who is right
    (`dispute_lead`)."""
    disputed = dispute_lead(question, lang, score) if shape is None else None
    if disputed is not None:
        return disputed
    words = _words()
    asked = read_question(question, lang)
    if asked is None or asked.negated or asked.practice or not score.valid:
        return None
    if asked.context and not _tells_path_only(asked.context, lang, colours):
        return None  # "My oak path is 1, 2, 3, 4, 5. Is that 10 points?" is read on
    said = plain_words(asked.proposition)
    kept = without_phrases(said, words.before_bonus)
    told = _told_worth(kept, lang, colours)
    if told is None:
        return None
    readings = _readings(score, shape, words.mixed in concepts(" ".join(kept), lang))
    t = words.said[lang]
    main = readings[0]
    if len(kept) < len(said):  # "before the bonuses": the cards alone, or doubled
        right = [told in (r.cards, r.base) for r in readings]
        if all(right):
            ends = "ends" if main.base < score.points else "bonuses"
            what = "doubling" if told == main.cards < main.base else ends
            return str(t["before_yes"]).format(told=told, what=t["what"][what], total=score.points)
        if any(right):
            return None
        doubled = str(t["doubled"]).format(base=main.base) if main.base > main.cards else ""
        return str(t["before_no"]).format(cards=main.cards, doubled=doubled, total=score.points)
    totals = {total for r in readings for total in r.totals}
    if totals == {told}:
        return str(t["total_yes"])
    if told in totals:
        return None
    *most, last = [str(n) for n in sorted(totals)]
    joined = f"{', '.join(most)}{t['or']}{last}" if most else last
    return str(t["total_no"]).format(total=joined)


def _told_worth(words: list[str], lang: str, colours: frozenset[str]) -> int | None:
    """The one worth told: a number after a worth word ("vaut 5", "worth 5", "scores 5")
    or before a point word ("9 points"); None when the question says anything else."""
    table = _words()
    read = [concepts(word, lang, colours) for word in words]
    if concepts(" ".join(words), lang, colours) - table.allowed - _numbers(read):
        return None
    found = []
    for i, said in enumerate(read):
        if not is_number(said):
            continue
        if i + 1 < len(read) and read[i + 1] == {table.card}:  # "5-card": a length, no worth
            continue
        if i + 1 < len(read) and is_number(read[i + 1]):  # "vaut 1-3-5": cards, no worth
            continue
        if told_as_worth(read, i):
            found.append(int(next(iter(said))))
    return found[0] if len(found) == 1 else None


def _tells_path_only(context: str, lang: str, colours: frozenset[str]) -> bool:
    """Whether the sentences before the question only tell the path (its cards, colours and
    path words: "My oak path is 1, 2, 3, 4, 5."), so that the worth asked after is its."""
    said = concepts(context, lang, colours)
    return not said - _words().allowed - {c for c in said if c.isdigit()}


def _readings(score: PathScore, shape: PathShape | None, mixed: bool) -> list[_Reading]:
    """The engine's readings: the path scored; for a shape, each colour reading its words
    leave open (the one answered first), with every total its unsaid ends allow."""
    if shape is None:
        return [_reading(score, (score.points,))]
    shapes = [shape]
    if not shape.same_colour and not mixed:  # colours unsaid: all one colour, or not
        shapes.append(replace(shape, same_colour=True))
    return [_reading(score_path(shape_cards(s)), shape_totals(s)) for s in shapes]


def _reading(score: PathScore, totals: tuple[int, ...]) -> _Reading:
    base = before_bonuses(score)
    return _Reading(base.cards, base.doubled, totals)


def _numbers(read: list[frozenset[str]]) -> set[str]:
    return {c for said in read for c in said if c.isdigit()}
