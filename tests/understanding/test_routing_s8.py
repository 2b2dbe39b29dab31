"""classify and the box facts asked on tests/data/intent_phrasings_7.yaml: a date asked
of the game (the box, with the year among its facts), a told end of game with no word of
the game (a rules question, answered with the winner) and a told situation followed by a
question on the rest of a player's score (a rules question); with look-alikes that keep
their intent: trees' ages, other inventions, scores of matches and other contests, who
may score the colour told."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.answer.compose import asked_facts
from rulebot.understanding import Intent, Lexicon, classify, detect_language
from tests.understanding.phrasings import load_items

ITEMS = load_items("intent_phrasings_7.yaml")


@pytest.mark.parametrize("item", ITEMS, ids=lambda item: item["text"])
def test_the_intent(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    assert classify(item["text"], corpus_lexicon) is Intent(item["intent"])


@pytest.mark.parametrize("item", [i for i in ITEMS if "facts" in i], ids=lambda i: i["text"])
def test_the_facts_given(item: dict[str, Any]) -> None:
    """The facts asked include the wanted ones, and no player count ("le jeu a été
    publié" is no "jeu à deux"); `exact` items ask for those alone."""
    got = asked_facts(item["text"])
    assert set(item["facts"]) <= set(got), got
    assert "players" in item["facts"] or "players" not in got, got
    if item.get("exact"):
        assert got == item["facts"]


def test_the_set_is_bilingual_and_has_both_sides() -> None:
    french = sum(detect_language(item["text"]) == "fr" for item in ITEMS) / len(ITEMS)
    assert 0.35 <= french <= 0.65
    kinds = {item["intent"] for item in ITEMS}
    assert kinds >= {"game_facts", "rules", "out_of_scope", "right_to_score"}
