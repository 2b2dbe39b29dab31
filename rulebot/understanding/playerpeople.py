"""Words that tell who a player is beyond a marker or a name: "je"/"I" speaking of what
the asker does ("je tranche un litige": no hand), a child told by an age ("my
8-year-old"); word lists in data/players.yaml."""

from __future__ import annotations

from rulebot.understanding.playertokens import Mention, exact, surface
from rulebot.understanding.playerwords import player_words
from rulebot.understanding.text import Token


def asker_acts(folded: list[str], i: int) -> bool:
    """Whether "je"/"I" at token i speaks of what the asker does, not of a hand ("je
    tranche un litige", "je te lis les mains", "I know it's 2-4")."""
    vocab = player_words()
    return (
        folded[i] in vocab.asker_subjects
        and i + 1 < len(folded)
        and folded[i + 1] in vocab.asker_acts
    )


def aged_at(tokens: list[Token], folded: list[str], i: int) -> Mention | None:
    """A child said by a possessive and an age ("my 8-year-old", "his 9 yo"): a person."""
    vocab = player_words()
    if folded[i] not in vocab.own_card | vocab.their_card or i + 1 >= len(tokens):
        return None
    if tokens[i + 1].kind != "num":
        return None
    j = i + 2 + int(i + 2 < len(tokens) and tokens[i + 2].text == "-")
    size = next((len(p) for p in vocab.ages if exact(folded, j, p)), 0)
    if not size:
        return None
    words = surface(tokens, i, j + size - i)
    return Mention("person", " ".join(folded[i : j + size]), words, j + size - i)
