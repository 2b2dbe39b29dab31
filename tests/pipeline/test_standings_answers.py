"""A told end of game answered through rulebot.ask: the winner computed by the rules
engine, named in the asker's language, with the pages of the rules applied."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.rules import Rule, format_pages, merge_pages

TIE = (Rule.WINNING, Rule.TIE_BREAK)
WIN = (Rule.WINNING,)

ANSWERS = [
    # question, lang, winners, rules applied, phrases the answer must hold
    (
        "Partie finie : Gaspard 29, moi 29 aussi. Il a cinq espèces, moi six. Qui gagne ?",
        "fr",
        ["you"],
        TIE,
        ["C'est toi qui gagnes", "toi 6, Gaspard 5"],
    ),
    (
        "Final scores: Lena 24, me 24, Raj 20. Lena has 7 species planted, I have 5. Who won?",
        "en",
        ["Lena"],
        TIE,
        ["Lena wins", "24 points", "Lena 7, you 5"],
    ),
    (
        "Égalité à 16 points entre Aline, Marc et moi : Aline a 4 couleurs, Marc 4 aussi, "
        "moi 3. Qui l'emporte ?",
        "fr",
        ["Aline", "Marc"],
        TIE,
        ["Égalité entre Aline et Marc", "4", "toi 3", "ne prévoit rien de plus"],
    ),
    (
        "My sister and I both ended on 33 with 6 colours each. Who wins?",
        "en",
        ["opponent", "you"],
        TIE,
        ["A tie between your sister and you", "no further tie-break"],
    ),
    (
        "End of our Arboretum game: Zack 40, Emma 38, me 35. Who takes it?",
        "en",
        ["Zack"],
        WIN,
        ["Zack wins with 40 points", "Emma (38) and you (35)"],
    ),
    (
        "Hélène et moi finissons à 12 points ; Hélène a 3 couleurs. Qui gagne ?",
        "fr",
        [],
        TIE,
        ["Égalité entre Hélène et toi", "il me manque le tien", "Hélène 3"],
    ),
    # colours told by comparison only
    (
        "Partie terminée : Justine et moi à 17 points, mais elle a moins d'espèces plantées "
        "que moi. Qui gagne ?",
        "fr",
        ["you"],
        TIE,
        ["C'est toi qui gagnes", "c'est toi qui en as le plus"],
    ),
    (
        "Owen and I finished level on 21, and we have the same number of species. Who wins?",
        "en",
        ["Owen", "you"],
        TIE,
        ["A tie between Owen and you", "each has as many", "no further tie-break"],
    ),
]


@pytest.mark.parametrize(("question", "lang", "winners", "rules", "phrases"), ANSWERS)
def test_winner_answers(
    fake_bot: Rulebot,
    question: str,
    lang: str,
    winners: list[str],
    rules: tuple[Rule, ...],
    phrases: list[str],
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "winner"
    assert answer.lang == lang
    assert answer.engine is not None and answer.engine["winners"] == winners
    pages = merge_pages(*(rule.pages for rule in rules))
    assert answer.pages == pages and answer.engine["pages"] == list(pages)
    assert f"({format_pages(pages)})" in answer.answer
    cited = {c.chunk_id.split(":")[0] for c in answer.citations}
    assert cited == {f"rule-{rule.key.replace('_', '-')}" for rule in rules}
    for phrase in phrases:
        assert phrase in answer.answer


RULES_QUESTIONS = [
    "En cas d'égalité de points, qui gagne ?",
    "If two players tie on points, who wins?",
    "Mia et Paul sont à égalité, qui l'emporte ?",
]


@pytest.mark.parametrize("question", RULES_QUESTIONS)
def test_rules_questions_stay_rules(fake_bot: Rulebot, question: str) -> None:
    assert fake_bot.ask(question).intent == "rules"
