"""An alternative asked with "only" as its second choice: "Le 1 annule aussi le 7
adverse, ou uniquement le 8 ?", "Does the 1 cancel a 7 too, or only the 8?". Word lists
in data/verdict_questions.yaml (`only_alternative`).

The question is read as its first choice (a yes-or-no question of its own) and the one
value of the second choice ("le 8") put in the place of one value of the first. verdict.py
answers with the second choice as written ("Uniquement le 8.") when the first is false and
exactly one such replacement is true.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_question import read_question
from rulebot.answer.verdict_words import concepts
from rulebot.understanding.text import plain_words

DATA = "verdict_questions.yaml"


@dataclass(frozen=True)
class OnlyAlternative:
    """What an "X, or only Y?" question asks: X, X with Y's value in each place a value
    of X stands, and Y as written ("uniquement le 8")."""

    first: str
    replaced: tuple[str, ...]
    second: str


@cache
def _pattern() -> tuple[re.Pattern[str], int]:
    raw = load_data(DATA)["only_alternative"]
    ors = "|".join(re.escape(str(w)) for w in raw["or_words"])
    only = "|".join(re.escape(str(w)) for w in raw["only_words"])
    found = rf"^(?P<first>[^?]*?)[\s,]+(?:{ors})\s+(?P<second>(?:{only})\s[^?]*?)\s*\?+\s*$"
    return re.compile(found, re.IGNORECASE), int(raw["most_words"])


def read_only_alternative(text: str, lang: str) -> OnlyAlternative | None:
    """The "X, or only Y?" a message asks, or None: one sentence, X a closed question
    not negated, Y a few words with one value, X holding a value."""
    pattern, most = _pattern()
    found = pattern.match(text.replace("’", "'").strip())
    if found is None:
        return None
    first, second = found["first"].strip(), found["second"].strip()
    asked = read_question(f"{first} ?", lang)
    told = [w for w in plain_words(second) if _value(w, lang)]
    if asked is None or asked.negated or asked.practice or asked.context:
        return None
    if len(plain_words(second)) > most or len(told) != 1:
        return None
    words = asked.proposition.split()
    places = [i for i, word in enumerate(words) if _value(word, lang)]
    replaced = tuple(" ".join([*words[:i], told[0], *words[i + 1 :]]) for i in places)
    return OnlyAlternative(asked.proposition, replaced, second) if replaced else None


def _value(word: str, lang: str) -> bool:
    """Whether a word is a value ("8", "huit")."""
    said = concepts(word, lang)
    return len(said) == 1 and next(iter(said)).isdigit()
