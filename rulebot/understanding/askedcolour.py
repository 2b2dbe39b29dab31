"""The colour a question asks about when its asking words only point back to it: "On bloque
sur le bleu uniquement : qui le marque ?", "Only blue matters here: who gets it?". The
colour named on its own (no value next to it, so no card) in the sentence that asks."""

from __future__ import annotations

from rulebot.understanding.cardwords import token_number
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import SENTENCE_ENDS, Token, tokenize


def asking_sentence_colour(text: str, lexicon: Lexicon, at: int) -> str | None:
    """The only colour named alone, as no card's, in the sentence holding offset `at` (the
    question's words); None when there is none or several."""
    start = max((k + 1 for k, char in enumerate(text[:at]) if char in SENTENCE_ENDS), default=0)
    stop = next((k + 1 for k in range(at, len(text)) if text[k] in SENTENCE_ENDS), len(text))
    tokens = tokenize(text[start:stop])
    folded = [t.folded for t in tokens]
    alone = {
        colour
        for i, colour, size in lexicon.matches(folded)
        if not _by_value(tokens, i - 1, -1) and not _by_value(tokens, i + size, 1)
    }
    return alone.pop() if len(alone) == 1 else None


def _by_value(tokens: list[Token], k: int, step: int) -> bool:
    """Whether a value stands at k, maybe past a word of a card ("8 de", "bleu du 8")."""
    links = card_words().path_links | card_words().card_before
    while 0 <= k < len(tokens) and tokens[k].folded in links:
        k += step
    return 0 <= k < len(tokens) and token_number(tokens[k]) is not None
