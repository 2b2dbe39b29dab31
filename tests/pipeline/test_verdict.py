"""The yes-or-no lead of rules answers (rulebot/answer/verdict*.py): the claims data, the
concepts a text says, the lead's wording, an answer said again. The leads questions get
are evaluation data (eval/phrasings/verdict_*.yaml). Lexical only: no model is loaded."""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide, with_lead
from rulebot.answer.verdict_claims import facts
from rulebot.answer.verdict_question import read_question
from rulebot.answer.verdict_words import colour_words, concepts
from rulebot.config import Settings
from rulebot.corpus import load_corpus

CORPUS = load_corpus(Settings().corpus_dir)


def test_every_fact_names_known_entries_and_has_claims_in_both_languages() -> None:
    ids = set(CORPUS.ids)
    for fact in facts():
        assert fact.entries <= ids, fact.id
        for lang in ("fr", "en"):
            assert fact.claims[lang], (fact.id, lang)
            for claim in fact.claims[lang]:
                assert len(claim.concepts) >= 2, claim.text


def test_claims_are_written_without_negation() -> None:
    """A negated question is read by taking its negation off, so a claim must say its
    proposition plainly; its truth is in `answer`."""
    for fact in facts():
        for lang, claims in fact.claims.items():
            for claim in claims:
                asked = read_question(f"{claim.text} ?", lang)
                assert asked is not None and not asked.negated, claim.text


def test_no_claim_is_said_by_a_claim_of_the_opposite_answer() -> None:
    """Two facts of opposite answers must not be worded the same (same concepts)."""
    seen: dict[tuple[str, frozenset[str]], tuple[bool, str]] = {}
    for fact in facts():
        for lang, claims in fact.claims.items():
            for claim in claims:
                key = (lang, claim.concepts)
                answer, text = seen.setdefault(key, (claim.answer, claim.text))
                assert answer == claim.answer, (text, claim.text)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Can I plant diagonally?", "en", {"can", "plant", "diagonal"}),
        ("Faut-il que la carte touche une autre carte ?", "fr", {"must", "card", "touch", "other"}),
        ("Does the 1 cancel a 7 too?", "en", {"1", "7", "cancel"}),
        ("on peut mettre de côté les couleurs", "fr", {"can", "remove", "colour"}),  # not "side"
        ("Est-ce qu'on pioche deux cartes ?", "fr", {"draw", "2", "card"}),
        ("les cartes plantées", "fr", {"card", "plant"}),  # stemmed: "plantées" is "planter"
        ("on pioche puis on plante", "fr", {"draw", "plant"}),  # "puis" is "then", not "can"
        ("Do the numbers in a path have to be consecutive?", "en",
         {"value", "path", "must", "consecutive"}),
    ],
)  # fmt: skip
def test_concepts_of_a_text(text: str, lang: str, expected: set[str]) -> None:
    assert concepts(text, lang) == expected


@pytest.mark.parametrize(
    ("question", "lang", "kind"),
    [
        ("le 1 de chêne annule le 8 de chêne ?", "fr", "yes"),
        ("le 1 d'érable annule le 8 de chêne ?", "fr", None),  # the fact is of one colour
        ("does the oak 1 cancel the oak 8?", "en", "yes"),
        ("yo does the maple 1 kill the oak 8?", "en", None),
    ],
)
def test_a_fact_of_one_colour_settles_no_question_naming_two(
    question: str, lang: str, kind: str | None
) -> None:
    found = decide(question, lang, "rule-one-cancels-eight", colour_words(CORPUS.lexicon))
    assert (found.kind if found else None) == kind


def test_a_claim_of_the_opposite_answer_within_the_margin_blocks_the_lead() -> None:
    """ "Can I take back a card?" says all of "take back a planted card" (no) and of
    "take back the card I discarded" (yes): no lead, whichever entry answers."""
    for entry in ("faq-move-card", "faq-draw-own-discard"):
        assert decide("Can I take back a card?", "en", entry) is None


@pytest.mark.parametrize(
    ("body", "words", "expected"),
    [
        ("Une carte ne bouge plus.", "Non.", "Non. Une carte ne bouge plus."),
        ("Non. La nouvelle carte doit toucher.", "Non.", "Non. La nouvelle carte doit toucher."),
        ("No. The new card must touch.", "Yes.", "Yes. The new card must touch."),
        ("Yes, the same card may be used.", "Right.", "Right. The same card may be used."),
        ("Non. La nouvelle carte doit toucher.", None, "La nouvelle carte doit toucher."),
        ("Nothing is laid on top.", None, "Nothing is laid on top."),  # "No" inside a word
        ("Only the top card.", None, "Only the top card."),
    ],
)
def test_with_lead(body: str, words: str | None, expected: str) -> None:
    assert with_lead(body, words) == expected


@pytest.mark.parametrize(
    ("said", "lang", "opens"),
    [
        ("Non. La nouvelle carte…", "en", "No. The new card"),  # a sure lead is said again
        ("No. The new card…", "fr", "Non. La nouvelle carte"),
        ("La nouvelle carte…", "en", "The new card"),  # no lead: the passage's own goes
        ("The new card…", "fr", "La nouvelle carte"),
    ],
)
def test_an_answer_said_again_keeps_only_its_own_lead(said: str, lang: str, opens: str) -> None:
    from rulebot.answer.compose import entry_citation
    from rulebot.answer.model import Answer
    from rulebot.pipeline.conversation import answer_in

    other = "fr" if lang == "en" else "en"
    first = Answer(
        "q", said, other, "rules", citations=(entry_citation(CORPUS, "faq-diagonal", other),)
    )
    assert answer_in(first, lang, CORPUS).answer.startswith(opens)
