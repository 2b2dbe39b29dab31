"""Who may score a colour is said first, as a sentence with the player and the verb
("C'est toi qui marques le vert : …", "Sam scores cassia: …"), then the hand totals.

Before: "Droit de marquer le vert, d'après les cartes gardées en main — toi : 9, Léa : 8.
Plus haut total, donc droit de marquer un sentier vert : toi (p. 5-6)." — the verdict
came last, as a bare name after a colon.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

# (turns, the answer's start, words the breakdown keeps)
LEADS = [
    # the asker alone
    (
        ["Il me reste le 6 et le 3 de vert, Lou n'a que le 7 vert. Qui a le vert ?"],
        "C'est toi qui marques le vert : ",
        ["toi : 9", "Lou : 7", "plus haut total"],
    ),
    (
        ["fin de partie, j'ai 5 et 4 en rose, Max a le 8 rose. c'est à qui le rose ?"],
        "C'est toi qui marques le rose : ",
        ["toi : 9", "Max : 8"],
    ),
    (
        ["At the end I kept the 6 and 3 of oak, Lou only the oak 7. Who takes oak?"],
        "You score oak: ",
        ["you: 9", "Lou: 7", "highest total"],
    ),
    (
        ["dogwood in hand: me 5 and 4, Max just the 8. whose dogwood is it?"],
        "You score dogwood: ",
        ["you: 9", "Max: 8"],
    ),
    # the asker through a cancelled 8, and with their own 1 and 8
    (
        ["Kim garde le 8 et le 2 d'olivier, moi le 1 et le 3. Qui compte l'olivier ?"],
        "C'est toi qui marques l'olivier : ",
        ["annulé par ton 1", "toi : 4"],
    ),
    (
        ["Kim kept olive 8 and olive 2, I kept olive 1 and olive 3. Who gets olive?"],
        "You score olive: ",
        ["cancelled by your 1", "you: 4"],
    ),
    (
        ["J'ai le 1 et le 8 de saule, Ana le 6 et le 2 de saule. Mon 1 tue mon 8 ?"],
        "Non. C'est toi qui marques le saule : ",
        ["ton propre 1 n'annule pas ton 8", "toi : 9"],
    ),
    (
        ["I hold willow 1 and willow 8, Ana holds willow 6 and 2. Does my 1 cancel my own 8?"],
        "No. You score willow: ",
        ["own 1 does not cancel", "you: 9"],
    ),
    # another player
    (
        ["Moi le 2 de chêne, Sam le 6 de chêne. Qui compte le chêne ?"],
        "C'est Sam qui marque le chêne : ",
        ["toi : 2", "Sam : 6"],
    ),
    (
        ["Me: cassia 2. Sam: cassia 6. Who scores cassia?"],
        "Sam scores cassia: ",
        ["you: 2", "Sam: 6"],
    ),
    # a tie
    (
        ["Jo a le 5 et le 2 d'érable, moi le 7 d'érable. Qui marque l'érable ?"],
        "Jo et toi marquez l'érable (égalité) : ",
        ["Jo : 7", "toi : 7", "chacun"],
    ),
    (
        ["Jo has maple 5 and maple 2, I have maple 7. Who scores maple?"],
        "Jo and you both score maple (a tie): ",
        ["Jo: 7", "you: 7", "each"],
    ),
    (
        ["Jo a le 6 de rose, Kim le 4 et le 2 de rose, moi le 3. Qui marque le rose ?"],
        "Jo et Kim marquent le rose (égalité) : ",
        ["Jo : 6", "Kim : 6"],
    ),
    (
        ["Jo has pink 6, Kim pink 4 and pink 2, me pink 3. Who scores pink?"],
        "Jo and Kim both score pink (a tie): ",
        ["Jo: 6", "Kim: 6"],
    ),
    # nobody holds it
    (
        ["Personne n'a de bleu en main à la fin. Qui compte le bleu ?"],
        "Tout le monde peut marquer le bleu : ",
        ["personne n'a de bleu en main"],
    ),
    (
        ["No one has any blue left in hand. Who counts blue?"],
        "Everyone may score blue: ",
        ["nobody holds blue in hand"],
    ),
    # follow-ups on a scenario say it the same way
    (
        [
            "Moi le 2 de chêne, Sam le 6 de chêne. Qui compte le chêne ?",
            "et si j'avais aussi le 5 ?",
        ],
        "C'est toi qui marques le chêne : ",
        ["toi : 7", "Sam : 6"],
    ),
    (
        ["Me: cassia 2. Sam: cassia 6. Who scores cassia?", "and if I also had the 5?"],
        "You score cassia: ",
        ["you: 7", "Sam: 6"],
    ),
]


@pytest.mark.parametrize(("turns", "start", "kept"), LEADS)
def test_the_verdict_comes_first(
    turns: list[str], start: str, kept: list[str], fake_bot: Rulebot
) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert answer.intent == "right_to_score"
    assert answer.answer.startswith(start), answer.answer
    for words in kept:
        assert words in answer.answer
    assert answer.answer.endswith("(p. 5-6).")


# Must not: the verdict names only the scorers, and a yes-or-no keeps its own lead.
NOT_SAID = [
    ("Moi le 2 de chêne, Sam le 6 de chêne. Qui compte le chêne ?", "C'est toi"),
    ("Me: cassia 2. Sam: cassia 6. Who scores cassia?", "You score"),
    ("Ana a le 8 de rose, Léo le 1 de rose. Qui marque le rose ?", "C'est Ana"),
    ("Ana has pink 8, Leo has pink 1. Who scores pink?", "Ana scores"),
    ("J'ai 11 en bleu, Tom a 13 en bleu. Je marque le bleu ?", "Oui."),
    ("I have 11 in blue, Tom has 13 in blue. Do I score blue?", "Yes."),
]


@pytest.mark.parametrize(("question", "unsaid"), NOT_SAID)
def test_the_verdict_names_no_one_else(question: str, unsaid: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert not answer.answer.startswith(unsaid), answer.answer
