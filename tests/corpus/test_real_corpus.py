"""The real corpus loads, holds every required entry, and states the facts with their pages."""

from __future__ import annotations

import re

import pytest
import yaml

from rulebot.corpus import LANGUAGES, Corpus, EntryKind, format_pages, load_corpus, parse_pages

from .conftest import CORPUS_DIR

REQUIRED: dict[str, tuple[int, ...]] = {
    "rule-material": (2,),
    "rule-deck-by-players": (2,),
    "rule-deal": (2,),
    "rule-first-player": (2,),
    "rule-turn": (4,),
    "rule-draw": (4,),
    "rule-plant": (4,),
    "rule-discard": (2, 4),
    "rule-end": (5,),
    "rule-right-to-score": (5, 6),
    "rule-one-cancels-eight": (6,),
    "rule-no-path-no-points": (5, 6),
    "rule-paths": (6,),
    "rule-path-scoring": (6, 7),
    "rule-one-path-per-colour": (5, 7),
    "rule-winning": (8,),
    "rule-tie-break": (8,),
    "faq-cards-by-players": (2,),
    "faq-species-names": (2,),
    "faq-starting-hand": (2, 4),
    "faq-turn": (4,),
    "faq-where-plant": (4,),
    "faq-diagonal": (4,),
    "faq-draw-own-discard": (4,),
    "faq-draw-discard-depth": (4,),
    "faq-game-end": (5,),
    "faq-who-scores": (5, 6),
    "faq-nobody-holds": (5, 6),
    "faq-eight-cancelled": (6,),
    "faq-own-one-eight": (6,),
    "faq-path-middle-colours": (6,),
    "faq-path-length": (6,),
    "faq-equal-values": (6,),
    "faq-path-points": (6, 7),
    "faq-max-score": (6, 7),
    "faq-same-card-two-paths": (5, 7),
    "faq-right-no-path": (5, 6),
    "faq-tie": (8,),
    "faq-first-card": (4,),
    "faq-move-card": (4,),
    "mistake-score-without-hand": (5, 6),
    "mistake-single-colour-path": (6,),
    "mistake-several-paths": (5, 7),
    "mistake-forget-one-cancels-eight": (6,),
}

# (entry id, language, fragments the text must contain): one row per fact of RULES-FACTS.md.
FACTS: list[tuple[str, str, tuple[str, ...]]] = [
    ("rule-material", "fr", ("80 cartes", "10 couleurs", "8 cartes", "de 1 à 8")),
    ("rule-material", "en", ("80 cards", "10 colours", "8 cards", "1 to 8")),
    ("rule-deck-by-players", "fr", ("80 cartes", "64 cartes", "48 cartes", "librement")),
    ("rule-deck-by-players", "en", ("80 cards", "64 cards", "48 cards", "freely")),
    ("faq-cards-by-players", "fr", ("48 cartes", "64 cartes", "80 cartes")),
    ("faq-cards-by-players", "en", ("48 cards", "64 cards", "80 cards")),
    ("rule-deal", "fr", ("7 cartes", "face cachée", "défausse", "vide")),
    ("rule-deal", "en", ("7 cards", "face down", "discard pile", "empty")),
    ("rule-first-player", "fr", ("arrosé une plante", "à sa droite", "aiguilles d’une montre")),
    ("rule-first-player", "en", ("watered a plant", "on their right", "clockwise")),
    ("faq-species-names", "fr", ("cerisier", "tulipier", "lilas", "magnolia", "à la place")),
    (
        "faq-species-names",
        "en",
        ("cherry blossom", "tulip poplar", "lilac", "magnolia", "in place"),
    ),
    ("faq-starting-hand", "fr", ("7 cartes", "9", "8")),
    ("faq-starting-hand", "en", ("7 cards", "9", "8")),
    ("rule-turn", "fr", ("2 cartes", "1 carte", "obligatoires", "dans cet ordre")),
    ("rule-turn", "en", ("2 cards", "1 card", "mandatory", "in this order")),
    ("rule-draw", "fr", ("2 cartes", "y compris la sienne", "la première", "dessus")),
    ("rule-draw", "en", ("2 cards", "your own included", "the first", "Only the top card")),
    ("faq-draw-discard-depth", "en", ("Only the top card",)),
    ("faq-draw-own-discard", "en", ("Yes", "your own")),
    ("rule-plant", "fr", ("n’importe où", "par un côté", "diagonale", "recouvrir")),
    ("rule-plant", "en", ("anywhere", "by a side", "diagonally", "never be covered")),
    ("faq-diagonal", "en", ("No.", "by a side")),
    ("rule-discard", "fr", ("face visible", "7 cartes")),
    ("rule-discard", "en", ("face up", "7 cards")),
    ("rule-end", "fr", ("pioche est vide", "dernière carte", "décompte")),
    ("rule-end", "en", ("draw pile runs out", "last card", "scoring")),
    ("rule-right-to-score", "fr", ("en main", "plus forte somme", "un seul sentier", "égalité")),
    ("rule-right-to-score", "en", ("in hand", "highest total", "one path", "all of them")),
    ("faq-nobody-holds", "en", ("every player may score",)),
    ("rule-no-path-no-points", "fr", ("0", "ne passe pas")),
    ("rule-no-path-no-points", "en", ("scores 0", "does not pass")),
    ("rule-one-cancels-eight", "fr", ("zéro", "toujours 1", "propre 8")),
    ("rule-one-cancels-eight", "en", ("zero", "always counts 1", "own 8")),
    ("faq-own-one-eight", "en", ("9",)),
    ("rule-paths", "fr", ("par un côté", "strictement", "première et la dernière", "2 à 8")),
    ("rule-paths", "en", ("by a side", "strictly", "first and the last", "2 to 8")),
    ("rule-path-scoring", "fr", ("1 point par carte", "au moins 4 cartes", "7 points", "19")),
    ("rule-path-scoring", "en", ("1 point per card", "at least 4 cards", "7 points", "19")),
    ("faq-max-score", "en", ("19 points",)),
    ("rule-one-path-per-colour", "fr", ("un seul sentier", "couleurs différentes")),
    ("rule-one-path-per-colour", "en", ("only one path", "different colours")),
    ("rule-winning", "fr", ("plus haut total",)),
    ("rule-winning", "en", ("highest total wins",)),
    ("rule-tie-break", "fr", ("plus de couleurs différentes",)),
    ("rule-tie-break", "en", ("most different colours",)),
]


