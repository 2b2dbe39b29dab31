"""Idioms read before searching. A number of players told as people is a player count
("when there are three of us" -> "when there are three players"); both ends of a path are
its ends ("les deux bouts" -> "les bouts"); the cards kept in hand asked whether they
matter at the end ask who may score. Word lists in data/players_told.yaml,
data/said_as.yaml and data/hand_at_end.yaml."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache

from rulebot.retrieval.words import fold, load_data

GAP = r"[\s'’]+"  # spaces or an elision ("d'un"), no punctuation: "Gagné ! 3 points"


def _spaced(phrase: str) -> str:
    """A folded phrase as a pattern whose words may be parted by any ``GAP`` (a named
    group, "(?P<...>...)", is kept as it is)."""
    if phrase.startswith("(?P<"):
        return phrase
    return GAP.join(re.escape(part) for part in phrase.split())


def _alternation(phrases: Iterable[object]) -> str:
    """Phrases of a data file, folded, as one alternation of patterns, longest first, their
    words parted by any ``GAP``."""
    listed = sorted((" ".join(fold(str(p)).split()) for p in phrases), key=len, reverse=True)
    return "|".join(_spaced(p) for p in listed)


def _any_of(phrases: Iterable[object]) -> re.Pattern[str]:
    """The pattern of any one of the phrases, as whole words."""
    return re.compile(rf"\b(?:{_alternation(phrases)})\b")


def _rewrite(
    text: str, pattern: re.Pattern[str], said: Callable[[re.Match[str]], str], group: int = 0
) -> str:
    """The text with the ``group`` of each match of ``pattern`` (over the folded text) said
    as ``said`` says, accents and case kept elsewhere; the folded text if folding changed
    lengths."""
    folded = fold(text)
    if len(folded) != len(text):  # a letter folded into several: read the folded text
        return pattern.sub(
            lambda m: folded[m.start() : m.start(group)] + said(m) + folded[m.end(group) : m.end()],
            folded,
        )
    parts: list[str] = []
    last = 0
    for found in pattern.finditer(folded):
        parts += [text[last : found.start(group)], said(found)]
        last = found.end(group)
    return "".join(parts) + text[last:]


@cache
def _players_told() -> tuple[re.Pattern[str], dict[str, str]]:
    """The pattern of a number of players told as people, and each phrase's template."""
    data = load_data("players_told.yaml")
    numbers = "|".join(re.escape(fold(str(n))) for n in data["numbers"])
    players = "|".join(re.escape(fold(str(p))) for p in data["players"])
    templates = {" ".join(fold(str(k)).split()): str(v) for k, v in data["told"].items()}
    told: list[str] = []
    for phrase in sorted(templates, key=len, reverse=True):
        before, _, after = (part.strip() for part in phrase.partition("{n}"))
        number = rf"(?P<n{len(told)}>{numbers})"
        told.append(GAP.join(_spaced(part) for part in (before, number, after) if part))
    alternatives = "|".join(f"(?:{one})" for one in told)
    pattern = re.compile(rf"\b(?:{alternatives})\b(?!{GAP}(?:{players})\b)")
    ordered = sorted(templates, key=len, reverse=True)
    return pattern, {f"n{i}": templates[phrase] for i, phrase in enumerate(ordered)}


def players_counted(text: str) -> str:
    """The text with a number of players told as people said as a count of players
    ("there are three of us" -> "there are three players", "on est deux" -> "on est deux
    joueurs"); the text as it is otherwise, accents and case kept."""
    pattern, templates = _players_told()

    def said(found: re.Match[str]) -> str:
        group = next(name for name, value in found.groupdict().items() if value is not None)
        return templates[group].replace("{n}", found.group(group))

    return _rewrite(text, pattern, said)


@cache
def _said_as() -> tuple[re.Pattern[str], dict[str, str]]:
    """The pattern of the set phrases of data/said_as.yaml, and phrase -> as searched."""
    data = load_data("said_as.yaml")
    table = {" ".join(fold(str(k)).split()): str(v) for k, v in data.items()}
    listed = "|".join(_spaced(k) for k in sorted(table, key=len, reverse=True))
    return re.compile(rf"\b(?:{listed})\b"), table


def said_plainly(text: str) -> str:
    """The text with each set phrase of data/said_as.yaml said as the words that search
    it ("et les deux bouts ?" -> "et les bouts ?"); the text as it is otherwise."""
    pattern, table = _said_as()
    return _rewrite(text, pattern, lambda m: table[" ".join(re.split(GAP, m.group()))])


@cache
def _hand_at_end() -> tuple[tuple[re.Pattern[str], ...], re.Pattern[str], dict[str, str]]:
    """The patterns of data/hand_at_end.yaml: one per group that must be said, the words
    that must not be, and the words added per language."""
    data = load_data("hand_at_end.yaml")
    said = {str(k): str(v) for k, v in data["said"].items()}
    return tuple(_any_of(data[k]) for k in ("hand", "matter", "end")), _any_of(data["not"]), said


def hand_at_end(text: str, lang: str | None) -> str:
    """The text, with the words of the right to score added when it asks whether the cards
    kept in hand matter at the end ("do the cards in my hand count at the end?"), with no
    points, win or count of cards said; the text as it is otherwise."""
    needed, unwanted, said = _hand_at_end()
    folded = fold(text)
    if unwanted.search(folded) or not all(p.search(folded) for p in needed):
        return text
    return f"{text} ({said.get(lang or 'en', said['en'])})"
