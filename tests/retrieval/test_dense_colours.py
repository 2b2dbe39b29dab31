"""``dense_colour_word``: colour names leave the dense question as one neutral word."""

from __future__ import annotations

import pytest

from rulebot.corpus import Corpus
from rulebot.retrieval import HashingEmbedder, Retriever
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions
from tests.retrieval.dense_spy import embedded_texts, fake_retriever

NAMES = ("jacaranda", "érable", "maple", "royal poinciana", "rouge")


def make(corpus: Corpus, embedder: HashingEmbedder, word: str) -> Retriever:
    return fake_retriever(corpus, embedder, RetrievalOptions(dense_colour_word=word), NAMES)


@pytest.mark.parametrize(
    ("question", "as_embedded"),
    [
        (
            "nobody holds Jacaranda, what about jacaranda paths?",
            "nobody holds color, what about color paths?",
        ),
        ("mon sentier d'Érable", "mon sentier d'color"),
        ("my Royal Poinciana path", "my color path"),
        ("Who may score a colour?", "Who may score a colour?"),  # no colour: as typed
    ],
)
def test_colour_names_are_embedded_as_one_word(
    corpus: Corpus, embedder: HashingEmbedder, question: str, as_embedded: str
) -> None:
    retriever = make(corpus, embedder, "color")
    seen = embedded_texts(retriever, embedder, question)
    assert [s.casefold() for s in seen] == [as_embedded.casefold()]


def test_two_species_read_the_same_and_off_keeps_them(
    corpus: Corpus, embedder: HashingEmbedder
) -> None:
    on = make(corpus, embedder, "color")
    first = on.dense_chunk_scores("who scores jacaranda?", "en")
    assert on.dense_chunk_scores("who scores maple?", "en") == pytest.approx(first)
    off = make(corpus, embedder, "")
    assert off.dense_chunk_scores("who scores maple?", "en") != pytest.approx(
        off.dense_chunk_scores("who scores jacaranda?", "en")
    )


def test_the_default_options_neutralise_colours() -> None:
    assert DEFAULT_OPTIONS.dense_colour_word
