"""classify on tests/data/intent_phrasings_8.yaml (paths called trails, idioms, questions
said not to be about the game, modes to invent, who brings the game out, a told path asked
what a path must be, a told end of game checked), and the box facts a date asked of the
game wants: the year, not the author or publisher its participle names."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.answer.compose import asked_facts
from rulebot.understanding import Intent, Lexicon, classify, detect_language
from tests.understanding.phrasings import load_items

ITEMS = load_items("intent_phrasings_8.yaml")


@pytest.mark.parametrize("item", ITEMS, ids=lambda item: item["text"])
def test_the_intent(corpus_lexicon: Lexicon, item: dict[str, Any]) -> None:
    assert classify(item["text"], corpus_lexicon) is Intent(item["intent"])


@pytest.mark.parametrize("item", [i for i in ITEMS if "facts" in i], ids=lambda i: i["text"])
def test_the_facts_given(item: dict[str, Any]) -> None:
    assert asked_facts(item["text"]) == item["facts"]


# A when word and a participle of the game's making ask for the year; the participle asks
# for its maker only beside a who word.
DATED = [
    ("Quand a-t-elle été conçue ?", ["year"]),
    ("Quand est-ce qu'il a été inventé ?", ["year"]),
    ("Elle a été éditée il y a combien d'années ?", ["year"]),
    ("Il a été publié il y a longtemps ?", ["year"]),
    ("It was published when?", ["year"]),
    ("It was designed how long ago?", ["year"]),
    ("Who published it, and when?", ["publisher", "year"]),
    ("Qui l'a conçu, et quand ?", ["author", "year"]),
    ("Quand est-il paru et qui l'a édité ?", ["publisher", "year"]),
    ("Il a été conçu par qui ?", ["author"]),
    ("Who designed it?", ["author"]),
    ("Quel éditeur le publie ?", ["publisher"]),
]


@pytest.mark.parametrize(("question", "facts"), DATED, ids=[q for q, _ in DATED])
def test_a_date_asks_the_year(question: str, facts: list[str]) -> None:
    assert asked_facts(question) == facts


def test_the_set_is_bilingual_and_has_both_sides() -> None:
    french = sum(detect_language(item["text"]) == "fr" for item in ITEMS) / len(ITEMS)
    assert 0.35 <= french <= 0.65
    for cause in {item["cause"] for item in ITEMS}:
        kinds = {item["intent"] for item in ITEMS if item["cause"] == cause}
        assert len(kinds) >= 2, cause  # each fix has look-alikes that keep their intent
