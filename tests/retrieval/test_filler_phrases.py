"""Filler phrases (data/filler_phrases.yaml): a player alone doing something says nothing
of the rules. Cause: "Julien compte 3 chemins d'érable à lui tout seul, c'est une erreur ?"
searched "seul", the word of the single-colour mistake, and found that entry first. Chat
that reads as game words is not searched either, and the same words are where they mean
the game."""

from __future__ import annotations

import pytest

from rulebot.retrieval.lexical import LexicalIndex

DOCS = [("Un seul sentier par couleur.", "fr"), ("Only one path per colour.", "en")]


@pytest.mark.parametrize(
    ("question", "dropped", "kept"),
    [
        ("Julien compte 3 chemins à lui tout seul, c'est une erreur ?", "seul", "chemins"),
        ("Léa marque deux sentiers pour elle toute seule ?", "seule", "sentiers"),
        ("Tom scored three paths all by himself, is that a mistake?", "himself", "paths"),
        ("my sister counts two paths on her own, wrong?", "own", "paths"),
        ("à partir de combien de cartes on double ?", "partir", "cartes"),
        ("le chemin partant du 2 finit sur un 8 ?", "partant", "chemin"),
        ("et si le sentier part d'un 1 ?", "part", "sentier"),
    ],
)
def test_a_filler_phrase_is_not_searched(question: str, dropped: str, kept: str) -> None:
    words = LexicalIndex(DOCS, drop_fillers=True).words(question)
    assert dropped not in words and kept in words
    assert dropped in LexicalIndex(DOCS, drop_fillers=False).words(question)


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("une carte à elle seule, c'est un sentier ?", "seule"),
        ("can a single card be a path on its own?", "own"),
    ],
)
def test_a_card_alone_is_still_searched(question: str, kept: str) -> None:
    assert kept in LexicalIndex(DOCS, drop_fillers=True).words(question)


DROPPED = [
    ("mon sentier a un 3 bleu au milieu, il vaut quand même double ?", "quand"),  # fix
    ("mon sentier a un 3 bleu au milieu, il vaut quand même double ?", "meme"),  # fix
    ("Quick one: can I plant diagonally?", "one"),  # fix
    ("Silly one, do I discard every turn?", "one"),  # fix
    ("Ma mamie dit qu'on pioche deux cartes, c'est ça ?", "mamie"),  # fix
    ("My grandpa says we draw two cards, right?", "grandpa"),  # fix
    # chat words
    ("does my hand count tbh", "tbh"),
    ("ngl does my hand count", "ngl"),
    ("does my hand count, im confused", "confused"),
]


@pytest.mark.parametrize(("question", "dropped"), DROPPED, ids=[f"{q}-{d}" for q, d in DROPPED])
def test_chat_that_reads_as_game_words_is_not_searched(question: str, dropped: str) -> None:
    assert dropped not in LexicalIndex(DOCS, drop_fillers=True).words(question)


KEPT = [
    ("les cartes du milieu doivent être de la même couleur ?", "meme"),
    ("quand est-ce que la partie se termine ?", "quand"),
    ("deux sentiers de la même couleur, je marque les deux ?", "deux"),
    ("only one path per colour?", "one"),
]


@pytest.mark.parametrize(("question", "kept"), KEPT, ids=[q for q, _ in KEPT])
def test_the_same_words_are_searched_elsewhere(question: str, kept: str) -> None:
    assert kept in LexicalIndex(DOCS, drop_fillers=True).words(question)
