"""Answers computed by the rules engine: a path's score, who may score, a layout's paths."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rulebot.answer.engine_text import colour_name, path_text, templates
from rulebot.answer.layout_text import best_paths_pages, best_paths_text
from rulebot.answer.model import Answer, Citation
from rulebot.answer.right_text import eight_text, out_of_play_text, right_text
from rulebot.answer.texts import load_data
from rulebot.corpus import Corpus
from rulebot.rules import (
    BestPath,
    PathScore,
    Reason,
    RightToScore,
    Rule,
    format_pages,
    merge_pages,
    out_of_play,
)
from rulebot.understanding import Lexicon, PathShape, Scenario
from rulebot.understanding.asks import path_asked
from rulebot.understanding.otherpath import asks_other_path
from rulebot.understanding.told import told_diagonal


def rule_entries() -> dict[str, str]:
    """Rule key -> the corpus entry that explains it."""
    entries: dict[str, str] = load_data("rule_entries.yaml")
    return entries


def rule_citations(corpus: Corpus, rules: Iterable[Rule], lang: str) -> tuple[Citation, ...]:
    """The corpus passages behind the rules an engine answer applied, without repeats."""
    from rulebot.answer.compose import entry_citation  # not at import: `rulebot score`
    # reads paths without the rules answers' verdict layer

    ids = dict.fromkeys(rule_entries()[rule.key] for rule in rules)
    return tuple(entry_citation(corpus, entry_id, lang) for entry_id in ids)


def path_json(score: PathScore) -> dict[str, Any]:
    """The engine's verdict on a path, as the `engine` object of an answer."""
    return {
        "kind": "path",
        "valid": score.valid,
        "points": score.points if score.valid else 0,
        "breakdown": [
            {
                "kind": line.kind,
                "points": line.points,
                "count": line.count,
                "pages": list(line.pages),
            }
            for line in score.breakdown
        ],
        "pages": list(score.pages),
        "cards": [str(card) for card in score.cards],
        "card_values": [{"value": c.value, "colour": c.colour} for c in score.cards],
        "colour": score.colour,
        "reason": None if score.reason is None else score.reason.key,
        "read_reversed": score.read_reversed,
    }


def path_answer(
    question: str,
    lang: str,
    score: PathScore,
    corpus: Corpus,
    lexicon: Lexicon,
    shape: PathShape | None = None,
    context: Mapping[str, Any] | None = None,
    claimed: tuple[int, ...] | None = None,
    others: bool = False,
) -> Answer:
    """A described path: valid or not, its points and breakdown, the pages applied (led by
    whether the one worth `claimed` in the question is right; None: the reading of its
    numbers is not known). Cards
    told as touching only by a corner ("en diagonale") are no path (`Reason.NOT_A_CHAIN`).
    Asked whether another path of the colour scores too, or told it (`others`: the best
    of several paths told), it adds that only one does."""
    if told_diagonal(question):
        score = not_a_chain(score)
    rules = (
        [Rule.PATH_SCORING] if score.valid else [score.reason.rule if score.reason else Rule.PATHS]
    )
    engine = path_json(score)
    if shape is not None:
        engine.update(cards=[], card_values=[], colour=None, shape=vars(shape).copy())
    text = path_text(score, lang, lexicon, shape, path_asked(question), question, claimed)
    pages = score.pages
    if others or asks_other_path(question):  # "…, and can I also score my other willow path?"
        rules.append(Rule.ONE_PATH_PER_COLOUR)
        text = f"{text} {other_path_text(score.colour, lang, lexicon)}"
        pages = merge_pages(pages, Rule.ONE_PATH_PER_COLOUR.pages)
    return Answer(
        question=question,
        answer=text,
        lang=lang,
        intent="path_score",
        pages=pages,
        citations=rule_citations(corpus, rules, lang),
        confidence=1.0,
        engine=engine,
        context=dict(context or {}),
    )


def other_path_text(colour: str | None, lang: str, lexicon: Lexicon) -> str:
    """That only one path of a colour scores, the best: said after a path's score when the
    question asks whether another path of that colour scores too."""
    t = templates(lang)
    named = colour is not None and colour in lexicon.ids
    other = str(t["other_named" if named else "other_unnamed"]).format(
        colour=colour_name(colour, lang, lexicon)
    )
    pages = format_pages(Rule.ONE_PATH_PER_COLOUR.pages)
    return str(t["other_path"]).format(other=other, pages=pages)


