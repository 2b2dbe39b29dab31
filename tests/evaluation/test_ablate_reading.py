"""scripts/ablate_reading.py: a function switched off answers its neutral value wherever
it was imported, a word list switched off is empty for every reader, both are put back,
and the comparison line never lists a held-out item. No bot is built."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

from rulebot.understanding import text
from tests.scripts import load_script


@pytest.fixture(scope="module")
def ablate() -> ModuleType:
    return load_script("ablate_reading")


@pytest.mark.parametrize(
    ("spec", "args", "neutral"),
    [
        ("rulebot.understanding.asks:yes_no_asked", ("Je marque ?", "fr"), None),  # X | None
        ("rulebot.understanding.offtopic:is_task", ("write me a poem",), False),  # bool
        ("rulebot.understanding.respell:respelled=arg0", ("slt ca va",), "slt ca va"),
        ("rulebot.understanding.listing:asks_card_reuse=frozenset({1})", ("x", None), {1}),
    ],
)
def test_a_function_switched_off_answers_its_neutral_value_then_comes_back(
    ablate: ModuleType, spec: str, args: tuple[object, ...], neutral: object
) -> None:
    module_name, _, name = spec.partition("=")[0].partition(":")
    module = importlib.import_module(module_name)
    original = getattr(module, name)
    restore = ablate._switch_off(spec)
    try:
        assert getattr(module, name) is not original
        assert getattr(module, name)(*args) == neutral
    finally:
        restore()
    assert getattr(module, name) is original


def test_a_function_without_a_neutral_value_is_refused(ablate: ModuleType) -> None:
    with pytest.raises(SystemExit, match="no neutral value"):
        ablate._switch_off("rulebot.understanding.intent:classify")


@pytest.mark.parametrize(
    ("spec", "loader", "name", "other"),
    [
        (
            "yaml:intents:elsewhere",
            "rulebot.understanding.text:load_words",
            "intents",
            "game_facts",
        ),
        (
            "yaml:pipeline/followups:remove",
            "rulebot.pipeline.followup_words:load_data",
            "followups.yaml",
            "replace",
        ),
        (
            "yaml:answer/verdict_questions:tags",
            "rulebot.answer.texts:load_data",
            "verdict_questions.yaml",
            "negations",
        ),
    ],
)
def test_a_word_list_switched_off_is_empty_for_every_reader(
    ablate: ModuleType, spec: str, loader: str, name: str, other: str
) -> None:
    module_name, _, function = loader.partition(":")
    module = importlib.import_module(module_name)
    key = spec.rpartition(":")[2]
    assert getattr(module, function)(name)[key]
    restore = ablate._words_off(spec)
    try:
        assert not getattr(module, function)(name)[key]
        assert getattr(module, function)(name)[other]  # the other lists stay
    finally:
        restore()
    assert getattr(module, function)(name)[key]


def test_several_word_lists_are_switched_off_at_once(ablate: ModuleType) -> None:
    restore = ablate._words_off("yaml:told:claim_more+claim_less")
    try:
        told = text.load_words("told")
        assert not told["claim_more"] and not told["claim_less"]
        assert told["claim_ends"]  # the other lists stay
    finally:
        restore()
    assert text.load_words("told")["claim_more"]


def test_a_missing_word_list_is_named(ablate: ModuleType) -> None:
    restore = ablate._words_off("yaml:intents:no_such_key")
    try:
        with pytest.raises(SystemExit, match="no_such_key"):
            text.load_words("intents")
    finally:
        restore()


def test_the_line_counts_held_out_items_without_naming_them(ablate: ModuleType) -> None:
    base = {"test": {"t-1": [True, "Oui."]}, "dev": {"d-1": [False, "a"], "d-2": [True, "b"]}}
    run = {"test": {"t-1": [False, "Non."]}, "dev": {"d-1": [True, "c"], "d-2": [True, "b"]}}
    line = ablate._line("m:f", base, run)
    assert "changed     2" in line
    assert "held +0 -1" in line and "train +1 -0" in line
    assert "t-1" not in line
