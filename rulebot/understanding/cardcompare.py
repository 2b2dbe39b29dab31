"""One card held set against another ("her 8 beats my 1", "mon 1 bat son 8 ?", "does the 1
cancel the 8?"): who may score the colour (the 1 cancels an opponent's 8), never the end of
a game told by its totals. Word lists in data/cards.yaml (`beat_verbs`, `said_as_card`)."""

from __future__ import annotations

from rulebot.rules.cards import MAX_VALUE, MIN_VALUE
from rulebot.understanding.cardwords import token_number, words
from rulebot.understanding.text import Token, find_phrase, tokenize

_REACH = 2  # words between a beating verb and the card on either side ("her 8 really beats")


def compares_cards(text: str) -> bool:
    """Whether the text sets a card said as one ("her 8", "le 1", "my one") against
    another by a verb of beating ("beats", "bat", "annule", "contre")."""
    tokens = [t for t in tokenize(text) if t.kind != "punct" or t.text in ":("]
    folded = [t.folded for t in tokens]
    for k in range(1, len(tokens)):
        size = find_phrase(folded, k, words().beat_verbs)
        if not size:
            continue
        before = any(_card_at(tokens, j) for j in range(max(0, k - _REACH - 1), k))
        after = range(k + size, min(len(tokens), k + size + _REACH + 1))
        if before and any(_card_at(tokens, j) for j in after):
            return True
    return False


def _card_at(tokens: list[Token], j: int) -> bool:
    """Whether token j is a value said as a card: after a possessive or an article ("her
    8", "le 1", "my one")."""
    value = token_number(tokens[j])
    if value is None or not MIN_VALUE <= value <= MAX_VALUE or j == 0:
        return False
    return tokens[j - 1].folded in words().said_as_card
