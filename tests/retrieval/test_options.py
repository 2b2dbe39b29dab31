from __future__ import annotations

import pytest

from rulebot.retrieval.options import (
    BASELINE,
    DEFAULT_OPTIONS,
    Coverage,
    DenseAggregate,
    RetrievalOptions,
)


@pytest.mark.parametrize(
    ("options", "lang", "expected"),
    [
        (RetrievalOptions(), "fr", (0.8, 0.2)),  # no model languages: settings everywhere
        (RetrievalOptions(model_languages=("en",)), "en", (0.8, 0.2)),
        (RetrievalOptions(model_languages=("en",), other_dense_weight=0.2), "fr", (0.2, 0.8)),
        (RetrievalOptions(model_languages=("en", "fr"), other_dense_weight=0.2), "fr", (0.8, 0.2)),
    ],
)
def test_fusion_weights_per_question_language(
    options: RetrievalOptions, lang: str, expected: tuple[float, float]
) -> None:
    assert options.weights(lang, 0.8, 0.2) == pytest.approx(expected)


@pytest.mark.parametrize(
    "bad",
    [
        {"ngram_weight": 1.5},
        {"phrasing_weight": -0.1},
        {"other_dense_weight": 2.0},
        {"gloss_weight": -0.5},
        {"gloss_weight": 1.5},
        {"coverage": "half"},
        {"dense_aggregate": "mean"},
    ],
)
def test_bad_options_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        RetrievalOptions(**bad)  # type: ignore[arg-type]


def test_options_are_plain_json_and_labelled_by_their_changes() -> None:
    options = RetrievalOptions(coverage="sqrt", model_languages=["en"])  # type: ignore[arg-type]
    assert options.coverage is Coverage.SQRT and options.model_languages == ("en",)
    assert options.key()["coverage"] == "sqrt"
    assert options.key()["model_languages"] == ["en"]
    assert options.label() == "coverage=sqrt model_languages=['en']"
    assert BASELINE.label() == "baseline"
    assert BASELINE.dense_aggregate is DenseAggregate.MAX


def test_the_default_is_the_tuned_configuration() -> None:
    assert DEFAULT_OPTIONS.coverage is Coverage.FULL
    assert DEFAULT_OPTIONS.drop_fillers
    assert DEFAULT_OPTIONS.model_languages == ("en",)
    assert DEFAULT_OPTIONS.other_dense_weight == pytest.approx(0.5)
    assert DEFAULT_OPTIONS.gloss_weight == pytest.approx(1.0)
    assert DEFAULT_OPTIONS.drop_colours and DEFAULT_OPTIONS.expand_abbreviations
    assert hash(DEFAULT_OPTIONS) != hash(BASELINE)


@pytest.mark.parametrize(
    ("languages", "lang", "foreign"),
    [((), "fr", False), (("en",), "en", False), (("en",), "fr", True), (("en",), None, False)],
)
def test_a_language_is_foreign_to_a_model_that_does_not_read_it(
    languages: tuple[str, ...], lang: str | None, foreign: bool
) -> None:
    assert RetrievalOptions(model_languages=languages).foreign(lang) is foreign
