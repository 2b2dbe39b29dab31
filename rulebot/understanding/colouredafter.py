"""Colours told after values listed bare: "red path 8-7-2, 7 is blue, rest red" lists 8 red,
7 blue, 2 red; "chemin rouge 8-7-2, le 7 est bleu, le reste rouge" the same. A value listed
again with a colour gives that card its colour; "the rest", "le reste", "the others" give
theirs to every card not told. Word lists in data/coloured_after.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.pairing import Item
from rulebot.understanding.text import folded_set, load_words, tokenize

_LEAST_LISTED = 2  # values listed bare before their colours are told


@dataclass(frozen=True)
class _Words:
    """The words of data/coloured_after.yaml, folded."""

    links: frozenset[str]
    rest: frozenset[str]
    rest_fillers: frozenset[str]


@cache
def _words() -> _Words:
    data = load_words("coloured_after")
    return _Words(
        links=folded_set(data["links"]),
        rest=folded_set(data["rest"]),
        rest_fillers=folded_set(data["rest_fillers"]),
    )


def coloured_after(items: list[Item], text: str) -> list[Item]:
    """The items with values listed bare, then told their colours, made cards; the items as
    they are unless every listed value gets exactly one colour that way. The colours naming
    the path before the list ("red path 8-7-2") stay, for the path's colour."""
    head = 0
    while head < len(items) and items[head].kind == "colour" and items[head].scored:
        head += 1
    listed: list[Item] = []
    k = head
    while k < len(items) and items[k].kind == "value":
        listed.append(items[k])
        k += 1
    if listed and listed[-1].value in [it.value for it in listed[:-1]]:
        listed.pop()  # "8-7-2, 7 is blue": the 7 said again, to tell its colour
        k -= 1
    values = [it.value for it in listed]
    if len(listed) < _LEAST_LISTED or len(set(values)) != len(values) or k == head:
        return items
    told = _told(items[k:], listed, text)
    if told is None:
        return items
    colours, scored = told
    cards = [
        Item("card", it.start, it.text, value=it.value, colour=colours[it.value]) for it in listed
    ]
    return [*items[:head], *cards, *scored]


def _told(
    tail: list[Item], listed: list[Item], text: str
) -> tuple[dict[int, str], list[Item]] | None:
    """The colour of each listed value as the tail tells it, and the colours the tail says
    are scored ("... Points for red?"); None when the tail says anything else, leaves a
    value without a colour or colours none told by value."""
    values = {it.value for it in listed}
    told: dict[int, str] = {}
    scored: list[Item] = []
    rest: str | None = None
    end = listed[-1].start + len(listed[-1].text)
    k = 0
    while k < len(tail):
        item = tail[k]
        if item.kind == "value" and k + 1 < len(tail) and tail[k + 1].kind == "colour":
            colour = tail[k + 1]
            if item.value not in values or item.value in told:
                return None
            if not _only(text[item.start + len(item.text) : colour.start], _words().links):
                return None
            told[item.value] = colour.colour
            end = colour.start + len(colour.text)
            k += 2
        elif item.kind == "colour" and rest is None and _rest_before(text[end : item.start]):
            rest = item.colour
            end = item.start + len(item.text)
            k += 1
        elif item.kind == "colour" and item.scored:
            scored.append(item)
            k += 1
        else:
            return None
    if not told or (rest is None and len(told) < len(values)):
        return None
    return {v: told.get(v, rest or "") for v in values}, scored


def _only(between: str, allowed: frozenset[str]) -> bool:
    """Whether only allowed words and list signs stand between two words."""
    return all(t.folded in allowed or t.text in ",;" for t in tokenize(between))


def _rest_before(between: str) -> bool:
    """Whether the words before a colour say it is the colour of the others ("rest",
    "le reste", "all the others are")."""
    words = _words()
    tokens = [t for t in tokenize(between) if t.text not in ",;"]
    return any(t.folded in words.rest for t in tokens) and all(
        t.folded in words.rest | words.rest_fillers | words.links for t in tokens
    )
