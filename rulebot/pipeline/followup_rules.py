"""Rules follow-ups ("et à 3 joueurs ?", "what about the very first one?"): whether one
leans on the question before, and its "one" or pronoun written out. Its entries are ranked
by the learned entry read with the question it follows (`Rulebot._learned_order`). Word lists
in data/followups.yaml and data/followup_subjects.yaml."""

from __future__ import annotations

from functools import cache

from rulebot.pipeline.followup import looks_like_followup
from rulebot.pipeline.followup_words import load_data, said_words

# A question leaning on the one before by a pronoun (`leans_by_pronoun`) is this short at
# most, its pronoun among its first words ("do they", "faut-il qu'elles")...
_SHORT_FOLLOWUP = 12
# ...and at least this share of its own words (stop words aside) are words of the rules'
# index (`LexicalIndex.coverage`): "do they have to touch?" leans on the question before,
# "are they expensive?" or "elles coûtent combien ?" asks about something else.
PRONOUN_KNOWN_SHARE = 0.75
_SUBJECT_REACH = 4


@cache
def _subject_words() -> dict[str, tuple[str, ...]]:
    """data/followup_subjects.yaml: openers and standing pronouns, as folded phrases."""
    data = load_data("followup_subjects.yaml")
    keys = ("openers", "standing_pronouns")
    return {key: tuple(str(p) for p in data[key]) for key in keys}


def _opened(said: str) -> str:
    """A follow-up's `said_words` after its openers ("et", "ok", "and what")."""
    openers = sorted(_subject_words()["openers"], key=len, reverse=True)
    opened = True
    while opened:
        opened = False
        for opener in openers:
            if said.startswith(f" {opener} "):
                said, opened = said[len(opener) + 1 :], True
                break
    return said


def follows_rules(question: str, known: float = 1.0) -> bool:
    """Whether a question leans on the rules question before it: by its form ("et à 3
    joueurs ?", `looks_like_followup`) or by a pronoun standing for its things
    (`leans_by_pronoun`, given the share of its words the rules' index knows)."""
    return looks_like_followup(question) or leans_by_pronoun(question, known)


def leans_by_pronoun(question: str, known: float = 1.0) -> bool:
    """Whether a short question has for subject, among its first words, a pronoun standing
    for the things of the question before ("Do they have to come from the same place?",
    "elles peuvent venir de deux piles différentes ?", "faut-il qu'elles soient du même
    endroit ?"); not a longer question, nor one whose pronoun comes late ("can I take the
    ones they discarded?"), nor one whose words are mostly not the rules' (`known`, the
    share of its words the rules' index knows, below `PRONOUN_KNOWN_SHARE`: "are they
    expensive?")."""
    if known < PRONOUN_KNOWN_SHARE:
        return False
    said = _opened(said_words(question))
    if len(said.split()) > _SHORT_FOLLOWUP:
        return False
    first = " " + " ".join(said.split()[:_SUBJECT_REACH]) + " "
    return any(f" {pronoun} " in first for pronoun in _subject_words()["standing_pronouns"])


def rules_query(question: str, earlier: str) -> tuple[str, str]:
    """What a rules follow-up reads as and the query searched: the follow-up read with the
    question it follows ("et à 3 joueurs ?"); its entry is then learned in that context
    (`Rulebot._learned_order`), which writes no "one" or pronoun out."""
    return question, f"{question} {earlier}"
