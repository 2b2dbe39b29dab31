"""Colours told by comparison in a told end of game: "elle a plus d'espèces que moi",
"I have fewer colours than Ben", "we have the same number of tree types", "c'est lui
qui en a le plus" (word lists in data/standings.yaml)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from rulebot.rules.scoring import ColourComparison
from rulebot.understanding.standingwords import standing_words
from rulebot.understanding.text import Phrases, Token, find_phrase, folded_set, load_words, phrases


@dataclass(frozen=True)
class CompareWords:
    """The comparison words of data/standings.yaml, folded; "most" first, as the longest."""

    kinds: tuple[tuple[str, Phrases], ...]
    compared_to: frozenset[str]
    fillers: frozenset[str]


@cache
def compare_words() -> CompareWords:
    data = load_words("standings")
    kinds = tuple(
        (kind, phrases(data["comparisons"][kind], elided=True))
        for kind in ("most", "same", "fewer", "more")
    )
    return CompareWords(
        kinds, folded_set(data["compared_to"]), folded_set(data["compared_fillers"])
    )


@dataclass(frozen=True)
class Compared:
    """A comparison said in the text: its kind, who said it of, and the colour noun's index."""

    kind: str
    subject: str | None
    other: str | None
    noun: int


def comparisons_in(
    tokens: list[Token], at: Sequence[tuple[int, int]], ids: Sequence[str]
) -> list[Compared]:
    """The colour comparisons of the text; `at` holds each player mention's (index, size),
    `ids` the player each names."""
    folded = [t.folded for t in tokens]
    found: list[Compared] = []
    i = 0
    while i < len(tokens):
        kind, size = _comparison_at(folded, i)
        noun = _noun_after(folded, i + size) if kind else None
        if kind is None or noun is None:
            i += 1
            continue
        before = [k for k, (j, _) in enumerate(at) if j < i and _same_sentence(tokens, j, i)]
        subject = ids[before[-1]] if before else None
        other = _other_after(folded, noun + 1, at, ids)
        found.append(Compared(kind, subject, other, noun))
        i = noun + 1
    return found


def as_comparisons(
    said: Sequence[Compared], players: Sequence[str], totals: Mapping[str, int]
) -> list[ColourComparison]:
    """The comparisons for the rules engine: "same" said of no one else is said of every
    player; "most" puts the player above everyone on their total."""
    out: list[ColourComparison] = []
    for c in said:
        if c.kind == "same":
            first = c.subject or players[0]
            others = [c.other] if c.other else [p for p in players if p != first]
            out += [ColourComparison(first, p, same=True) for p in others if p != first]
        elif c.subject is None:
            continue
        elif c.kind == "most":
            level = [p for p in players if p != c.subject and totals[p] == totals[c.subject]]
            out += [ColourComparison(c.subject, p) for p in level]
        elif c.other is not None and c.other != c.subject:
            more, less = (c.subject, c.other) if c.kind == "more" else (c.other, c.subject)
            out.append(ColourComparison(more, less))
    return out


def _comparison_at(folded: list[str], i: int) -> tuple[str | None, int]:
    for kind, options in compare_words().kinds:
        size = find_phrase(folded, i, options)
        if size:
            return kind, size
    return None, 0


def _noun_after(folded: list[str], j: int) -> int | None:
    vocab = standing_words()
    k = j
    while k < len(folded) and k - j < 3 and folded[k] in vocab.colour_fillers:
        k += 1
    return k if k < len(folded) and folded[k] in vocab.colour_nouns else None


def _other_after(
    folded: list[str], j: int, at: Sequence[tuple[int, int]], ids: Sequence[str]
) -> str | None:
    """The player after "que"/"than"/"as", a few words after the noun at most."""
    skipped = compare_words().fillers
    k = j
    while k < len(folded) and k - j < 4 and folded[k] in skipped:
        k += 1
    if k >= len(folded) or folded[k] not in compare_words().compared_to:
        return None
    for index, (start, _) in enumerate(at):
        if start == k + 1:
            return ids[index]
    return None


def _same_sentence(tokens: list[Token], start: int, end: int) -> bool:
    ends = standing_words().sentence_ends
    return not any(t.kind == "punct" and t.text in ends for t in tokens[start:end])
