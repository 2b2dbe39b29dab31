"""The error texts (rulebot/api/data/errors.yaml) and how their language is chosen."""

from __future__ import annotations

from string import Formatter
from typing import Any

import pytest

from rulebot.api.errors import readable, scope_language
from rulebot.api.messages import (
    MessageError,
    accepted_language,
    locale_language,
    messages_data,
    pick_language,
    say,
    text_language,
)
from tests.processes import run_python


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def _pairs(node: Any, where: str = "") -> list[tuple[str, dict[str, str]]]:
    """Every {fr, en} pair of the file, with its path."""
    if isinstance(node, dict) and set(node) == {"fr", "en"}:
        return [(where, node)]
    if isinstance(node, dict):
        return [pair for k, v in node.items() for pair in _pairs(v, f"{where}.{k}")]
    return []


def test_every_text_has_both_languages_with_the_same_placeholders() -> None:
    pairs = _pairs(messages_data())
    assert len(pairs) >= 40
    for where, texts in pairs:
        assert texts["fr"].strip() and texts["en"].strip(), where
        if where == ".validation.other":
            continue  # English keeps pydantic's own message
        assert _fields(texts["fr"]) == _fields(texts["en"]), where


@pytest.mark.parametrize(
    ("key", "lang", "values", "text"),
    [
        ("empty_question", "fr", {}, "La question est vide : écris ta question sur les règles."),
        ("empty_question", "en", {}, "The question is empty."),
        ("empty_question", "de", {}, "The question is empty."),
        ("rate_limited", "fr", {"per_minute": 3, "seconds": 7},
         "Trop de requêtes : 3 par minute au plus. Réessaie dans 7 s."),
        ("cli_bad_lang", "fr", {"given": "de"}, "--lang doit valoir fr ou en, pas 'de'"),
    ],
)  # fmt: skip
def test_say(key: str, lang: str, values: dict[str, object], text: str) -> None:
    assert say(key, lang, **values) == text


def test_an_unknown_id_is_a_typed_error() -> None:
    with pytest.raises(MessageError):
        say("no_such_message", "fr")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Peut-on piocher dans sa propre défausse ?", "fr"),
        ("Can I draw from my own discard pile?", "en"),
        ("1 rouge, 9 rouge", "fr"),
        ("", None),
        ("ok", None),
        ("x" * 1001, None),
        ("1r 2r", None),
    ],
)
def test_text_language_only_when_the_words_tell(text: str, lang: str | None) -> None:
    assert text_language(text) == lang


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("fr-FR,fr;q=0.9,en;q=0.8", "fr"),
        ("en-US,en;q=0.9,fr;q=0.8", "en"),
        ("de-DE,de;q=0.9,fr;q=0.8,en;q=0.7", "fr"),
        ("en;q=0.4, fr;q=0.6", "fr"),
        ("fr;q=0, en", "en"),
        ("FR_ca", "fr"),
        ("*", None),
        ("de, it", None),
        ("", None),
        (None, None),
        ("fr;q=abc", None),
    ],
)
def test_accepted_language(header: str | None, lang: str | None) -> None:
    assert accepted_language(header) == lang


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "en_US", "LANG": "fr_FR"}, "en"),
        ({"LC_ALL": "", "LANG": "fr_BE@euro"}, "fr"),
        ({"LANG": "C.UTF-8"}, None),
        ({"LANG": "de_DE.UTF-8"}, None),
        ({}, None),
    ],
)
def test_locale_language(environ: dict[str, str], lang: str | None) -> None:
    assert locale_language(environ) == lang


@pytest.mark.parametrize(
    ("texts", "lang", "preferred", "chosen"),
    [
        (["Combien vaut 1 rouge ?"], "en", "en", "fr"),  # the question's words first
        (["How much is red 1?"], "fr", "fr", "en"),
        (["", "ok", "Et le bleu ?"], None, "en", "fr"),  # the first text that tells
        (["ok"], "fr", "en", "fr"),  # then the lang field
        (["ok"], "de", "fr", "fr"),  # a lang that is not ours is ignored
        (["ok"], None, "fr", "fr"),  # then the header (or locale)
        (["ok"], None, "de", "en"),
        ([], None, None, "en"),  # else English
    ],
)
def test_pick_language(texts: list[str], lang: object, preferred: str | None, chosen: str) -> None:
    assert pick_language(texts, lang, preferred) == chosen


@pytest.mark.parametrize(
    ("body", "header", "lang"),
    [
        (b'{"question": "Qui marque le rouge ?"}', b"en", "fr"),
        (b'{"text": "oak 1, oak 8", "lang": "fr"}', b"fr", "en"),
        (b'{"question": "ok", "lang": "fr"}', b"en", "fr"),
        (b'{"comment": "Pas clair du tout"}', None, "fr"),
        (b'{"question": "Peut-on piocher', b"en", "fr"),  # not JSON: its words still tell
        (b"[1, 2]", b"fr-CH", "fr"),
        (b"\xff\xfe", None, "en"),
        (None, b"fr", "fr"),
        (None, None, "en"),
    ],
)
def test_scope_language(body: bytes | None, header: bytes | None, lang: str) -> None:
    scope: dict[str, Any] = {"headers": [(b"accept-language", header)] if header else []}
    if body is not None:
        scope["rulebot.body"] = body
    assert scope_language(scope) == lang


@pytest.mark.parametrize(
    ("errors", "lang", "text"),
    [
        ([{"type": "missing", "loc": ("body", "question")}], "fr", "question : champ obligatoire."),
        ([{"type": "json_invalid", "loc": ("body", 3)}], "fr",
         "Le corps de la requête n'est pas du JSON valable."),
        ([{"type": "string_type", "loc": ("body", "history", 0, "str")},
          {"type": "dict_type", "loc": ("body", "history", 0, "dict[str,any]")}], "fr",
         "history.0 : doit être une chaîne de caractères ou un objet."),
        ([{"type": "literal_error", "loc": ("body", "rating"),
           "ctx": {"expected": "'up' or 'down'"}}], "fr", "rating : doit être 'up' ou 'down'."),
        ([{"type": "greater_than", "loc": ("body", "n"), "msg": "Input should be > 0"}], "fr",
         "n : valeur non valable."),
        ([{"type": "greater_than", "loc": ("body", "n"), "msg": "Input should be > 0"}], "en",
         "n: Input should be > 0."),
        ([], "fr", "Requête non valable."),
    ],
)  # fmt: skip
def test_readable(errors: list[dict[str, Any]], lang: str, text: str) -> None:
    assert readable(errors, lang) == text


def test_the_messages_load_without_the_web_stack() -> None:
    # The CLI words its errors with this module: it must not pull FastAPI in.
    code = "import sys, rulebot.api.messages; sys.exit('fastapi' in sys.modules)"
    run_python("-c", code)  # exits 1 when FastAPI was imported
