"""Each item check, table-driven on hand-built answers."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.evaluation.checks import (
    Check,
    check_abstain,
    check_answer,
    check_engine,
    check_intent,
    check_lang,
    check_must,
    check_must_not,
    check_pages,
    cited_pages,
)
from tests.evaluation.helpers import answer, item


@pytest.mark.parametrize(
    ("patterns", "text", "passed", "got"),
    [
        (["huit", r"\b8\b"], "Il faut HUIT cartes, soit 8.", True, "all matched"),
        (["seven"], "Eight cards.", False, "no match for /seven/"),
        ([r"page\s+6", "oak"], "See page 6.", False, "no match for /oak/"),
        ([r"^\d+ points$"], "12 POINTS", True, "all matched"),
        # The corpus prints typographic apostrophes, the items write the straight one.
        (
            ["n'importe quelle d[ée]fausse"],
            "de n\u2019importe quelle défausse",
            True,
            "all matched",
        ),
        (["l'orange"], "sur l\u2018orange", True, "all matched"),
        (["it's yours"], "it\u02bcs yours", True, "all matched"),
        (["n'importe"], "n importe", False, "no match for /n'importe/"),
    ],
)
def test_must(patterns: list[str], text: str, passed: bool, got: str) -> None:
    check = check_must(patterns, text)
    assert (check.name, check.passed, check.got) == ("must", passed, got)


@pytest.mark.parametrize(
    ("patterns", "text", "passed", "got"),
    [
        (["not allowed"], "It is allowed.", True, "none matched"),
        (["NOT allowed", "never"], "It is not allowed.", False, "matched /NOT allowed/"),
        (["can't"], "You can\u2019t.", False, "matched /can't/"),
    ],
)
def test_must_not(patterns: list[str], text: str, passed: bool, got: str) -> None:
    check = check_must_not(patterns, text)
    assert (check.name, check.passed, check.got) == ("must_not", passed, got)


@pytest.mark.parametrize(
    ("expected", "cited", "passed", "want", "got"),
    [
        ([5, 6], [6], True, "pages within 5, 6", "pages 6"),
        ([5, 6], [5, 6], True, "pages within 5, 6", "pages 5, 6"),
        ([5, 6], [6, 7], False, "pages within 5, 6", "pages 6, 7"),  # one page outside
        ([5, 6], [7], False, "pages within 5, 6", "pages 7"),
        ([5, 6], [], False, "pages within 5, 6", "no page cited"),
        ([], [], True, "no page cited", "no page cited"),
        ([], [3], False, "no page cited", "pages 3"),
    ],
)
def test_pages(expected: list[int], cited: list[int], passed: bool, want: str, got: str) -> None:
    assert check_pages(expected, cited) == Check("pages", passed, want, got)


def test_cited_pages_join_answer_and_citation_pages() -> None:
    assert cited_pages(answer(pages=[4], cited=[5, 6])) == {4, 5, 6}


@pytest.mark.parametrize(
    ("expected", "engine", "passed", "got"),
    [
        (
            {"kind": "path", "valid": True, "points": 12},
            {"valid": True, "points": 12},
            True,
            "valid=True, points=12",
        ),
        (
            {"valid": True, "points": 12},
            {"valid": True, "points": 11},
            False,
            "valid=True, points=11",
        ),
        (
            {"valid": False, "points": 0},
            {"valid": False, "points": 0, "reason": "x"},
            True,
            "valid=False, points=0",
        ),
        ({"valid": True}, {"valid": 1}, False, "valid=1"),  # a bool is not a number
        ({"points": 6}, {"path": {"points": 6}}, True, "points=6"),  # one level nested
        ({"points": 6}, {"valid": True}, False, "points=missing"),
        (
            {"scorers": ["Bob", "Alice"]},
            {"scorers": ["Alice", "Bob"]},
            True,
            "scorers=['Alice', 'Bob']",
        ),
        ({"scorers": ["Alice"]}, {"scorers": ["Alice", "Bob"]}, False, "scorers=['Alice', 'Bob']"),
        ({"scorers": []}, {"scorers": []}, True, "scorers=[]"),
        # the winners of a told end of game are matched as players too
        (
            {"winners": ["Léa"]},
            {"winners": ["Léa"], "players": {"Léa": "Léa"}},
            True,
            "winners=['Léa']",
        ),
        ({"winners": ["you"]}, {"winners": ["Léa"]}, False, "winners=['Léa']"),
        ({"valid": True, "points": 3}, None, False, "no engine result"),
    ],
)
def test_engine(
    expected: dict[str, Any], engine: dict[str, Any] | None, passed: bool, got: str
) -> None:
    check = check_engine(expected, engine)
    assert (check.name, check.passed, check.got) == ("engine", passed, got)


@pytest.mark.parametrize(
    ("expected", "abstained", "passed"),
    [(True, True, True), (False, False, True), (True, False, False), (False, True, False)],
)
def test_abstain(expected: bool, abstained: bool, passed: bool) -> None:
    assert check_abstain(expected, abstained).passed is passed


@pytest.mark.parametrize(
    ("expected", "intent", "passed", "want"),
    [
        (["path_score"], "path_score", True, "intent path_score"),
        (["path_score"], "rules", False, "intent path_score"),
        (["rules", "winner"], "winner", True, "intent rules or winner"),
    ],
)
def test_intent(expected: list[str], intent: str, passed: bool, want: str) -> None:
    check = check_intent(expected, intent)
    assert (check.name, check.passed, check.expected, check.got) == (
        "intent",
        passed,
        want,
        f"intent {intent}",
    )


@pytest.mark.parametrize(("expected", "lang", "passed"), [("en", "en", True), ("en", "fr", False)])
def test_lang(expected: str, lang: str, passed: bool) -> None:
    check = check_lang(expected, lang)
    assert (check.name, check.passed, check.got) == ("lang", passed, f"answered in {lang}")


@pytest.mark.parametrize(
    ("golden", "got", "names", "passed"),
    [
        # only the abstain check applies to a bare item
        (item(), answer("x"), ["abstain"], True),
        (
            item(must=["8"], pages=[5]),
            answer("8 cards", cited=[5]),
            ["must", "pages", "abstain"],
            True,
        ),
        (
            item(must=["8"], must_not=["7"], pages=[5]),
            answer("8 or 7", cited=[5]),
            ["must", "must_not", "pages", "abstain"],
            False,
        ),
        (item(pages=[5]), answer("x", cited=[9]), ["pages", "abstain"], False),
        # an item expected to abstain with pages given: the pages are not checked
        (item(pages=[5], abstain=True), answer("?", abstained=True), ["abstain"], True),
        # ...but `pages: []` still means no citation
        (
            item(pages=[], abstain=True),
            answer("?", cited=[2], abstained=True),
            ["pages", "abstain"],
            False,
        ),
        (
            item(engine={"valid": True, "points": 7}),
            answer("7", engine={"kind": "path", "valid": True, "points": 7}),
            ["engine", "abstain"],
            True,
        ),
        (item(abstain=True), answer("8 cards"), ["abstain"], False),
        # intent and language, when the item names them (the answer: rules, in English)
        (
            item(intent=["rules"], answer_lang="en"),
            answer("x"),
            ["intent", "lang", "abstain"],
            True,
        ),
        (item(intent=["path_score"]), answer("x"), ["intent", "abstain"], False),
        (item(answer_lang="fr"), answer("x"), ["lang", "abstain"], False),
    ],
)
def test_check_answer(golden: Any, got: Any, names: list[str], passed: bool) -> None:
    checks = check_answer(golden, got)
    assert [c.name for c in checks] == names
    assert all(c.passed for c in checks) is passed