def test_real_corpus_loads(corpus: Corpus) -> None:
    assert len(corpus.entries) >= len(REQUIRED)
    assert len(corpus.version) == 64
    assert load_corpus(CORPUS_DIR).version == corpus.version


def test_game_info(corpus: Corpus) -> None:
    game = corpus.game
    assert (game.title, game.author, game.publisher) == (
        "Arboretum",
        "Dan Cassar",
        "Filosofia Éditions",
    )
    assert (game.year, game.players_min, game.players_max) == (2015, 2, 4)
    assert (game.duration_minutes, game.age_min) == (30, 8)
    assert (game.booklet_language, game.booklet_pages) == ("fr", 8)


@pytest.mark.parametrize(("entry_id", "pages"), REQUIRED.items())
def test_required_entry(corpus: Corpus, entry_id: str, pages: tuple[int, ...]) -> None:
    entry = corpus.entry(entry_id)
    assert entry.pages == pages
    assert entry.kind == EntryKind(entry_id.split("-")[0])
    assert set(entry.texts) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert entry.text(lang).title
        assert entry.text(lang).text


@pytest.mark.parametrize(("entry_id", "lang", "fragments"), FACTS)
def test_fact(corpus: Corpus, entry_id: str, lang: str, fragments: tuple[str, ...]) -> None:
    text = corpus.entry(entry_id).text(lang).text
    for fragment in fragments:
        assert fragment in text, f"{entry_id} ({lang}) should say {fragment!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_faq_questions(corpus: Corpus, lang: str) -> None:
    for entry in corpus.of_kind(EntryKind.FAQ):
        questions = entry.text(lang).questions
        assert len(questions) >= 5, entry.id
        assert any(q[0].islower() or q[0].isdigit() for q in questions), entry.id


def test_text_lengths(corpus: Corpus) -> None:
    for entry in corpus.entries:
        for lang in LANGUAGES:
            sentences = re.split(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý0-9])", entry.text(lang).text)
            assert 1 <= len(sentences) <= 5, (entry.id, lang, len(sentences))


def test_french_typography(corpus: Corpus) -> None:
    for entry in corpus.entries:
        fr = entry.text("fr")
        for text in (fr.title, fr.text):
            assert "'" not in text, entry.id
            assert not re.search(r" [:;?!]", text), entry.id


@pytest.mark.parametrize("name", ["rules.yaml", "faq.yaml", "mistakes.yaml"])
def test_pages_are_written_canonically(name: str) -> None:
    for item in yaml.safe_load((CORPUS_DIR / name).read_text(encoding="utf-8")):
        assert item["pages"] == format_pages(parse_pages(item["pages"])), item["id"]


def test_ids_are_unique_and_prefixed(corpus: Corpus) -> None:
    assert len(set(corpus.ids)) == len(corpus.ids)
    for entry in corpus.entries:
        assert entry.id.startswith(f"{entry.kind.value}-"), entry.id


def test_unknown_entry(corpus: Corpus) -> None:
    with pytest.raises(KeyError, match="faq-nope"):
        corpus.entry("faq-nope")
