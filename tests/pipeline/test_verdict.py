"""The lead of rules answers (rulebot/answer/verdict*.py): the corpus's claims (the learned
yes or no's statements), what the engine decides from a question's words, the lead's
wording, an answer said again. The leads questions get are evaluation data
(eval/phrasings/verdict_*.yaml). Lexical only: no model is loaded."""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide, with_lead
from rulebot.answer.verdict_question import positive_statement, read_question
from rulebot.answer.verdict_words import colour_words, concepts
from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.understanding.text import fold, plain_words

CORPUS = load_corpus(Settings().corpus_dir)


def test_claims_are_written_without_negation() -> None:
    """A negated question is decided on its statement with the negation taken off, so a
    claim must say its statement plainly; its truth is in `answer`."""
    for claim in CORPUS.claims:
        for lang, wordings in claim.texts.items():
            for wording in wordings:
                asked = read_question(f"{wording} ?", lang)
                assert asked is not None and not asked.negated, wording


def test_no_wording_is_given_both_answers() -> None:
    """The same statement, as folded words, is never both true and false."""
    seen: dict[tuple[str, str], tuple[bool, str]] = {}
    for claim in CORPUS.claims:
        for lang, wordings in claim.texts.items():
            for wording in wordings:
                said = " ".join(plain_words(fold(wording)))
                answer, first = seen.setdefault((lang, said), (claim.answer, claim.id))
                assert answer == claim.answer, (first, claim.id, wording)


@pytest.mark.parametrize(
    ("question", "lang", "entry", "kind"),
    [
        ("Is a 3-card path all oak doubled?", "en", "rule-path-scoring", "no"),
        ("5 cartes toutes de chêne, c'est doublé ?", "fr", "rule-path-scoring", "yes"),
        ("Can I plant diagonally?", "en", "faq-diagonal", None),  # the learned model's to say
        ("On ne peut pas planter en diagonale ?", "fr", "faq-diagonal", None),
    ],
)  # fmt: skip
def test_the_engine_decides_only_what_a_question_tells_it(
    question: str, lang: str, entry: str, kind: str | None
) -> None:
    found = decide(question, lang, entry, colour_words(CORPUS.lexicon))
    assert (found.kind if found else None) == kind


def test_a_negated_question_is_decided_on_its_statement_in_the_positive() -> None:
    asked = read_question("On ne peut pas planter en diagonale ?", "fr")
    assert asked is not None and asked.negated
    assert positive_statement(asked, "fr") == "on peut planter en diagonale ?"


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Can I plant diagonally?", "en", {"can", "plant", "diagonal"}),
        ("Faut-il que la carte touche une autre carte ?", "fr", {"must", "card", "touch", "autr"}),
        ("Does the 1 cancel a 7 too?", "en", {"1", "7", "cancel"}),
        # a bound said: "plus de 3 cartes" is no 3-card path
        ("sentier de plus de 3 cartes doublé ?", "fr", {"path", "more", "3", "card", "double"}),
        ("Est-ce qu'on pioche deux cartes ?", "fr", {"pioch", "2", "card"}),  # other words stemmed
        ("les cartes plantées", "fr", {"card", "plant"}),  # stemmed: "plantées" is "planter"
        ("on pioche puis on plante", "fr", {"pioch", "plant"}),  # "puis" is "then", not "can"
        ("Do the numbers in a path have to be consecutive?", "en",
         {"number", "path", "must", "consecutive"}),
    ],
)  # fmt: skip
def test_concepts_of_a_text(text: str, lang: str, expected: set[str]) -> None:
    assert concepts(text, lang) == expected


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
