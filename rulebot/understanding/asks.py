"""What a right-to-score question asks as a yes-or-no about the asker: "Est-ce que je peux
marquer le blanc ?" (may I score it?), "Mon 8 compte encore ?" (does my 8 count?), "Is my
8 cancelled?". Word lists in data/asks.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import contains_phrase, folded_set, load_words, phrases, words_of

MAY_I_SCORE, MY_EIGHT_COUNTS, MY_EIGHT_CANCELLED = (
    "may_i_score",
    "my_eight_counts",
    "my_eight_cancelled",
)
IS_IT_A_PATH = "is_it_a_path"


@dataclass(frozen=True)
class _Asks:
    """The word lists of data/asks.yaml, folded."""

    may: tuple[tuple[str, ...], ...]
    mine: frozenset[str]
    eights: frozenset[str]
    counts: frozenset[str]
    cancelled: frozenset[str]
    reach: int
    path: tuple[tuple[str, ...], ...]


@cache
def _asks() -> _Asks:
    data = load_words("asks")
    return _Asks(
        may=phrases(data["may_i_score"]),
        mine=folded_set(data["my_words"]),
        eights=folded_set(data["eight_words"]),
        counts=folded_set(data["counts_verbs"]),
        cancelled=folded_set(data["cancelled_verbs"]),
        reach=int(data["eight_reach"]),
        path=phrases(data["is_it_a_path"]),
    )


def yes_no_asked(text: str) -> str | None:
    """MY_EIGHT_COUNTS or MY_EIGHT_CANCELLED when the question asks about the asker's 8,
    else MAY_I_SCORE when it asks whether the asker may score, else None (it asks who)."""
    asks = _asks()
    folded = words_of(text)
    for i, word in enumerate(folded):
        if word not in asks.mine:
            continue
        for j in range(i + 1, min(i + 1 + asks.reach, len(folded))):
            if folded[j] not in asks.eights:
                continue
            for verb in folded[j + 1 : j + 1 + asks.reach]:
                if verb in asks.cancelled:
                    return MY_EIGHT_CANCELLED
                if verb in asks.counts:
                    return MY_EIGHT_COUNTS
    if any(contains_phrase(folded, phrase) for phrase in asks.may):
        return MAY_I_SCORE
    return None


def path_asked(text: str) -> str | None:
    """IS_IT_A_PATH when a path question asks whether the cards make a valid path."""
    folded = words_of(text)
    return IS_IT_A_PATH if any(contains_phrase(folded, p) for p in _asks().path) else None
