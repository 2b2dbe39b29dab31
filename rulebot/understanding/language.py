"""Which language a question is in: French or English, from the word lists of the data."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from rulebot.understanding.text import fold, folded_set, load_words, tokenize

Lang = str  # "fr" | "en"


LANGS = ("fr", "en")


@dataclass(frozen=True)
class _Evidence:
    """The signs of each language read from the data file."""

    words: dict[str, frozenset[str]]
    spellings: dict[str, re.Pattern[str]]
    marks: dict[str, re.Pattern[str]]
    accents: str
    french: re.Pattern[str]
    english: re.Pattern[str]
    default: str


def _any_of(patterns: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns))


@cache
def _evidence() -> _Evidence:
    data = load_words("language")
    elisions = "|".join(sorted(map(re.escape, data["elisions"]), key=len, reverse=True))
    suffixes = "|".join(map(re.escape, data["english_suffixes"]))
    return _Evidence(
        words={
            lang: folded_set(data["stop_words"][lang]) | folded_set(data["colour_words"][lang])
            for lang in LANGS
        },
        spellings={lang: _any_of(data["spellings"][lang]) for lang in LANGS},
        marks={
            lang: re.compile(
                r"(?<![a-z0-9])(?:"
                + "|".join(map(re.escape, data["marks"][lang]))
                + r")(?![a-z0-9])"
            )
            for lang in LANGS
        },
        accents=str(data["accents"]),
        french=re.compile(rf"(?:^|[^a-z])(?:{elisions})'[a-z0-9]"),
        english=re.compile(rf"[a-z]'(?:{suffixes})\b"),
        default=str(data["default"]),
    )


def language_scores(text: str) -> dict[str, float]:
    """The evidence for each language: known words (else how an unknown word is spelled),
    elisions, shorthand marks, accents."""
    evidence = _evidence()
    scores = {"fr": 0.0, "en": 0.0}
    for token in tokenize(text):
        if token.kind != "word":
            continue
        word = token.folded.rstrip("'")
        known = [lang for lang in LANGS if word in evidence.words[lang]]
        for lang in known or [lang for lang in LANGS if evidence.spellings[lang].search(word)]:
            scores[lang] += 1.0 if known else 0.5
    folded = fold(text)
    scores["fr"] += 2.0 * len(evidence.french.findall(folded))
    scores["en"] += 2.0 * len(evidence.english.findall(folded))
    for lang in LANGS:
        scores[lang] += 2.0 * len(evidence.marks[lang].findall(folded))
    scores["fr"] += 0.5 * sum(1 for ch in text.casefold() if ch in evidence.accents)
    return scores


@lru_cache(maxsize=512)
def told_language(text: str) -> Lang | None:
    """ "fr" or "en" when the words of `text` tell, else None (as many clues each way).
    Kept by text: a question is told apart as asked, as cleaned and as read."""
    scores = language_scores(text)
    if scores["en"] > scores["fr"]:
        return "en"
    if scores["fr"] > scores["en"]:
        return "fr"
    return None


def detect_language(text: str) -> Lang:
    """ "fr" or "en"; French when nothing tells (the booklet is French)."""
    told = told_language(text)
    return told if told is not None else _evidence().default
