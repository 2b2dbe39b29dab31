"""Who each number of a told end of game belongs to: players said together ("Inès, Hugo
et moi") with the numbers after them, numbers said before their players or of every
player ("on a fini tous les deux à 23"), and what a bare number counts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulebot.understanding.playertokens import YOU, Mention
from rulebot.understanding.standingwords import TOTAL, Told, standing_words
from rulebot.understanding.text import Token, find_phrase

__all__ = ["Group", "assignments", "groups_of"]


@dataclass
class Group:
    """Players said together ("Inès, Hugo et moi") and the numbers said after them."""

    players: list[str]
    numbers: list[Told]
    sentence: int
    end: int  # the token after its last player


def _sentence_of(tokens: list[Token]) -> list[int]:
    ends, k, out = standing_words().sentence_ends, 0, []
    for tok in tokens:
        out.append(k)
        k += tok.kind == "punct" and tok.text in ends
    return out


def groups_of(
    tokens: list[Token],
    mentions: list[tuple[int, Mention]],
    ids: list[str],
    numbers: list[Told],
) -> tuple[list[Group], list[Told]]:
    """Players said together, each with the numbers after them; and the numbers said before
    any player of their sentence (`pending`). A player said after their number ("5
    couleurs pour moi") is read before it; one said after "avec"/"with" is with the
    players before ("I tied with Paul") or, after "on"/"we" or as the sentence's first
    player ("Égalité à 18 points avec ma sœur"), with the asker."""
    sentence = _sentence_of(tokens)
    vocab = standing_words()
    moved = _owned_after(tokens, mentions, numbers)
    items = sorted(
        [(moved.get(k, i), -1 if k in moved else 0, k) for k, (i, _) in enumerate(mentions)]
        + [(n.index, 1, k) for k, n in enumerate(numbers)]
    )
    groups: list[Group] = []
    pending: list[Told] = []
    for index, order, k in items:
        current = groups[-1] if groups and groups[-1].sentence == sentence[index] else None
        if order == 1:
            alone = current is not None and len(current.players) == 1
            if current is None or (alone and _said_of_all(tokens, sentence, numbers, k)):
                pending.append(numbers[k])  # "…, et on est tous les deux à 23"
            else:
                current.numbers.append(numbers[k])
            continue
        at, mention = mentions[k]
        between = tokens[current.end : at] if current and order == 0 else None
        along = at > 0 and tokens[at - 1].folded in vocab.with_words
        if (
            current
            and not current.numbers
            and between is not None
            and (along or all(t.folded in vocab.group_joins for t in between))
        ):
            current.players.append(ids[k])
            current.end = at + mention.size
            continue
        # "with" before the sentence's first player, or after "we": the asker is one too
        # ("Égalité à 18 points avec ma sœur", "on finit à 23 avec Paul")
        us = along and (current is None or _said_as_us(tokens, sentence, at)) and ids[k] != YOU
        players = [YOU, ids[k]] if us else [ids[k]]
        groups.append(Group(players, [], sentence[index], at + mention.size))
    return groups, pending


def _owned_after(
    tokens: list[Token], mentions: list[tuple[int, Mention]], numbers: list[Told]
) -> dict[int, int]:
    """The mentions said right after the number they own, after "pour"/"for"/"contre" ("5
    couleurs pour moi", "30 à 28 contre moi"), when no number of their own follows them
    ("Marc 30 contre moi 28"): mention -> the number's token index."""
    vocab = standing_words()
    units = vocab.colour_fillers | vocab.colour_nouns | vocab.point_units
    starts = {i: k for k, (i, _) in enumerate(mentions)}
    at_number = {n.index for n in numbers}
    moved: dict[int, int] = {}
    for n in numbers:
        j = n.index + n.size
        while j < len(tokens) and tokens[j].folded in units:
            j += 1
        if j < len(tokens) and tokens[j].folded in vocab.owner_after and j + 1 in starts:
            k = starts[j + 1]
            if j + 1 + mentions[k][1].size not in at_number:
                moved[k] = n.index
    return moved


ALL_REACH = 4  # tokens from a word such as "both" to the number it is said of


def _said_of_all(tokens: list[Token], sentence: list[int], numbers: list[Told], at: int) -> bool:
    """Whether the number `numbers[at]` is said of every player ("tous les deux à 23", "both
    on 40", "23 chacun", "40 partout"): a word of `said_of_all` just before or after it; one
    after it is the next number's when that number follows it closely ("Bob 7, both on
    38": "both" is said of 38)."""
    words, n = standing_words().said_of_all, numbers[at]
    near = range(max(0, n.index - ALL_REACH), min(len(tokens), n.index + n.size + 2))
    later = [m.index for m in numbers[at + 1 :]]
    return any(
        sentence[k] == sentence[n.index]
        and tokens[k].folded in words
        and not (k > n.index and any(k < i <= k + ALL_REACH for i in later))
        for k in near
    )


def _said_as_us(tokens: list[Token], sentence: list[int], at: int) -> bool:
    """Whether "on", "nous" or "we" comes before token `at` in its sentence."""
    us = standing_words().us
    return any(sentence[k] == sentence[at] and tokens[k].folded in us for k in range(at))


def assignments(
    tokens: list[Token], groups: list[Group], pending: list[Told], everyone: list[str]
) -> list[tuple[list[str], list[tuple[str, int]]]]:
    """Who each number belongs to, with what it counts: a bare number counts what the number
    in the same place counted for the players before ("Elle a six espèces, moi cinq")."""
    vocab, sentence = standing_words(), _sentence_of(tokens)
    out: list[tuple[list[str], list[tuple[str, int]]]] = []
    before: list[str] = []
    taken: set[int] = set()
    for k, group in enumerate(groups):
        told = group.numbers
        first = k == 0 or groups[k - 1].sentence != group.sentence
        if not told and first:
            told = [n for n in pending if sentence[n.index] == group.sentence]
            taken |= {id(n) for n in told}
        kinds = [n.kind or _kind_like(before, j) for j, n in enumerate(told)]
        values = list(zip(kinds, (n.value for n in told), strict=True))
        if not told and out and _copies(tokens, group.end):  # "Camille a 23, moi aussi"
            values = out[-1][1]
        if values:
            out.append((group.players, values))
            before = [kind for kind, _ in values]
    for n in pending:  # "we both finished on 40", "on finit tous à 12"
        said = [t.folded for k, t in enumerate(tokens) if sentence[k] == sentence[n.index]]
        if id(n) not in taken and any(
            find_phrase(said, i, vocab.everyone) for i in range(len(said))
        ):
            out.append((everyone, [(n.kind or TOTAL, n.value)]))
    return out


def _kind_like(before: Sequence[str], j: int) -> str:
    if not before:
        return TOTAL
    return before[min(j, len(before) - 1)]


def _copies(tokens: list[Token], i: int) -> bool:
    folded = [t.folded for t in tokens]
    return any(find_phrase(folded, k, standing_words().copies) for k in range(i, i + 3))
