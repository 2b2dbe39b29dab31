"""Yes-or-no follow-ups about a player: "et Paul, il peut ?", "can she score it then?",
"et si j'avais le 3 en plus, je peux marquer ?", "so my second opponent scores it?".

The answer then leads with Oui/Non about that player, as a first question would
(`Scenario.asks`, `Scenario.about`, see understanding/asks.py). A follow-up asking "who?"
again ("et qui marque alors ?") drops the yes-or-no; one asking nothing keeps the question
before ("et si Paul avait le 8 ?" after "est-ce que je marque ?"). Word lists in
data/followups.yaml (`followup_asks`).
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
from rulebot.understanding import Lexicon, Scenario
from rulebot.understanding.asks import MAY_I_SCORE, OTHER_SCORES, yes_no_asked
from rulebot.understanding.text import plain_words


@dataclass(frozen=True)
class _Words:
    verbs: frozenset[str]
    fillers: frozenset[str]
    who: frozenset[str]
    bare: frozenset[str]


@cache
def _words() -> _Words:
    data = cue_data()
    asks = data["followup_asks"]
    return _Words(
        verbs=frozenset(str(w) for w in asks["verbs"]),
        fillers=frozenset(str(w) for w in asks["fillers"]),
        who=frozenset(str(w) for w in asks["who"]),
        bare=frozenset(str(w) for w in [*asks["bare_words"], *asks["asker"]]),
    )


def asked(scenario: Scenario, text: str) -> Scenario:
    """The scenario with the yes-or-no a follow-up asks: about the player before a verb of
    scoring (the asker: "may I score?"), several players ("on marquerait tous les deux
    ?"), nobody ("et qui marque alors ?"), or, when it asks nothing, the question before."""
    kind = yes_no_asked(text)
    if kind not in (None, MAY_I_SCORE, OTHER_SCORES):
        return replace(scenario, asks=kind)
    player = asked_player(scenario, text)
    if player is None:
        if kind == MAY_I_SCORE:
            return replace(scenario, asks=MAY_I_SCORE)
        if kind is None and _words().who.intersection(plain_words(text)):
            return replace(scenario, asks=None)
        return scenario
    if player == scenario.asker:
        return replace(scenario, asks=MAY_I_SCORE)
    return replace(scenario, asks=OTHER_SCORES, about=player)


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
