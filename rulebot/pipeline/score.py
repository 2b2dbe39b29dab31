"""The scoring entry points behind `rulebot score`: a described path, a drawn layout.

No retrieval here (so no torch): understanding parses, the rules engine judges,
engine_text explains. Results are JSON-ready dicts.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rulebot.answer.engine import path_json, paths_json
from rulebot.answer.engine_text import path_text, summary_text
from rulebot.answer.layout_text import best_paths_pages, best_paths_text
from rulebot.errors import InputError
from rulebot.rules import Arboretum, Card, best_paths, score_path
from rulebot.rules.shapes import shape_cards
from rulebot.understanding import (
    Lexicon,
    ParseError,
    PathShape,
    detect_language,
    parse_cards,
    parse_layout,
    parse_path_shape,
)
from rulebot.understanding.cards import ParsedCards
from rulebot.understanding.language import told_language
from rulebot.understanding.lexicon import LANGS
from rulebot.understanding.listing import asks_card_reuse

# A path read from a question: its cards, the colour it is scored for, its shape.
_Read = tuple[tuple[Card, ...], str | None, PathShape | None]


@cache
def default_lexicon() -> Lexicon:
    """The colour lexicon of the corpus (corpus/arboretum/colours.yaml), loaded once."""
    from rulebot.config import get_settings
    from rulebot.corpus import load_corpus
    from rulebot.pipeline.lexicon import lexicon_of

    return lexicon_of(load_corpus(get_settings().corpus_dir))


def _language(text: str, hint: str | None, lang: str | None) -> str:
    if lang in LANGS:
        return str(lang)
    told = told_language(text)
    if told is None and hint is not None:
        return hint
    return detect_language(text)


def score_description(
    text: str, lexicon: Lexicon | None = None, lang: str | None = None
) -> dict[str, Any]:
    """Judge and score a path written in words; ParseError if it cannot be read.

    A path described without values ("5 cartes de la même couleur") is scored on
    representative cards of that shape.
    """
    lexicon = lexicon if lexicon is not None else default_lexicon()
    shape: PathShape | None = None
    colour: str | None = None  # the colour the path is said to score, if any
    try:
        parsed = parse_cards(text, lexicon)
        cards, hint, colour = parsed.cards, parsed.lang, parsed.colour
    except ParseError as error:
        try:
            shape = parse_path_shape(text, lexicon)
        except ParseError:
            raise error from None
        cards, hint = shape_cards(shape), None
    language = _language(text, hint, lang)
    score = score_path(cards, colour)
    result = path_json(score)
    result.update(
        lang=language,
        summary=summary_text(score, language),
        text=path_text(score, language, lexicon, shape),
        shape=None if shape is None else vars(shape).copy(),
    )
    if shape is not None:
        result.update(cards=[], colour=None)
    return result


def read_path(question: str, lexicon: Lexicon) -> _Read | None:
    """The cards a path question gives, the colour it is said to score and the shape it
    describes (when told by its shape, "4 cartes de la même couleur"); None without a path.

    Cards as listed first, else a shape, else a path written twice over (each card once),
    or one card asked as a path and named again ("mon 8 tout seul, il rapporte les 2 points
    du 8 ?": a path too short, which the engine refuses).
    A question whether a card may serve in another path too is a rule, not a path; so are
    values said as a run ("de 1 à 8") unless a path or its worth is asked.
    """
    if asks_card_reuse(question, lexicon):
        return None
    try:
        parsed = parse_cards(question, lexicon)
        return _unless_run(question, parsed, (parsed.cards, parsed.colour, None))
    except ParseError:
        pass
    try:
        shape = parse_path_shape(question, lexicon)
        return shape_cards(shape), None, shape
    except ParseError:
        loose = parse_cards(question, lexicon, strict=False)
        cards = once_if_restated(loose.cards)
        if len(cards) >= 2:
            return _unless_run(question, loose, (cards, None, None))
        return None


def _unless_run(question: str, parsed: ParsedCards, read: _Read) -> _Read | None:
    """The path read, unless its values are a run ("de 1 à 8"): a run is read by the
    grammar's reading (`Reading.path`), never by this older one."""
    return None if parsed.ranged else read


def once_if_restated(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """Each card once when every card is said twice or more, a path restated ("de 1 à 8
    ... (1 saule, 2 saule, ...)"); else the cards as said, so that a card said twice in one
    listing ("3 rouge, 5 jaune, 5 jaune, 7 rouge") makes the engine refuse the path."""
    once = tuple(dict.fromkeys(cards))
    return once if all(cards.count(card) >= 2 for card in once) else cards


def read_layout(text: str, lang: str | None = None) -> Arboretum:
    """The arboretum a question draws; InputError, for a person in `lang`, when it cannot
    be read."""
    try:
        return parse_layout(text)
    except ParseError as error:
        raise InputError(error.in_language(lang).message) from None


def score_layout(text: str, lang: str | None = None) -> dict[str, Any]:
    """The best path of every colour of a drawn arboretum; ParseError if it cannot be read."""
    arboretum = parse_layout(text)
    paths = best_paths(arboretum)
    language = lang if lang in LANGS else "fr"
    return {
        "paths": paths_json(paths),
        "pages": list(best_paths_pages()),
        "lang": language,
        "summary": summary_text(None, str(language)),
        "text": best_paths_text(paths, str(language)),
    }
