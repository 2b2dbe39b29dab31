from __future__ import annotations

import pytest

from rulebot.corpus import Corpus
from rulebot.retrieval import build_chunks


def test_every_entry_has_a_main_chunk_per_language(corpus: Corpus) -> None:
    chunks = build_chunks(corpus, "inline")
    assert [c.id for c in chunks] == [
        f"{e.id}:{lang}" for e in corpus.entries for lang in ("en", "fr")
    ]


def test_pages_title_and_kind_are_attached_when_chunking(corpus: Corpus) -> None:
    chunk = {c.id: c for c in build_chunks(corpus)}["mistake-single-colour-path:fr"]
    assert chunk.pages == (6, 7)
    assert chunk.section == "Chemin d'une seule couleur"
    assert chunk.kind == "mistake"
    assert chunk.lang == "fr"
    assert chunk.entry_id == "mistake-single-colour-path"


@pytest.mark.parametrize(
    ("mode", "expected_ids", "main_has_questions"),
    [
        ("inline", ["faq-cards-by-players:en", "faq-cards-by-players:fr"], True),
        (
            "separate",
            [
                "faq-cards-by-players:en",
                "faq-cards-by-players:en:q1",
                "faq-cards-by-players:en:q2",
                "faq-cards-by-players:fr",
                "faq-cards-by-players:fr:q1",
                "faq-cards-by-players:fr:q2",
            ],
            False,
        ),
        (
            "both",
            [
                "faq-cards-by-players:en",
                "faq-cards-by-players:en:q1",
                "faq-cards-by-players:en:q2",
                "faq-cards-by-players:fr",
                "faq-cards-by-players:fr:q1",
                "faq-cards-by-players:fr:q2",
            ],
            True,
        ),
    ],
)
def test_faq_phrasings_are_searchable(
    corpus: Corpus, mode: str, expected_ids: list[str], main_has_questions: bool
) -> None:
    faq = [c for c in build_chunks(corpus, mode) if c.entry_id == "faq-cards-by-players"]
    assert [c.id for c in faq] == expected_ids
    main = faq[-1] if mode == "inline" else faq[3]
    assert main.id == "faq-cards-by-players:fr"
    assert ("Combien de cartes à 2 joueurs ?" in main.search_text) is main_has_questions
    for chunk in faq:
        assert chunk.pages == (2,)
        assert chunk.is_main is (chunk.id.count(":") == 1)


def test_question_chunks_carry_the_phrasing_and_the_title(corpus: Corpus) -> None:
    q1 = {c.id: c for c in build_chunks(corpus, "separate")}["faq-cards-by-players:en:q1"]
    assert q1.text == "How many cards with 2 players?"
    assert q1.search_text == "How many cards for each player count\nHow many cards with 2 players?"


def test_unknown_question_mode_is_refused(corpus: Corpus) -> None:
    with pytest.raises(ValueError, match="'sideways' is not a valid QuestionMode"):
        build_chunks(corpus, "sideways")
