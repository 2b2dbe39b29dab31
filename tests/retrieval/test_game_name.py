"""``dense_game_name``: the game's own name leaves the dense question as plain words
(data/game_names.yaml); a player's own arboretum is kept. No model is loaded."""

from __future__ import annotations

import pytest

from rulebot.corpus import Corpus
from rulebot.retrieval import HashingEmbedder
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions
from rulebot.retrieval.words import plain_game_name
from tests.retrieval.dense_spy import embedded_texts, fake_retriever


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("When does a game of Arboretum end?", "when does a game end?"),
        ("how does an Arboretum game end?", "how does a game end?"),
        ("How do you win at Arboretum?", "how do you win in this game?"),
        ("Quand se termine une partie d’Arboretum ?", "quand se termine une partie ?"),
        ("Comment gagner à Arboretum ?", "comment gagner a ce jeu ?"),
        ("les règles du jeu Arboretum", "les regles du jeu"),
        # the player's own arboretum is a thing of the game: kept as typed
        ("Can I plant anywhere in my arboretum?", "Can I plant anywhere in my arboretum?"),
        ("je plante dans ton arborétum ?", "je plante dans ton arborétum ?"),
        ("Who may score a colour?", "Who may score a colour?"),
    ],
)
def test_plain_game_name(question: str, plain: str) -> None:
    assert plain_game_name(question) == plain


def _seen(corpus: Corpus, embedder: HashingEmbedder, on: bool, question: str) -> list[str]:
    retriever = fake_retriever(corpus, embedder, RetrievalOptions(dense_game_name=on))
    return embedded_texts(retriever, embedder, question)


@pytest.mark.parametrize(("on", "embedded"), [(True, "when does a game end?"), (False, None)])
def test_the_dense_question_says_the_game_plainly(
    corpus: Corpus, embedder: HashingEmbedder, on: bool, embedded: str | None
) -> None:
    question = "When does a game of Arboretum end?"
    assert _seen(corpus, embedder, on, question) == [embedded or question]


def test_the_default_options_say_the_game_plainly() -> None:
    assert DEFAULT_OPTIONS.dense_game_name
