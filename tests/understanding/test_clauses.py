"""Clauses of a question: the sentence that asks, the last one, the clause that lists a
path."""

from __future__ import annotations

import pytest

from rulebot.understanding.clauses import last_sentence, path_clause


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


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("My path is 1 oak, 5 oak. How many points?", "How many points"),
        ("Qui marque ? Paul a le 8 bleu.", "Paul a le 8 bleu"),
        ("combien pour 2 rouge 3 rouge", "combien pour 2 rouge 3 rouge"),
    ],
)
def test_the_last_sentence(text: str, last: str) -> None:
    assert last_sentence(text).strip(" ?.") == last
