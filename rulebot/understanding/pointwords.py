"""Numbers told as points ("3 points", "6 pts", "3pts"): worths, never cards. Point words
in data/told.yaml (`point_words`)."""

from __future__ import annotations

from functools import cache

from rulebot.understanding.text import Token, folded_set, load_words


@cache
def point_words() -> frozenset[str]:
    """The point words ("points", "pts", "pt"), folded."""
    return folded_set(load_words("told")["point_words"])


def told_in_points(tokens: list[Token], j: int) -> bool:
    """Whether the number at j is a worth told with a point word: as its label ("3pts") or
    right after it ("3 points")."""
    token = tokens[j]
    if token.kind != "num":
        return False
    if token.label:
        return token.label.casefold() in point_words()
    return j + 1 < len(tokens) and tokens[j + 1].folded in point_words()
