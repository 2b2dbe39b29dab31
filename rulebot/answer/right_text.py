"""Who may score a colour, in words, from data/engine_text.yaml: the verdict first, said
as a sentence with the players and the verb ("C'est toi qui marques le rouge", "Léa and
you both score oak", "Tout le monde peut marquer le jacaranda"), then the hand totals
that decide it, the cancelled 8s and the pages (RightToScore.pages, never typed here).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from rulebot.answer.engine_text import colour_name, templates
from rulebot.answer.texts import capitalised, load_data
from rulebot.rules import OutOfPlay, RightToScore, Rule, format_pages
from rulebot.understanding.asks import (
    ALL_SCORE,
    BEATS,
    I_LOSE,
    MY_EIGHT_CANCELLED,
    MY_EIGHT_COUNTS,
    NOBODY_SCORES,
    ONE_SCORES,
    OTHER_SCORES,
    THEIR_EIGHT_CANCELLED,
    THEIR_EIGHT_COUNTS,
)
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.scenario import YOU
from rulebot.understanding.structure import SOMEONE
from rulebot.understanding.text import fold

Names = Mapping[str, Mapping[str, str]]


def right_text(
    right: RightToScore,
    lang: str,
    lexicon: Lexicon | None = None,
    names: Names | None = None,
    asks: str | None = None,
    asker: str = YOU,
    about: str | None = None,
    told: Mapping[str, int] | None = None,
) -> str:
    """Who may score a colour: the scorers first, then the totals, the cancelled 8s and
    the pages; led by a yes or a no when the question asks one (`asks`, see asks.py;
    `about`: the player an OTHER_SCORES question asks about).
    The players holding both the 1 and the 8 (`right.kept`) are told their 1 cancels
    nothing; a total `told` of a player that their cards listed do not make up is said
    not to be theirs ("Léa : 10 (les cartes citées font 10, pas 12)")."""
    body = _right_text(right, lang, lexicon, names, told or {})
    if asks == I_LOSE:  # "So I can't score it?": the fact said, not a bare yes or no
        lead = templates(lang)["lose_yes" if _answers_yes(right, asks, asker) else "lose_no"]
        return str(lead).format(**_colour_words(right.colour, lang, lexicon)) + body
    return _yes_no(right, lang, asks, asker, about) + body


def out_of_play_text(
    played: OutOfPlay, lang: str, lexicon: Lexicon | None = None, names: Names | None = None
) -> str:
    """What the right to score does not change, said after who scores: a player with the
    right but no path scores 0 and the right passes to no one; a 1 out of its hand cancels
    no 8. Empty when neither applies."""
    t = templates(lang)
    words = _colour_words(played.colour, lang, lexicon)
    said = [
        str(t["no_path"]["you" if player == YOU else "other"]).format(
            player=_player(player, lang, names), pages=format_pages(played.idle_pages), **words
        )
        for player in played.idle
    ]
    said += [
        str(t["one_out"][_whose(player)]).format(
            player=_player(player, lang, names), pages=format_pages(played.inert_pages), **words
        )
        for player in played.inert
    ]
    return " ".join(capitalised(sentence) for sentence in said)


def _colour_words(colour_id: str, lang: str, lexicon: Lexicon | None) -> dict[str, str]:
    """A colour's name alone, after an article and after "de" ("érable", "l'érable",
    "d'érable"), for the templates."""
    colour = colour_name(colour_id, lang, lexicon)
    return {
        "colour": colour,
        "the_colour": _with_article("the_colour", colour, lang),
        "of_colour": _with_article("of_colour", colour, lang),
    }


def _whose(player: str) -> str:
    return "you" if player == YOU else "someone" if player == SOMEONE else "other"


def _yes_no(
    right: RightToScore, lang: str, asks: str | None, asker: str, about: str | None = None
) -> str:
    """ "Oui. " or "Non. " before the answer to a yes-or-no (the kinds of asks.py: "Does my 8
    count?", "So I lose it?", "Only one of us scores?"); nothing for "who scores?"."""
    if asks is None:
        return ""
    return str(templates(lang)["yes" if _answers_yes(right, asks, asker, about) else "no"])


def _answers_yes(right: RightToScore, asks: str, asker: str, about: str | None = None) -> bool:
    """Whether the engine's right to score answers yes to a yes-or-no of kind `asks`."""
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
    elif asks == NOBODY_SCORES:
        yes = False
    elif asks == OTHER_SCORES:
        yes = right.nobody_holds or about in right.scorers
    elif asks == BEATS:
        yes = not right.nobody_holds and _beats(right, about or asker, asker)
    else:
        yes = right.nobody_holds or asker in right.scorers
    return yes


def eight_text(
    right: RightToScore,
    lang: str,
    lexicon: Lexicon | None = None,
    names: Names | None = None,
    asks: str | None = None,
    asker: str = YOU,
    eight: str | None = None,
) -> str | None:
    """What the 8 a question asks the worth of counts (`eight`, a kind of asks.py: the
    asker's 8 for MY_*, another player's for THEIR_*) when another player's 1 cancels it;
    led by a yes or a no when the question asks one. Pages: Rule.ONE_CANCELS_EIGHT only.
    None when no other player's 1 cancels that 8 (none held, or only its holder's own 1):
    who scores answers then, with the totals."""
    if eight is None:
        return None
    mine = eight in (MY_EIGHT_COUNTS, MY_EIGHT_CANCELLED)
    words = _eight_words(lang)
    colour = colour_name(right.colour, lang, lexicon)
    pages = format_pages(Rule.ONE_CANCELS_EIGHT.pages)
    said = [
        str(words["cancelled"]).format(
            eight=_eight_of(player, lang, names, asker),
            one=_one_of(canceller, lang, names),
            colour=colour,
            of_colour=_with_article("of_colour", colour, lang),
            pages=pages,
        )
        for player, _, canceller in right.cancelled
        if (player == asker) == mine
    ]
    if not said:
        return None
    lead = _yes_no(right, lang, asks, asker) if asks == eight else ""
    return lead + " ".join(capitalised(sentence) for sentence in said)


def _eight_of(player: str, lang: str, names: Names | None, asker: str) -> str:
    words = _eight_words(lang)["eight"]
    key = "you" if player == asker else "other"
    return str(words[key]).format(player=_player(player, lang, names))


def _one_of(player: str, lang: str, names: Names | None) -> str:
    """ "ton 1", "le 1 de Paul", "le 1 d'Alex" (elided before a vowel, as colours are)."""
    t = templates(lang)
    name = _player(player, lang, names)
    elided = bool(name) and fold(name)[0] in str(t["elide_before"])
    key = "you" if player == YOU else "other_elided" if elided else "other"
    return str(t["one_of"][key]).format(player=name)


@cache
def _eight_texts() -> Mapping[str, Mapping[str, Any]]:
    """The words of data/right_eight.yaml, by language."""
    data: Mapping[str, Mapping[str, Any]] = load_data("right_eight.yaml")
    return data


def _eight_words(lang: str) -> Mapping[str, Any]:
    """The words of data/right_eight.yaml in `lang` (French for a language it lacks)."""
    texts = _eight_texts()
    return texts[lang if lang in texts else "fr"]


def _beats(right: RightToScore, player: str, asker: str) -> bool:
    """Whether `player` beats the asker ("does he beat me?": a total above the asker's), or
    as the asker, every other player ("do I beat him?": the highest total alone)."""
    if player == asker or asker not in right.totals:
        return right.scorers == (player,)
    return right.totals.get(player, 0) > right.totals[asker]


def _right_text(
    right: RightToScore,
    lang: str,
    lexicon: Lexicon | None,
    names: Names | None,
    told: Mapping[str, int],
) -> str:
    t = templates(lang)
    words = {**_colour_words(right.colour, lang, lexicon), "pages": format_pages(right.pages)}
    if right.nobody_holds:
        return _nobody_text(right, lang, names, words)
    if not right.totals:
        return str(t["right_none"]).format(**words)
    cancelled = {player: canceller for player, _, canceller in right.cancelled}
    totals = str(t["list_sep"]).join(
        _cancelled(player, total, cancelled[player], lang, names)
        if player in cancelled
        else _total(player, total, lang, names, player in right.kept, told.get(player))
        for player, total in right.totals.items()
    )
    key = "right_one" if len(right.scorers) == 1 else "right_tie"
    lead = _lead(right.scorers, lang, names, words)
    return str(t[key]).format(lead=lead, totals=totals, **words)


def _lead(
    scorers: tuple[str, ...], lang: str, names: Names | None, words: Mapping[str, str]
) -> str:
    """The verdict as a sentence: "C'est toi qui marques le rouge", "Noah scores willow",
    "Léa et toi marquez le rouge (égalité)", "Ann, Bob and you all score oak (a tie)"."""
    leads: Mapping[str, Any] = templates(lang)["right_lead"]
    if len(scorers) == 1:
        key = "one_you" if scorers[0] == YOU else "one"
    else:
        key = "tie_you" if YOU in scorers else "tie"
        key += "_two" if len(scorers) == 2 else "_many"
    player = _player(scorers[0], lang, names)
    players = _joined(scorers, lang, names)
    return capitalised(str(leads[key]).format(player=player, players=players, **words))


def _nobody_text(
    right: RightToScore, lang: str, names: Names | None, words: Mapping[str, str]
) -> str:
    """Nobody holds the colour: every player may score it. The players named ("me, Sam
    and Priya") are named back (the verb follows "toi" when it is one); else "everyone"."""
    t = templates(lang)
    named = len(right.scorers) > 1
    key = "right_nobody_you" if YOU in right.scorers else "right_nobody_named"
    players = _joined(right.scorers, lang, names)
    return capitalised(str(t[key if named else "right_nobody"]).format(players=players, **words))


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
    return str(t["right_cancelled"]).format(
        player=_player(player, lang, names),
        total=total,
        whose=t["eight_of"]["you" if player == YOU else "other"],
        one=_one_of(canceller, lang, names),
    )


def _total(
    player: str,
    total: int,
    lang: str,
    names: Names | None,
    own_one: bool,
    told: int | None = None,
) -> str:
    """ "Léa : 5", or "toi : 9 (ton propre 1 n'annule pas ton 8)", or with a total told
    that the cards do not make up, "Léa : 10 (les cartes citées font 10, pas 12)"."""
    t = templates(lang)
    key = "right_own_one" if own_one else "right_total"
    shown: int | str = total
    if told is not None and told != total and not own_one:
        shown = str(_told_texts()[lang]["told_wrong"]).format(total=total, told=told)
    return str(t[key]).format(
        player=_player(player, lang, names),
        total=shown,
        whose=t["eight_of"]["you" if player == YOU else "other"],
    )


@cache
def _told_texts() -> Mapping[str, Mapping[str, str]]:
    """The words of data/right_told.yaml, by language."""
    data: Mapping[str, Mapping[str, str]] = load_data("right_told.yaml")
    return data


def _joined(players: tuple[str, ...], lang: str, names: Names | None) -> str:
    """ "toi, Sam et Priya", "you and your opponent": players as shown, in order."""
    t = templates(lang)
    shown = [_player(p, lang, names) for p in players]
    head = str(t["list_sep"]).join(shown[:-1])
    return f"{head}{t['players_and']}{shown[-1]}" if head else "".join(shown)
