"""A claim reported and then checked ("Mon frère dit qu'on ne peut pas piocher dans sa
propre défausse. Il a raison ?"): the yes or no answers the claim, so it is the claim's
own yes or no, turned round when the claim is said in the negative. What the claim asks
is read without its negation ("on peut piocher dans sa propre défausse ?"); the caller
decides its yes or no (the learned model). Words in data/verdict_questions.yaml
(`claim_checks`, `saying`, `saying_links`, and the negations of verdict_question.py)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_question import DATA, positive_form, sentences_of
from rulebot.answer.verdict_text import Phrase, phrase_set
from rulebot.understanding.text import contains_phrase, fold, listed, plain_words, read_lists


@dataclass(frozen=True)
class Reported:
    """The claim a message checks, asked in the positive, and whether it was negated."""

    asked: str
    negated: bool


@dataclass(frozen=True, kw_only=True)
class _Words:
    checks: tuple[Phrase, ...] = listed("claim_checks", read=phrase_set)
    saying: frozenset[str] = listed()
    links: frozenset[str] = listed("saying_links")


@cache
def _words() -> _Words:
    return read_lists(_Words, load_data(DATA))


def reported_claim(text: str, lang: str) -> Reported | None:
    """The claim a message reports and then asks to check, or None (no check asked, or no
    claim said before it)."""
    words = _words()
    sentences = sentences_of(text.replace("’", "'"))
    for at, sentence in enumerate(sentences):
        said = plain_words(fold(sentence))
        if not any(contains_phrase(said, check) for check in words.checks):
            continue
        before = plain_words(fold(" ".join(sentences[:at]))) if at else said
        claim = _claimed(before, words)
        if claim:
            return _positive(claim, lang)
    return None


def _claimed(tokens: list[str], words: _Words) -> list[str]:
    """The words after the last verb of saying (and its "que"/"that"), up to the end."""
    last = max((k for k, w in enumerate(tokens) if w in words.saying), default=None)
    if last is None:
        return []
    claim = tokens[last + 1 :]
    while claim and claim[0] in words.links:
        claim = claim[1:]
    for check in words.checks:  # checked in its own sentence: "…, c'est vrai ?"
        if len(claim) > len(check) and tuple(claim[-len(check) :]) == check:
            return claim[: -len(check)]
    return claim


def _positive(claim: list[str], lang: str) -> Reported | None:
    """The claim without its negation, and whether it had one."""
    kept, negated = positive_form(claim, lang)
    return Reported(" ".join(kept) + " ?", negated) if kept else None
