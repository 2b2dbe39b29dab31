"""Whether a rules question is a closed yes-or-no, and what it asks once its question
words, tags and negation are taken off. Word lists in data/verdict_questions.yaml.

Closed: a sentence ending with "?" (intonation: "on peut planter en diagonale ?"), or
opening with "est-ce que", an inversion ("peut-on", "faut-il") or an English auxiliary
("can I…", "does the 1…"). Not closed: an open word anywhere ("combien", "which"), "qui" /
"who" starting the question, "quand" / "when" asking when, two alternatives ("X ou Y ?"),
or several questions in one message. A negation ("on ne peut pas…", "can't I…") is noted
and taken off; "ne … que" reads as "seulement" (only).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_practice import states_condition, told_practice
from rulebot.answer.verdict_text import Phrase, phrase_set
from rulebot.understanding.text import (
    fold,
    holds_any,
    listed,
    plain_words,
    read_lists,
    without_phrases,
)

DATA = "verdict_questions.yaml"
_SENTENCE = re.compile(r"[^.!?\n]*[.!?\n]?")
_ASKING = re.compile(r"[?!]*\?[?!]*")  # "??", "?!", "!?": one question mark


@dataclass(frozen=True)
class Asked:
    """A closed yes-or-no question: what it asks (plain words, tags off;
    `positive_statement` takes a negation off), whether it was asked in the negative, and
    the message's other sentences."""

    proposition: str
    negated: bool
    context: str = ""
    practice: bool = False  # asks whether a told practice is a mistake


def _flat(values: list[object], name: str) -> frozenset[str]:
    return frozenset(" ".join(p) for p in phrase_set(values, name))


@dataclass(frozen=True, kw_only=True)
class _Lists:
    """data/verdict_questions.yaml, read once, as phrases of plain words."""

    open_words: tuple[Phrase, ...] = listed(read=phrase_set)
    open_accented: tuple[str, ...]
    alternatives: frozenset[str] = listed(read=_flat)
    tails: tuple[Phrase, ...] = listed("yes_no_tails", read=phrase_set)
    tags: tuple[Phrase, ...] = listed(read=phrase_set)
    starts: dict[str, tuple[Phrase, ...]]
    inversion: re.Pattern[str]
    negations: frozenset[str] = listed(read=_flat)
    contractions: dict[str, str]
    ne_words: frozenset[str] = listed(read=_flat)
    ne_negations: frozenset[str] = listed(read=_flat)
    not_negations: tuple[Phrase, ...] = listed(read=phrase_set)
    not_open: tuple[str, ...]
    requests: tuple[Phrase, ...] = listed(read=phrase_set)
    own_words: dict[str, frozenset[str]]  # "dont" in French: no English "don't"


@cache
def _lists() -> _Lists:
    data = load_data(DATA)
    subjects = "|".join(sorted(_flat(data["inversion_subjects"], "inversion_subjects")))
    return read_lists(
        _Lists,
        data,
        open_accented=tuple(str(w) for w in data["open_accented"]),
        starts={
            lang: phrase_set(v, f"closed_starts.{lang}")
            for lang, v in data["closed_starts"].items()
        },
        inversion=re.compile(rf"[a-z]-(?:t-)?(?:{subjects})(?![a-z])"),
        contractions={" ".join(plain_words(k)): str(v) for k, v in data["contractions"].items()},
        not_open=tuple(sorted((str(p).lower() for p in data["not_open"]), key=len, reverse=True)),
        own_words={str(k): frozenset(str(w) for w in v) for k, v in data["own_words"].items()},
    )


def sentences_of(text: str) -> list[str]:
    """The sentences of a text, each with its end sign, blank ones left out."""
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


