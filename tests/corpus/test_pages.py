"""Page references: parsing "5-6" / "2, 4" and writing them back."""

from __future__ import annotations

import pytest

from rulebot.corpus import cite_pages, format_pages, parse_pages


@pytest.mark.parametrize(
    ("spec", "pages"),
    [
        ("6", (6,)),
        ("5-6", (5, 6)),
        ("2, 4", (2, 4)),
        ("5, 7", (5, 7)),
        ("5-7", (5, 6, 7)),
        ("2,4", (2, 4)),
        (" 5 - 6 ", (5, 6)),
        ("2-3, 5", (2, 3, 5)),
        (8, (8,)),
    ],
)
def test_parse_pages(spec: str | int, pages: tuple[int, ...]) -> None:
    assert parse_pages(spec) == pages


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("", "empty page reference"),
        ("six", "cannot read 'six'"),
        ("5–6", "cannot read '5–6'"),  # en dash
        ("2,,4", "cannot read ''"),
        ("6-5", "range 6-5 goes down"),
        ("4, 2", "ascending without repeats"),
        ("2, 2", "ascending without repeats"),
        ("5-6, 6", "ascending without repeats"),
        ("0", "pages start at 1"),
    ],
)
def test_parse_pages_rejects(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_pages(spec)


@pytest.mark.parametrize(
    ("pages", "text"),
    [
        ((6,), "6"),
        ((5, 6), "5-6"),
        ((2, 4), "2, 4"),
        ((5, 7), "5, 7"),
        ((5, 6, 7), "5-7"),
        ((2, 3, 5), "2-3, 5"),
        ((2, 4, 5, 6, 8), "2, 4-6, 8"),
        ((6, 5), "5-6"),
        ((4, 4, 2), "2, 4"),
    ],
)
def test_format_pages(pages: tuple[int, ...], text: str) -> None:
    assert format_pages(pages) == text
    assert cite_pages(pages) == f"(p. {text})"


def test_format_pages_needs_a_page() -> None:
    with pytest.raises(ValueError, match="no pages"):
        format_pages(())


@pytest.mark.parametrize("spec", ["2", "5-6", "2, 4", "5, 7", "6-7", "2-4, 6, 8"])
def test_round_trip(spec: str) -> None:
    assert format_pages(parse_pages(spec)) == spec
