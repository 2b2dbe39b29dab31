"""Words that tell who a player is beyond a marker or a name: "je"/"I" speaking of what
the asker does ("je tranche un litige": no hand); word lists in data/players.yaml."""

from __future__ import annotations

from rulebot.understanding.playerwords import player_words


def asker_acts(folded: list[str], i: int) -> bool:
    """Whether "je"/"I" at token i speaks of what the asker does, not of a hand ("je
    tranche un litige", "je te lis les mains", "I know it's 2-4")."""
    vocab = player_words()
    return (
        folded[i] in vocab.asker_subjects
        and i + 1 < len(folded)
        and folded[i + 1] in vocab.asker_acts
    )