def not_a_chain(score: PathScore) -> PathScore:
    """The path refused: its cards do not touch in turn by a side."""
    reason = Reason.NOT_A_CHAIN
    return PathScore(
        False, 0, reason, (), reason.pages, score.cards, score.colour, score.read_reversed
    )


def right_json(right: RightToScore, scenario: Scenario, lang: str) -> dict[str, Any]:
    """Who may score a colour, as the `engine` object of an answer."""
    return {
        "kind": "right_to_score",
        "colour": right.colour,
        "totals": dict(right.totals),
        "scorers": list(right.scorers),
        "cancelled": [
            {"player": player, "card": str(card), "by": by} for player, card, by in right.cancelled
        ],
        "nobody_holds": right.nobody_holds,
        "players": {player: scenario.display(player, lang) for player in right.totals},
        "pages": list(right.pages),
    }


def right_answer(
    question: str,
    lang: str,
    right: RightToScore,
    scenario: Scenario,
    corpus: Corpus,
    lexicon: Lexicon,
    context: Mapping[str, Any] | None = None,
) -> Answer:
    """Who may score a colour, with each player's counted total and the cancelled 8s; a
    question about an 8's worth rather than who scores (`Scenario.eight`) is answered
    about that 8, with the 1-cancels-8 rule only, when a 1 bears on it."""
    cancels = right.cancelled or right.kept
    rules = [Rule.RIGHT_TO_SCORE] + ([Rule.ONE_CANCELS_EIGHT] if cancels else [])
    pages = right.pages
    text = eight_text(
        right, lang, lexicon, scenario.names, scenario.asks, scenario.asker, scenario.eight
    )
    if text is not None:  # "Mon 8 vaut encore quelque chose ?": the cancelling rule
        rules, pages = [Rule.ONE_CANCELS_EIGHT], Rule.ONE_CANCELS_EIGHT.pages
    else:
        text = right_text(
            right,
            lang,
            lexicon,
            scenario.names,
            scenario.asks,
            scenario.asker,
            scenario.about,
            scenario.told,
        )
        pathless = [p for p, c in scenario.pathless.items() if c in (None, right.colour)]
        played = out_of_play(scenario.hands, right, pathless, scenario.out_of_hand)
        if played.idle or played.inert:
            text = f"{text} {out_of_play_text(played, lang, lexicon, scenario.names)}"
            rules += [Rule.NO_PATH_NO_POINTS] if played.idle else []
            rules += [Rule.ONE_CANCELS_EIGHT] if played.inert and not cancels else []
            pages = merge_pages(pages, *(rule.pages for rule in rules))
    return Answer(
        question=question,
        answer=text,
        lang=lang,
        intent="right_to_score",
        pages=pages,
        citations=rule_citations(corpus, rules, lang),
        confidence=1.0,
        engine=right_json(right, scenario, lang),
        context=dict(context or {}),
    )


def paths_json(paths: Mapping[str, BestPath]) -> dict[str, Any]:
    """The best path of each colour: points, cards as written, cells as [row, column]."""
    return {
        colour: {
            "points": best.points,
            "cards": [str(card) for card in best.cards],
            "cells": [list(cell) for cell in best.cells],
        }
        for colour, best in paths.items()
    }


def layout_answer(
    question: str, lang: str, paths: Mapping[str, BestPath], corpus: Corpus, lexicon: Lexicon
) -> Answer:
    """The best path of every colour of a drawn arboretum."""
    rules = [Rule.PATHS, Rule.PATH_SCORING, Rule.ONE_PATH_PER_COLOUR]
    engine = {
        "kind": "layout",
        "paths": paths_json(paths),
        "pages": list(best_paths_pages()),
    }
    return Answer(
        question=question,
        answer=best_paths_text(paths, lang, lexicon),
        lang=lang,
        intent="layout",
        pages=merge_pages(*(rule.pages for rule in rules)),
        citations=rule_citations(corpus, rules, lang),
        confidence=1.0,
        engine=engine,
    )


__all__ = [
    "layout_answer",
    "not_a_chain",
    "path_answer",
    "path_json",
    "paths_json",
    "right_answer",
    "rule_citations",
]
