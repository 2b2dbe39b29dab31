"""The parts of a right-to-score question, one per player mention: who, and the offsets
of their words up to the next player, the question or "nobody"."""

from __future__ import annotations

from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.masks import inside
from rulebot.understanding.players import (
    Mention,
    mention_at,
    player_words,
    relative_at,
)
from rulebot.understanding.text import Token, find_phrase
from rulebot.understanding.valuewords import pronoun_one

Split = tuple[list[tuple[Mention, int, int]], list[int], list[list[int]], bool]


def split(
    text: str,
    tokens: list[Token],
    lexicon: Lexicon,
    outside: list[tuple[int, int]],
) -> Split:
    """The segments of the text, one per player mention (who, start and end offsets of
    their words), the token index of each mention, the [start, end] offsets of the
    question parts, and whether "nobody" holds the colour."""
    vocab = player_words()
    folded = [t.folded for t in tokens]
    segments: list[tuple[Mention, int, int]] = []  # who, start offset, end offset
    at: list[int] = []  # the token index of each segment's mention
    questions: list[list[int]] = []  # [start, end] offsets of the question parts
    nobody = False
    i = 0
    while i < len(tokens):
        size = find_phrase(folded, i, vocab.nobody)
        if size:
            nobody = True
            _close(segments, tokens[i].start)
            i += size
            continue
        relative = bool(at) and i == at[-1] + segments[-1][0].size and relative_at(tokens, i)
        relative = relative or (i > 0 and pronoun_one(folded, i - 1))  # "the one who has"
        if find_phrase(folded, i, vocab.question) and not relative:  # not "moi qui ai"
            _close(segments, tokens[i].start)
            questions.append([tokens[i].start, len(text)])
            i += 1
            continue
        hidden = inside(outside, tokens[i].start)
        mention = None if hidden else mention_at(tokens, i, lexicon)
        if mention is not None:
            _close(segments, tokens[i].start)
            if questions and questions[-1][1] > tokens[i].start:
                questions[-1][1] = tokens[i].start
            first = tokens[i].start if mention.keeps else tokens[i + mention.size - 1].end
            segments.append((mention, first, len(text)))
            at.append(i)
            i += mention.size
            continue
        i += 1
    return segments, at, questions, nobody


def _close(segments: list[tuple[Mention, int, int]], at: int) -> None:
    """End the open segment at offset `at`."""
    if segments and segments[-1][2] > at:
        mention, start, _ = segments[-1]
        segments[-1] = (mention, start, at)
