"""Typed errors shared by the edges: each carries a message meant for a person."""

from __future__ import annotations


class RulebotError(Exception):
    """Base of every error rulebot reports to a user."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InputError(RulebotError):
    """The user's input cannot be used as given (empty, too long, unreadable, malformed)."""
