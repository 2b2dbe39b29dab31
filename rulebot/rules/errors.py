"""Typed errors of the rules engine; each names the rule broken and its pages."""

from __future__ import annotations

from .rulebook import Reason, Rule


class RulesError(Exception):
    """Something the rules forbid; carries the reason, the rule and its pages."""

    def __init__(self, reason: Reason, detail: str | None = None) -> None:
        self.reason = reason
        self.rule: Rule = reason.rule
        self.pages: tuple[int, ...] = reason.rule.pages
        self.detail = detail or reason.text
        super().__init__(f"{self.detail} — rule: {self.rule.title} ({self.rule.citation})")


class IllegalPlacementError(RulesError):
    """A card cannot be planted on that cell."""


class IllegalActionError(RulesError):
    """An action out of turn, out of step, or with a card or pile that is not there."""


class InvalidDeckError(RulesError):
    """The players, or the colours chosen, do not make a legal deck."""
