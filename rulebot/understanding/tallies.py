"""The worth someone counts for a path, no card: "Mon pote compte 7, ça me paraît peu", "my
sister counts 7 for my red path: red 1, blue 4, red 6", "she made it 10". A number right
after a verb of counting (data/cards.yaml, `tallies`) that stands alone, with no colour,
value or list after it; "je compte 1 bleu, 4 bleu" and "he counts 1, 4 and 6" list cards."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cardwords import token_number
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.masks import Span, mask
from rulebot.understanding.text import Phrases, Token, find_phrase, load_words, phrases, tokenize

_LIST_SIGNS = ",;/-+&"  # a sign after the number that may go on with more values


@dataclass(frozen=True)
class _Words:
    """The `tallies` words of data/cards.yaml, folded."""

    verbs: Phrases
    adverbs: Phrases


@cache
def _words() -> _Words:
    data = load_words("cards")["tallies"]
    return _Words(verbs=phrases(data["verbs"], elided=True), adverbs=phrases(data["adverbs"]))


def tallied(text: str, lexicon: Lexicon) -> list[Span]:
    """The spans of the numbers counted as a path's worth ("compte 7", "counts 7 for")."""
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    spans: list[Span] = []
    for k in range(len(tokens)):
        size = find_phrase(folded, k, _words().verbs)
        if not size:
            continue
        j = _past_adverbs(folded, k + size)
        if j < len(tokens) and _alone(tokens, folded, j, lexicon):
            spans.append((tokens[j].start, tokens[j].end))
    return list(dict.fromkeys(spans))  # "a calculé 8": "calculé 8" is the same worth


def without_tallies(text: str, lexicon: Lexicon) -> str:
    """The text with the worths counted for a path blanked out (offsets kept)."""
    return mask(text, tallied(text, lexicon))


def _past_adverbs(folded: list[str], j: int) -> int:
    """The index after the adverbs at j ("compte seulement 7", "counts only 7")."""
    size = find_phrase(folded, j, _words().adverbs)
    while size:
        j += size
        size = find_phrase(folded, j, _words().adverbs)
    return j


def _alone(tokens: list[Token], folded: list[str], j: int, lexicon: Lexicon) -> bool:
    """Whether the token at j is a number with no colour, value or list after it."""
    if token_number(tokens[j]) is None or folded[j] in card_words().articles:
        return False  # "il dit un 5 bleu ...": an article, then a card
    k = j + 1
    if k >= len(tokens):
        return True
    after = tokens[k]
    if after.kind == "punct":
        return after.text not in _LIST_SIGNS or not _value_next(tokens, k + 1)
    vocab = card_words()
    if folded[k] in vocab.path_links | vocab.bare_tails and k + 1 < len(tokens):
        k += 1  # "7 en bleu", "7 of oak": a card, or a total of that colour
    if lexicon.match_at(folded, k) is not None or folded[k] in vocab.joins:
        return False
    return token_number(tokens[k]) is None


def _value_next(tokens: list[Token], k: int) -> bool:
    """Whether a value comes at k, maybe after an article ("7, le 8 ...")."""
    vocab = card_words()
    if k < len(tokens) and tokens[k].folded in vocab.one_card | vocab.card_before:
        k += 1
    return k < len(tokens) and token_number(tokens[k]) is not None
