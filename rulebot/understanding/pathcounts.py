"""Paths counted in a question ("deux sentiers de chêne", "two oak paths", "mes 2
chemins de saule"): a question that counts several paths of a colour and tells their
worths asks about scoring paths ("un à 6 points et l'autre à 9, je marque 15 ?"), not who
holds what. Word lists in data/players.yaml (`counted_paths`,
`path_worths`)."""

from __future__ import annotations

from rulebot.understanding.cardwords import word_number
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.playerwords import player_words
from rulebot.understanding.text import Token

REACH = 3  # words of a colour between the count and the noun ("two royal poinciana paths")


def counts_paths(tokens: list[Token], lexicon: Lexicon) -> bool:
    """Whether the text counts two paths or more ("deux sentiers", "two oak paths",
    "3 chemins de chêne")."""
    folded = [t.folded for t in tokens]
    nouns = player_words().counted_paths
    for k, word in enumerate(folded):
        count = word_number(word)
        if count is None or count < 2:
            continue
        j = k + 1
        colour = lexicon.match_at(folded, j) if j < len(folded) else None
        j += colour[1] if colour is not None and colour[1] <= REACH else 0
        if j < len(folded) and folded[j] in nouns:
            return True
    return False


def told_path_worths(tokens: list[Token], lexicon: Lexicon) -> bool:
    """Whether a question counts paths and speaks of no hand besides: its numbers are
    worths of paths ("j'ai deux sentiers de chêne, un à 6 points et l'autre à 9")."""
    vocab = player_words()
    folded = [t.folded for t in tokens]
    held = any(word in vocab.hand_nouns for word in folded)
    worths = any(word in vocab.path_worths for word in folded)
    return worths and not held and counts_paths(tokens, lexicon)
