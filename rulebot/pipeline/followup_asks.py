"""Yes-or-no follow-ups about a player: "et Paul, il peut ?", "can she score it then?",
"et si j'avais le 3 en plus, je peux marquer ?", "so my second opponent scores it?".

The answer then leads with Oui/Non about that player, as a first question would
(`Scenario.asks`, `Scenario.about`, see understanding/asks.py). A follow-up asking "who?"
again ("et qui marque alors ?") drops the yes-or-no; one asking nothing keeps the question
before ("et si Paul avait le 8 ?" after "est-ce que je marque ?") while it still fits the
changed hands. One asking how much ("et ça vaut combien ?", "how much would I score?") has
no lead, as a first question would (`told.closed_asks`). Word lists in data/followups.yaml
(`followup_asks`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from rulebot.pipeline.followup_players import (
    ASKER,
    PRONOUN,
    Reference,
    references,
)
from rulebot.pipeline.followup_words import cue_data
from rulebot.rules import Card
from rulebot.understanding import Lexicon, Scenario
from rulebot.understanding.asks import (
    MAY_I_SCORE,
    MY_EIGHT_CANCELLED,
    MY_EIGHT_COUNTS,
    OTHER_SCORES,
    THEIR_EIGHT_CANCELLED,
    THEIR_EIGHT_COUNTS,
    yes_no_asked,
)
from rulebot.understanding.text import as_written, listed, plain_words, read_lists
from rulebot.understanding.told import closed_asks


@dataclass(frozen=True)
class _Words:
    verbs: frozenset[str] = listed(read=as_written)
    fillers: frozenset[str] = listed(read=as_written)
    who: frozenset[str] = listed(read=as_written)
    bare: frozenset[str] = listed("bare_words", "asker", read=as_written)


@cache
def _words() -> _Words:
    return read_lists(_Words, cue_data()["followup_asks"], "followup_asks.")


def asked(scenario: Scenario, text: str) -> Scenario:
    """The scenario with the yes-or-no a follow-up asks: about the player before a verb of
    scoring (the asker: "may I score?"), several players ("on marquerait tous les deux
    ?"), nobody ("et qui marque alors ?"), or, when it asks nothing, the question before
    if it still fits the hands; none when it asks how much."""
    own = yes_no_asked(text)
    kind = closed_asks(text, own)
    if (own is not None and kind is None) or _asks_how_much(text):
        return replace(scenario, asks=None)  # "et si j'avais le 7, je marquerais combien ?"
    if kind not in (None, MAY_I_SCORE, OTHER_SCORES):
        return replace(scenario, asks=kind)
    player = asked_player(scenario, text)
    if player is None:
        if kind == MAY_I_SCORE:
            return replace(scenario, asks=MAY_I_SCORE)
        if kind is None and _asks_who(scenario, text):
            return replace(scenario, asks=None)
        return scenario if _still_fits(scenario) else replace(scenario, asks=None)
    if player == scenario.asker:
        return replace(scenario, asks=MAY_I_SCORE)
    return replace(scenario, asks=OTHER_SCORES, about=player)


def _asks_who(scenario: Scenario, text: str) -> bool:
    """Whether a follow-up asks who again ("et qui marque alors ?", "so who gets it?"): a
    word of "who" not right after a player, where it only joins a clause ("et si c'était
    moi qui avais le 1 ?", "what if it was Zoe who had it?")."""
    words = plain_words(text)
    found = references(scenario, text, scenario.about)
    who = _words().who
    return any(w in who and (k == 0 or _at(found, k - 1) is None) for k, w in enumerate(words))


def _asks_how_much(text: str) -> bool:
    """Whether a follow-up asks how much ("et ça vaut combien ?", "how many points would I
    get?"): `told.closed_asks` keeps no yes-or-no, even a plain "may I score?", in it."""
    return closed_asks(text, MAY_I_SCORE) is None


def _still_fits(scenario: Scenario) -> bool:
    """Whether the yes-or-no asked before still fits the changed hands: "is my 8
    cancelled?" needs the asker to hold the 8 of the colour, "does his 8 count?" another
    player, "does Paul score?" Paul still among the players."""
    asks, colour = scenario.asks, scenario.scored_colour
    eights = {p for p, hand in scenario.hands.items() if Card(8, str(colour)) in hand}
    if asks in (MY_EIGHT_CANCELLED, MY_EIGHT_COUNTS):
        return scenario.asker in eights
    if asks in (THEIR_EIGHT_CANCELLED, THEIR_EIGHT_COUNTS):
        return bool(eights - {scenario.asker})
    if asks == OTHER_SCORES:
        return scenario.about in scenario.hands
    return True


def asked_player(scenario: Scenario, text: str) -> str | None:
    """The player a yes-or-no follow-up asks about: the one named right before a verb of
    scoring ("Ana still score", "mon second adversaire, il peut"); a pronoun there is the
    player named before it ("et Paul, il peut ?"), else the one other player, else the one
    the conversation spoke of last ("il marque, du coup ?" after "et si Paul avait...")."""
    words = plain_words(text)
    found = references(scenario, text, scenario.about)
    lists = _words()
    for i, word in enumerate(words):
        if word not in lists.verbs:
            continue
        k = i - 1
        while k >= 0 and words[k] in lists.fillers and _at(found, k) is None:
            k -= 1
        ref = _at(found, k) if k >= 0 else None
        if ref is None:
            continue
        if ref.kind == PRONOUN:
            named = [r for r in found if r.end <= ref.start and r.kind not in (PRONOUN, ASKER)]
            return next((r.player for r in reversed(named) if r.player), ref.player)
        return ref.player
    return None


def bare_yes_no(scenario: Scenario, text: str, lexicon: Lexicon) -> bool:
    """Whether a question is only a yes-or-no about the players of the scenario before ("et
    Paul, il peut ?", "can he still score?", "so he scores now?", "can Mia score blue?"),
    or only asks who scores again ("du coup qui marque le jaune, elle ou moi ?"): it asks
    one and holds nothing but players, verbs of scoring, colours and small words."""
    lists = _words()
    words = plain_words(text)
    who = bool(lists.who.intersection(words)) and bool(lists.verbs.intersection(words))
    if yes_no_asked(text) is None and asked_player(scenario, text) is None and not who:
        return False
    found = references(scenario, text, scenario.about)
    known = lists.verbs | lists.fillers | lists.bare | lists.who
    colours = {k + n for start, _, size in lexicon.matches(words) for k, n in _span(start, size)}
    return all(
        word in known or k in colours or _at(found, k) is not None for k, word in enumerate(words)
    )


def _span(start: int, size: int) -> list[tuple[int, int]]:
    return [(start, n) for n in range(size)]


def _at(found: list[Reference], k: int) -> Reference | None:
    return next((ref for ref in found if ref.start <= k < ref.end), None)
