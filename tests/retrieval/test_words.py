from __future__ import annotations

import pytest

from rulebot.retrieval.words import (
    abbreviations,
    all_stopwords,
    data_digest,
    expand_abbreviations,
    fillers,
    stopwords,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cb de cartes", "combien de cartes"),
        ("playing 1v1", "playing two players"),
        ("cn u take frm the discard", "can you take from the discard"),
        ("CB de pts ?", "combien de points ?"),
        ("le 1 et le 8", "le 1 et le 8"),  # numbers are card values: never touched
        ("discard pile", "discard pile"),
        ("jsp si qqn sait", "je sais pas si quelqu'un sait"),
        ("jai le 8, ya un souci ?", "j'ai le 8, il y a un souci ?"),
    ],
)
def test_chat_abbreviations_are_written_out(text: str, expected: str) -> None:
    assert expand_abbreviations(text) == expected


@pytest.mark.parametrize(
    "game_word",
    [
        "carte",
        "chemin",
        "sentier",
        "droit",
        "main",
        "pioche",
        "defausse",
        "card",
        "path",
        "hand",
        "right",
        "draw",
        "discard",
        "score",
        "game",
        "partie",
        "last",
        "meme",
        "no",
        "1",
        "8",
    ],
)
def test_no_game_word_is_a_filler_or_an_abbreviation(game_word: str) -> None:
    assert all(game_word not in words for words in fillers().values())
    assert game_word not in abbreviations()
    assert game_word not in all_stopwords(with_fillers=True) or game_word == "no"


def test_fillers_extend_the_stop_words_of_every_language() -> None:
    assert {"fr", "en"} <= set(fillers())
    assert "mari" in fillers()["fr"] and "husband" in fillers()["en"]
    assert all_stopwords() < all_stopwords(with_fillers=True)
    assert all_stopwords() == frozenset().union(*stopwords().values())


@pytest.mark.parametrize("word", ["on", "yes"])
def test_yaml_boolean_looking_words_stay_words(word: str) -> None:
    # A bare `on` or `yes` in YAML 1.1 is a boolean: the lists quote them.
    assert word in all_stopwords(with_fillers=True)
    assert "true" not in all_stopwords(with_fillers=True)


def test_the_word_lists_digest_is_a_stable_sha256() -> None:
    assert data_digest() == data_digest()
    assert len(data_digest()) == 64 and int(data_digest(), 16) >= 0
