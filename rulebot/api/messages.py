"""Error messages in the asker's language, from data/errors.yaml (shared by API and CLI).

The language of an error: the question's, when its words tell; else the language the
request asks for (its `lang` field, or `--lang`); else the first French or English one
of `Accept-Language` (for the CLI, of the locale: LC_ALL, LC_MESSAGES, LANG); else English.
No FastAPI here: the CLI imports this module without loading the web stack.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any

import yaml

from rulebot.pipeline import told_language  # the pipeline's own language evidence

LANGS = ("fr", "en")
DEFAULT_LANG = "en"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
# The language of a text is guessed from its beginning only: a refused text may be as long
# as a request body, and its length must not set the cost of refusing it (nor reach the
# 4,300-digit limit of int() through a run of digits).
LANGUAGE_PREFIX = 1000
_TAG = re.compile(r"^\s*([A-Za-z]{1,8}|\*)(?:[-_][A-Za-z0-9]{1,8})*\s*$")


class MessageError(KeyError):
    """An error id that data/errors.yaml does not define (a bug of ours, not of the user)."""


@cache
def messages_data() -> dict[str, Any]:
    """The whole of data/errors.yaml, read once."""
    source = resources.files("rulebot.api").joinpath("data", "errors.yaml")
    data: dict[str, Any] = yaml.load(source.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    return data


def say(key: str, lang: str, /, **values: object) -> str:
    """The message `key` in `lang` (French or English), its {placeholders} filled."""
    try:
        texts = messages_data()["messages"][key]
    except KeyError:
        raise MessageError(key) from None
    template: str = texts[lang if lang in LANGS else DEFAULT_LANG]
    return template.format(**values)


def text_language(text: str) -> str | None:
    """ "fr" or "en" when the words of `text` tell (the pipeline's evidence, read from its
    first `LANGUAGE_PREFIX` characters), else None."""
    return told_language(text[:LANGUAGE_PREFIX])


def accepted_language(header: str | None) -> str | None:
    """The French or English language an `Accept-Language` header prefers, if any."""
    ranked: list[tuple[float, int, str]] = []
    for position, part in enumerate((header or "").split(",")):
        tag, _, params = part.partition(";")
        match = _TAG.match(tag)
        if not match:
            continue
        quality = 1.0
        found = re.search(r"q\s*=\s*([^;\s]*)", params)
        if found:
            try:
                quality = float(found.group(1))
            except ValueError:
                continue
        primary = match.group(1).lower()
        if primary in LANGS and quality > 0:
            ranked.append((-quality, position, primary))
    return min(ranked)[2] if ranked else None


def locale_language(environ: Mapping[str, str]) -> str | None:
    """The language of the POSIX locale (`fr_FR.UTF-8` -> "fr"): the CLI's Accept-Language."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:  # the first one set decides, as for gettext
            primary = re.split(r"[_.@-]", value, maxsplit=1)[0].lower()
            return primary if primary in LANGS else None
    return None


def pick_language(
    texts: Iterable[str] = (), lang: object = None, preferred: str | None = None
) -> str:
    """The language to speak to the asker in: the first text whose words tell, else `lang`
    (when French or English), else `preferred` (from a header or the locale), else English."""
    for text in texts:
        found = text_language(text)
        if found is not None:
            return found
    if lang in LANGS:
        return str(lang)
    return preferred if preferred in LANGS else DEFAULT_LANG


def say_to(
    key: str,
    texts: Iterable[str | None] = (),
    lang: object = None,
    preferred: str | None = None,
    /,
    **values: object,
) -> str:
    """`say` in the language `pick_language` chooses from these texts, `lang` and preference."""
    chosen = pick_language([t for t in texts if t], lang, preferred)
    return say(key, chosen, **values)


def say_here(
    key: str, texts: Iterable[str | None] = (), lang: object = None, /, **values: object
) -> str:
    """`say_to` for the command line, where the locale stands for Accept-Language."""
    return say_to(key, texts, lang, locale_language(os.environ), **values)
