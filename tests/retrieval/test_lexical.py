from __future__ import annotations

import numpy as np
import pytest

from rulebot.retrieval import LexicalIndex
from rulebot.retrieval.lexical import analyse, analyse_query, fold, query_words, stopwords


@pytest.mark.parametrize(
    ("text", "expected"),
    [("Érable", "erable"), ("CHÊNE", "chene"), ("cornouiller à fleurs", "cornouiller a fleurs")],
)
def test_fold_lowercases_and_strips_accents(text: str, expected: str) -> None:
    assert fold(text) == expected


@pytest.mark.parametrize(
    ("a", "b", "lang"),
    [
        ("cartes", "carte", "fr"),
        ("érable", "erable", "fr"),
        ("joueurs", "joueur", "fr"),
        ("Plantés", "planter", "fr"),
        ("cards", "card", "en"),
        ("players", "player", "en"),
        ("scoring", "scores", "en"),
    ],
)
def test_inflections_and_accents_meet_on_one_term(a: str, b: str, lang: str) -> None:
    assert analyse(a, lang) == analyse(b, lang)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Combien de cartes à 2 joueurs ?", "fr", ["combien", "cart", "2", "joueur"]),
        ("How many cards with 2 players?", "en", ["mani", "card", "2", "player"]),
        ("le 1 annule le 8", "fr", ["1", "annul", "8"]),
    ],
)
def test_analyse_drops_stop_words_and_stems(text: str, lang: str, expected: list[str]) -> None:
    assert analyse(text, lang) == expected


def test_stop_words_come_from_the_data_file_per_language() -> None:
    words = stopwords()
    assert {"fr", "en"} <= set(words)
    assert "les" in words["fr"] and "the" in words["en"]
    assert "carte" not in words["fr"] and "card" not in words["en"]


def test_a_query_is_analysed_in_both_languages_without_repeats() -> None:
    assert analyse_query("cartes") == ["cart"]
    assert analyse_query("planted") == ["planted", "plant"]  # French stem, then English


DOCS = [
    ("Chaque joueur reçoit sept cartes.", "fr"),
    ("Each player gets seven cards.", "en"),
    ("Un chemin commence et finit sur l'érable.", "fr"),
    ("A path starts and ends on the maple.", "en"),
]


@pytest.mark.parametrize(
    ("question", "best"),
    [
        ("combien de carte", 0),
        ("how many cards", 1),
        ("erable", 2),
        ("maples", 3),
        ("Les chemins", 2),
    ],
)
def test_bm25_finds_the_matching_document(question: str, best: int) -> None:
    scores = LexicalIndex(DOCS).scores(question)
    assert int(np.argmax(scores)) == best
    assert scores[best] == 1.0
    assert scores.min() >= 0.0


def test_a_french_question_can_hit_an_english_document() -> None:
    index = LexicalIndex([("Le chêne", "fr"), ("The maple path", "en")])
    assert index.scores("path du maple")[1] == 1.0


def test_unknown_words_score_zero_everywhere() -> None:
    index = LexicalIndex(DOCS)
    assert index.scores("météo de demain").tolist() == [0.0, 0.0, 0.0, 0.0]
    assert index.scores("").tolist() == [0.0, 0.0, 0.0, 0.0]
    assert index.known_terms("cartes météo") == (["cart"], ["meteo"])


def test_empty_index() -> None:
    assert LexicalIndex([]).scores("cartes").shape == (0,)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How do you win?", ["win"]),  # English stop words dropped even in the French reading
        ("Est-ce que le 1 annule le 8 ?", ["1", "annul", "8"]),
    ],
)
def test_query_drops_the_stop_words_of_every_language(question: str, expected: list[str]) -> None:
    assert analyse_query(question) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("les cartes du joueur", 1.0),
        ("cartes météo", 0.5),
        ("Quel temps fera-t-il demain à Paris ?", 0.0),
        ("the of and", 0.0),
        ("", 0.0),
    ],
)
def test_coverage_is_the_share_of_known_words(question: str, expected: float) -> None:
    assert LexicalIndex(DOCS).coverage(question) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("question", "drop_fillers", "expected"),
    [
        ("My husband thinks a path can bend", False, ["husband", "thinks", "path", "bend"]),
        ("My husband thinks a path can bend", True, ["path", "bend"]),
        ("jsp si mon mari a le droit", True, ["droit"]),
        ("salut, combien de cartes ?", True, ["combien", "cartes"]),
    ],
)
def test_filler_words_are_dropped_on_demand(
    question: str, drop_fillers: bool, expected: list[str]
) -> None:
    assert query_words(question, drop_fillers) == expected


@pytest.mark.parametrize(
    ("options", "question", "coverage"),
    [
        ({}, "ma femme dit cartes", 1 / 3),  # "ma" is a stop word
        ({"drop_fillers": True}, "ma femme dit cartes", 1.0),
        ({}, "maples chemn", 0.5),  # "chemn" unknown
        ({"fuzzy": True}, "maples chemn", 1.0),  # read as "chemin"
    ],
)
def test_coverage_with_fillers_and_typos(
    options: dict[str, bool], question: str, coverage: float
) -> None:
    assert LexicalIndex(DOCS, **options).coverage(question) == pytest.approx(coverage)


@pytest.mark.parametrize(
    ("question", "words"),
    [("chemn erable", ["chemin", "erable"]), ("cartse", ["cartes"]), ("météo", ["meteo"])],
)
def test_fuzzy_reads_unknown_words_as_the_nearest_document_word(
    question: str, words: list[str]
) -> None:
    index = LexicalIndex(DOCS, fuzzy=True)
    assert index.words(question) == words
    assert LexicalIndex(DOCS).words(question) == query_words(question)


def test_character_trigrams_match_truncated_and_misspelt_words() -> None:
    index = LexicalIndex(DOCS, ngrams=True)
    assert int(np.argmax(index.gram_scores("chemi"))) == 2
    assert int(np.argmax(index.gram_scores("mapel"))) == 3
    assert index.gram_scores("zzz").tolist() == [0.0, 0.0, 0.0, 0.0]
    assert LexicalIndex(DOCS).gram_scores("chemin").tolist() == [0.0, 0.0, 0.0, 0.0]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Mon sentier de chênes rouges compte ?", ["sentier", "compte"]),
        ("my Cherry  Blossom path", ["path"]),
        ("a tulip tree path", ["path"]),
        ("a tree path", ["tree", "path"]),  # "tree" alone names no colour
        ("le rougeoyant sentier", ["rougeoyant", "sentier"]),  # whole words only
    ],
)
def test_ignored_names_leave_the_question(question: str, expected: list[str]) -> None:
    names = ["chêne", "chênes", "rouge", "rouges", "cherry blossom", "tulip tree"]
    index = LexicalIndex([("un sentier", "fr"), ("a path", "en")], ignored=names)
    assert index.words(question) == expected
    assert LexicalIndex([("un sentier", "fr")]).words("sentier rouge") == ["sentier", "rouge"]
