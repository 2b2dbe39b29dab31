"""A hand told by its total in a colour, read from the structure: "Tom has 12 in oak", "moi
10 en bleu", "Ben and I both hold 10 in oak".

A total told before a colour (a number `numbers.py` reads as a total, or one card told to
players sharing it: grammar.yaml `shared_hand`) is the hand of its player: the one spoken of
last before it in its sentence, else first after it; each of the players joined before it
when the clause says they share it. With no card of that colour told of the player, cards
stand in for the total (`counted.stand_in`: neither a 1 nor an 8, which a total says nothing
of). With cards told beside it, those are the hand ("12 en bleu : le 4 et le 7"), and a
total they do not make up is kept as told wrong; unless a word adds them on top ("10 en
bleu et le 1 bleu", "le 1 en plus": `total_adds`, `total_adds_after`) or says they are part
of it ("12 en bleu, dont le 8": `total_includes`), when stand-ins make up the rest. The
engine then counts the cards; the answer says the totals, not the stand-ins.

One pass over the totals, each looking at its own sentence: linear in the question."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulebot.rules import Card
from rulebot.understanding.counted import stand_in
from rulebot.understanding.grammar import Run
from rulebot.understanding.holders import Mention
from rulebot.understanding.lexer import Kind
from rulebot.understanding.numbers import DEFINITE, Role, phrase_at

if TYPE_CHECKING:  # the structure reads its totals here
    from rulebot.understanding.structure import Structure

_COLOUR_REACH = 3  # tokens after a total where its colour is told ("12 in oak", "12 en bleu")
_JOINS = frozenset([",", "&"])
_LISTED_TOTALS = 2  # totals right after their players that make a list of hands told
_SHARED_REACH = 2  # tokens before the players sharing a total where "both" may be said


@dataclass(frozen=True)
class TotalTold:
    """A total told in a colour (its token and value) and the players it is the hand of
    (none: nobody it can be given to, reported by the reading)."""

    token: int
    value: int
    colour: str
    players: tuple[str, ...]


def totals_told(structure: Structure, shared: Sequence[Run]) -> list[TotalTold]:
    """Every total told in a colour, in order, with its players; `shared` are the runs of
    one card told to players sharing it ("Zoé et moi, on a 6 chacune en chêne")."""
    tokens = structure.tokens
    found: list[TotalTold] = []
    spoken = _Spoken.of(structure)
    listed = _listed(structure, spoken)
    for i, role in sorted(structure.roles.items()):
        value = tokens[i].value
        if role is not Role.TOTAL or value is None:
            continue
        if any(t.norm in structure.words.path_points for t in tokens[max(0, i - 2) : i]):
            continue  # "he scored 15 on oak in round one": a path's points, no hand
        colour = next(
            (t.colour for t in tokens[i + 1 : i + _COLOUR_REACH] if t.kind is Kind.COLOUR), None
        )
        if colour is not None:
            found.append(TotalTold(i, int(value), colour, _owners(structure, i)))
            continue
        bare = _held_bare(structure, i, listed, spoken)
        if bare is not None:  # "Bleu : Emma a 9", "Cassia : 14 pour moi"
            found.append(TotalTold(i, int(value), structure.asked_colours[0], bare))
    asked = structure.asked_colours[0] if len(structure.asked_colours) == 1 else None
    for run in shared:  # "Tom and I each have 5": of the one colour asked, when none is said
        if len(run.items) != 1:
            continue
        colour = run.items[0].colour or _colour_after(structure, run) or asked
        if colour:
            item = run.items[0]
            found.append(TotalTold(item.token, item.value, colour, _owners(structure, item.token)))
    return sorted(found, key=lambda total: total.token)


@dataclass(frozen=True)
class _Spoken:
    """Where the players are spoken of, looked up without a scan: each mention by its first
    token, the sorted ends of all, and the ends of those not said by a pronoun."""

    by_start: dict[int, Mention]
    ends: tuple[int, ...]
    named_ends: frozenset[int]

    @classmethod
    def of(cls, structure: Structure) -> _Spoken:
        mentions = structure.mentions
        ends = tuple(sorted({m.end for m in mentions}))
        named = frozenset(m.end for m in mentions if not m.pronoun)
        return cls({m.start: m for m in reversed(mentions)}, ends, named)

    def last_end(self, i: int) -> int:
        """The end of the last player spoken of up to token i (0: none)."""
        k = bisect_right(self.ends, i) - 1
        return self.ends[k] if k >= 0 else 0


def _held_bare(
    structure: Structure, i: int, listed: bool, spoken: _Spoken
) -> tuple[str, ...] | None:
    """Whether a total told with no colour after it is a hand's total of the one colour the
    message asks of: held in so many words, right after its player or a verb of holding
    ("Emma a 9", "P1 has 10", "I'm on 9", "Ahmed 13, Julie 9"), or right before "pour" and
    its player ("14 pour moi": that player, returned); not a worth ("his path is worth 12",
    "12 points"). Right after a name only in a message that lists such totals (`listed`).
    Its players, or None when it is no such total."""
    tokens, words = structure.tokens, structure.words
    if len(structure.asked_colours) != 1 or not i:
        return None
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is not None and (after.norm in words.units or after.text == ":"):
        return None  # "12 points", "10 cartes", "at 10:45"
    if after is not None and after.norm in words.told_for and i + 2 in spoken.by_start:
        return (spoken.by_start[i + 2].player,)
    told_of = listed and i in spoken.named_ends
    before = tokens[i - 1]  # (a time, "4:15 pm", is no total: `numbers` counts it)
    if not (told_of or before.norm in words.bare_holding or before.text == ":"):
        return None  # "(he's 13)", "Tom (12)": an age
    sentence = structure.sentence_of
    said = (tokens[k].norm for k in range(spoken.last_end(i), i) if sentence[k] == sentence[i])
    if any(word in words.worth_words for word in said):
        return None  # "Tom says his path is worth 12"
    return _owners(structure, i) or None  # "each of us has 9": whose, nothing tells


def _listed(structure: Structure, spoken: _Spoken) -> bool:
    """Whether a message lists two or more hands right after their players, a total among
    them ("Ahmed 13, Julie 9, Marco 13", "Lea 9, Tom 3"): a name and a number alone are no
    total told ("Léo 12")."""
    roles, tokens = structure.roles, structure.tokens
    told = [k for k in spoken.named_ends if k < len(tokens) and tokens[k].value is not None]
    totals = any(roles.get(k) is Role.TOTAL for k in told)
    return totals and len(told) >= _LISTED_TOTALS


def told_to_each(structure: Structure, totals: Sequence[TotalTold]) -> list[TotalTold]:
    """The totals that are one card told to each of players sharing it, said with an
    article ("Zoé et moi avons chacune le 7 rose"): no game deals it to two."""
    tokens = structure.tokens
    return [
        total
        for total in totals
        if len(total.players) > 1 and total.token and tokens[total.token - 1].norm in DEFINITE
    ]


def with_totals(
    structure: Structure, hands: dict[str, list[Card]], totals: Sequence[TotalTold]
) -> tuple[dict[str, tuple[Card, ...]], dict[str, int]]:
    """The totals told put in the hands (see the module): the cards standing in for them,
    and the totals the cards told beside them do not make up, by player."""
    stood: dict[str, tuple[Card, ...]] = {}
    told: dict[str, int] = {}
    for total in totals:
        for player in total.players:
            hand = hands.setdefault(player, [])
            same = [card for card in hand if card.colour == total.colour]
            summed = sum(card.value for card in same)
            included = structure.says(structure.words.total_includes, total.token)
            if same and not included and not _added(structure, total.token):
                if summed != total.value:  # "12 en bleu : le 4 et le 7": the cards are the hand
                    told[player] = total.value
                continue
            rest = total.value - summed if included else total.value
            if same and summed >= total.value:
                continue  # "11 en bleu et le 5 et le 6": the cards are the total
            cards = stand_in(rest, total.colour, frozenset(card.value for card in same))
            hand.extend(cards)
            stood[player] = (*stood.get(player, ()), *cards)
    return stood, told


def sharing(structure: Structure, i: int) -> tuple[str, ...]:
    """The players the clause around token i gives one total to ("Sam and I both have 4 in
    willow", "Zoé et moi, on a 6 chacune"): two or more joined before it, when the clause
    says they share it (grammar.yaml `shared_hand`); else none ("Priya holds both the 8 and
    the 1": both cards are hers)."""
    sentence = structure.sentence_of
    before = [m for m in structure.mentions if m.end <= i and sentence[m.start] == sentence[i]]
    group = _joined(structure, before) if before else []
    players = tuple(dict.fromkeys(m.player for m in group))
    if len(players) < 2 or before[-1] not in group:
        return ()  # "…tous les deux du bleu : lui le 3": the cards of one of them
    # the word of sharing in the total's clause, or just before the players ("both Ana and
    # me have 9")
    start, end = structure.clause(i, i + 1)
    start = min(start, max(0, group[0].start - _SHARED_REACH))
    return players if structure.says(structure.words.shared_hand, start, end) else ()


def _owners(structure: Structure, i: int) -> tuple[str, ...]:
    """The players a total at token i is told of: those sharing it, else the last spoken of
    before it in its sentence, else the first after it there; none for a number said with
    a definite article and no one sharing it ("c'est le 8 de flamboyant": a card)."""
    shared = sharing(structure, i)
    if shared:
        return shared
    if i and structure.tokens[i - 1].norm in DEFINITE:
        return ()
    sentence = structure.sentence_of
    same = [m for m in structure.mentions if sentence[m.start] == sentence[i]]
    before = [m for m in same if m.end <= i]
    if before and before[-1].seats:
        return ()  # "mes deux adversaires ont respectivement 6 et 9 en vert": not dealt
    if before:
        return (before[-1].player,)
    after = [m for m in same if m.start > i]
    return (after[0].player,) if after else ()


def _joined(structure: Structure, before: Sequence[Mention]) -> list[Mention]:
    """The players spoken of last before a total, joined by "and", "et" or commas ("Ben and
    I", "Zoé et moi, on ...": a pronoun after them is one of them)."""
    joins = structure.words.joins
    named = [m for m in before if not m.pronoun] or list(before)
    group = [named[-1]]
    for mention in reversed(named[:-1]):
        between = structure.tokens[mention.end : group[-1].start]
        if not between or not all(t.norm in joins or t.text in _JOINS for t in between):
            break
        group.append(mention)
    return group[::-1]


def _colour_after(structure: Structure, run: Run) -> str | None:
    tokens = structure.tokens[run.end : run.end + _COLOUR_REACH]
    return next((t.colour for t in tokens if t.kind is Kind.COLOUR), None)


def _added(structure: Structure, at: int) -> bool:
    """Whether cards told beside a total come on top of it: a word that adds stands between
    the total and the first value after it in its sentence ("10 en bleu et le 1"), or after
    that value ("9 en bleu, le 1 en plus"); or no value follows it there (the cards were
    told before it)."""
    tokens = structure.tokens
    sentence = structure.sentence_of
    words = structure.words
    for k in range(at + 1, len(tokens)):
        if sentence[k] != sentence[at]:
            return True
        if tokens[k].kind is Kind.NUMBER:  # "le 1 en plus", in that value's clause
            return structure.says(words.total_adds_after, k, structure.clause(k, k + 1)[1])
        if phrase_at(tokens, k, words.total_adds):
            return True
    return True
