"""A follow-up that changes a path described by its shape: "what if they're all the same
species?" after "How many points is a 4-card path worth?" scores a 4-card path of one
colour. The earlier question is replayed as a rules question (its context), so the shape is
read again from it, and the follow-up's own words (colour, ends) replace what it said.
After the best path asked ("What's the most points one path can ever give?": 1 to 8 in one
colour), a follow-up telling another first or last value ("and if it started on the 2
instead of the 1?") scores that run of one colour."""

from __future__ import annotations

from dataclasses import replace

from rulebot.answer.engine import path_answer
from rulebot.answer.model import Answer
from rulebot.corpus import Corpus
from rulebot.rules import MAX_VALUE, MIN_VALUE, Card, score_path
from rulebot.rules.shapes import SHAPE_COLOUR, shape_cards
from rulebot.understanding import Lexicon, ParseError, PathShape, parse_cards
from rulebot.understanding.shapes import (
    asks_best_path,
    parse_path_shape,
    shape_traits,
    told_run_ends,
)


def reshaped(question: str, earlier: str, lexicon: Lexicon) -> PathShape | None:
    """The earlier described path with what the follow-up says of its shape, or None when
    the earlier question described no path, or the follow-up says nothing of a shape or
    gives a length or cards of its own."""
    traits = shape_traits(question, lexicon)
    if not traits or parse_cards(question, lexicon, strict=False).cards:
        return None
    try:
        parse_path_shape(question)
        return None  # "et avec 5 cartes de la même couleur ?": a path of its own
    except ParseError:
        pass
    if parse_cards(earlier, lexicon, strict=False).cards:
        return None
    try:
        before = parse_path_shape(earlier, lexicon)
    except ParseError:
        return None
    return replace(before, **traits)


def shape_followup(
    question: str, lang: str, earlier: str, corpus: Corpus, lexicon: Lexicon
) -> Answer | None:
    """The changed shape scored, or None when the follow-up changes no described path."""
    context = {"rules_question": f"{earlier} {question}"}
    run = rerun(question, earlier, lexicon)
    if run is not None:
        return path_answer(question, lang, score_path(run), corpus, lexicon, None, context)
    shape = reshaped(question, earlier, lexicon)
    if shape is None:
        return None
    score = score_path(shape_cards(shape))
    return path_answer(question, lang, score, corpus, lexicon, shape, context)


def rerun(question: str, earlier: str, lexicon: Lexicon) -> tuple[Card, ...] | None:
    """The best path (1 to 8, one colour) with the first or last value the follow-up tells
    ("and that same path if it started on the 2 instead of the 1?": 2 to 8), as cards of
    one stand-in colour; None when the earlier question asked no best path, the follow-up
    tells no end or cards of its own, or its ends leave fewer than two cards."""
    first, last = told_run_ends(question)
    if first is None and last is None:
        return None
    if parse_cards(question, lexicon, strict=False).cards or not asks_best_path(earlier):
        return None
    low, high = first or MIN_VALUE, last or MAX_VALUE
    if low >= high:
        return None
    return tuple(Card(value, SHAPE_COLOUR) for value in range(low, high + 1))
