"""A closed question that tells a count of cards or colours the rules fix (`rules.counts`),
when the passage answering it states other numbers of that unit: the learned yes or no,
which reads the count as if it were the rules' own, is turned round; a negated question is
confirmed, a claim reported is wrong, a practice asked about is a mistake."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding.reading import read


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("À deux joueurs on joue avec 50 cartes ?", "Non."),
        ("With 3 players we use 6 colours, right?", "No."),
        ("do we use all 80 cards with 3 of us?", "No."),
        ("Mon frère dit qu'on joue avec 50 cartes à deux. Il a raison ?", "Non."),
        ("On ne joue pas avec 50 cartes à deux ?", "Exact."),
        ("on a toujours joué à deux avec 64 cartes, on s'est trompés ?", "Oui, c'est une erreur."),
        ("un sentier peut avoir 9 cartes ?", "Non."),  # at most 8
    ],
)
def test_a_count_the_rules_contradict_is_answered_no(
    real_bot: Rulebot, question: str, lead: str
) -> None:
    answer = real_bot.ask(question)
    assert answer.intent == "rules"
    assert answer.answer.startswith(lead + " "), answer.answer
    assert "(p. " in answer.answer


@pytest.mark.model
@pytest.mark.parametrize(
    "question",
    [
        "À deux joueurs on joue avec 48 cartes ?",
        "With 3 players we use 8 colours, right?",
        "un sentier de 5 cartes c'est possible ?",  # between the least and the most
    ],
)
def test_a_count_the_rules_state_is_not_denied(real_bot: Rulebot, question: str) -> None:
    answer = real_bot.ask(question)
    assert not answer.answer.startswith(("Non", "No")), answer.answer


@pytest.mark.parametrize(
    ("question", "counted"),
    [
        ("À deux joueurs on joue avec 50 cartes ?", ((50, "cards"),)),
        ("on retire six espèces à deux ?", ((6, "colours"),)),
        ("With 3 players we use 8 colours, right?", ((8, "colours"),)),
        ("my 3 oak and 5 oak, is it a path?", ()),  # cards, no count
        ("my daughter is 8 years old, can she play?", ()),  # a count of no cards
        ("With 3 players we use 6 colours. Right?", ((6, "colours"),)),  # a tag asks of it
        ("Il donne 5 cartes à chacun. Il se trompe non ?", ()),  # asked of no count
        ("je pioche une carte dans la pioche et l'autre dans une défausse ?", ()),  # "une"
        ("on pioche 1 carte par tour ?", ((1, "cards"),)),  # a 1 in figures
    ],
)
def test_the_counts_of_cards_and_colours_a_question_tells(
    fake_bot: Rulebot, question: str, counted: tuple[tuple[int, str], ...]
) -> None:
    assert read(question, fake_bot.lexicon).counted == counted
