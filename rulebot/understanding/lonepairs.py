"""Words that count one thing, not the value 1: "one" answered by "the other" ("un à 5 et
l'autre à 9", "one worth 5 and the other worth 9": two things told one by one, the numbers
their worths), and "one" counting the lone card said after it ("one lonely 8 of oak", "un
seul 8"). Word lists in data/cards.yaml (`pronoun_pair`, `pair_links`, `lone_words`)."""

from __future__ import annotations

from rulebot.understanding.cardwords import token_number, words
from rulebot.understanding.text import Token, find_phrase


def paired_with_other(folded: list[str], i: int) -> bool:
    """Whether "one" at i is answered by "the other" a few words after it ("un à 5 et
    l'autre à 9", "one worth 5 and the other worth 9"): two things told one by one."""
    vocab = words()
    reach = range(i + 1, min(len(folded), i + 1 + vocab.pair_reach))
    return any(find_phrase(folded, k, vocab.pronoun_pair) for k in reach)


def worth_of_pair(folded: list[str], i: int) -> bool:
    """Whether the number at i is told of one of two things told one by one, maybe after a
    link word ("un à 5 et l'autre à 9", "one worth 5 and the other worth 9"): a worth, not
    a card."""
    vocab = words()
    j = i
    while j > 0 and folded[j - 1] in vocab.pair_links:
        j -= 1
    if j == i or j == 0:
        return False
    if vocab.numbers.get(folded[j - 1]) == 1 and paired_with_other(folded, j - 1):
        return True
    return any(tuple(folded[j - len(p) : j]) == p for p in vocab.pronoun_pair if len(p) <= j)


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
