"""Hands, newcomers and ties mended in session 12 (second round), French and English, each
with must-not rows:

1. Nobody holds the colour and how many play is told with the names listed right after
   ("Four of us (Ana, Ben, Cleo, Dev)", "on est trois : Léa, Tom"): those names are the
   players, the asker first when one name short (`playercount.players_told`); no list
   keeps "you" and the opponents counted.
2. After hands, a message with no question of its own that tells a card a player holds in
   the colour under discussion ("hang on, Lily just said she's got the 1 white in her
   hand") changes the hands (`followup_scenario.tells_hand`); a new question stands alone.
3. A tied end of game told with "how do we settle it?" ("On fait comment ?", "What do we
   do?") asks who wins; a message that then tells the colour counts the tie was left
   undecided for decides it, a player said twice ("moi j'en ai 6") told one number.
"""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot

# (question, the scorers computed, must, must not)
NOBODY = [
    (
        "Four of us (Ana, Ben, Cleo, Dev) and not one willow card left in anybody's hand. "
        "Does willow just get skipped?",
        ["Ana", "Ben", "Cleo", "Dev"],
        r"Ana, Ben, Cleo and Dev may each score their willow path",
        r"opponent|\byou\b",
    ),
    (
        "On est quatre (Ana, Ben, Cleo et Dev) et personne n'a de saule en main. "
        "Le saule est ignoré ?",
        ["Ana", "Ben", "Cleo", "Dev"],
        r"Ana, Ben, Cleo et Dev",
        r"adversaire|\btoi\b",
    ),
    (
        "We are three: Sam and Priya, and nobody has any oak in hand. Who scores oak?",
        ["you", "Sam", "Priya"],
        r"you, Sam and Priya may each score",
        r"opponent",
    ),
    # must not: a count with no names listed keeps the asker and the opponents counted
    (
        "Three of us, and nobody has any willow in hand. Who scores willow?",
        ["you", "opponent 1", "opponent 2"],
        r"you, your first opponent and your second opponent",
        r"Ana",
    ),
    (
        "On est trois, et personne n'a de saule en main. Qui marque le saule ?",
        ["you", "opponent 1", "opponent 2"],
        r"toi, ton premier adversaire et ton deuxième adversaire",
        r"Saule|Personne,",
    ),
]


@pytest.mark.parametrize(("question", "scorers", "must", "must_not"), NOBODY)
def test_nobody_holds_names_the_players_listed(
    question: str, scorers: list[str], must: str, must_not: str, fake_bot: Rulebot
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score", answer.answer
    assert tuple(answer.pages) == (5, 6), answer.answer
    assert answer.engine is not None
    assert answer.engine["scorers"] == scorers
    assert re.search(must, answer.answer), answer.answer
    assert not re.search(must_not, answer.answer), answer.answer


# (turns, intent, the totals computed or None, must, must not)
TOLD = [
    (
        [
            "White: Max holds the 8 white and I hold the 3 white. Who scores it?",
            "hang on, Lily just said she's got the 1 white in her hand",
        ],
        "right_to_score",
        {"Max": 0, "you": 3, "Lily": 1},
        r"^You score white",
        r"^Max scores",
    ),
    (
        [
            "Blanc : Max a le 8 blanc et moi le 3 blanc. Qui le marque ?",
            "attends, Lily vient de dire qu'elle a le 1 blanc en main",
        ],
        "right_to_score",
        {"Max": 0, "you": 3, "Lily": 1},
        r"^C'est toi qui marques le blanc",
        r"^C'est Max",
    ),
    # must not: a new question with hands of its own stands alone
    (
        [
            "White: Max holds the 8 white and I hold the 3 white. Who scores it?",
            "Lily has the 6 white and Ben has the 2 white. Who scores white?",
        ],
        "right_to_score",
        {"Lily": 6, "Ben": 2},
        r"^Lily scores white",
        r"Max",
    ),
    # must not: a card of another colour is no news of these hands
    (
        [
            "White: Max holds the 8 white and I hold the 3 white. Who scores it?",
            "Lily has the 1 of oak in her hand",
        ],
        None,
        None,
        r"",
        r"Lily: 1",
    ),
    # 3. a tie told, then the colour counts
    (
        [
            "On finit à égalité, 31 points chacun, Lou et moi. On fait comment ?",
            "Lou a 5 espèces différentes plantées, moi j'en ai 6",
        ],
        "winner",
        None,
        r"^C'est toi qui gagnes",
        r"il me manque",
    ),
    (
        [
            "We finished tied, 31 points each, Lou and me. What do we do?",
            "Lou has 5 different species planted, I have 6",
        ],
        "winner",
        None,
        r"^You win",
        r"not told",
    ),
    # must not: the tie told alone says what is missing
    (
        ["On finit à égalité, 31 points chacun, Lou et moi. On fait comment ?"],
        "winner",
        None,
        r"il me manque celui de Lou et le tien",
        r"gagnes",
    ),
    # must not: with no tie left undecided, a bare statement is no follow-up of the winner
    (
        [
            "Lou 31, moi 25. Qui gagne ?",
            "Lou a 5 espèces différentes plantées, moi j'en ai 6",
        ],
        "rules",
        None,
        r"",
        r"C'est toi qui gagnes",
    ),
]


@pytest.mark.parametrize(("turns", "intent", "totals", "must", "must_not"), TOLD)
def test_told_after_hands_or_a_tie(
    turns: list[str],
    intent: str | None,
    totals: dict[str, int] | None,
    must: str,
    must_not: str,
    fake_bot: Rulebot,
) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    if intent is not None:
        assert answer.intent == intent, answer.answer
    if totals is not None:
        assert answer.engine is not None
        assert answer.engine["totals"] == totals
    assert re.search(must, answer.answer), answer.answer
    assert not re.search(must_not, answer.answer), answer.answer
