"""The engine's results in words, French or English, from data/engine_text.yaml.

Pages always come from the engine's values (PathScore.pages, RightToScore.pages,
Rule.pages); the templates never hold a page number.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_path import path_worth_lead
from rulebot.rules import (
    MAX_VALUE,
    MIN_VALUE,
    Card,
    PathScore,
    RightToScore,
    format_pages,
)
from rulebot.rules.shapes import PathShape, shape_totals
from rulebot.understanding.asks import (
    ALL_SCORE,
    I_LOSE,
    MY_EIGHT_CANCELLED,
    MY_EIGHT_COUNTS,
    ONE_SCORES,
    OTHER_SCORES,
    THEIR_EIGHT_CANCELLED,
    THEIR_EIGHT_COUNTS,
)
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.scenario import YOU
from rulebot.understanding.text import fold, plain_words

Names = Mapping[str, Mapping[str, str]]


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
    """A card in words ("1 rouge", "5 oak"), or compact ("1A") for a bare label."""
    if lexicon is None or card.colour not in lexicon.ids:
        return str(card)
    return str(templates(lang)["card"]).format(
        value=card.value, colour=colour_name(card.colour, lang, lexicon)
    )


def cards_text(cards: tuple[Card, ...], lang: str, lexicon: Lexicon | None) -> str:
    return str(templates(lang)["arrow"]).join(card_text(card, lang, lexicon) for card in cards)


def path_text(
    score: PathScore,
    lang: str,
    lexicon: Lexicon | None = None,
    shape: PathShape | None = None,
    asks: str | None = None,
    question: str = "",
) -> str:
    """A judged path: its breakdown and total, or the broken rule, with the engine's pages;
    led by a yes or a no when the question asks whether it is a path (`asks`), or when it
    tells the path's worth to be confirmed (`verdict_path`: "worth 5 before bonuses?")."""
    if asks is not None:
        lead = str(templates(lang)["yes" if score.valid else "no"])
    else:
        worth = path_worth_lead(question, lang, score, shape, colour_words(lexicon))
        lead = "" if worth is None else f"{worth} "
    return lead + _path_text(score, lang, lexicon, shape)


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
        if score.colour is not None:
            header += str(t["path_colour"]).format(colour=colour)
        if score.read_reversed:
            header += str(t["path_reversed"])
    pages = format_pages(score.pages)
    if not score.valid:
        return str(t["path_invalid"]).format(
            header=header, reason=reason_text(score, lang, lexicon), pages=pages
        )
    lines = str(t["list_sep"]).join(
        str(t["lines"][line.kind]).format(count=line.count, points=line.points)
        for line in score.breakdown
    )
    text = str(t["path_valid"]).format(header=header, lines=lines, total=score.points, pages=pages)
    return text + _other_totals(shape, t, pages)


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


def _player(player: str, lang: str, names: Names | None) -> str:
    if names is None:
        return player
    return names.get(player, {}).get(lang, player)


def _with_article(key: str, colour: str, lang: str) -> str:
    """A colour after an article or "de", elided before a vowel in French ("l'érable")."""
    t = templates(lang)
    elided = bool(colour) and fold(colour)[0] in str(t["elide_before"])
    return str(t[key]["elided" if elided else "plain"]).format(colour=colour)


def _cancelled(player: str, total: int, canceller: str, lang: str, names: Names | None) -> str:
    """A player whose 8 an opponent's 1 cancels: "toi : 0 (ton 8 est annulé par le 1 de
    Paul, il compte 0)"."""
    t = templates(lang)
    one = t["one_of"]["you" if canceller == YOU else "other"]
    return str(t["right_cancelled"]).format(
        player=_player(player, lang, names),
        total=total,
        whose=t["eight_of"]["you" if player == YOU else "other"],
        one=str(one).format(player=_player(canceller, lang, names)),
    )


