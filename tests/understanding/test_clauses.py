"""The clause of a question that lists a path."""

from __future__ import annotations

import pytest

from rulebot.understanding.clauses import path_clause


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("my path is 1 blue, 4 red. How much?", " is 1 blue, 4 red"),
        ("Can I score 1 oak, 4 oak? Points?", None),
        ("Qui marque le bleu ?", None),
    ],
)
def test_the_clause_that_lists_a_path(text: str, path: str | None) -> None:
    span = path_clause(text)
    assert (None if span is None else text[span[0] : span[1]]) == path
