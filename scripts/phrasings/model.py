"""One converted phrasing row, and how its expectations are written in the golden item
format (eval/README.md): the engine values computed by `rulebot.rules`, the canonical
regexes of a yes-or-no lead and of the box facts, and the category of an item."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebot.rules import Card, decide_winners, draw_pile_after_deal, right_to_score, score_path
from rulebot.rules.scoring import ColourComparison, Standing
from rulebot.rules.shapes import PathShape, shape_cards

# Every intent an Answer may carry (rulebot/answer/*: Answer.intent).
INTENTS = (
    "rules",
    "winner",
    "path_score",
    "right_to_score",
    "layout",
    "game_facts",
    "greeting",
    "out_of_scope",
)
# What `classify` calls RULES the pipeline answers as a rules answer or, for a told end of
# game, as a winner answer: both are a rules question's answer.
RULES = ("rules", "winner")
ANSWERED = tuple(i for i in INTENTS if i not in ("out_of_scope", "greeting"))

# The yes-or-no lead an answer opens with (rulebot/answer/data/verdict_questions.yaml
# `leads`, and "Oui :" / "No:" of a doubling decided by the engine), as `must` regexes.
LEADS = {
    "yes": r"^(?:Oui|Yes)\s?[.:]",
    "no": r"^(?:Non|No)\s?[.:]",
    "confirm": r"^(?:Exact|Right)\.",
    "mistake": r"^(?:Oui, c'est une erreur|Yes, that's a mistake)\.",
    "no_mistake": r"^(?:Non, c'est bien la règle|No, that is the rule)\.",
    "only": r"^(?:Non, seulement|No, only)\b",
}
ANY_LEAD = r"^(?:Oui|Non|Yes|No|Exact|Right)\s?[.,:]"
# The box facts (corpus/arboretum/game.yaml) as an answer states them.
FACTS = {
    "players": r"\b2\s*(?:à|to|-|–)\s*4\b",
    "duration": r"\b30\b",
    "age": r"\b8\b",
    "author": r"Cassar",
    "publisher": r"Filosofia",
    "year": r"\b2015\b",
}
TOPICS = {"drawing": "turn", "discarding": "turn", "dealing": "setup"}
_CARD = re.compile(r"^\s*([1-8])\s*([A-Za-z_]+)\s*$")
# The colour ids of eval/README.md; cards of other labels ("1R", a drawn arboretum's
# letters) are scored, their cards not written.
COLOURS = {
    "red",
    "blue",
    "green",
    "yellow",
    "orange",
    "purple",
    "pink",
    "white",
    "black",
    "brown",
    "grey",
    "cassia",
    "cherry_blossom",
    "dogwood",
    "jacaranda",
    "maple",
    "oak",
    "olive",
    "royal_poinciana",
    "tulip_poplar",
    "willow",
}


@dataclass
class Row:
    """One question (or conversation) and what the bot's answer must show."""

    kind: str  # the set it goes to: eval/phrasings/<kind>_<half>.yaml
    half: str  # tune | check
    source: str
    turns: tuple[str, ...]
    lang: str | None = None
    intent: tuple[str, ...] = ()
    engine: dict[str, Any] | None = None
    entries: tuple[str, ...] = ()
    pages: tuple[int, ...] | None = None
    must: tuple[str, ...] = ()
    must_not: tuple[str, ...] = ()
    abstain: bool = False
    answer_lang: str | None = None
    topic: str | None = None
    reading: dict[str, Any] = field(default_factory=dict)


def card(value: object) -> Card:
    """A card written "8 blue", "8blue" or given as a Card."""
    if isinstance(value, Card):
        return value
    match = _CARD.match(str(value))
    if match is None:
        raise ValueError(f"not a card: {value!r}")
    return Card(int(match[1]), match[2])


def card_text(value: object) -> str:
    """A card as the golden items write it: "8 blue"."""
    read = card(value)
    return f"{read.value} {read.colour}"


