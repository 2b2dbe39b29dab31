"""Rules follow-ups ("et à 3 joueurs ?", "what about the very first one?"): whether one
names a topic of its own, its "one" written out, and how its entries are ranked with the
question it follows. Word lists in data/followups.yaml and data/followup_subjects.yaml."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from rulebot.pipeline.followup import looks_like_followup
from rulebot.pipeline.followup_words import cue_data, either_or, has, load_data, said_words
from rulebot.understanding import topic_score
from rulebot.understanding.text import words_of

if TYPE_CHECKING:
    from rulebot.retrieval import Hit

# A rules follow-up ranks entries by the score of the question read together with the one
# it follows, plus this share of its own score ("et la toute première, elle va où ?")...
OWN_SHARE = 1.0
# ...or this one when it names no topic of its own ("et au maximum ?", "et le 8 alors ?"):
# then it only narrows the question it follows...
ELLIPTIC_OWN_SHARE = 0.25
# and then only for entries that question also found alone: "et en cas d'égalité ?" after
# "qui a le droit de marquer ?" asks about a tie for that right, not the final tie-break.
# A follow-up that keeps the earlier subject (`keeps_subject`, `names_owner`) ranks the
# entries that question found alone before all others.
# A question leaning on the one before by a pronoun (`leans_by_pronoun`) is this short at
# most, its pronoun among its first words ("do they", "faut-il qu'elles").
_SHORT_FOLLOWUP = 12
# ...and its context (read with the question before) counts this share of its score.
LEANING_CONTEXT_SHARE = 0.25
# ...and at least this share of its own words (stop words aside) are words of the rules'
# index (`LexicalIndex.coverage`): "do they have to touch?" leans on the question before,
# "are they expensive?" or "elles coûtent combien ?" asks about something else.
PRONOUN_KNOWN_SHARE = 0.75
_SUBJECT_REACH = 4


def _own_topic(question: str) -> bool:
    """Whether a follow-up names a topic of its own: a game word, or "mine", "et moi".
    Words that only narrow the question before ("égalité", "à 3 joueurs", "au maximum")
    are no topic of their own."""
    data = cue_data()
    said = said_words(question)
    if has(said, tuple(str(words) for words in data["own_topic"])):
        return True
    if _pronoun_subject(said):
        return False
    for phrase in sorted((str(p) for p in data["narrowing"]), key=len, reverse=True):
        said = said.replace(f" {phrase} ", " ")
    return topic_score(said) > 0


@cache
def _subject_words() -> dict[str, tuple[str, ...]]:
    """data/followup_subjects.yaml: openers, pronoun subjects and moments, as folded
    phrases."""
    data = load_data("followup_subjects.yaml")
    keys = (
        "openers",
        "pronoun_subjects",
        "standing_pronouns",
        "moments",
        "owners",
        "owner_of",
        "owner_links",
    )
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


def _pronoun_subject(said: str) -> bool:
    """Whether a follow-up (its `said_words`) opens, after openers ("et", "and what"),
    with a pronoun subject standing for the earlier thing: "et s'il se termine par un 8 ?"
    asks about the earlier path, its "8" is no topic of its own."""
    said = _opened(said)
    return any(said.startswith(f" {subject} ") for subject in _subject_words()["pronoun_subjects"])


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


def keeps_subject(question: str) -> bool:
    """Whether a rules follow-up asks the earlier question again, only narrowed: a short
    "X or Y?" of two readings of it ("colours in our hand or on the table?" after "tied at
    51, who wins?"), or the same question at another moment ("et pile au moment où je
    viens de piocher ?" after "combien de cartes en main à la fin de mon tour ?"). Its own
    game words then only say which reading or when."""
    said = _opened(said_words(question))
    moments = _subject_words()["moments"]
    return either_or(question) or any(said.startswith(f" {m} ") for m in moments)


def names_owner(question: str) -> bool:
    """Whether a rules follow-up only names another owner of the earlier thing ("et dans
    la sienne ?", "and from his own?", "et dans celle de Paul ?", "what about Kim's?"): it
    asks the earlier question of that owner. Its words, openers aside, are owners, link
    words and one name (after "celle de", before "'s"), an owner at least."""
    words = _opened(said_words(question)).split()
    lists = _subject_words()
    owners = [p.split() for p in sorted(lists["owners"], key=len, reverse=True)]
    owner_of = [p.split() for p in lists["owner_of"]]
    links = set(lists["owner_links"])
    found = False
    k = 0
    while k < len(words):
        size = next((len(p) for p in owners if words[k : k + len(p)] == p), 0)
        named = next((len(p) + 1 for p in owner_of if words[k : k + len(p)] == p), 0)
        if not (size or named) and k + 1 < len(words) and words[k + 1] == "s":
            named = 2  # "Kim's", folded "kim s"
        if size or (named and k + named <= len(words)):
            found, k = True, k + (size or named)
        elif words[k] in links:
            k += 1
        else:
            return False
    return found


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


def follow_up_ranking(
    alone: Sequence[Hit],
    together: Sequence[Hit],
    question: str,
    before: Sequence[Hit] = (),
    *,
    leaning: bool = False,
) -> list[Hit]:
    """Entries ranked for a rules follow-up, from its own hits, those read in context and
    those of the question it follows (`before`).

    "et la toute première, elle va où ?" after a question on diagonals is about the
    first card, which the follow-up alone finds; "et à 3 joueurs ?" needs the context.
    One `leaning` on the question before by a pronoun, written out in `question` ("do the
    cards have to come from the same place?"), asks its own thing: the context only
    breaks near ties.
    """
    owner = not leaning and names_owner(question)  # its owner word finds the entry
    kept = owner or (not leaning and keeps_subject(question))
    elliptic = not leaning and ((kept and not owner) or not _own_topic(question))
    share = ELLIPTIC_OWN_SHARE if elliptic else OWN_SHARE
    context_share = LEANING_CONTEXT_SHARE if leaning else 1.0
    own = {hit.entry_id: hit.score for hit in alone}
    context = {hit.entry_id: hit.score for hit in together}
    previous = {hit.entry_id: hit.score for hit in before}
    best = {hit.entry_id: hit for hit in [*together, *alone]}

    def weight(entry: str) -> float:
        narrows = not (elliptic or kept) or not previous or entry in previous
        mine = share * own.get(entry, 0.0) if narrows else 0.0
        return mine + context_share * context.get(entry, 0.0)

    def apart(entry: str) -> bool:  # an entry the question kept to did not find
        return kept and bool(previous) and entry not in previous

    ranked = sorted(best, key=lambda entry: (apart(entry), -weight(entry), entry))
    return [replace(best[e], score=max(own.get(e, 0.0), context.get(e, 0.0))) for e in ranked]
