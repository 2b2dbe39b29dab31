"""classify, and the real bot, on every invented scope set of the table in scope_sets.py
(tests/data/intent_phrasings_3.yaml, scope_phrasings_4.yaml, scope_phrasings_5.yaml): one
test function per kind of check. `pytest -s` prints the figures per half and the misses.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Intent, Lexicon, classify
from tests.understanding.scope_sets import (
    SETS,
    ScopeSet,
    answered_right,
    assert_well_formed,
    classified_right,
    half_figures,
    scope_params,
)


def params() -> list[Any]:
    """(set, item) pairs of every set, id'd by set, half, scope and index."""
    return [
        pytest.param(sset, *param.values, id=param.id, marks=param.marks)
        for sset in SETS
        for param in scope_params(sset.items(), sset.xfail, prefix=f"{sset.name}-")
    ]


@pytest.mark.parametrize("sset", SETS, ids=lambda s: s.name)
def test_the_set_is_big_balanced_and_french_enough(sset: ScopeSet) -> None:
    assert_well_formed(sset)


@pytest.mark.parametrize(("sset", "item"), params())
def test_scope(corpus_lexicon: Lexicon, sset: ScopeSet, item: dict[str, Any]) -> None:
    assert classified_right(item, classify(item["text"], corpus_lexicon))


@pytest.mark.parametrize("sset", [s for s in SETS if s.floors], ids=lambda s: s.name)
def test_the_classify_figures(corpus_lexicon: Lexicon, sset: ScopeSet) -> None:
    assert sset.floors is not None

    def judge(item: dict[str, Any]) -> tuple[bool, str]:
        intent: Intent = classify(item["text"], corpus_lexicon)
        return classified_right(item, intent), f"{intent}"

    half_figures(f"{sset.name} classify", sset.items(), judge, sset.floors)


@pytest.mark.model
@pytest.mark.parametrize("sset", [s for s in SETS if s.bot_floors], ids=lambda s: s.name)
def test_the_real_bot_figures(real_bot: Rulebot, sset: ScopeSet) -> None:
    assert sset.bot_floors is not None

    def judge(item: dict[str, Any]) -> tuple[bool, str]:
        ok, said = answered_right(real_bot, item)
        return ok, repr(said[:80])

    half_figures(f"{sset.name} bot", sset.items(), judge, sset.bot_floors)
