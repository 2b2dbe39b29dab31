"""The engine's results in words, French or English, from data/engine_text.yaml.

Pages always come from the engine's values (PathScore.pages, RightToScore.pages,
Rule.pages); the templates never hold a page number. Who may score a colour is worded in
right_text.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebot.answer.texts import load_data
from rulebot.rules import MAX_VALUE, MIN_VALUE, Card, PathScore, format_pages, path_within
from rulebot.rules.shapes import SHAPE_COLOUR, SHAPE_OTHER, PathShape, shape_totals
from rulebot.understanding.asks import IS_IT_DOUBLED, path_asked
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import plain_words, words_of


def templates(lang: str) -> dict[str, Any]:
    """The templates of a language (French when the language is unknown)."""
    templates = load_data("engine_text.yaml")
    result: dict[str, Any] = templates.get(lang) or templates["fr"]
    return result


def colour_name(colour: str | None, lang: str, lexicon: Lexicon | None) -> str:
    """A colour's display name; an unknown label (layout "A") is shown as written."""
    if colour is None:
        return "?"
    return lexicon.display(colour, lang) if lexicon is not None else colour


def card_text(card: Card, lang: str, lexicon: Lexicon | None) -> str:
    """A card in words ("1 rouge", "5 oak"), compact ("1A") for a bare label, its value
    alone for a card standing for a path told by its values only (`_stand_in`)."""
    if _stand_in(card.colour, lexicon):
        return str(card.value)
    if lexicon is None or card.colour not in lexicon.ids:
        return str(card)
    return str(templates(lang)["card"]).format(
        value=card.value, colour=colour_name(card.colour, lang, lexicon)
    )


def _stand_in(colour: str | None, lexicon: Lexicon | None) -> bool:
    """Whether a colour is a stand-in for a path told without its colours ("that same path
    if it started on the 2": `rules.shapes` labels), no colour of the lexicon."""
    return colour in (SHAPE_COLOUR, SHAPE_OTHER) and (lexicon is None or colour not in lexicon.ids)


def cards_text(cards: tuple[Card, ...], lang: str, lexicon: Lexicon | None) -> str:
    return str(templates(lang)["arrow"]).join(card_text(card, lang, lexicon) for card in cards)


def path_text(
    score: PathScore,
    lang: str,
    lexicon: Lexicon | None = None,
    shape: PathShape | None = None,
    asks: str | None = None,
    question: str = "",
    claimed: tuple[int, ...] | None = None,
) -> str:
    """A judged path: its breakdown and total, or the broken rule, with the engine's pages;
    led by a yes or a no when the question asks whether it is a path or doubled (`asks`,
    else read from the question), or when it
    tells the path's worth to be confirmed (`verdict_path`: "worth 5 before bonuses?"), or
    when the reading found one worth claimed in it (`claimed`: "il annonce 10 points"; an
    empty tuple: the reading found none, and no number of the question is judged a worth;
    None: the question was not read for its numbers)."""
    asks = asks or _asked_of_colour(question, lexicon)
    told = claimed[0] if claimed and len(set(claimed)) == 1 else None  # one worth, else none
    if asks == IS_IT_DOUBLED and told is not None:
        asks = None  # "il dit 16 car c'est doublé, vrai ?": the worth claimed is judged
    if asks == IS_IT_DOUBLED:  # "do I get the double?": from the breakdown
        doubled = score.valid and any(line.kind == "doubled" for line in score.breakdown)
        lead = str(templates(lang)["yes" if doubled else "no"])
    elif asks is not None:
        lead = str(templates(lang)["yes" if score.valid else "no"])
    elif question:  # a worth told to be confirmed; a bare path (`rulebot score`) tells none
        from rulebot.answer.verdict_path import path_worth_lead  # not at import: see above

        worth = None
        if claimed is None or claimed:  # the reading found no worth told: none is judged
            worth = path_worth_lead(question, lang, score, shape, colour_words(lexicon))
        if worth is None and told is not None:
            key = "claim_yes" if told == score.points else "claim_no"
            worth = str(templates(lang)[key]).format(told=told, total=score.points)
        lead = "" if worth is None else f"{worth} "
    else:
        lead = ""
    return lead + _path_text(score, lang, lexicon, shape)


def _asked_of_colour(question: str, lexicon: Lexicon | None) -> str | None:
    """Whether a question asks if its cards make a path, with the colour said in the asking
    words ("is that a valid cherry path?", "un sentier de chêne valable ?"): `path_asked`
    read without the colour names (and the links before them)."""
    if lexicon is None or not question:
        return None
    words = words_of(question)
    covered = {k for i, _, size in lexicon.matches(words) for k in range(i, i + size)}
    links = card_words().path_links
    kept = [
        w for k, w in enumerate(words) if k not in covered and not (w in links and k + 1 in covered)
    ]
    return path_asked(" ".join(kept))


