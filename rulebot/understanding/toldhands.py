"""A hand told as a total of a colour and cards named besides: "Léa a 10 en bleu et le 1
bleu", "Lea has 10 in blue plus the blue 1". Read as the total of the *other* cards of
that colour, plus the cards named: 10 stood in by cards with neither a 1 nor an 8
(`counted.stand_in`), and the 1, which cancels an opponent's 8. Cards said to be part of
the total ("12 en bleu, dont le 8", "12 in blue including the 8") make it up with
stand-ins for the rest; cards that add up to the total or more ("11 en bleu : le 5 et le
6") are the whole hand. Word list in data/cards.yaml (`total_includes`)."""

from __future__ import annotations

from functools import cache

from rulebot.rules import Card
from rulebot.understanding.counted import stand_in, told_total, told_totals
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import find_phrase, load_words, phrases, tokenize

Phrases = tuple[tuple[str, ...], ...]


@cache
def _includes() -> Phrases:
    return phrases(load_words("cards")["total_includes"])


def told_hand(
    text: str, lexicon: Lexicon, colour: str | None, named: tuple[Card, ...]
) -> tuple[Card, ...]:
    """The hand a player's words tell: the cards `named`, with a total told besides them
    (see the module), else the told total alone (`told_total`)."""
    if not named:
        return told_total(text, lexicon, colour)
    totals = told_totals(text, lexicon, colour)
    if len(totals) != 1:
        return named
    total, held = totals[0]
    same = tuple(card for card in named if card.colour == held)
    summed = sum(card.value for card in same)
    if summed >= total:
        return named  # "11 en bleu : le 5 et le 6": the cards are the total
    folded = [t.folded for t in tokenize(text)]
    included = any(find_phrase(folded, k, _includes()) for k in range(len(folded)))
    rest = total - summed if included else total
    cards = stand_in(rest, held, frozenset(card.value for card in same)) if rest else ()
    return (*cards, *named) if cards or not rest else named
