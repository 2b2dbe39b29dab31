"""One Snowball stemmer per corpus language (rulebot/corpus/stems.py), used both by the
lexical search and by the yes-or-no claims, so both stem a word the same way."""

from __future__ import annotations

from types import ModuleType

import pytest

from rulebot.answer import verdict_words
from rulebot.corpus import stems
from rulebot.retrieval import gloss, lexical


@pytest.mark.parametrize("module", [lexical, verdict_words, gloss])
def test_every_user_stems_with_the_one_shared_stemmer(module: ModuleType) -> None:
    assert module.stem is stems.stem


@pytest.mark.parametrize(
    ("words", "lang", "expected"),
    [
        (["plantée", "planter"], "fr", ["plant", "plant"]),
        (["défausses", "défausser"], "fr", ["défauss", "défauss"]),
        (["cards", "card", "planted"], "en", ["card", "card", "plant"]),
        (["pioche"], "de", ["pioche"]),  # no stemmer: the words as they are
    ],
)
def test_stem_words(words: list[str], lang: str, expected: list[str]) -> None:
    assert stems.stem_words(words, lang) == expected


def test_stem_agrees_with_stem_words() -> None:
    for lang in stems.STEMMERS:
        for word in ("plantée", "cards", "diagonally"):
            assert stems.stem(word, lang) == stems.stem_words([word], lang)[0]
