"""The yes-or-no lead of rules answers (rulebot/answer/verdict*.py): the claims data, the
matching of a question to a claim of the answer's entry, the lead's wording, and the lead
in a composed rules answer. Lexical only: no model is loaded."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rulebot.answer.compose import rules_answer
from rulebot.answer.verdict import decide, with_lead
from rulebot.answer.verdict_claims import facts
from rulebot.answer.verdict_question import read_question
from rulebot.answer.verdict_words import concepts
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
    ("question", "lang", "entry", "kind"),
    [
        ("Can I plant diagonally?", "en", "faq-diagonal", "no"),
        ("Faut-il que la carte touche une autre carte ?", "fr", "rule-plant", "yes"),
        ("Does the 1 cancel a 7 too?", "en", "rule-one-cancels-eight", "no"),
        ("Le 1 annule le 8 ?", "fr", "rule-one-cancels-eight", "yes"),
        ("Mon propre 1 annule mon 8 ?", "fr", "faq-own-one-eight", "no"),
        ("je peux piocher dans ma propre défausse ou pas ?", "fr", "faq-draw-own-discard", "yes"),
        ("je peux planter dans son arborétum ?", "fr", "rule-plant", "no"),
        ("je peux planter dans mon arborétum ?", "fr", "rule-plant", None),  # "can I plant?"
        ("À deux joueurs on joue avec 48 cartes ?", "fr", "faq-cards-by-players", "yes"),
        # a negated question whose negated statement is true is confirmed
        ("On ne peut pas déplacer une carte plantée ?", "fr", "faq-move-card", "confirm"),
        ("So there's no shared discard pile?", "en", "rule-discard", "confirm"),
        # ... and gets no lead when the negated statement is false ("Si" would be needed)
        ("Can't I draw from my own discard pile?", "en", "faq-draw-own-discard", None),
        # the fact is not stated by the answer's entry
        ("Le 1 annule le 8 ?", "fr", "rule-plant", None),
        # a word the claim does not say changes the question: the first card goes anywhere
        ("Can I plant my first card diagonally?", "en", "faq-diagonal", None),
        # "anywhere" is true of the first card only (before: "Oui." from that claim)
        ("Est-ce que je peux planter une carte n'importe où ?", "fr", "rule-plant", "no"),
        ("Can I plant a card anywhere I like?", "en", "rule-plant", "no"),
        ("Je peux poser ma première carte n'importe où ?", "fr", "faq-first-card", "yes"),
        ("Can my first card go anywhere?", "en", "faq-first-card", "yes"),
        ("À deux joueurs on joue avec 50 cartes ?", "fr", "faq-cards-by-players", None),
        ("Do I have to draw from my own discard?", "en", "faq-draw-own-discard", None),
        # too little said: "can I take it back?" fits a planted and a discarded card alike
        ("Can I take it back?", "en", "faq-draw-own-discard", None),
        ("Je peux planter ?", "fr", "rule-plant", None),
        # the question leaves out what the claim says of the things it names
        ("Au début, il y a des cartes dans les défausses ?", "fr", "rule-deal", None),
        ("do I end my turn with cards in hand?", "en", "rule-turn", None),  # how many?
        # things named with nothing said of them ask for the rule, not a yes or no
        ("La règle du 1 et du 8 ?", "fr", "rule-one-cancels-eight", None),
        ("The 1 and the 8?", "en", "rule-one-cancels-eight", None),
        ("Another player's 1 and my 8?", "en", "rule-one-cancels-eight", None),
        ("Une carte par tour ?", "fr", "rule-turn", None),  # drawn, planted or discarded?
        ("Is a tie a draw?", "en", "faq-tie", "no"),
        ("is it 64 cards for three players?", "en", "faq-cards-by-players", "yes"),  # asked
        # a comparison is part of the claim: 19 points is the most, not "more than 19"
        ("Le maximum pour un sentier c'est 19 points ?", "fr", "faq-max-score", "yes"),
        ("Can a path score more than 19 points?", "en", "faq-max-score", "no"),
        # a greeting before the question says nothing; another sentence may say much
        ("Salut ! Petite question. On peut planter en diagonale ?", "fr", "faq-diagonal", "no"),
        ("J'ai un 8. On peut planter en diagonale ?", "fr", "faq-diagonal", None),
        # open questions and alternatives
        ("Combien de cartes à deux joueurs ?", "fr", "faq-cards-by-players", None),
        ("Do I draw first or plant first?", "en", "faq-turn", None),
    ],
)
def test_decide(question: str, lang: str, entry: str, kind: str | None) -> None:
    verdict = decide(question, lang, entry)
    assert (verdict.kind if verdict else None) == kind


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


@dataclass(frozen=True)
class _Chunk:
    id: str
    entry_id: str
    pages: tuple[int, ...]
    section: str = ""


@dataclass(frozen=True)
class _Hit:
    entry_id: str
    chunk: _Chunk
    score: float = 0.9


def _answer(question: str, lang: str, entry: str, query: str | None = None) -> str:
    hit = _Hit(entry, _Chunk(f"{entry}:{lang}", entry, CORPUS.entry(entry).pages))
    return rules_answer(question, lang, CORPUS, [hit], 0.9, query).answer


def test_a_rules_answer_leads_with_the_verdict_and_keeps_its_citation() -> None:
    text = _answer("Faut-il que la carte touche une autre carte ?", "fr", "faq-where-plant")
    body = CORPUS.entry("faq-where-plant").text("fr").text
    assert text.startswith("Oui. ") and body in text and text.endswith("(p. 4)")


def test_a_rules_answer_without_a_sure_verdict_opens_with_no_yes_or_no() -> None:
    # faq-diagonal's passage opens with "No." for its own question, not for this one
    text = _answer("Must a new card touch a planted card by a side?", "en", "faq-diagonal")
    assert text.startswith("Yes. The new card must touch")
    text = _answer("Where can I put my card?", "en", "faq-diagonal")
    assert text.startswith("The new card must touch")


def test_a_follow_up_read_with_the_question_before_gets_no_lead() -> None:
    question = "Et on peut planter en diagonale ?"
    assert _answer(question, "fr", "faq-diagonal").startswith("Non. ")
    combined = f"{question} Où planter une carte ?"
    assert not _answer(question, "fr", "faq-diagonal", combined).startswith("Non")


def test_a_colour_named_in_passing_changes_no_claim() -> None:
    question = "Does a path of willows have to be all one colour?"
    assert decide(question, "en", "mistake-single-colour-path") is None  # "willow" unknown
    assert _answer(question, "en", "mistake-single-colour-path").startswith("No. ")
    assert "card" in concepts("a cherry tree", "en", frozenset({"cherry", "tree"}))


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
