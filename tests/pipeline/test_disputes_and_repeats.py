"""Answers fixed in session 10, each with phrasings of our own (French and English):

- ``DISPUTES``: "X says his path is worth 3, I say 6: who is right?" was answered as a
  right to score (the asker's 6 read as a card). It is the path's score now, led by who
  is right (`verdict_dispute.dispute_lead`, the engine's total deciding).
- ``TOTALS``: a hand told as a total above 8 plus a named card ("Léa a 10 en bleu et le 1
  bleu") lost the total; it is the total of the other cards plus the card now.
- ``REPEATS``: a `told_sum` lead ("No: only the best path … 9 points (not 15) …") said
  again in the other language came back as a bare "Non." (`verdict.lead_again`); a path
  answer said again lost its lead and asides (it is read from the question first asked).
- ``OTHER_PATH``: a path's score asked with "can I also score my other willow path?" left
  the second ask unanswered; the answer now adds that one path per colour scores, citing
  the rule's entry and pages (`engine.path_answer`).
- ``before_bonuses``: verdict_worth and verdict_path read "the cards alone, and the cards
  doubled" from one reading of the engine's breakdown (`path_base.before_bonuses`).
"""

from __future__ import annotations

import pytest

from rulebot.answer.compose import entry_citation
from rulebot.answer.model import Answer
from rulebot.answer.path_base import BeforeBonuses, before_bonuses
from rulebot.answer.texts import load_data
from rulebot.answer.verdict import lead_again
from rulebot.pipeline import Rulebot
from rulebot.pipeline.conversation import answer_in
from rulebot.rules import Card, Rule, score_path

# -- DISPUTES -------------------------------------------------------------------------------
DISPUTES = [  # (question, the answer's opening)
    (
        "Nina says her oak 2, 4, 6 is worth 3 points, I say 5. Which of us is right?",
        "Nina is right: 3 points.",
    ),
    (
        "Hugo dit que son 1, 4, 6 de saule rapporte 4 points, moi je dis 3. Qui a raison ?",
        "Hugo a raison : 4 points.",  # 3 cards + 1 for the 1
    ),
    (
        "Max claims his maple 2, 3, 4, 5 scores 4, I'd say it's more. Who's right?",
        "You are right: 8 points.",
    ),
    (
        "Zoé dit que son 2-6-7 de chêne vaut 5 points, selon moi 4. Qui a raison ?",
        "Aucun des deux : 3 points.",
    ),
    (
        "Inès dit que son 1-3-8 de cerisier fait 4 points, moi je dis 6 points. Qui a raison ?",
        "Tu as raison : 6 points.",
    ),
    (
        "Jules dit que son 4-5-6-7-8 de tulipier vaut 12 points, moi je pense 12 aussi. "
        "Qui a raison ?",
        "Vous avez raison tous les deux : 12 points.",
    ),
    (
        "Kim says her willow 2, 3, 4 is worth 3 points, and I say 3 too. Who's right?",
        "You are both right: 3 points.",
    ),
    (
        "Léo says his 3-5-8 red scores 4 points, who's right?",
        "Léo is wrong: 5 points.",
    ),
]


