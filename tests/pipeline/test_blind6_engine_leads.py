"""Engine answers from the blind_6 tune set, asked of the bot with new phrasings (French
and English, not the tune questions): the yes-or-no lead of "only one of us?" and of
asks said with "at least", "still", "win" or "keep"; a told total above 8; a card moved
to the asker by a follow-up leaving the other cards where they were; the nobody-holds
wording; a shared total after colour counts decided by the colours."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.parametrize(
    ("question", "lead", "said"),
    [
        # a total above 8 shared: a tie, so not only one of them scores
        (
            "Zoé et moi, on a 10 chacune en chêne. Une seule de nous peut marquer ?",
            "Non.",
            "Zoé : 10, toi : 10",
        ),
        ("Ben and I both hold 11 in oak. Only one of us gets to score oak?", "No.", "Ben: 11"),
        ("Kim has oak 5 and I have oak 3. Just one of us scores oak?", "Yes.", "Kim: 5"),
        # at least / still / even / win / keep
        ("I have no maple at all, Ivy has maple 3. Do I at least get to score maple?", "No.", ""),
        ("Ivy has the olive 1, I have olive 8 and olive 4. Do I still win olive?", "Yes.", ""),
        ("Ivy has olive 6, I have olive 2. Do I even get to score my olive path?", "No.", ""),
        ("Léa a le 1 jaune, moi le 8 et le 5 jaunes. Je garde quand même le jaune ?", "Oui.", ""),
        (
            "Léa a le 6 jaune, moi le 2 jaune. C'est quand même moi qui gagne le jaune ?",
            "Non.",
            "",
        ),
    ],
)
def test_leads(question: str, lead: str, said: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert answer.answer.startswith(lead)
    assert said in answer.answer


# A card moved to the asker leaves the asker's other cards in place: the 8 named with
# "mon" before "le 1 de Léa" stays the asker's, so with the 1 too it is not cancelled.
@pytest.mark.parametrize(
    ("turns", "lead", "totals"),
    [
        (["Mon 8 de chêne est annulé par le 1 de Léa ?"], "Oui.", {"you": 0, "Léa": 1}),
        (
            ["Mon 8 de chêne est annulé par le 1 de Léa ?", "et si c'est moi qui ai le 1 ?"],
            "Non.",
            {"you": 9, "Léa": 0},
        ),
        (["Mon 8 bleu, il est tué par le 1 bleu de Hugo ?"], "Oui.", {"you": 0, "Hugo": 1}),
    ],
)
def test_card_moved_to_the_asker(
    turns: list[str], lead: str, totals: dict[str, int], fake_bot: Rulebot
) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert answer.answer.startswith(lead)
    assert answer.engine is not None
    assert answer.engine["totals"] == totals


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Personne n'a gardé de rouge en main, qui marque le rouge ?",
            "Tout le monde peut marquer le rouge",
        ),
        (
            "Nobody kept any oak in hand. Who scores oak?",
            "Everyone may score oak",
        ),
    ],
)
def test_nobody_holds_says_everyone(question: str, said: str, fake_bot: Rulebot) -> None:
    assert said in fake_bot.ask(question).answer


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("Ines had 7 species planted and Hugo 6, both on 29 points. Who takes it?", "Ines"),
        ("Léa avait 4 espèces et Tom 6, tous les deux à 41. Qui gagne ?", "Tom"),
    ],
)
def test_shared_total_after_colour_counts(question: str, winner: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is not None
    assert answer.engine["winners"] == [winner]


# A follow-up telling a player's total above 8 makes it that player's hand.
@pytest.mark.parametrize(
    ("turns", "totals"),
    [
        (
            ["Ben and I both hold 10 in oak. Who scores oak?", "what if Ben had 13?"],
            {"Ben": 13, "you": 10},
        ),
        (
            ["Hugo a le 5 jaune, moi le 6 jaune. Qui marque le jaune ?", "et si Hugo avait 11 ?"],
            {"Hugo": 11, "you": 6},
        ),
    ],
)
def test_follow_up_total(turns: list[str], totals: dict[str, int], fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert answer.engine is not None
    assert answer.engine["totals"] == totals