def path_engine(cards: Sequence[object], colour: str | None = None) -> dict[str, Any]:
    """The engine values of a described path: valid and points, by `score_path`."""
    read = [card(c) for c in cards]
    score = score_path(read, colour)
    engine: dict[str, Any] = {"kind": "path"}
    if colour is not None:
        engine["colour"] = colour
    if all(c.colour in COLOURS for c in read):
        engine["cards"] = [card_text(c) for c in read]
    engine.update(valid=score.valid, points=score.points)
    return engine


def shape_engine(shape: PathShape) -> dict[str, Any]:
    """The engine values of a path told by its shape (`rules.shapes.shape_cards`)."""
    score = score_path(shape_cards(shape))
    return {
        "kind": "path",
        "shape": dict(vars(shape)),
        "valid": score.valid,
        "points": score.points,
    }


def single_colour(hands: Mapping[str, Iterable[object]]) -> str | None:
    """The one colour of every card held, if there is one."""
    colours = {card(c).colour for cards in hands.values() for c in cards}
    return colours.pop() if len(colours) == 1 else None


def right_engine(hands: Mapping[str, Iterable[object]], colour: str | None) -> dict[str, Any]:
    """The engine values of a right-to-score scenario, by `right_to_score`."""
    held = {str(p): [card(c) for c in cards] for p, cards in hands.items()}
    colour = colour or single_colour(held)
    if colour is None:
        raise ValueError("no colour to score")
    right = right_to_score(held, colour)
    engine: dict[str, Any] = {
        "kind": "right_to_score",
        "colour": colour,
        "hands": {p: [card_text(c) for c in cards] for p, cards in held.items()},
        "scorers": list(right.scorers),
        "totals": dict(right.totals),
    }
    if right.cancelled:
        engine["cancelled"] = [player for player, _, _ in right.cancelled]
    if right.nobody_holds:
        engine["nobody"] = True
    return engine


def winner_engine(
    rows: Sequence[Sequence[Any]], compared: Sequence[Sequence[Any]] = ()
) -> dict[str, Any]:
    """The engine values of a told end of game, by `decide_winners` (player, total,
    colours); `winners` only when the told counts decide them."""
    standings = [Standing(str(p), int(t), None if c is None else int(c)) for p, t, c in rows]
    comparisons = [ColourComparison(str(a), str(b), bool(s)) for a, b, s in compared]
    decided = decide_winners(standings, comparisons)
    engine: dict[str, Any] = {
        "kind": "winner",
        "standings": [[s.player, s.total, s.colours] for s in standings],
    }
    if comparisons:
        engine["comparisons"] = [[c.more, c.less, c.same] for c in comparisons]
    if decided.decided:
        engine["winners"] = list(decided.winners)
    return engine


def draw_pile(players: int) -> int:
    """Cards left in the draw pile after the deal (2: 34, 3: 43, 4: 52)."""
    return draw_pile_after_deal(players).left


def literal(text: str) -> str:
    """A regex matching `text` as said, its apostrophes straight and any space any space."""
    return re.escape(text.replace("\u2019", "'").strip()).replace("\\ ", r"\s")


def starts(text: str) -> str:
    """A regex matching an answer that opens with `text`."""
    return "^" + literal(text)


def category(row: Row) -> str:
    """The golden category of a row (eval/README.md), `rules` for a rules question whose
    topic no source names."""
    if row.abstain and (not row.intent or row.intent == ("out_of_scope",)):
        return "out_of_scope"
    if len(row.turns) > 1:
        return "follow_up"
    kind = (row.engine or {}).get("kind")
    if kind in ("path", "right_to_score"):
        return "engine_path" if kind == "path" else "engine_right"
    if kind == "winner" or row.intent == ("winner",):
        return "winning"
    if row.intent == ("game_facts",):
        return "box"
    if row.intent == ("greeting",):
        return "greeting"
    if row.intent == ("layout",):
        return "layout"
    if row.topic is not None:
        return TOPICS.get(row.topic, row.topic)
    return "rules"