@lru_cache(maxsize=256)
def read_question(text: str, lang: str) -> Asked | None:
    """The closed yes-or-no question a message asks, or None (open, alternatives, several
    questions, or a statement). Read once per text: the learned lead and the engine's
    verdict both ask it of a rules question."""
    sentences = sentences_of(_ASKING.sub("?", text.replace("’", "'")))
    asked = [s for s in sentences if s.endswith("?")]
    if len(asked) > 1 or not sentences:
        return None
    at = sentences.index(asked[0]) if asked else len(sentences) - 1
    sentence = sentences[at]
    context = " ".join(sentences[:at] + sentences[at + 1 :])
    lists = _lists()
    lowered = bare = sentence.lower()
    for phrase in lists.not_open:
        bare = bare.replace(phrase, " ")
    if any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", bare) for w in lists.open_accented):
        return None
    folded = fold(lowered)
    inverted = bool(lists.inversion.search(folded))
    tokens = _untagged(plain_words(folded))
    asks = _uncontracted(_untagged(plain_words(bare)), lang)[0]
    if not asks or _is_open(asks) or lists.alternatives & set(asks):
        return None
    opening = _uncontracted(tokens, lang)[0]
    formed = inverted or any(opening[: len(p)] == list(p) for p in lists.starts.get(lang, ()))
    if not (formed or sentence.endswith("?")):
        return None
    tokens, practice = told_practice(tokens)
    tokens, negated = _uncontracted(_untagged(tokens), lang)
    negated = negated or _negated(tokens, lang)
    if negated and states_condition(tokens):
        return None  # "if I can't score, does the right pass?": which clause is negated?
    return Asked(" ".join(tokens), negated, context, practice=practice)


def _uncontracted(tokens: list[str], lang: str) -> tuple[list[str], bool]:
    """The words with English negative contractions taken back to their verb ("can't",
    read as "can t", -> "can"; "doesnt" -> "does"), and whether there was one; a word of
    the language spelt like one ("dont" in French) is kept."""
    table = _lists().contractions
    own = _lists().own_words.get(lang, frozenset())
    out: list[str] = []
    negated = False
    for word in tokens:
        if word in own:
            out.append(word)
        elif word == "t" and out and out[-1].endswith("n"):
            out[-1] = table.get(out[-1] + " t", out[-1][:-1])
            negated = True
        elif word in table:
            out.append(table[word])
            negated = True
        else:
            out.append(word)
    return out, negated


def _untagged(tokens: list[str]) -> list[str]:
    """The words without the yes-or-no tails ("ou pas") and tags ("non ?") that end
    them; "ou pas" further on offers an alternative ("… ou pas forcément toutes ?")."""
    lists = _lists()
    stripped = True
    while stripped and tokens:
        stripped = False
        for tag in (*lists.tails, *lists.tags):
            if len(tokens) > len(tag) and tuple(tokens[-len(tag) :]) == tag:
                tokens, stripped = tokens[: -len(tag)], True
                break
    return tokens


def _is_open(tokens: list[str]) -> bool:
    """Whether the sentence asks something other than yes or no (or asks to be told)."""
    lists = _lists()
    return holds_any(tokens, lists.open_words) or holds_any(tokens, lists.requests)


def positive_form(tokens: list[str], lang: str) -> tuple[list[str], bool]:
    """The words said in the positive ("on ne peut pas piocher" -> "on peut piocher",
    "can't be used" -> "can be used"), and whether they were negated; words that hold a
    negation but negate nothing ("n'importe") are kept."""
    lists = _lists()
    tokens, contracted = _uncontracted(tokens, lang)
    negated = contracted or _negated(tokens, lang)
    if not negated:
        return tokens, False
    own = lists.own_words.get(lang, frozenset())
    ne = bool(lists.ne_words & set(tokens))
    dropped = lists.negations | lists.ne_words | (lists.ne_negations if ne else frozenset())
    return [w for w in tokens if w in own or w not in dropped], True


def positive_statement(asked: Asked, lang: str) -> str:
    """A closed question's statement asked in the positive ("On ne peut pas planter en
    diagonale ?" -> "on peut planter en diagonale ?"): what a yes or no is decided on."""
    return " ".join(positive_form(asked.proposition.split(), lang)[0]) + " ?"


def _negated(tokens: list[str], lang: str) -> bool:
    lists = _lists()
    own = lists.own_words.get(lang, frozenset())
    kept = [w for w in without_phrases(tokens, lists.not_negations) if w not in own]
    if lists.negations & set(kept):
        return True
    return bool(lists.ne_words & set(kept)) and bool(lists.ne_negations & set(kept))
