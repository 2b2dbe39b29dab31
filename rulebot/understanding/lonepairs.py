"""A word that counts one thing, not the value 1: "one" counting the lone card said after
it ("one lonely 8 of oak", "un seul 8"). Word list in data/cards.yaml (`lone_words`)."""

from __future__ import annotations

from rulebot.understanding.cardwords import token_number, words
from rulebot.understanding.text import Token


def counts_lone_card(tokens: list[Token], i: int) -> bool:
    """Whether the number word at i is "one" counting the card said right after a word of
    being alone ("one lonely 8 of oak", "one single 5", "un seul 8"): no card 1."""
    vocab = words()
    if tokens[i].kind == "num" or vocab.numbers.get(tokens[i].folded) != 1:
        return False
    j = i + 1
    while j < len(tokens) and tokens[j].folded in vocab.lone_words:
        j += 1
    return i + 1 < j < len(tokens) and token_number(tokens[j]) is not None
