"""The one error the parsers raise: what is wrong, and where, in French or English.

A parser raises `ParseError.of(key, position, text, **values)`: the problem is worded from
data/parse_errors.yaml, in English first (`str(error)`, logs and tests); the edge that
knows the asker's language words it again with `in_language(lang)`.
"""

from __future__ import annotations

from typing import Any

from rulebot.errors import InputError
from rulebot.understanding.text import load_words

_LANGS = ("fr", "en")


def _say(group: str, key: str, lang: str, values: dict[str, Any]) -> str:
    template: str = load_words("parse_errors")[group][key][lang]
    return template.format(**values)


class ParseError(InputError, ValueError):
    """Input that cannot be read as cards, a scenario or a layout; names place and problem.

    `position` is the offset in `text`; `line` and `column` (1-based) are derived from it.
    """

    def __init__(
        self,
        message: str,
        position: int | None = None,
        text: str = "",
        *,
        lines: bool = False,
        key: str | None = None,
        values: dict[str, Any] | None = None,
        lang: str = "en",
    ) -> None:
        self.position = position
        self.text = text
        self.line, self.column = _line_column(text, position)
        self.multiline = lines or "\n" in text.strip("\n")
        self.problem = message
        self.key = key
        self.values = dict(values or {})
        self.lang = lang
        super().__init__(message)
        self.message = self.__str__()

    @classmethod
    def of(
        cls, key: str, position: int | None, text: str, *, lines: bool = False, **values: Any
    ) -> ParseError:
        """The error `key` of data/parse_errors.yaml, worded in English."""
        message = _say("problems", key, "en", values)
        return cls(message, position, text, lines=lines, key=key, values=values)

    def in_language(self, lang: str | None) -> ParseError:
        """The same error worded in `lang` ("fr" or "en"); as it is for another language
        or an error raised without a key."""
        if self.key is None or lang not in _LANGS or lang == self.lang:
            return self
        return ParseError(
            _say("problems", self.key, str(lang), self.values),
            self.position,
            self.text,
            lines=self.multiline,
            key=self.key,
            values=self.values,
            lang=str(lang),
        )

    @property
    def where(self) -> str:
        """The place, 1-based: "line 2, column 5" in a layout, "column 12" in a one-liner."""
        if self.line is None or self.column is None:
            return ""
        kind = "line" if self.multiline else "column"
        return _say("where", kind, self.lang, {"line": self.line, "column": self.column})

    def __str__(self) -> str:
        if not self.where:
            return self.problem
        return _say("where", "joined", self.lang, {"where": self.where, "problem": self.problem})


def _line_column(text: str, position: int | None) -> tuple[int | None, int | None]:
    if position is None:
        return None, None
    before = text[:position]
    line = before.count("\n") + 1
    column = position - (before.rfind("\n") + 1) + 1
    return line, column
