"""Checks on a raw question before anything reads it."""

from __future__ import annotations

import unicodedata

from rulebot.answer.texts import texts
from rulebot.errors import InputError
from rulebot.understanding import detect_language

JUNK_SHARE = 0.1  # above this share of control or unassigned characters, it's not text


def clean_question(raw: object, limit: int, lang: str = "fr") -> str:
    """The question stripped and checked: not empty, not too long, readable text."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError(_msg("binary", lang)) from None
    if not isinstance(raw, str):
        raise InputError(_msg("empty", lang))
    question = raw.strip()
    if not question:
        raise InputError(_msg("empty", lang))
    if len(question) > limit:
        raise InputError(_msg("too_long", lang, length=len(question), limit=limit))
    if _junk_share(question) > JUNK_SHARE or "\x00" in question:
        raise InputError(_msg("binary", lang))
    return " ".join(question.split()) if "\n" not in question else question


def input_language(raw: object, lang: str | None, limit: int) -> str:
    """The language to refuse a question in: the one asked for, else the question's own
    (its first `limit` characters: a question too long is still read), else French."""
    if lang in ("fr", "en"):
        return str(lang)
    return detect_language(raw[:limit]) if isinstance(raw, str) else "fr"


def _msg(key: str, lang: str, **values: object) -> str:
    template: str = texts()["input_errors"][key][lang]
    return template.format(**values)


def _junk_share(question: str) -> float:
    bad = sum(
        1
        for ch in question
        if (ch not in "\n\t\r" and unicodedata.category(ch) in ("Cc", "Cn", "Co", "Cs"))
        or ch == "\ufffd"
    )
    return bad / len(question)
