"""Which language a question is in: French or English, from the word lists of the data."""

from __future__ import annotations

import re
from functools import cache

from rulebot.understanding.text import fold, folded_set, load_words, tokenize

Lang = str  # "fr" | "en"


@cache
def _evidence() -> tuple[dict[str, frozenset[str]], str, re.Pattern[str], re.Pattern[str], str]:
    data = load_words("language")
    words = {
        lang: folded_set(data["stop_words"][lang]) | folded_set(data["colour_words"][lang])
        for lang in ("fr", "en")
    }
    elisions = "|".join(sorted(map(re.escape, data["elisions"]), key=len, reverse=True))
    french = re.compile(rf"(?:^|[^a-z])(?:{elisions})'[a-z0-9]")
    suffixes = "|".join(map(re.escape, data["english_suffixes"]))
    english = re.compile(rf"[a-z]'(?:{suffixes})\b")
    return words, str(data["accents"]), french, english, str(data["default"])


def language_scores(text: str) -> dict[str, float]:
    """The evidence for each language: known words, elisions, accents."""
    words, accents, french, english, _ = _evidence()
    scores = {"fr": 0.0, "en": 0.0}
    for token in tokenize(text):
        if token.kind != "word":
            continue
        word = token.folded.rstrip("'")
        for lang, known in words.items():
            if word in known:
                scores[lang] += 1.0
    folded = fold(text)
    scores["fr"] += 2.0 * len(french.findall(folded))
    scores["en"] += 2.0 * len(english.findall(folded))
    scores["fr"] += 0.5 * sum(1 for ch in text.casefold() if ch in accents)
    return scores


def told_language(text: str) -> Lang | None:
    """ "fr" or "en" when the words of `text` tell, else None (as many clues each way)."""
    scores = language_scores(text)
    if scores["en"] > scores["fr"]:
        return "en"
    if scores["fr"] > scores["en"]:
        return "fr"
    return None


def detect_language(text: str) -> Lang:
    """ "fr" or "en"; French when nothing tells (the booklet is French)."""
    told = told_language(text)
    return told if told is not None else _evidence()[4]
