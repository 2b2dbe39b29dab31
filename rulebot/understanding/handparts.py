"""One player's hand told in several parts, made one: "Léa annonce 12 en bleu (elle a le 4
et le 8)", "Marc a le 8 et le 6. Marc dit qu'il a 14 contre mes 6".

Cards told as facts are the truth: parts told inside a reported claim ("Marc dit qu'il a
14", "Tom says he has ...") are dropped for a player whose cards are told outside one;
and a total told in one part is only stood in (`ToldHand.stood`) when no other part lists
the player's cards, unless that part says they come on top ("Elle a aussi le 1 bleu").
A total the cards do not make up is kept as told wrong (`ToldHand.told`)."""

from __future__ import annotations

from dataclasses import dataclass

from rulebot.rules import Card
from rulebot.understanding.toldhands import ToldHand


@dataclass(frozen=True)
class Part:
    """What one part of a text tells of a player's hand: the hand read there, whether it
    is inside a reported claim (`claimed`), and whether it says its cards come on top of
    a total told elsewhere (`adds`)."""

    hand: ToldHand
    claimed: bool = False
    adds: bool = False

    @property
    def real(self) -> tuple[Card, ...]:
        """The cards told, but those standing in for a total."""
        return tuple(card for card in self.hand.cards if card not in self.hand.stood)


def merged(parts: list[Part]) -> ToldHand:
    """The hand the parts of one player tell together (see the module)."""
    facts = [part for part in parts if not part.claimed]
    used = facts if any(part.real for part in facts) else parts
    totals = [part for part in used if part.hand.stood and not part.real]
    listed = [part for part in used if part.real]
    told = next((p.hand.told for p in reversed(used) if p.hand.told is not None), None)
    if totals and listed and not any(part.adds for part in listed):
        # "Léa annonce 12 en bleu (elle a le 4 et le 8)": the cards listed are the hand
        used = [part for part in used if part not in totals]
        total = sum(card.value for card in totals[-1].hand.stood)
        colour = totals[-1].hand.stood[0].colour
        summed = sum(c.value for part in listed for c in part.real if c.colour == colour)
        told = total if summed != total else told
    cards = tuple(dict.fromkeys(card for part in used for card in part.hand.cards))
    stood = tuple(dict.fromkeys(card for part in used for card in part.hand.stood))
    return ToldHand(cards, stood=stood, told=told)
