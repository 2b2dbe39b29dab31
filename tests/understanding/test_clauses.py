"""Clauses of a question: the sentence that asks, the last one, the clause that lists a
path or the cards scored."""

from __future__ import annotations

import pytest

from rulebot.understanding.clauses import (
    last_sentence,
    path_clause,
    scored_clause,
)


@pytest.mark.parametrize(
    ("text", "path", "scored"),
    [
        ("my path is 1 blue, 4 red. How much?", " is 1 blue, 4 red", None),
        ("Can I score 1 oak, 4 oak? Points?", None, " 1 oak, 4 oak"),
        ("Can I score oak with 1 oak, 4 oak?", None, None),  # the colour, not cards, is scored
        ("Qui marque le bleu ?", None, None),
    ],
)
def test_the_clauses_that_list_a_path(text: str, path: str | None, scored: str | None) -> None:
    spans = (path_clause(text), scored_clause(text))
    assert [None if s is None else text[s[0] : s[1]] for s in spans] == [path, scored]


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