def colour_words(lexicon: Lexicon | None) -> frozenset[str]:
    """Every plain word of a colour name of the lexicon (said in passing: no concept)."""
    if lexicon is None:
        return frozenset()
    return frozenset(
        w
        for c in lexicon.colours
        for names in c.names.values()
        for n in (c.id, *names)
        for w in plain_words(n)
    )


def _path_text(
    score: PathScore, lang: str, lexicon: Lexicon | None, shape: PathShape | None
) -> str:
    t = templates(lang)
    colour = colour_name(score.colour, lang, lexicon)
    if shape is not None:
        header = _shape_header(score, shape, t)
    else:
        header = str(t["path_header"]).format(cards=cards_text(score.cards, lang, lexicon))
        if score.colour is not None and not _stand_in(score.colour, lexicon):
            header += str(t["path_colour"]).format(colour=colour)
        if score.read_reversed:
            header += str(t["path_reversed"])
    pages = format_pages(score.pages)
    if not score.valid:
        text = str(t["path_invalid"]).format(
            header=header, reason=reason_text(score, lang, lexicon), pages=pages
        )
        return text + _within_text(score, lang, lexicon)
    lines = str(t["list_sep"]).join(
        str(t["lines"][line.kind]).format(count=line.count, points=line.points)
        for line in score.breakdown
    )
    text = str(t["path_valid"]).format(header=header, lines=lines, total=score.points, pages=pages)
    return text + _other_totals(shape, t, pages)


def _within_text(score: PathScore, lang: str, lexicon: Lexicon | None) -> str:
    """After a run whose ends alone break the colour rule, the path it holds and its worth
    (engine_text.yaml `path_within`: "Leaving out 8 willow, 2 royal poinciana → … → 7 royal
    poinciana is a path scored for royal poinciana: 8 points (p. 6-7)")."""
    within = path_within(score)
    if within is None:
        return ""
    dropped = tuple(card for card in score.cards if card not in within.cards)
    return " " + str(templates(lang)["path_within"]).format(
        dropped=str(templates(lang)["list_sep"]).join(
            card_text(card, lang, lexicon) for card in dropped
        ),
        cards=cards_text(within.cards, lang, lexicon),
        colour=colour_name(score.colour, lang, lexicon),
        total=within.points,
        pages=format_pages(within.pages),
    )


def _other_totals(shape: PathShape | None, t: Mapping[str, Any], pages: str) -> str:
    """For a path told by its shape, every total its unsaid ends allow ("15, 16 or 17")."""
    totals = shape_totals(shape) if shape is not None else ()
    if len(totals) < 2:
        return ""
    options = str(t["list_sep"]).join(map(str, totals[:-1])) + str(t["or"]) + str(totals[-1])
    return str(t["shape_totals"]).format(options=options, pages=pages)


def _shape_header(score: PathScore, shape: PathShape, t: Mapping[str, Any]) -> str:
    """A described path as said, then the 1 or 8 its length made it hold unsaid: 8 cards
    always run from 1 to 8; 7 cards need a 1 or an 8 (see `rules.shapes.shape_cards`)."""
    header = str(t["shape_header"]).format(
        length=shape.length,
        same=t["shape_same"] if shape.same_colour else "",
        start=t["shape_start"] if shape.starts_on_1 else "",
        end=t["shape_end"] if shape.ends_on_8 else "",
    )
    said = {"starts_on_1": shape.starts_on_1, "ends_on_8": shape.ends_on_8}
    if all(said[line.kind] for line in score.breakdown if line.kind in said):
        return header
    every_value = len(score.cards) == MAX_VALUE - MIN_VALUE + 1
    return header + str(t["shape_forced" if every_value else "shape_chosen"])


def summary_text(score: PathScore | None, lang: str) -> str:
    """One line: valid or not and the points; a layout's heading when `score` is None."""
    t = templates(lang)
    if score is None:
        return str(t["summary_layout"])
    return str(t["summary_valid" if score.valid else "summary_invalid"]).format(points=score.points)


def reason_text(score: PathScore, lang: str, lexicon: Lexicon | None = None) -> str:
    """Why a path is refused, in words."""
    reasons = templates(lang)["reasons"]
    if score.reason is None:
        return ""
    template = reasons.get(score.reason.key, reasons["other"])
    cards = score.cards
    return str(template).format(
        colour=colour_name(score.colour, lang, lexicon),
        first=colour_name(cards[0].colour, lang, lexicon) if cards else "?",
        last=colour_name(cards[-1].colour, lang, lexicon) if cards else "?",
        text=score.reason.text,
    )
