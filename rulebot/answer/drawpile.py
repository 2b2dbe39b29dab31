"""The answer to how many cards are left in the draw pile once the hands are dealt, for the
players told or for each count of players: computed by the rules engine, cited from the
rules it applied (the deck and the deal). Texts in data/draw_pile.yaml."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from rulebot.answer.compose import with_citation
from rulebot.answer.engine import rule_citations
from rulebot.answer.model import Answer
from rulebot.answer.texts import load_data
from rulebot.corpus import Corpus
from rulebot.rules import (
    COLOURS_BY_PLAYERS,
    DrawPile,
    InvalidDeckError,
    draw_pile_after_deal,
    merge_pages,
)


def draw_pile_answer(
    question: str, lang: str, players: int | None, corpus: Corpus, query: str | None = None
) -> Answer:
    """How many cards the draw pile holds after the deal, for `players` (None: for each
    count of players), with the sum that gives it and the pages of the deck and the deal.
    `query` is what a follow-up ("et à 4 ?") is read as."""
    texts: dict[str, Any] = load_data("draw_pile.yaml")
    try:
        piles = [draw_pile_after_deal(players)] if players else _every_count()
        wrong = ""
    except InvalidDeckError:  # "à 5 joueurs": the game is for 2 to 4, each count is given
        piles = _every_count()
        fewest, most = min(COLOURS_BY_PLAYERS), max(COLOURS_BY_PLAYERS)
        wrong = texts["wrong_count"][lang].format(players=players, fewest=fewest, most=most)
    if len(piles) == 1:
        body = texts["one"][lang].format(**_values(piles[0]))
    else:
        items = [texts["item"][lang].format(**_values(pile)) for pile in piles]
        body = texts["all"][lang].format(**_values(piles[0])) + texts["joiner"][lang].join(items)
        body = wrong + body + "."
    rules = [rule for pile in piles for rule in pile.rules]
    pages = merge_pages(*(pile.pages for pile in piles))
    return Answer(
        question=question,
        answer=with_citation(body, pages),
        lang=lang,
        intent="rules",
        pages=pages,
        citations=rule_citations(corpus, rules, lang),
        confidence=1.0,
        engine={"kind": "draw_pile", "piles": [_values(pile) for pile in piles]},
        context={"rules_question": query or question},
    )


def _every_count() -> list[DrawPile]:
    return [draw_pile_after_deal(players) for players in sorted(COLOURS_BY_PLAYERS)]


def _values(pile: DrawPile) -> dict[str, Any]:
    """The pile's numbers, by name: the placeholders of the texts, the JSON of the answer."""
    values = asdict(pile)
    values.pop("rules")
    return values
