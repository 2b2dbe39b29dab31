"""Follow-ups that change the last hands: "et si Paul avait aussi le 1 ?".

A card exists once, so naming who holds it moves it there; "au lieu du 1" swaps a card,
and so does a card said right in place of another ("en fait Léa a le 7, pas le 8",
"actually Bob has the 6, not the 2"); "if Lee also has yellow 4" brings a new player in.
A total told of a player stays whole beside the cards changed (`followup_stood`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from rulebot.pipeline.followup_players import by_pronoun_only, newcomer_named, player_named
from rulebot.pipeline.followup_stood import real_cards, stood_again
from rulebot.pipeline.followup_words import (
    adds,
    corrected_values,
    cues,
    has,
    named_cards,
    puts_down,
    removes,
    replaces,
    said_words,
)
from rulebot.pipeline.reading_answers import YOU_NAMES, read_scenario
from rulebot.rules import Card
from rulebot.understanding import OPPONENT, YOU, Lexicon, Scenario
from rulebot.understanding.asks import OTHER_SCORES
from rulebot.understanding.counted import told_total
from rulebot.understanding.reading import read
from rulebot.understanding.text import fold


def change_scenario(scenario: Scenario, text: str, lexicon: Lexicon) -> Scenario | None:
    """The previous scenario with hands changed as the follow-up says.

    "et si Léa avait le 2 vert au lieu du 1 ?" swaps a card in Léa's hand; "au lieu
    du 1" alone finds who held the 1; "if Lee also has yellow 4" brings a new player.
    The cards that stand in for a told total are no real cards: the change is made
    without them, and the total stood in again after it.
    """
    changed = _changed(real_cards(scenario), text, lexicon)
    return None if changed is None else stood_again(changed, scenario)


def _changed(scenario: Scenario, text: str, lexicon: Lexicon) -> Scenario | None:
    """The scenario (real cards only) with hands changed as the follow-up says."""
    kept = _players_kept(scenario, text, lexicon)
    if kept is not None:
        return kept
    named = named_cards(text, lexicon, scenario.colour)
    if not named:
        return _total_told(scenario, text, lexicon)
    dealt = _dealt_by_clause(scenario, text, lexicon)
    if dealt is not None:
        return dealt
    words = said_words(text)
    hands = {p: list(h) for p, h in scenario.hands.items()}
    names = dict(scenario.names)
    player = player_named(scenario, text, scenario.about)
    if player is not None and _newcomer_pronoun(scenario, text, lexicon):
        player = None  # "et si Malo joue avec nous et qu'il a le 7 ?": "il" is Malo
    if player is not None and _joins_instead(scenario, player, text, lexicon):
        player = None  # "j'ai oublié tata Monique, elle a le 8": the newcomer's cards
    if player is not None and player not in hands:  # "and I've got pink 5": the asker joins
        hands[player] = []
        names.setdefault(player, dict(YOU_NAMES) if player == YOU else {})
    spoken = player
    present = [c for c in named if any(c in hand for hand in hands.values())]
    incoming = [c for c in named if c not in present]
    righted = _righted(hands, player, named, corrected_values(words))
    if righted is not None:  # "en fait Léa a le 7, pas le 8"
        hands = righted
    elif replaces(words) and present and incoming:
        owner = player or next(p for p, hand in hands.items() if present[0] in hand)
        hands = {p: [c for c in hand if c not in present] for p, hand in hands.items()}
        hands[owner] += incoming
    elif (
        replaces(words)
        and incoming
        and not present
        and player is not None
        and len(hands[player]) == 1
    ):
        # "and if Lee had blue 4 instead?": the one card Lee held is swapped.
        hands = {p: [c for c in hand if c not in incoming] for p, hand in hands.items()}
        hands[player] = incoming
    elif player is None:
        newcomers = _newcomers(text, lexicon, scenario)
        if not newcomers:
            return None
        for newcomer, cards in newcomers.hands.items():
            hands[newcomer] = list(cards)
            names[newcomer] = newcomers.names.get(newcomer, {})
            spoken = newcomer
    elif removes(words) or puts_down(words):
        hands[player] = [c for c in hands[player] if c not in named]
        if puts_down(words):  # planted or discarded: said of the right ("it cancels no 8")
            scenario = _put_down(scenario, hands, player, named, text, lexicon)
    else:  # a card exists once: naming who holds it moves it there
        hands = {p: [c for c in hand if c not in named] for p, hand in hands.items()}
        anew = has(words, cues().only) and not adds(text)  # "et si Camille avait seulement le 5 ?"
        hands[player] = list(named) if anew else hands[player] + named
    changed = {p: tuple(h) for p, h in hands.items()}
    return replace(
        scenario, hands=changed, names=names, nobody=False, about=_about(scenario, spoken)
    )


def tells_hand(scenario: Scenario | None, text: str, lexicon: Lexicon) -> bool:
    """Whether a follow-up without a question of its own, after hands, tells a card a
    player holds in the colour under discussion ("hang on, Lily just said she's got the 1
    white in her hand", "attends, Léa vient de dire qu'elle a le 1 blanc"): news of the
    hands, which change as it says; so is a player forgotten, told by name with cards, even
    in a question ("I forgot Uncle Pete, he's holding the 8 and the 1. Who scores now?"). A
    question ("Léa a le 8 blanc et moi le 1, qui marque ?") or cards of another colour stand
    alone. Values told with no colour of a player said forgotten are of the colour under
    discussion."""
    if scenario is None or scenario.colour is None:
        return False
    forgotten = _forgotten(text)
    found = read_scenario(text, lexicon, scenario.colour if forgotten else None)
    if found is None:
        return False
    cards = [card for hand in found.hands.values() for card in hand]
    if not cards or any(card.colour != scenario.colour for card in cards):
        return False
    if "?" not in text:
        return found.asks is None
    if forgotten and any(
        p not in scenario.hands and _named(p) and h for p, h in found.hands.items()
    ):
        return True  # "I forgot Uncle Pete, he's holding the 8 and the 1. Who scores now?"
    # a question telling the hand of a player of these hands by a pronoun alone ("Elle a le
    # 7 bleu. Qui compte le bleu ?" after "Partie à deux avec Anaïs. J'ai le 2 et le 5 bleu")
    return len(found.hands) < len(scenario.hands) and by_pronoun_only(scenario, text)


def _put_down(
    scenario: Scenario,
    hands: dict[str, list[Card]],
    player: str,
    named: list[Card],
    text: str,
    lexicon: Lexicon,
) -> Scenario:
    """The scenario with the named cards no other player holds said out of a hand: of
    the player the reading gives them to ("elle a le 1, mais il est planté": "elle", the one
    other player of two), else of `player`."""
    held = {c for p, hand in hands.items() if p != player for c in hand}
    owners = read(text, lexicon).hands
    others = [p for p in scenario.hands if p != scenario.asker]
    out = dict(scenario.out_of_hand)
    for card in (c for c in named if c not in held):
        told = [p for p, cards in (owners.hands.items() if owners else ()) if card in cards]
        owner = told[0] if told else player
        if owner == OPPONENT and len(others) == 1:
            owner = others[0]
        owner = owner if owner in scenario.hands else player
        if card not in out.get(owner, ()):
            out[owner] = (*out.get(owner, ()), card)
    return replace(scenario, out_of_hand=out)


def pathless_told(scenario: Scenario | None, text: str, lexicon: Lexicon) -> Scenario | None:
    """The hands before with players a follow-up says have no path ("Raj has no dogwood
    planted at all. so do I score it?", "et Tom n'a aucun saule dans son arboretum ?"):
    what the right to score does not change is then said. None when it says no such thing
    of a player of the hands."""
    if scenario is None:
        return None
    reading = read(text, lexicon)
    hands = reading.hands
    pronouns = {m.player for m in reading.structure.mentions if m.pronoun}
    told = {
        _taken_up(scenario, player, pronouns): colour
        for player, colour in (hands.pathless.items() if hands else ())
        if colour in (None, scenario.colour)
    }
    told = {player: colour for player, colour in told.items() if player in scenario.hands}
    if not told:
        return None
    return replace(scenario, pathless={**scenario.pathless, **told})


def _taken_up(scenario: Scenario, player: str, pronouns: set[str]) -> str:
    """A player a follow-up tells by a pronoun alone ("But she has not any magnolia path"):
    the one player of the scenario besides the asker; else as read."""
    if player in scenario.hands or player not in pronouns:
        return player
    others = [p for p in scenario.hands if p != scenario.asker]
    return others[0] if len(others) == 1 else player


def puts_cards_down(scenario: Scenario | None, text: str, lexicon: Lexicon) -> bool:
    """Whether a follow-up after hands says a card of the colour under discussion is
    planted or discarded ("et si Pierre avait planté le cerisier 1 ?", "what if Sue's 1
    is in her discard pile?"): news of the hands, which change as it says."""
    if scenario is None or scenario.colour is None or not puts_down(said_words(text)):
        return False
    return any(
        card.colour == scenario.colour for card in named_cards(text, lexicon, scenario.colour)
    )


def _righted(
    hands: dict[str, list[Card]],
    player: str | None,
    named: list[Card],
    values: tuple[int, int] | None,
) -> dict[str, list[Card]] | None:
    """The hands with a card said right in place of another ("Léa a le 7, pas le 8"):
    the wrong card leaves the player named (else whoever held it), the right one comes
    to them, from any other hand; None when the follow-up says no such thing."""
    if values is None:
        return None
    right = [card for card in named if card.value == values[0]]
    wrong = [card for card in named if card.value == values[1]]
    if len(right) != 1 or len(wrong) != 1:
        return None
    owner = player or next((p for p, hand in hands.items() if wrong[0] in hand), None)
    if owner is None or owner not in hands:
        return None
    changed = {p: [card for card in hand if card != right[0]] for p, hand in hands.items()}
    changed[owner] = [card for card in changed[owner] if card != wrong[0]] + right
    return changed


def _players_kept(scenario: Scenario, text: str, lexicon: Lexicon) -> Scenario | None:
    """The players a follow-up keeps when it names only some of them, two or more, with
    "just"/"seulement" and no card ("and if it was just me and Ana playing, same hands?",
    "et si on avait joué à 2 seulement, Lou et moi ?"): the others leave with their cards."""
    if not has(said_words(text), cues().only):
        return None
    structure = read(text, lexicon).structure
    if any(item.colour for run in structure.card_runs for item in run.items):
        return None  # "et si Camille avait seulement le 5 bleu ?": a hand changed
    said = {m.player.casefold() for m in structure.mentions if not m.pronoun}
    kept = [p for p in scenario.hands if p.casefold() in said]
    if len(kept) < 2 or len(kept) == len(scenario.hands):
        return None
    hands = {p: scenario.hands[p] for p in kept}
    names = {p: n for p, n in scenario.names.items() if p in hands}
    return replace(scenario, hands=hands, names=names, nobody=False)


def _joins_instead(scenario: Scenario, player: str, text: str, lexicon: Lexicon) -> bool:
    """Whether the follow-up brings in a player the scenario did not have, by name and with
    cards, while the player it names holds nothing in it ("j'ai oublié tata Monique, elle a
    le 8 et le 3 de chêne": the asker only speaks)."""
    found = read_scenario(text, lexicon, scenario.colour if _forgotten(text) else None)
    if found is None or found.hands.get(player):
        return False
    return any(p not in scenario.hands and _named(p) and cards for p, cards in found.hands.items())


def _forgotten(text: str) -> bool:
    """Whether a follow-up says a player was forgotten (data/followups.yaml `forgotten`):
    the values it tells with no colour are of the colour under discussion."""
    return has(said_words(text), cues().forgotten)


def _named(player: str) -> bool:
    """Whether a player is told by a name ("Uncle Pete", "tata Monique"), not by a pronoun
    or by who they are ("ton voisin", "your opponent"), which may be a player already told."""
    return player != OPPONENT and any(ch.isupper() for ch in player)


def _newcomer_pronoun(scenario: Scenario, text: str, lexicon: Lexicon) -> bool:
    """Whether the follow-up names a new player and speaks of the scenario's players by
    pronouns only: the pronoun stands for the newcomer."""
    return by_pronoun_only(scenario, text, scenario.about) and (
        newcomer_named(scenario, text, lexicon) is not None
    )


def _total_told(scenario: Scenario, text: str, lexicon: Lexicon) -> Scenario | None:
    """ "what if Nadia had 12?", "et si j'avais 10 en rouge ?": a total no card has is the
    named player's whole hand (`told_total`); None when no player or no total is told."""
    player = player_named(scenario, text, scenario.about)
    cards = told_total(text, lexicon, scenario.colour) if player is not None else ()
    if player is None or not cards:
        return None
    hands = {**scenario.hands, player: cards}
    stood = {**scenario.stood, player: cards}
    about = _about(scenario, player)
    return replace(scenario, hands=hands, stood=stood, nobody=False, about=about)


def _about(scenario: Scenario, spoken: str | None) -> str | None:
    """The player a changed scenario speaks of last, for a pronoun after it ("et si Paul
    avait le 4 ?" then "il marque ?"); the player a yes-or-no asks about stays."""
    if scenario.asks == OTHER_SCORES or spoken == scenario.asker:
        return scenario.about
    return spoken or scenario.about


def _dealt_by_clause(scenario: Scenario, text: str, lexicon: Lexicon) -> Scenario | None:
    """ "et si j'avais le 7 et lui le 6 ?": each clause gives its cards to its player.

    A card exists once, so naming who holds it moves it there from any other hand.
    """
    clauses = [c for c in re.split(r",|;|\bet\b|\band\b", fold(text)) if c.strip()]
    moves: list[tuple[str, list[Card]]] = []
    for clause in clauses:
        player = player_named(scenario, clause, scenario.about)
        cards = named_cards(clause, lexicon, scenario.colour)
        if player is None or not cards or removes(said_words(clause)):
            continue
        moves.append((player, cards))
    if len({player for player, _ in moves}) < 2:
        return None
    hands = {p: list(h) for p, h in scenario.hands.items()}
    for player, cards in moves:
        hands = {p: [c for c in hand if c not in cards] for p, hand in hands.items()}
        hands[player] += cards
    return replace(scenario, hands={p: tuple(h) for p, h in hands.items()}, nobody=False)


def _newcomers(text: str, lexicon: Lexicon, scenario: Scenario) -> Scenario | None:
    """Players a follow-up brings in with their cards ("if Lee also has yellow 4", "et si
    Léa avait le 7 ?", "et si ma voisine avait le 1 ?": a bare value is of the colour under
    discussion)."""
    # "et si Léa avait le 7 ?": a value without colour
    found = read_scenario(text, lexicon, scenario.colour if _forgotten(text) else None)
    fresh = (
        {} if found is None else {p: c for p, c in found.hands.items() if p not in scenario.hands}
    )
    names = {} if found is None else found.names
    if not fresh:
        newcomer = newcomer_named(scenario, text, lexicon)
        if newcomer is not None:
            fresh, names = {newcomer[0]: ()}, {newcomer[0]: newcomer[1]}
    if len(fresh) == 1 and not any(fresh.values()):
        bare = tuple(named_cards(text, lexicon, scenario.colour))
        fresh = dict.fromkeys(fresh, bare)
    fresh = {p: cards for p, cards in fresh.items() if cards}
    if fresh:
        return replace(scenario, hands=fresh, names={p: names.get(p, {}) for p in fresh})
    lists = cues()
    named = named_cards(text, lexicon, scenario.colour)
    if found is not None or not named or not has(said_words(text), lists.newcomer_cues):
        return None
    unnamed = lists.newcomer
    while unnamed in scenario.hands:
        unnamed += "+"
    names = {unnamed: dict(lists.newcomer_names)}
    return replace(scenario, hands={unnamed: tuple(named)}, names=names)
