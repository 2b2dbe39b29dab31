"""Questions about the box: which fact is asked, and the sentence that answers it."""

from __future__ import annotations

import pytest

from rulebot.answer.compose import asked_facts, game_facts
from rulebot.config import Settings
from rulebot.corpus import load_corpus


@pytest.mark.parametrize(
    ("question", "facts"),
    [
        ("Is it OK for a 7 year old?", ["age"]),
        ("Can a 6-year-old play?", ["age"]),
        ("What year did it come out?", ["year"]),
        ("Mon fils a 10 ans, il peut jouer ?", ["age"]),
        ("Il est sorti en quelle année ?", ["year"]),
        ("How long does it take and how many players?", ["players", "duration"]),
        ("Qui est l'éditeur ?", ["publisher"]),
        ("Who designed it?", ["author"]),
        ("C'est un bon jeu ?", []),
        ("Can five of us play?", ["players"]),
        ("On sera 5 ce soir, ça passe avec Arboretum ?", ["players"]),
        ("On peut y jouer à 6 ?", ["players"]),
        ("jouable en solo ?", ["players"]),
        ("Who publishes Arboretum?", ["publisher"]),
        ("Qui est le créateur d'Arboretum ?", ["author"]),
        ("When did Arboretum come out?", ["year"]),
        ("Mon fils a 10 ans, il peut jouer ?", ["age"]),
        # a tree planted alone is no question on playing alone
        ("Je peux mettre un arbre tout seul à l'écart de mes cartes ?", []),
    ],
)
def test_the_fact_asked(question: str, facts: list[str]) -> None:
    assert asked_facts(question) == facts


@pytest.mark.parametrize(
    ("question", "lang", "expected", "absent"),
    [
        ("Is it OK for a 7 year old?", "en", "from age 8", "2015"),
        ("Qui édite le jeu ?", "fr", "Arboretum est édité par Filosofia", "de Arboretum"),
        ("C'est un bon jeu ?", "fr", "de 2 à 4 joueurs", None),
        ("Can five of us play?", "en", "2 to 4 players", None),
        ("On sera 5 ce soir, ça passe avec Arboretum ?", "fr", "de 2 à 4 joueurs", "(p."),
    ],
)
def test_the_sentence_given(question: str, lang: str, expected: str, absent: str | None) -> None:
    game = load_corpus(Settings().corpus_dir).game  # corpus/arboretum/game.yaml
    body = game_facts(question, lang, game).answer
    assert expected in body
    assert absent is None or absent not in body
