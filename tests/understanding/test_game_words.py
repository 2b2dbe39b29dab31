"""Words of the game (data/intents.yaml `game_words`): a rules question that uses one is
on topic, and is answered at the lower threshold of on-topic questions."""

from __future__ import annotations

import pytest

from rulebot.understanding.intent import mentions_game


@pytest.mark.parametrize(
    "text",
    ["who shuffles?", "qui mélange ?", "who deals?", "qui distribue ?"],
)
def test_a_word_of_the_game_puts_a_question_on_topic(text: str, lexicon) -> None:  # type: ignore[no-untyped-def]
    assert mentions_game(text, lexicon)


@pytest.mark.parametrize("text", ["what's the weather tomorrow?", "quelle heure est-il ?"])
def test_a_question_without_one_is_not(text: str, lexicon) -> None:  # type: ignore[no-untyped-def]
    assert not mentions_game(text, lexicon)