@pytest.mark.parametrize(("question", "opening"), DISPUTES)
def test_a_disputed_worth(question: str, opening: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.answer.startswith(opening)


# Must not: a real right to score with "I have 6" / "le 6 bleu"; a path with no dispute.
@pytest.mark.parametrize(
    ("question", "intent", "says"),
    [
        ("Nina has the oak 2, I have 6 in oak. Who scores oak?", "right_to_score", "you: 6"),
        (
            "Hugo a le 4 bleu, moi j'ai le 6 bleu. Qui a raison, qui marque le bleu ?",
            "right_to_score",
            "toi : 6",
        ),
        ("What is oak 2, oak 4, oak 6 worth?", "path_score", "Path 2 oak"),
        ("Mon 2-4-6 de saule vaut combien ?", "path_score", "Sentier 2 saule"),
    ],
)
def test_no_dispute_keeps_its_answer(
    question: str, intent: str, says: str, fake_bot: Rulebot
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == intent
    assert says in answer.answer
    assert "right:" not in answer.answer and "raison" not in answer.answer.split("(")[0][:40]


# -- TOTALS ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "says"),
    [
        (
            "Inès a 11 en rouge et le 1 rouge, moi j'ai le 8 rouge et le 4 rouge. Qui marque ?",
            ["Inès : 12", "toi : 4", "annulé"],
        ),
        (
            "Hugo has 9 in maple plus the maple 1, I hold the maple 8 and the maple 7. "
            "Who scores maple?",
            ["Hugo: 10", "you: 7", "cancelled"],
        ),
        # Must not: the cards that make up the total; a card named alone.
        ("J'ai 11 en vert : le 5 et le 6, Léo a le 8 vert. Qui marque le vert ?", ["toi : 11"]),
        ("Léa has the blue 6, I have the blue 8. Who scores blue?", ["Léa: 6", "you: 8"]),
    ],
)
def test_a_total_and_a_card(question: str, says: list[str], fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    for words in says:
        assert words in answer.answer


# -- REPEATS --------------------------------------------------------------------------------
def _told_sum(lang: str, best: int, total: int) -> str:
    return str(load_data("verdict_questions.yaml")["told_sum"][lang]).format(best=best, total=total)


@pytest.mark.parametrize(
    ("answer", "lang", "lead"),
    [
        (f"{_told_sum('fr', 7, 12)} Un seul sentier compte.", "en", _told_sum("en", 7, 12)),
        (f"{_told_sum('en', 10, 13)} Only one path counts.", "fr", _told_sum("fr", 10, 13)),
        (f"{_told_sum('en', 5, 9)} Only one path counts.", "en", _told_sum("en", 5, 9)),
        # Must not: a fixed lead stays a fixed lead; no lead stays none.
        ("Non. La carte doit toucher par un côté. (p. 4)", "en", "No."),
        ("Yes. Any discard pile. (p. 4)", "fr", "Oui."),
        ("Chaque joueur reçoit 7 cartes. (p. 2)", "en", None),
    ],
)
def test_lead_again(answer: str, lang: str, lead: str | None) -> None:
    assert lead_again(answer, lang) == lead


@pytest.mark.parametrize(
    ("lang", "other", "numbers"),
    [("fr", "en", "9 points (not 15)"), ("en", "fr", "9 points (pas 15)")],
)
def test_a_told_sum_said_again_keeps_its_reason(
    lang: str, other: str, numbers: str, fake_bot: Rulebot
) -> None:
    corpus, entry = fake_bot.corpus, "rule-one-path-per-colour"
    text = f"{_told_sum(lang, 9, 15)} {corpus.entry(entry).text(lang).text}"
    cited = (entry_citation(corpus, entry, lang),)
    first = Answer("q", text, lang, "rules", corpus.entry(entry).pages, cited)
    again = answer_in(first, other, fake_bot.corpus)
    assert again.answer.startswith(_told_sum(other, 9, 15))
    assert numbers in again.answer


# -- OTHER_PATH -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "says"),
    [
        (
            "Oak 2, oak 4, oak 6 is worth what? Can I add my other oak path too?",
            "your other oak path does not add to it",
        ),
        (
            "Mon sentier 1-3-8 de saule vaut combien, et mon deuxième sentier de saule compte "
            "en plus ?",
            "ton autre sentier saule ne s'y ajoute pas",
        ),
    ],
)
def test_another_path_of_the_colour(question: str, says: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    rule = Rule.ONE_PATH_PER_COLOUR
    assert answer.intent == "path_score"
    assert says in answer.answer
    assert set(rule.pages) <= set(answer.pages)
    assert f"rule-one-path-per-colour:{answer.lang}" in [c.chunk_id for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Oak 2, oak 4, oak 6: what's it worth? My other path is shorter.",
        "Combien vaut 2-4-6 de saule ?",
    ],
)
def test_no_other_path_asked(question: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(question)
    assert answer.pages == (6, 7)
    assert "one path per colour" not in answer.answer and "un seul sentier" not in answer.answer


# -- before_bonuses -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("cards", "before"),
    [
        ([(1, "oak"), (3, "oak"), (5, "oak"), (8, "oak")], BeforeBonuses(4, 8)),
        ([(1, "red"), (3, "blue"), (5, "blue"), (8, "red")], BeforeBonuses(4, 4)),
        ([(2, "oak"), (4, "oak"), (6, "oak")], BeforeBonuses(3, 3)),
        ([(2, "oak"), (3, "oak"), (4, "oak"), (5, "oak"), (6, "oak")], BeforeBonuses(5, 10)),
    ],
)
def test_before_bonuses(cards: list[tuple[int, str]], before: BeforeBonuses) -> None:
    assert before_bonuses(score_path(tuple(Card(v, c) for v, c in cards))) == before


# A path answer said again in the other language keeps its lead and its asides: it is
# read from the question first asked (`Rulebot._again`).
@pytest.mark.parametrize(
    ("first", "again", "says"),
    [
        (
            "Hugo dit que son 2, 4, 7 de saule vaut 3 points, moi je dis 5. Qui a raison ?",
            "in English please",
            ["Hugo is right: 3 points.", "Path 2 willow"],
        ),
        (
            "Nina says her oak 2, 4, 6 is worth 3 points, I say 5. Who's right?",
            "en français ?",
            ["Nina a raison : 3 points.", "Sentier 2 chêne"],
        ),
        (
            "My path is 2-3-5, all maple. What's it worth, and can I also score my other "
            "maple path?",
            "en français ?",
            ["3 points", "ton autre sentier érable ne s'y ajoute pas"],
        ),
        # Must not: a plain path said again stays plain.
        ("Mon 2-4-6 de saule vaut combien ?", "in English please", ["Path 2 willow"]),
    ],
)
def test_a_path_said_again_keeps_its_lead(
    first: str, again: str, says: list[str], fake_bot: Rulebot
) -> None:
    answer = fake_bot.ask(again, history=[first])
    assert answer.question == again
    for words in says:
        assert words in answer.answer
    if len(says) == 1:
        assert answer.answer.startswith(says[0])
