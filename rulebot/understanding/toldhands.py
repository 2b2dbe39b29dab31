"""A hand told as a total of a colour and cards named besides it.

Cards joined to the total by a word that adds ("Léa a 10 en bleu et le 1 bleu", "Lea has
10 in blue plus the blue 1") come on top of it: the total is of the *other* cards of that
colour, stood in by cards with neither a 1 nor an 8 (`counted.stand_in`), and the 1 named
still cancels an opponent's 8. Cards said to be part of the total ("12 en bleu, dont le
8", "12 in blue including the 8") make it up with stand-ins for the rest. Cards listed
after the total otherwise ("12 en bleu : le 4 et le 7", "10 in oak, the 3 and the 5")
are the whole hand: the cards are the truth, and a total they do not make up is told
wrong (`ToldHand.told`). Word lists: data/grammar.yaml (`total_adds`, `total_adds_after`,
`total_includes`), shared with the grammar's reading (`handtotals.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.rules import Card
from rulebot.understanding.counted import stand_in, told_total, told_totals
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import Phrases, find_phrase, load_words, phrases, tokenize


@dataclass(frozen=True)
class ToldHand:
    """The cards a player's words tell, the cards among them that only stand in for a told
    total (`stood`), and a total told that the listed cards do not make up (`told`)."""

    cards: tuple[Card, ...]
    stood: tuple[Card, ...] = ()
    told: int | None = None


@cache
def _includes() -> Phrases:
    return phrases(load_words("grammar")["total_includes"])


@cache
def _adds() -> Phrases:
    return phrases(load_words("grammar")["total_adds"])


@cache
def _adds_after() -> Phrases:
    return phrases(load_words("grammar")["total_adds_after"])


def read_hand(text: str, lexicon: Lexicon, colour: str | None, named: tuple[Card, ...]) -> ToldHand:
    """The hand a player's words tell: the cards `named`, with a total told besides them
    (see the module), else the told total alone (`told_total`)."""
    if not named:
        cards = told_total(text, lexicon, colour)
        return ToldHand(cards, stood=cards)
    totals = told_totals(text, lexicon, colour)
    if len(totals) != 1:
        return ToldHand(named)
    total, held = totals[0]
    same = tuple(card for card in named if card.colour == held)
    summed = sum(card.value for card in same)
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    included = any(find_phrase(folded, k, _includes()) for k in range(len(folded)))
    if not included:
        # "12 en bleu : le 4 et le 7": the cards listed are the hand
        return ToldHand(named, told=total if same and summed != total else None)
    if summed >= total:
        return ToldHand(named)  # "11 en bleu et le 5 et le 6": the cards are the total
    rest = total - summed if included else total
    cards = stand_in(rest, held, frozenset(card.value for card in same)) if rest else ()
    if cards or not rest:
        return ToldHand((*cards, *named), stood=cards)
    return ToldHand(named)
