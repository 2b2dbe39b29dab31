"""Rules follow-ups ("et à 3 joueurs ?", "what about the very first one?"): whether one
leans on the question before, and its "one" or pronoun written out. Its entries are ranked
by the learned entry read with the question it follows (`Rulebot._in_context`). Word lists
in data/followups.yaml and data/followup_subjects.yaml."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from rulebot.pipeline.followup import looks_like_followup
from rulebot.pipeline.followup_words import cue_data, load_data, said_words
from rulebot.understanding.text import words_of

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
    """What a rules follow-up reads as (its "one" or pronoun written out, `resolve_one`) and
    the query searched: the read with the question it follows ("et à 3 joueurs ?")."""
    read = resolve_one(question, earlier)
    return read, f"{read} {earlier}"


def resolve_one(question: str, earlier: str) -> str:
    """The follow-up with a "one" or a pronoun standing for the earlier question's thing
    written out: "what about the very first one?" after "can I place a card diagonally?"
    asks about the first card, not about drawing one; "do they have to come from the same
    place?" after "how many cards do I pick up?" about the cards (`resolve_pronoun`)."""
    question = resolve_pronoun(question, earlier)
    data = cue_data()["one_stands_for"]
    nouns = [str(noun) for noun in data["nouns"]]
    found = [
        (word, noun) for word in words_of(earlier) for noun in nouns if word in (noun, f"{noun}s")
    ]
    if not found:
        return question
    noun = found[0][1]
    after = "|".join(re.escape(str(word)) for word in data["after"])
    one = re.compile(rf"\b({after})\s+one(s?)\b", re.IGNORECASE)
    return one.sub(lambda m: f"{m.group(1)} {noun}{m.group(2)}", question)


def resolve_pronoun(question: str, earlier: str) -> str:
    """A question leaning on the one before by a pronoun (`leans_by_pronoun`) with that
    pronoun written out as the first thing the earlier question names ("they" -> "the
    cards", "elles" -> "les cartes"); any other question as it is."""
    if not leans_by_pronoun(question):
        return question
    data = load_data("followup_subjects.yaml")
    found = _named_things(words_of(earlier), data["pronoun_nouns"])
    if not found:
        return question
    noun = min(found, key=lambda pair: pair[0])[1]
    for pronoun, written in data["pronoun_written"].items():
        spelled = re.compile(rf"\b{re.escape(str(pronoun))}\b", re.IGNORECASE)
        if spelled.search(question):
            return spelled.sub(str(written).format(**noun), question, count=1)
    return question


def _named_things(said: list[str], nouns: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """The things of `nouns` the words name, each with the place it is first named."""
    found = []
    for noun in nouns:
        places = [said.index(str(form)) for form in noun["forms"] if str(form) in said]
        if places:
            found.append((min(places), noun))
    return found
