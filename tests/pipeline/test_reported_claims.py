"""A claim reported and then checked ("Mon frère dit qu'on ne peut pas … Il a raison ?"):
the yes or no follows the claim, turned round when the claim is said in the negative; a
negated question and a practice asked about, led by the learned yes or no."""

from __future__ import annotations

import pytest

from rulebot.answer.verdict_reported import Reported, reported_claim
from rulebot.pipeline import Rulebot


@pytest.mark.parametrize(
    ("question", "lang", "reported"),
    [
        (
            "Mon frère dit qu'on ne peut pas piocher dans sa propre défausse. Il a raison ?",
            "fr",
            Reported("on peut piocher dans sa propre defausse ?", negated=True),
        ),
        (
            "My sister says a card can't be in two paths. Is she right?",
            "en",
            Reported("a card can be in two paths ?", negated=True),
        ),
        (
            "Tom says you can plant diagonally. Is he right?",
            "en",
            Reported("you can plant diagonally ?", negated=False),
        ),
        # checked by asking whether that is how the game works
        (
            "Tom says you can plant diagonally. Is that how it works?",
            "en",
            Reported("you can plant diagonally ?", negated=False),
        ),
        (
            "Mon frère dit qu'on peut planter en diagonale. C'est comme ça que ça marche ?",
            "fr",
            Reported("on peut planter en diagonale ?", negated=False),
        ),
        # checked in the claim's own sentence
        (
            "Léa pense qu'on ne compte plus les cartes plantées, c'est vrai ?",
            "fr",
            Reported("on compte les cartes plantees ?", negated=True),
        ),
    ],
)
def test_the_claim_a_message_checks_is_read_in_the_positive(
    question: str, lang: str, reported: Reported
) -> None:
    assert reported_claim(question, lang) == reported


@pytest.mark.parametrize(
    "question",
    [
        "Can I draw from my own discard pile?",  # nothing reported
        "Is he right?",  # a check, but no claim said
        "Tom a raison de planter en diagonale ?",  # no verb of saying
    ],
)
def test_a_message_reporting_no_claim_checks_none(question: str) -> None:
    assert reported_claim(question, "en") is None


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        # a claim checked: its own yes or no, turned round when it is said in the negative
        ("Mon frère dit qu'on ne peut pas piocher dans sa propre défausse. Il a raison ?", "Non."),
        ("Mon frère dit qu'on peut piocher dans sa propre défausse. Il a raison ?", "Oui."),
        (
            "My sister says a card that's part of my oak path can't also be used in my maple "
            "path. Is she right?",
            "No.",
        ),
        ("Can you plant a card diagonally?", "No."),
        # asked in the negative: the statement in the positive is false, so it is confirmed
        ("On ne peut pas planter en diagonale ?", "Exact."),
        ("You can't plant a card diagonally, right?", "Right."),
        # a practice asked about: the whole question's yes is "it is a mistake"
        (
            "Julien a marqué deux sentiers de la même couleur, c'est une erreur ?",
            "Oui, c'est une erreur.",
        ),
        (
            "we always played that you can't draw from your own discard pile, were we wrong?",
            "Yes, that's a mistake.",
        ),
    ],
)
def test_a_closed_question_leads_with_the_learned_yes_or_no_by_its_form(
    fake_bot: Rulebot, question: str, lead: str
) -> None:
    assert fake_bot.ask(question).answer.startswith(lead)


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        # the player the claim names next to its word of scoring, not whoever wrote it down
        ("Score sheet for grey, four players. Seat 1: 1 and 7. Seat 2: 8 and 6. Seat 3: "
         "nothing. Seat 4: 2, 3 and 4. I've written seat 2 down as the grey scorer because of "
         "the 8. Is that right?", "No."),
        ("Grey: seat 1 has 1 and 7, seat 2 has 6. I wrote seat 1 as the grey scorer. "
         "Is that correct?", "Yes."),
        ("Chêne : Léa a le 5, moi le 7. J'ai noté Léa comme celle qui marque le chêne, "
         "c'est juste ?", "Non."),
    ],
)  # fmt: skip
def test_a_scorer_written_down_and_checked_is_answered_yes_or_no(
    fake_bot: Rulebot, question: str, lead: str
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score", answer.answer
    assert answer.answer.startswith(lead), answer.answer
