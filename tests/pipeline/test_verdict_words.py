"""The words read by the told-worth verdicts (rulebot/answer/verdict_*): the concepts a
text says, clause words, and every listed word loading as a string."""

from __future__ import annotations

from importlib import resources
from typing import Any

import pytest
import yaml

from rulebot.answer.verdict_practice import states_condition
from rulebot.answer.verdict_words import concepts, names_in
from rulebot.understanding.boxfacts import box_word
from rulebot.understanding.text import fold, plain_words


def _word_lists(data: Any, where: str) -> list[tuple[str, object]]:
    """Every list entry and mapping key of a data file, with where it is."""
    found: list[tuple[str, object]] = []
    if isinstance(data, dict):
        for key, value in data.items():
            found.append((f"{where} key", key))
            found += _word_lists(value, f"{where}.{key}")
    elif isinstance(data, list):
        for k, value in enumerate(data):
            if isinstance(value, dict | list):
                found += _word_lists(value, f"{where}[{k}]")
            else:
                found.append((f"{where}[{k}]", value))
    return found


@pytest.mark.parametrize(
    ("package", "name"),
    [
        ("rulebot.understanding", "intents.yaml"),
        ("rulebot.answer", "verdict_questions.yaml"),
        ("rulebot.answer", "verdict_words.yaml"),
        ("rulebot.answer", "verdicts.yaml"),
    ],
)
def test_every_listed_word_loads_as_a_string(package: str, name: str) -> None:
    """3. An unquoted yes/no/on/off loads as a bool: every entry must be a string."""
    text = resources.files(package).joinpath("data", name).read_text("utf-8")
    odd = [(where, v) for where, v in _word_lists(yaml.safe_load(text), name) if type(v) is not str]
    assert not odd


def test_on_is_a_box_word() -> None:
    """3. fix: "on" of `box_words` is the word, not "true"."""
    assert box_word("on") and not box_word("true")


@pytest.mark.parametrize(
    ("words", "condition"),
    [("s il y a de la place", True), ("il faut planter", False), ("si on peut", True),
     ("ils piochent", False), ("s ils piochent", True), ("if i can", True)],
)  # fmt: skip
def test_clause_words_are_phrases(words: str, condition: bool) -> None:
    assert states_condition(words.split()) is condition


def test_ligatures_are_written_out() -> None:
    assert fold("Sœur, ŒUVRE, ex æquo") == "soeur, oeuvre, ex aequo"
    assert plain_words("ma sœur") == ["ma", "soeur"]


NAMES = [
    # text, the names told
    ("On est trois ce soir et Julie veut jouer. Elle a le droit ?", {"julie"}),
    ("Claire says they touch. Is she right? I think so, Tom", {"tom"}),
    # must-not: a word opening a sentence
    ("Planter en diagonale ? Non.", set()),
]


@pytest.mark.parametrize(("text", "names"), NAMES)
def test_names_in(text: str, names: set[str]) -> None:
    assert names_in(text) == names


# -- 1. a path turning ---------------------------------------------------------------------------
READ = [
    # text, lang, a concept it says, a concept it does not say
    ("can my path bend around a corner", "en", "bend", "corner"),
    ("can a path go round a corner", "en", "bend", "plant"),
    ("does my path have to be straight", "en", "straight", "bend"),
    ("un sentier doit être en ligne droite", "fr", "must", "bend"),
    # must-not: a player's turn stays a turn; a card at a corner stays a corner
    ("can I draw on my turn", "en", "turn", "bend"),
    ("you plant one card each turn", "en", "turn", "bend"),
    ("can a card touch at a corner", "en", "corner", "bend"),
    ("une carte peut toucher par un coin", "fr", "corner", "bend"),
]


@pytest.mark.parametrize(("text", "lang", "said", "unsaid"), READ)
def test_what_a_turn_says(text: str, lang: str, said: str, unsaid: str) -> None:
    found = concepts(text, lang)
    assert said in found
    assert unsaid not in found
