"""Hands told as a total, kept whole through a follow-up that changes cards.

A total told of a player ("Léa a 12 en bleu") is held as cards that only stand in for it
(`Scenario.stood`): they are no real cards, so a follow-up naming a card of the same value
("et si j'avais le 7 bleu ?", "what if Lea also had the blue 5?") neither takes it from that
player nor finds it already there. The change is made on the real cards alone
(`real_cards`); the total is then stood in again beside the player's real cards, avoiding
their values (`stood_again`), so that a card added comes on top of the total told.
"""

from __future__ import annotations

from dataclasses import replace

from rulebot.rules import Card
from rulebot.understanding import Scenario
from rulebot.understanding.counted import stand_in


def real_cards(scenario: Scenario) -> Scenario:
    """The scenario with the cards that stand in for a told total taken out of the hands."""
    if not scenario.stood:
        return scenario
    hands = {
        player: _without(hand, scenario.stood.get(player, ()))
        for player, hand in scenario.hands.items()
    }
    return replace(scenario, hands=hands, stood={})


def stood_again(changed: Scenario, before: Scenario) -> Scenario:
    """The changed scenario (made on `real_cards`) with each told total of `before` stood
    in again beside the player's real cards; a player the change told a new total of
    (`changed.stood`) keeps it. A total told wrong (`told`) stays only for a hand the change
    left as it was."""
    hands = dict(changed.hands)
    stood = dict(changed.stood)
    for player, cards in before.stood.items():
        if player not in hands or player in stood:
            continue
        real = hands[player]
        again = _stood_beside(cards, real)
        hands[player] = (*again, *real)
        stood[player] = again
    told = {
        player: total
        for player, total in before.told.items()
        if player in hands and hands[player] == before.hands.get(player)
    }
    return replace(changed, hands=hands, stood=stood, told=told)


def _stood_beside(cards: tuple[Card, ...], real: tuple[Card, ...]) -> tuple[Card, ...]:
    """Cards standing in for the total of `cards`, of their colour, beside the `real` cards:
    none of their values, when the total allows it; else the cards as they were."""
    if not cards:
        return ()
    colour = cards[0].colour
    avoid = frozenset(card.value for card in real if card.colour == colour)
    return stand_in(sum(card.value for card in cards), colour, avoid) or cards


def _without(hand: tuple[Card, ...], stood: tuple[Card, ...]) -> tuple[Card, ...]:
    """A hand without the cards that stand in for its total."""
    return tuple(card for card in hand if card not in stood)