def _yes_no(
    right: RightToScore, lang: str, asks: str | None, asker: str, about: str | None = None
) -> str:
    """ "Oui. " or "Non. " before the answer to a yes-or-no (the kinds of asks.py: "Does my 8
    count?", "So I lose it?", "Only one of us scores?"); nothing for "who scores?"."""
    if asks is None:
        return ""
    cancelled = {player for player, _, _ in right.cancelled}
    if asks == MY_EIGHT_COUNTS:
        yes = asker not in cancelled
    elif asks == MY_EIGHT_CANCELLED:
        yes = asker in cancelled
    elif asks == THEIR_EIGHT_CANCELLED:
        yes = bool(cancelled - {asker})
    elif asks == THEIR_EIGHT_COUNTS:
        yes = not cancelled - {asker}
    elif asks == I_LOSE:
        yes = not right.nobody_holds and asker not in right.scorers
    elif asks == ALL_SCORE:
        yes = right.nobody_holds or len(right.scorers) > 1
    elif asks == ONE_SCORES:
        yes = not right.nobody_holds and len(right.scorers) == 1
    elif asks == OTHER_SCORES:
        yes = right.nobody_holds or about in right.scorers
    else:
        yes = right.nobody_holds or asker in right.scorers
    return str(templates(lang)["yes" if yes else "no"])


def right_text(
    right: RightToScore,
    lang: str,
    lexicon: Lexicon | None = None,
    names: Names | None = None,
    asks: str | None = None,
    asker: str = YOU,
    about: str | None = None,
) -> str:
    """Who may score a colour: the totals, the cancelled 8s, the scorers, with pages; led
    by a yes or a no when the question asks one (`asks`, see asks.py; `about`: the player
    an OTHER_SCORES question asks about).
    The players holding both the 1 and the 8 (`right.kept`) are told their 1 cancels
    nothing."""
    body = _right_text(right, lang, lexicon, names)
    return _yes_no(right, lang, asks, asker, about) + body


def _total(player: str, total: int, lang: str, names: Names | None, own_one: bool) -> str:
    """ "Léa : 5", or "toi : 9 (ton propre 1 n'annule pas ton 8)"."""
    t = templates(lang)
    key = "right_own_one" if own_one else "right_total"
    return str(t[key]).format(
        player=_player(player, lang, names),
        total=total,
        whose=t["eight_of"]["you" if player == YOU else "other"],
    )


def _right_text(
    right: RightToScore,
    lang: str,
    lexicon: Lexicon | None,
    names: Names | None,
) -> str:
    t = templates(lang)
    colour = colour_name(right.colour, lang, lexicon)
    the_colour = _with_article("the_colour", colour, lang)
    header = str(t["right_header"]).format(colour=colour, the_colour=the_colour)
    pages = format_pages(right.pages)
    if right.nobody_holds:
        # The players named ("me, Sam and Priya") are named back; else "every player".
        named = len(right.scorers) > 1
        key = "right_nobody_you" if YOU in right.scorers else "right_nobody_named"
        return str(t[key if named else "right_nobody"]).format(
            header=header,
            colour=colour,
            of_colour=_with_article("of_colour", colour, lang),
            players=_joined(right.scorers, lang, names),
            pages=pages,
        )
    if not right.totals:
        return str(t["right_none"]).format(header=header, pages=pages)
    cancelled = {player: canceller for player, _, canceller in right.cancelled}
    totals = str(t["list_sep"]).join(
        _cancelled(player, total, cancelled[player], lang, names)
        if player in cancelled
        else _total(player, total, lang, names, player in right.kept)
        for player, total in right.totals.items()
    )
    key = "right_one" if len(right.scorers) == 1 else "right_tie"
    players = _joined(right.scorers, lang, names)
    return str(t[key]).format(
        header=header, totals=totals, players=players, colour=colour, pages=pages
    )


def _joined(players: tuple[str, ...], lang: str, names: Names | None) -> str:
    """ "toi, Sam et Priya", "you and your opponent": players as shown, in order."""
    t = templates(lang)
    shown = [_player(p, lang, names) for p in players]
    head = str(t["list_sep"]).join(shown[:-1])
    return f"{head}{t['players_and']}{shown[-1]}" if head else "".join(shown)
