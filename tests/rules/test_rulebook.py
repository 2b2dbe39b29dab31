"""The rules, their pages and keys; reasons; rulings; typed errors."""

from __future__ import annotations

import pytest

from rulebot.rules import (
    IllegalActionError,
    Reason,
    Rule,
    RulesError,
    Ruling,
    format_pages,
    merge_pages,
)

from .helpers import load

PAGES = {
    key: tuple(pages) for key, pages in load("engine_rule_pages.json").items() if key != "_source"
}


@pytest.mark.parametrize(("key", "pages"), sorted(PAGES.items()))
def test_every_rule_has_its_booklet_pages(key: str, pages: tuple[int, ...]) -> None:
    assert Rule.from_key(key).pages == pages


def test_the_enum_holds_exactly_the_rules_of_the_facts() -> None:
    assert {rule.key for rule in Rule} == set(PAGES)


def test_rule_keys_are_unique_and_snake_case() -> None:
    keys = [rule.key for rule in Rule]
    assert len(keys) == len(set(keys))
    assert all(key == key.lower() and " " not in key for key in keys)


def test_unknown_rule_key() -> None:
    with pytest.raises(KeyError):
        Rule.from_key("no_such_rule")


@pytest.mark.parametrize(
    ("pages", "text"),
    [
        ((6,), "p. 6"),
        ((5, 6), "p. 5-6"),
        ((6, 7), "p. 6-7"),
        ((2, 4), "p. 2, 4"),
        ((5, 7), "p. 5, 7"),
        ((5, 6, 7, 8), "p. 5-8"),
        ((8, 2, 2), "p. 2, 8"),
    ],
)
def test_format_pages(pages: tuple[int, ...], text: str) -> None:
    assert format_pages(pages) == text


@pytest.mark.parametrize(
    ("rule", "citation"),
    [
        (Rule.RIGHT_TO_SCORE, "p. 5-6"),
        (Rule.ONE_CANCELS_EIGHT, "p. 6"),
        (Rule.DISCARD, "p. 2, 4"),
        (Rule.TIE_BREAK, "p. 8"),
    ],
)
def test_citation(rule: Rule, citation: str) -> None:
    assert rule.citation == citation


def test_merge_pages() -> None:
    assert merge_pages((6,), (6, 7), (5, 6)) == (5, 6, 7)


def test_every_reason_is_tied_to_a_rule() -> None:
    keys = [reason.key for reason in Reason]
    assert len(keys) == len(set(keys))
    for reason in Reason:
        assert isinstance(reason.rule, Rule)
        assert reason.pages == reason.rule.pages
        assert reason.text


@pytest.mark.parametrize(
    ("reason", "rule"),
    [
        (Reason.NOT_ASCENDING, Rule.PATHS),
        (Reason.EQUAL_VALUES, Rule.PATHS),
        (Reason.TOO_SHORT, Rule.PATHS),
        (Reason.ENDS_NOT_COLOUR, Rule.PATHS),
        (Reason.NOT_ADJACENT, Rule.PLANT),
        (Reason.OCCUPIED, Rule.PLANT),
        (Reason.WRONG_PHASE, Rule.TURN),
        (Reason.DECK_EMPTY, Rule.DRAW),
        (Reason.GAME_OVER, Rule.END),
        (Reason.WRONG_COLOUR_COUNT, Rule.DECK),
        (Reason.NO_RIGHT_TO_SCORE, Rule.RIGHT_TO_SCORE),
    ],
)
def test_reason_rule(reason: Reason, rule: Rule) -> None:
    assert reason.rule is rule


def test_ruling_values() -> None:
    assert Ruling.refuse(Reason.NOT_ASCENDING) == Ruling(False, Reason.NOT_ASCENDING, (6,))
    assert Ruling.allow(Rule.PLANT) == Ruling(True, None, (4,))
    assert not Ruling.refuse(Reason.OCCUPIED)
    assert Ruling.allow(Rule.PLANT)


def test_error_names_the_rule_and_its_page() -> None:
    error = IllegalActionError(Reason.DECK_EMPTY)
    assert isinstance(error, RulesError)
    assert error.rule is Rule.DRAW
    assert error.pages == (4,)
    assert str(error) == (
        "the draw pile is empty — rule: draw from the deck or the top of any discard pile, "
        "one at a time (p. 4)"
    )
