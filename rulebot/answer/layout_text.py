"""The best paths of a drawn layout in words, French or English (data/engine_text.yaml).

Pages come from the rules (Rule.pages); the templates never hold a page number.
"""

from __future__ import annotations

from collections.abc import Mapping

from rulebot.answer.engine_text import cards_text, colour_name, templates
from rulebot.rules import BestPath, Rule, format_pages, merge_pages
from rulebot.understanding.lexicon import Lexicon


def best_paths_pages() -> tuple[int, ...]:
    """The pages behind a layout's best paths: what a path is and how it scores."""
    return merge_pages(Rule.PATHS.pages, Rule.PATH_SCORING.pages, Rule.ONE_PATH_PER_COLOUR.pages)


def best_paths_text(
    paths: Mapping[str, BestPath], lang: str, lexicon: Lexicon | None = None
) -> str:
    """The best path of every colour of a layout, in words, with the engine's pages."""
    t = templates(lang)
    pages = format_pages(best_paths_pages())
    if not paths:
        return str(t["best_empty"]).format(pages=pages)
    parts = []
    for colour, best in paths.items():
        name = colour_name(colour, lang, lexicon)
        if best.points:
            cards = cards_text(best.cards, lang, lexicon)
            parts.append(str(t["best_path"]).format(colour=name, cards=cards, points=best.points))
        else:
            parts.append(str(t["best_none"]).format(colour=name))
    return str(t["best_text"]).format(
        header=t["best_header"], paths=str(t["best_sep"]).join(parts), pages=pages
    )
