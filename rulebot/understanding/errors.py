"""The one error the parsers raise: what is wrong, and where."""

from __future__ import annotations

from rulebot.errors import InputError


class ParseError(InputError, ValueError):
    """Input that cannot be read as cards, a scenario or a layout; names place and problem.

    `position` is the offset in `text`; `line` and `column` (1-based) are derived from it.
    """

    def __init__(
        self, message: str, position: int | None = None, text: str = "", *, lines: bool = False
    ) -> None:
        self.position = position
        self.line, self.column = _line_column(text, position)
        self.multiline = lines or "\n" in text.strip("\n")
        self.problem = message
        super().__init__(message)
        self.message = self.__str__()

    @property
    def where(self) -> str:
        """The place, 1-based: "line 2, column 5" in a layout, "column 12" in a one-liner."""
        if self.line is None or self.column is None:
            return ""
        if self.multiline:
            return f"line {self.line}, column {self.column}"
        return f"column {self.column}"

    def __str__(self) -> str:
        return f"{self.where}: {self.problem}" if self.where else self.problem


def _line_column(text: str, position: int | None) -> tuple[int | None, int | None]:
    if position is None:
        return None, None
    before = text[:position]
    line = before.count("\n") + 1
    column = position - (before.rfind("\n") + 1) + 1
    return line, column
