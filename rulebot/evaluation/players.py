"""Whether the scorers an item expects are the players the engine named, whatever the
words each side used for them.

An item names players as eval/README.md says: the asker `you`, a lone unnamed opponent
`opponent`, a named player by their name ("Léa"), and a player told by who they are to
the asker by that word ("wife", "frère", "left" for "the player on my left"). The engine
gives each player an id ("you", "opponent", "Léa", "my brother", "le joueur à ma gauche")
and the words it says them with ("your wife", "ta femme"). An expected id is that player
when it is the same id (case and accents aside), when "opponent" stands for a player
other than the asker told by no name, or when every word of it is one of the words of
the engine's id or of how it says that player ("femme" in "ta femme"). A seat (`left`,
`right`, `across`) is one id in both languages: `left` is also "le joueur à ma gauche"; a
person's id is a whole word, also the short form a question wrote (`girlfriend`: "my gf").
The scorers match
when each expected one is a different engine scorer, all of them: a one-to-one matching.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from itertools import permutations

from rulebot.understanding.text import fold

ASKER = "you"
OPPONENT = "opponent"
_WORD = re.compile(r"[^\W\d_]+")
# A seat's id is English whatever the question's language; the French words of each seat.
# A person's id is a whole word, whatever short form the question wrote ("gf").
_SAME = {
    "left": ("gauche",),
    "right": ("droite",),
    "across": ("face",),
    "girlfriend": ("gf",),
    "boyfriend": ("bf",),
    "brother": ("bro",),
    "sister": ("sis",),
    "husband": ("hubby",),
    "mother": ("mum", "mom"),
    "father": ("dad",),
}


def same_scorers(
    expected: Collection[str], got: Collection[str], players: Mapping[str, str]
) -> bool:
    """Whether the expected scorers are exactly the engine's, one for one (`players`: the
    engine's id -> the words it says that player with)."""
    want, have = list(dict.fromkeys(expected)), list(dict.fromkeys(got))
    if len(want) != len(have):
        return False
    return any(
        all(is_player(w, h, players.get(h, h)) for w, h in zip(want, order, strict=True))
        for order in permutations(have)
    )


def is_player(expected: str, engine_id: str, said_as: str) -> bool:
    """Whether the id an item uses is the engine's player `engine_id` (said `said_as`)."""
    want, have = fold(expected).strip(), fold(engine_id).strip()
    if want == have:
        return True
    if ASKER in (want, have):
        return False  # the asker is only ever "you"
    if want == OPPONENT:
        return not engine_id[:1].isupper()  # "my brother", not a player told by name
    words = set(_words(have)) | set(_words(fold(said_as)))
    told = _words(want)
    return bool(told) and all(
        word in words or any(same in words for same in _SAME.get(word, ())) for word in told
    )


def _words(text: str) -> list[str]:
    return _WORD.findall(text)
