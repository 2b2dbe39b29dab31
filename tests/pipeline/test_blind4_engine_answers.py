"""Engine answers fixed with eval/sets/blind_4_tune.yaml, through `Rulebot.ask` on the fake
embedder: one table per general cause, each row failing without its fix (guards marked as
such pass either way). The phrasings are new, not the set's."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

# A capitalised word heading a colour ("Pur chêne :", "Côté chêne,") is no player.
HEADED_PATHS = [
    ("Pur chêne : 2, 3, 5, 7, bien alignés. Je gagne combien de points ?", 8),
    ("Plain maple: 1, 4, 6, 8, in one line. How much do I score?", 11),
]


@pytest.mark.parametrize(("question", "points"), HEADED_PATHS)
def test_a_path_under_a_heading_word_is_scored(
    fake_bot: Rulebot, question: str, points: int
) -> None:
    engine = fake_bot.ask(question).engine
    assert engine is not None and engine["kind"] == "path", engine
    assert (engine["valid"], engine["points"]) == (True, points)


# Who scores, with the hands read right: no heading word as a player, holding said loosely.
SCORERS = [
    (
        "Côté chêne, Hugo a le 4 rouge et moi le 2 bleu : pas un seul chêne chez nous. "
        "Qui peut marquer le chêne ?",
        ["Hugo", "you"],
    ),
    ("Sam sits on blue 2 and blue 5; my only blue is the 6. Who gets blue?", ["Sam"]),
    ("Léa planque le 1 et le 3 de saule, et mon seul saule, c'est le 8. Qui marque ?", ["Léa"]),
    ("Tom is sitting on the oak 1 and my only oak is the 8. Who scores oak?", ["Tom"]),
]


@pytest.mark.parametrize(("question", "scorers"), SCORERS)
def test_who_scores_from_hands_read_right(
    fake_bot: Rulebot, question: str, scorers: list[str]
) -> None:
    engine = fake_bot.ask(question).engine
    assert engine is not None and engine["kind"] == "right_to_score", engine
    assert sorted(engine["scorers"]) == sorted(scorers)


# The lead: none for a how-much question; "is she right?" answers the claim told.
LEADS = [
    ("J'ai le 8 de saule et Hugo le 1 de saule. Mon 8 compte pour combien au décompte ?", ""),
    ("I hold the red 8 and Ava holds the red 1. How much is my 8 worth at the count?", ""),
    (
        "Noah holds the oak 8 and Liv holds the oak 1. Liv reckons her 1 knocks out "
        "Noah's 8 - is she right?",
        "Yes.",
    ),
    (
        "Paul a le 8 bleu, Léa le 1 bleu. Léa dit que son 1 annule le 8 de Paul. Elle a raison ?",
        "Oui.",
    ),
    # guard: a closed question about one's 8 keeps its lead
    ("I hold the red 8 and Ava holds the red 1. Does my 8 count?", "No."),
]


@pytest.mark.parametrize(("question", "lead"), LEADS)
def test_the_lead_answers_what_is_asked(fake_bot: Rulebot, question: str, lead: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score", answer.answer
    first = answer.answer.split(" ", 1)[0]
    assert (first if first in {"Oui.", "Non.", "Yes.", "No."} else "") == lead, answer.answer


# Cards told as touching only by a corner make no path (NOT_A_CHAIN, the rule of paths).
DIAGONALS = [
    ("Mon 2 de saule touche mon 6 de saule par un coin seulement, en diagonale : ça compte ?"),
    ("My oak 3 and oak 7 sit diagonally, corner to corner. How much is that path worth?"),
]


@pytest.mark.parametrize("question", DIAGONALS)
def test_a_diagonal_is_no_path(fake_bot: Rulebot, question: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is not None and answer.engine["kind"] == "path", answer.answer
    assert (answer.engine["valid"], answer.engine["reason"]) == (False, "not_a_chain")
    assert [c.chunk_id.split(":")[0] for c in answer.citations] == ["rule-paths"]


def test_a_diagonal_denied_is_a_path(fake_bot: Rulebot) -> None:
    """Guard: "pas en diagonale" says the cards touch by a side."""
    answer = fake_bot.ask(
        "Mon 3 de chêne touche mon 5 de chêne par un côté, pas en diagonale. Combien ?"
    )
    assert answer.engine is not None and answer.engine["valid"] is True, answer.answer


# The worth of paths told ("l'un vaut 5 et l'autre 9") is a rules question, not hands.
WORTHS = [
    "My two willow paths: one is worth 4 and the other 7. Can I add both?",  # guard
    "J'ai deux sentiers de chêne : l'un vaut 6, l'autre 11. Ils s'additionnent ?",
]


@pytest.mark.parametrize("question", WORTHS)
def test_path_worths_get_the_rules_answer(fake_bot: Rulebot, question: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is None and answer.intent == "rules", answer.answer
