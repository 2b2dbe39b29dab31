"""classify on tests/data/intent_phrasings_2.yaml: what is out of scope, what is not."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify
from tests.understanding.phrasings import scope_params

# Scope phrasings of tests/data/intent_phrasings_2.yaml classified wrong: text -> why.
SCOPE_XFAIL: dict[str, str] = {}


def _check_scope(lexicon: Lexicon, text: str, scope: str) -> None:
    intent = classify(text, lexicon)
    if scope == "out":
        assert intent is Intent.OUT_OF_SCOPE
    elif scope == "greeting":
        assert intent is Intent.GREETING
    else:
        assert intent not in (Intent.OUT_OF_SCOPE, Intent.GREETING)


@pytest.mark.parametrize(("text", "scope"), scope_params(SCOPE_XFAIL, batch=1))
def test_scope_phrasing_batch_1(lexicon: Lexicon, text: str, scope: str) -> None:
    _check_scope(lexicon, text, scope)


@pytest.mark.parametrize(("text", "scope"), scope_params(SCOPE_XFAIL, batch=2))
def test_scope_phrasing_batch_2(lexicon: Lexicon, text: str, scope: str) -> None:
    _check_scope(lexicon, text, scope)
