"""The leads an answer opens with (rulebot/answer/verdict.py): read back from an answer's
first words, said again in the other language, the words of a told practice's lead, the
order phrases are read in, the lead of a path told by its shape, and the cards alone and
doubled before the bonuses (`path_base.before_bonuses`)."""

from __future__ import annotations

import pytest

from rulebot.answer.compose import entry_citation
from rulebot.answer.engine_text import path_text
from rulebot.answer.model import Answer
from rulebot.answer.path_base import BeforeBonuses, before_bonuses
from rulebot.answer.texts import load_data
from rulebot.answer.verdict import lead_again, lead_said, lead_words, with_lead
from rulebot.answer.verdict_text import phrase_set
from rulebot.pipeline import Rulebot
from rulebot.pipeline.conversation import answer_in
from rulebot.pipeline.score import default_lexicon
from rulebot.rules import Card, score_path
from rulebot.rules.shapes import PathShape, shape_cards
from rulebot.understanding import Lexicon
from rulebot.understanding.asks import IS_IT_A_PATH


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return default_lexicon()


@pytest.mark.parametrize(
    ("kind", "lang", "words"),
    [
        ("mistake", "fr", "Oui, c'est une erreur."),
        ("mistake", "en", "Yes, that's a mistake."),
        ("no_mistake", "fr", "Non, c'est bien la règle."),
        ("no_mistake", "en", "No, that is the rule."),
    ],
)
def test_the_practice_leads_are_said_and_kept(kind: str, lang: str, words: str) -> None:
    answer = with_lead("Non. Seules les deux extrémités…", lead_words(kind, lang))
    assert answer == f"{words} Seules les deux extrémités…"
    assert lead_said(answer) == kind  # said again in the other language, it stays


def test_phrases_of_one_length_are_read_in_a_fixed_order() -> None:
    assert phrase_set(["plus gros", "le plus", "x"], "t") == (
        ("le", "plus"),
        ("plus", "gros"),
        ("x",),
    )


# -- a worth told of a path ----------------------------------------------------------------
S5 = PathShape(5, same_colour=True)


@pytest.mark.parametrize(
    ("question", "asks", "starts"),
    [
        ("A 5-card path all in maple is worth 5 before bonuses, right?", None, "Yes: 5 before"),
        ("A 5-card path all in maple, is it a valid path?", IS_IT_A_PATH, "Yes. A path of 5"),
        ("How much is a 5-card path all in maple worth?", None, "A path of 5"),
    ],
)
def test_path_text_leads_once(
    question: str, asks: str | None, starts: str, lexicon: Lexicon
) -> None:
    score = score_path(shape_cards(S5))
    assert path_text(score, "en", lexicon, S5, asks, question).startswith(starts)


# -- every lead recognised -----------------------------------------------------------------
def _leads() -> list[tuple[str, str]]:
    """(an answer opening with a lead, its kind): every lead the verdict modules give."""
    data = load_data("verdict_questions.yaml")
    found = [
        (f"{words} The passage.", str(kind))
        for kind, said in data["leads"].items()
        for words in said.values()
    ]
    found += [
        (f"{str(t).format(best=9, total=15)} The passage.", "no") for t in data["told_sum"].values()
    ]
    return found


@pytest.mark.parametrize(("answer", "kind"), _leads())
def test_lead_said(answer: str, kind: str) -> None:
    assert lead_said(answer) == kind


@pytest.mark.parametrize(
    "answer",
    [
        "Only the very first card of the arboretum is free of this rule. (p. 4)",
        "Nonetheless, a card must touch another. (p. 4)",
        "Yesterday's rule. (p. 4)",
        "Chaque joueur reçoit 7 cartes. (p. 2)",
    ],
)
def test_no_lead_said(answer: str) -> None:
    assert lead_said(answer) is None


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
