"""One player's hand told in several parts, made one: "Léa annonce 12 en bleu (elle a le 4
et le 8)". A total told in one part is only stood in (`ToldHand.stood`) when no other part
lists the player's cards; a total the cards do not make up is kept as told wrong
(`ToldHand.told`)."""

from __future__ import annotations

from rulebot.rules import Card
from rulebot.understanding.toldhands import ToldHand


def merged(parts: list[ToldHand]) -> ToldHand:
    """The hand the parts of one player tell together (see the module)."""
    totals = [part for part in parts if part.stood and not _real(part)]
    listed = [part for part in parts if _real(part)]
    told = next((part.told for part in reversed(parts) if part.told is not None), None)
    used = parts
    if totals and listed:
        # "Léa annonce 12 en bleu (elle a le 4 et le 8)": the cards listed are the hand
        used = [part for part in parts if part not in totals]
        total = sum(card.value for card in totals[-1].stood)
        colour = totals[-1].stood[0].colour
        summed = sum(c.value for part in listed for c in _real(part) if c.colour == colour)
        told = total if summed != total else told
    cards = tuple(dict.fromkeys(card for part in used for card in part.cards))
    stood = tuple(dict.fromkeys(card for part in used for card in part.stood))
    return ToldHand(cards, stood=stood, told=told)


def _real(hand: ToldHand) -> tuple[Card, ...]:
    """The cards told, but those standing in for a total."""
    return tuple(card for card in hand.cards if card not in hand.stood)
