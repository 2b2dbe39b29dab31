"""What a right-to-score question asks as a yes or a no: after a conclusion the asker
draws ("so", "donc", data/asks.yaml `conclusions`), the yes or no answers the conclusion,
not the reasoning before it; the reason it gives ("since", "vu que", `reasons`) is not
asked either."""

from __future__ import annotations

import pytest

from rulebot.understanding.asks import (
    ALL_SCORE,
    MAY_I_SCORE,
    MY_EIGHT_CANCELLED,
    MY_EIGHT_COUNTS,
    NOBODY_SCORES,
    OTHER_SCORES,
    THEIR_EIGHT_CANCELLED,
    THEIR_EIGHT_COUNTS,
    yes_no_asked,
)
from rulebot.understanding.told import closed_asks


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("I cancel his 8 so I win it?", MAY_I_SCORE),
        ("Tom has the 8, I have the 1. I cancel his 8 so I win oak?", MAY_I_SCORE),
        ("son 1 annule mon 8, donc il gagne le chêne ?", OTHER_SCORES),
        ("mon 1 annule son 8, du coup c'est moi qui marque ?", MAY_I_SCORE),
        # no conclusion drawn: the question asks the reasoning itself
        ("Does my 1 cancel his 8?", THEIR_EIGHT_CANCELLED),
        ("so is my 8 cancelled?", MY_EIGHT_CANCELLED),
        # the reason a question gives is not what it asks
        ("So I win cherry since my 1 kills her 8?", MAY_I_SCORE),
        ("je marque le chêne vu que mon 1 annule son 8 ?", MAY_I_SCORE),
        ("I have 5, since my 1 cancels his 8, do I score?", MAY_I_SCORE),
        ("because of the 1, is my 8 cancelled?", MY_EIGHT_CANCELLED),  # a reason first
        # a tag question asks of the statement before it
        ("Sam says his 1 kills my 8 so he wins oak. Does he?", OTHER_SCORES),
        ("Camille dit qu'elle a 10 donc elle marque. C'est vrai ?", OTHER_SCORES),
        ("Paul dit qu'il a 11 donc il gagne le saule. Vraiment ?", OTHER_SCORES),
    ],
)  # fmt: skip
def test_a_conclusion_asked_not_its_reason_is_what_the_yes_or_no_answers(
    question: str, asked: str
) -> None:
    assert yes_no_asked(question) == asked


@pytest.mark.parametrize(
    "question",
    [
        "Léa a le 8 gris. Moi le 5 gris. Qui marque ?",  # a short question asking who
        "Tom thinks he wins oak. Who scores oak between Tom and me?",  # a question of its own
    ],
)
def test_a_question_that_asks_of_its_own_is_no_tag(question: str) -> None:
    assert yes_no_asked(question) is None


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("My sister has cherry blossom 8. Does she have the right to score cherry blossom?",
         OTHER_SCORES),
        ("Tom has oak 8. Is Tom allowed to score oak?", OTHER_SCORES),
        ("Tom a le 8 de chêne. A-t-il le droit de marquer le chêne ?", OTHER_SCORES),
        ("Do I have the right to score oak?", MAY_I_SCORE),
    ],
)  # fmt: skip
def test_having_the_right_to_score_asks_whether_that_player_scores(
    question: str, asked: str
) -> None:
    assert yes_no_asked(question) == asked


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("Est-ce que le droit passe à tonton Jacques, qui a un joli sentier ?", OTHER_SCORES),
        ("Mia has no path. Does the right pass to Ben then?", OTHER_SCORES),
        ("So it goes to Tom?", OTHER_SCORES),
        ("Et ça revient à moi ?", MAY_I_SCORE),
    ],
)  # fmt: skip
def test_asking_whether_the_right_goes_to_a_player_asks_whether_they_score(
    question: str, asked: str
) -> None:
    assert yes_no_asked(question) == asked


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("Carlos says that means nobody scores magnolia. Is he right?", NOBODY_SCORES),
        ("Léa dit qu'on marque tous les deux le saule. Elle a raison ?", ALL_SCORE),
        ("He says his 8 still counts. Is he right?", THEIR_EIGHT_COUNTS),
        ("Tom says the box is from 2015. Is he right?", None),  # no claim of scoring
    ],
)  # fmt: skip
def test_is_he_right_asks_what_the_claim_before_it_claims(question: str, asked: str) -> None:
    assert closed_asks(question, yes_no_asked(question)) == asked


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("so my 8 is worth nothing for deciding??", MY_EIGHT_CANCELLED),
        ("donc mon 8 ne vaut rien ?", MY_EIGHT_CANCELLED),
        ("mon 8 compte pour zéro ?", MY_EIGHT_CANCELLED),
        ("Mon 8 compte pour du beurre ?", MY_EIGHT_CANCELLED),
        ("my 8 still counts?", MY_EIGHT_COUNTS),
    ],
)
def test_an_8_said_to_count_for_nothing_asks_whether_it_is_cancelled(
    question: str, asked: str
) -> None:
    assert yes_no_asked(question) == asked
