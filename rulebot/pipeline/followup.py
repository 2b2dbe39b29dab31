"""Follow-up questions: "et s'il finit sur un 8 ?" changes the previous path or scenario.

The conversation is replayed question by question (`Context.update`), so a follow-up
of a follow-up works, and no engine value is ever taken on trust from a client.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

import yaml

from rulebot.rules import MAX_VALUE, MIN_VALUE, Card
from rulebot.understanding import Lexicon, ParseError, Scenario, parse_cards, parse_scenario
from rulebot.understanding.scenario import OPPONENT, YOU
from rulebot.understanding.text import fold

DATA = Path(__file__).resolve().parent / "data" / "followups.yaml"
_VALUE = re.compile(r"\b([1-8])\b")
_NUMBER_WORDS = {
    "un": 1,
    "une": 1,
    "one": 1,
    "deux": 2,
    "two": 2,
    "trois": 3,
    "three": 3,
    "quatre": 4,
    "four": 4,
    "cinq": 5,
    "five": 5,
    "six": 6,
    "sept": 7,
    "seven": 7,
    "huit": 8,
    "eight": 8,
}


@dataclass(frozen=True)
class _Cues:
    opens: tuple[str, ...]
    anywhere: tuple[str, ...]
    remove: tuple[str, ...]
    replace: tuple[str, ...]
    opponent: tuple[str, ...]
    me: tuple[str, ...]
    not_remove: tuple[str, ...]
    positions: dict[str, tuple[str, ...]]
    newcomer: str
    newcomer_names: dict[str, str]
    newcomer_cues: tuple[str, ...]


@cache
def _cues() -> _Cues:
    with DATA.open(encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    return _Cues(
        opens=tuple(data["followup_starts"]),
        anywhere=tuple(data["followup_anywhere"]),
        remove=tuple(data["remove"]),
        replace=tuple(data["replace"]),
        opponent=tuple(data["everyone_else"]),
        me=tuple(data["me"]),
        not_remove=tuple(data["not_remove"]),
        positions={place: tuple(words) for place, words in data["positions"].items()},
        newcomer=str(data["newcomer"]["id"]),
        newcomer_names={lang: str(name) for lang, name in data["newcomer"]["names"].items()},
        newcomer_cues=tuple(data["newcomer"]["cues"]),
    )


def _words(text: str) -> str:
    return " " + " ".join(re.findall(r"[a-z0-9]+", fold(text))) + " "


def _has(words: str, phrases: tuple[str, ...]) -> bool:
    return any(f" {phrase} " in words for phrase in phrases)


def _removes(words: str) -> bool:
    """A remove cue, "en plus" (which adds) aside."""
    for phrase in _cues().not_remove:
        words = words.replace(f" {phrase} ", " ")
    return _has(words, _cues().remove)


def _position(words: str, path: tuple[Card, ...]) -> int | None:
    """The index of a card named by its place along the path ("le dernier")."""
    places = _cues().positions
    if _has(words, places["first"]):
        return 0
    if _has(words, places["last"]):
        return len(path) - 1
    if _has(words, places["middle"]) and len(path) % 2 == 1:
        return len(path) // 2
    return None


def looks_like_followup(text: str) -> bool:
    """A short question that leans on the previous one ("et sans le 8 ?", "what if...")."""
    words = _words(text)
    if len(words.split()) > 14:
        return False
    cues = _cues()
    return any(words.startswith(f" {cue} ") for cue in cues.opens) or _has(words, cues.anywhere)


def _values(text: str) -> list[int]:
    """Card values named without a colour ("un 8", "the 1")."""
    folded = fold(text)
    found = [int(v) for v in _VALUE.findall(folded)]
    for word, value in _NUMBER_WORDS.items():
        if re.search(rf"\b(le|la|l|the|an?|un|une)\s+{word}\b", folded) and value not in found:
            if value == 1 and word in ("un", "une", "one"):
                continue  # "un 8": the article, not a value
            found.append(value)
    return [v for v in found if MIN_VALUE <= v <= MAX_VALUE]


def _named_cards(text: str, lexicon: Lexicon, colour: str | None) -> list[Card]:
    """The cards a follow-up names; a bare value takes the colour under discussion."""
    try:
        cards = list(parse_cards(text, lexicon, strict=False).cards)
    except ParseError:
        cards = []
    if colour is not None:
        named = {card.value for card in cards}
        cards += [Card(v, colour) for v in _values(text) if v not in named]
    return cards


def change_path(path: tuple[Card, ...], text: str, lexicon: Lexicon) -> tuple[Card, ...] | None:
    """The previous path changed as a follow-up says, or None if it says nothing usable.

    Values rise strictly along a path, so a bare value ("sans le 8") names one card.
    """
    ordered = tuple(sorted(path, key=lambda card: card.value))
    colour = ordered[-1].colour if ordered else None
    named = _named_cards(text, lexicon, colour)
    words = _words(text)
    place = _position(words, ordered) if ordered else None
    if place is not None:
        # "sans le dernier", "what if the middle one was a 4?": that card leaves.
        others = ordered[:place] + ordered[place + 1 :]
        if _has(words, _cues().replace) and named:
            return tuple(sorted({*others, *named}, key=lambda card: card.value))
        if _removes(words) and not named:
            return others
    if not named:
        return None
    values = {card.value for card in named}
    if _has(words, _cues().replace):
        present = {c.value for c in ordered} & values
        incoming = [c for c in named if c not in ordered and c.value not in present]
        if not incoming:
            # "et si le 2 était rouge ?": a card of the path in another colour.
            incoming = [c for c in named if c not in ordered]
            if len(incoming) != 1:
                return None
        values = present | {c.value for c in incoming}
        named = incoming
    elif _removes(words):
        kept = tuple(card for card in ordered if card.value not in values)
        return kept if kept != ordered else None
    changed = [card for card in ordered if card.value not in values] + named
    return tuple(sorted(changed, key=lambda card: card.value))


def change_scenario(scenario: Scenario, text: str, lexicon: Lexicon) -> Scenario | None:
    """The previous scenario with hands changed as the follow-up says.

    "et si Léa avait le 2 vert au lieu du 1 ?" swaps a card in Léa's hand; "au lieu
    du 1" alone finds who held the 1; "if Lee also has yellow 4" brings a new player.
    """
    named = _named_cards(text, lexicon, scenario.colour)
    if not named:
        return None
    words = _words(text)
    hands = {p: list(h) for p, h in scenario.hands.items()}
    names = dict(scenario.names)
    player = _player_named(scenario, words)
    present = [c for c in named if any(c in hand for hand in hands.values())]
    incoming = [c for c in named if c not in present]
    if _has(words, _cues().replace) and present and incoming:
        owner = player or next(p for p, hand in hands.items() if present[0] in hand)
        hands = {p: [c for c in hand if c not in present] for p, hand in hands.items()}
        hands[owner] += incoming
    elif (
        _has(words, _cues().replace)
        and incoming
        and not present
        and player is not None
        and len(hands[player]) == 1
    ):
        # "and if Lee had blue 4 instead?": the one card Lee held is swapped.
        hands = {p: [c for c in hand if c not in incoming] for p, hand in hands.items()}
        hands[player] = incoming
    elif player is None:
        newcomers = _newcomers(text, lexicon, scenario)
        if not newcomers:
            return None
        for newcomer, cards in newcomers.hands.items():
            hands[newcomer] = list(cards)
            names[newcomer] = newcomers.names.get(newcomer, {})
    elif _removes(words):
        hands[player] = [c for c in hands[player] if c not in named]
    else:
        hands = {p: [c for c in hand if c not in named] for p, hand in hands.items()}
        hands[player] += named
    return replace(
        scenario, hands={p: tuple(h) for p, h in hands.items()}, names=names, nobody=False
    )


def _newcomers(text: str, lexicon: Lexicon, scenario: Scenario) -> Scenario | None:
    """Players a follow-up brings in with their cards ("if Lee also has yellow 4")."""
    try:
        found = parse_scenario(text, lexicon)
    except ParseError:
        cues = _cues()
        named = _named_cards(text, lexicon, scenario.colour)
        if not named or not _has(_words(text), cues.newcomer_cues):
            return None
        newcomer = cues.newcomer
        while newcomer in scenario.hands:
            newcomer += "+"
        names = {newcomer: dict(cues.newcomer_names)}
        return replace(scenario, hands={newcomer: tuple(named)}, names=names)
    fresh = {p: cards for p, cards in found.hands.items() if cards and p not in scenario.hands}
    return replace(found, hands=fresh) if fresh else None


def _player_named(scenario: Scenario, words: str) -> str | None:
    for player in scenario.hands:
        names = {player, *scenario.names.get(player, {}).values()}
        if any(_has(words, (" ".join(re.findall(r"[a-z0-9]+", fold(n))),)) for n in names):
            return player
    if _has(words, _cues().opponent) and OPPONENT in scenario.hands:
        return OPPONENT
    if _has(words, _cues().me):
        return YOU
    return None
