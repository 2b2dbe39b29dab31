"""A told practice asked about: "on a toujours joué que les sentiers devaient être d'une
seule couleur, on s'est trompés ?", "is it wrong to plant diagonally?". The question is
whether the practice is a mistake, so its verdict is about the practice: a mistake when
it contradicts the rule. Word lists in data/verdict_questions.yaml (`practice`).

Who is told to play so changes no rule: "Julien compte 3 chemins à lui tout seul, c'est
une erreur ?" is read as "compte 3 chemins", as "je compte…" or "il compte…" would be.

A restatement of several rules joined by "et"/"and" ("on additionne les sentiers
marqués et le plus haut total gagne, c'est ça ?") is read here too, part by part.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_claims import facts, matching
from rulebot.answer.verdict_text import Phrase, phrase_set
from rulebot.answer.verdict_words import concepts
from rulebot.understanding.text import contains_phrase

DATA = "verdict_questions.yaml"


@dataclass(frozen=True)
class _Practice:
    """data/verdict_questions.yaml `practice` and `conjunctions`, as word tuples."""

    error_asks: tuple[Phrase, ...]  # "on s'est trompés", "did we mess up" (at the end)
    error_openers: tuple[Phrase, ...]  # "c'est une erreur de", "is it wrong to" (first)
    told_openers: tuple[Phrase, ...]  # "on a toujours joué que", "we always played that"
    conjunctions: frozenset[str]
    clause_words: tuple[Phrase, ...]  # "si", "s'il", "if": a condition may be told


@cache
def _lists() -> _Practice:
    data = load_data(DATA)
    practice = data["practice"]
    return _Practice(
        error_asks=phrase_set(practice["error_asks"], "practice.error_asks"),
        error_openers=phrase_set(practice["error_openers"], "practice.error_openers"),
        told_openers=phrase_set(practice["told_openers"], "practice.told_openers"),
        conjunctions=frozenset(str(w) for w in data["conjunctions"]),
        clause_words=phrase_set(data["clause_words"], "clause_words"),
    )


def states_condition(tokens: list[str]) -> bool:
    """Whether the words hold a clause word ("si", "s'il", "if", "quand"…), each read as
    the phrase it is: "s'il" is the words "s il" side by side, never "il" alone ("il faut
    piocher et planter" states no condition)."""
    return any(contains_phrase(tokens, phrase) for phrase in _lists().clause_words)


def told_practice(tokens: list[str]) -> tuple[list[str], bool]:
    """The words without the asking whether it is a mistake and the telling of how one
    played ("on a toujours joué que…"), and whether a mistake is asked about."""
    lists = _lists()
    tokens, asked_at_end = _cut(tokens, lists.error_asks, at_end=True)
    tokens, asked_first = _cut(tokens, lists.error_openers)
    tokens, _ = _cut(tokens, lists.told_openers)
    return tokens, asked_at_end or asked_first


def without_doer(tokens: list[str], capitalised: frozenset[str], lang: str) -> list[str]:
    """A told practice without the player it is told of, named first ("julien compte 3
    chemins", "tom scores two oak paths"): a word written with a capital (`capitalised`),
    that no claim says, before a word of the claims that is neither a thing named nor a
    number (small words aside: "Julien a compté…"). Other words as they are: "Planter en
    diagonale…" is a word of the claims, "Empiler deux cartes…" no name before a verb."""
    if len(tokens) < 2 or tokens[0] not in capitalised or _known(tokens[0], lang):
        return tokens
    rules = matching()
    for word in tokens[1:]:
        said = concepts(word, lang)
        if said:
            verb = not (said & rules.nouns) and not any(c.isdigit() for c in said)
            return tokens[1:] if verb and _known(word, lang) else tokens
    return tokens


def _known(word: str, lang: str) -> bool:
    """A small word, or one whose concept some claim of the language says."""
    return concepts(word, lang) <= _claim_words(lang)


@cache
def _claim_words(lang: str) -> frozenset[str]:
    return frozenset(c for fact in facts() for claim in fact.claims[lang] for c in claim.concepts)


def _cut(
    tokens: list[str], phrases: tuple[Phrase, ...], at_end: bool = False
) -> tuple[list[str], bool]:
    """The words without the first of the phrases that opens them (or, `at_end`, closes
    them), leaving at least one word; and whether one was cut."""
    for phrase in phrases:
        n = len(phrase)
        if len(tokens) > n and tuple(tokens[-n:] if at_end else tokens[:n]) == phrase:
            return (tokens[:-n] if at_end else tokens[n:]), True
    return tokens, False


def parts(proposition: str) -> list[str]:
    """The statements a proposition joins with "et"/"and", when it joins several and
    states no condition."""
    words = proposition.split()
    joined = _lists().conjunctions
    if states_condition(words):
        return []  # "if nobody holds it and I have a path…": a condition, not two claims
    found: list[list[str]] = [[]]
    for word in words:
        if word in joined:
            found.append([])
        else:
            found[-1].append(word)
    return [" ".join(p) for p in found if p] if len(found) > 1 else []
