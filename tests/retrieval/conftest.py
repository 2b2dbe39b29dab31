"""A small bilingual corpus, the fake embedder and isolated settings for retrieval tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebot.config import Settings
from rulebot.corpus import (
    ColourLexicon,
    Corpus,
    Entry,
    EntryKind,
    EntryText,
    GameInfo,
)
from rulebot.retrieval import HashingEmbedder

GAME = GameInfo(
    title="Arboretum",
    author="Dan Cassar",
    publisher="Filosofia",
    year=2015,
    players_min=2,
    players_max=4,
    duration_minutes=30,
    age_min=8,
    booklet_language="fr",
    booklet_pages=8,
)

# (id, kind, pages, (fr title, fr text, fr questions), (en title, en text, en questions))
ENTRIES = [
    (
        "rule-deck-by-players",
        EntryKind.RULE,
        (2,),
        ("Le paquet selon le nombre de joueurs", "À 2 joueurs, retirez 4 couleurs.", ()),
        ("The deck by player count", "With 2 players, remove 4 colours.", ()),
    ),
    (
        "faq-cards-by-players",
        EntryKind.FAQ,
        (2,),
        (
            "Combien de cartes selon les joueurs",
            "On joue avec 48 cartes à deux, 64 à trois, 80 à quatre.",
            ("Combien de cartes à 2 joueurs ?", "cb de cartes a 3"),
        ),
        (
            "How many cards for each player count",
            "You play with 48 cards for two, 64 for three, 80 for four.",
            ("How many cards with 2 players?", "cards for 3 ppl"),
        ),
    ),
    (
        "rule-one-cancels-eight",
        EntryKind.RULE,
        (6,),
        ("Le 1 annule le 8", "Un 8 en main compte zéro si un adversaire garde le 1.", ()),
        ("The 1 cancels the 8", "An 8 in hand counts zero if an opponent holds the 1.", ()),
    ),
    (
        "rule-paths",
        EntryKind.RULE,
        (6,),
        ("Les chemins", "Un chemin monte toujours ; l'érable commence et finit.", ()),
        ("Paths", "A path always goes up; the maple starts and ends it.", ()),
    ),
    (
        "mistake-single-colour-path",
        EntryKind.MISTAKE,
        (6, 7),
        ("Chemin d'une seule couleur", "Seules la première et la dernière carte comptent.", ()),
        ("Single-colour path", "Only the first and last cards must match.", ()),
    ),
]


def make_corpus(entries: list[tuple] = ENTRIES, version: str = "v1") -> Corpus:  # type: ignore[type-arg]
    built = []
    for entry_id, kind, pages, fr, en in entries:
        texts = {lang: EntryText(t, x, tuple(q)) for lang, (t, x, q) in (("fr", fr), ("en", en))}
        built.append(Entry(id=entry_id, kind=kind, pages=pages, texts=texts))
    return Corpus(game=GAME, lexicon=ColourLexicon((), ()), entries=tuple(built), version=version)


@pytest.fixture
def corpus() -> Corpus:
    return make_corpus()


@pytest.fixture
def embedder() -> HashingEmbedder:
    return HashingEmbedder(dim=128)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(cache_dir=tmp_path / "cache", embedding_model="fake-model")
