"""Engine answers through rulebot.ask: numbers from the engine, pages from its rules."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

PATHS = [
    # question, lang, valid, points, pages, a phrase the answer must hold
    ("Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?", "fr", True, 7, (6, 7), "7 points"),
    ("How much is oak 1, maple 4, oak 8 worth?", "en", True, 6, (6, 7), "6 points"),
    ("combien vaut 8 rouge 5 bleu 3 bleu 1 rouge", "fr", True, 7, (6, 7), "autre sens"),
    ("Combien vaut 2 chêne 3 chêne 5 chêne 7 chêne ?", "fr", True, 8, (6, 7), "doublés"),
    ("Score of willow 1-2-3-4-5-6-7-8?", "en", True, 19, (6, 7), "19 points"),
    ("Combien vaut 1 rouge, 3 bleu, 5 bleu ?", "fr", False, 0, (6,), "couleur"),
    ("How many points for oak 3, maple 3, oak 5?", "en", False, 0, (6,), "0 points"),
    (
        "un sentier de 5 cartes de la même couleur, ça fait combien ?",
        "fr",
        True,
        10,
        (6, 7),
        "10 points",
    ),
]


@pytest.mark.parametrize(("question", "lang", "valid", "points", "pages", "phrase"), PATHS)
def test_path_scores(
    fake_bot: Rulebot,
    question: str,
    lang: str,
    valid: bool,
    points: int,
    pages: tuple[int, ...],
    phrase: str,
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.lang == lang
    assert answer.engine is not None
    assert (answer.engine["valid"], answer.engine["points"]) == (valid, points)
    assert answer.pages == pages
    assert phrase in answer.answer
    assert all(set(c.pages) <= set(pages) for c in answer.citations)


RIGHTS = [
    (
        "J'ai le 8 bleu, mon adversaire a le 1 bleu, qui marque le bleu ?",
        {"you": 0, "opponent": 1},
        ["opponent"],
        (5, 6),
    ),
    (
        "J'ai le 8 et le 1 bleu, mon adversaire a le 7 bleu, qui marque ?",
        {"you": 9, "opponent": 7},
        ["you"],
        (5, 6),
    ),
    (
        "Bob holds oak 1 and oak 4, I hold oak 5. Who scores oak?",
        {"Bob": 5, "you": 5},
        ["Bob", "you"],
        (5, 6),
    ),
]


@pytest.mark.parametrize(("question", "totals", "scorers", "pages"), RIGHTS)
def test_right_to_score(
    fake_bot: Rulebot,
    question: str,
    totals: dict[str, int],
    scorers: list[str],
    pages: tuple[int, ...],
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert answer.engine is not None
    assert answer.engine["totals"] == totals
    assert sorted(answer.engine["scorers"]) == sorted(scorers)
    assert answer.pages == pages


def test_layout_question(fake_bot: Rulebot) -> None:
    answer = fake_bot.ask("1A  3B   .\n .  5B  8A\n .  4A  2A")
    assert answer.intent == "layout"
    assert answer.engine is not None
    assert answer.engine["paths"]["A"]["points"] == 7


FOLLOW_UPS = [
    # earlier turns, follow-up, expected points
    (["Combien vaut 1 rouge, 3 bleu, 5 bleu, 7 rouge ?"], "et s'il finit sur un 8 ?", 8),
    (["Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"], "et sans le 3 ?", 6),
    (["Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"], "et sans le 1 ?", 0),  # ends differ
    (["How much is oak 2, oak 3, oak 5, oak 7?"], "what if it ends on an 8?", 12),
    (
        ["Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?", "et sans le 3 ?"],
        "et sans le 5 ?",
        5,
    ),
]


@pytest.mark.parametrize(("history", "question", "points"), FOLLOW_UPS)
def test_path_follow_ups(fake_bot: Rulebot, history: list[str], question: str, points: int) -> None:
    answer = fake_bot.ask(question, history=history)
    assert answer.intent == "path_score"
    assert answer.engine is not None
    assert answer.engine["points"] == points


def test_scenario_follow_up(fake_bot: Rulebot) -> None:
    first = "Bob holds oak 4, I hold oak 5. Who scores oak?"
    answer = fake_bot.ask("what if Bob also had the 8?", history=[{"question": first}])
    assert answer.engine is not None
    assert answer.engine["totals"] == {"Bob": 12, "you": 5}
    assert answer.engine["scorers"] == ["Bob"]


SCENARIO_FOLLOW_UPS = [
    # first question, follow-up, expected totals, expected scorers
    (
        "J'ai le 8 jaune, mon adversaire a le 1 jaune et le 4 jaune. Qui marque le jaune ?",
        "et si c'était le 5 jaune au lieu du 1 ?",
        {"you": 8, "opponent": 9},
        ["opponent"],
    ),
    (
        "Moi j'ai le 8 vert, Léa a le 1 vert. Qui marque le vert ?",
        "et si Léa avait le 2 vert au lieu du 1 ?",
        {"you": 8, "Léa": 2},
        ["you"],
    ),
    (
        "Who scores yellow if I have yellow 5 and my opponent has yellow 6?",
        "and what if Lee also has yellow 4 and yellow 2?",
        {"you": 5, "opponent": 6, "Lee": 6},
        ["opponent", "Lee"],
    ),
    (
        "J'ai le 8 bleu, mon adversaire a le 1 bleu. Qui marque le bleu ?",
        "et si c'était moi qui avais le 1 bleu, avec mon 8 ?",
        {"you": 9, "opponent": 0},
        ["you"],
    ),
]


@pytest.mark.parametrize(("first", "question", "totals", "scorers"), SCENARIO_FOLLOW_UPS)
def test_scenario_follow_ups_swap_add_and_move_cards(
    fake_bot: Rulebot, first: str, question: str, totals: dict[str, int], scorers: list[str]
) -> None:
    answer = fake_bot.ask(question, history=[first])
    assert answer.intent == "right_to_score"
    assert answer.engine is not None
    assert answer.engine["totals"] == totals
    assert sorted(answer.engine["scorers"]) == sorted(scorers)


RULES_FOLLOW_UPS = [
    # earlier question, follow-up, the entry a right answer comes from
    (
        "Combien de cartes à 2 joueurs ?",
        "et à 3 joueurs ?",
        ("rule-deck-by-players", "faq-cards-by-players"),
    ),
    (
        "On peut poser une carte en diagonale d'une autre ?",
        "et la toute première, elle va où ?",
        ("faq-first-card",),
    ),
]


@pytest.mark.parametrize(("first", "question", "entries"), RULES_FOLLOW_UPS)
def test_rules_follow_ups_read_with_their_context(
    fake_bot: Rulebot, first: str, question: str, entries: tuple[str, ...]
) -> None:
    answer = fake_bot.ask(question, history=[first])
    assert answer.intent == "rules"
    assert answer.citations
    assert answer.citations[0].chunk_id.split(":")[0] in entries
