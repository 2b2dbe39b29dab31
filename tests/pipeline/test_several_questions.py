"""A message asking several rules questions gets an answer to each, one after the other,
citing each one's pages; one question with an aside gets one answer."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


def _entries(answer_citations: tuple[object, ...]) -> set[str]:
    return {str(getattr(c, "chunk_id", "")).split(":")[0] for c in answer_citations}


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "entries"),
    [
        (
            "Rules check: (a) how many cards do I draw each turn? (b) who goes first?",
            {"rule-first-player"},
        ),
        (
            "Deux questions : combien de cartes à 3 joueurs ? et qui commence la partie ?",
            {"faq-cards-by-players", "rule-first-player"},
        ),
    ],
)
def test_each_question_of_a_message_is_answered_with_its_pages(
    real_bot: Rulebot, question: str, entries: set[str]
) -> None:
    answer = real_bot.ask(question)
    assert not answer.abstained, answer.answer
    assert answer.intent == "rules"
    assert entries <= _entries(answer.citations), answer.citations
    assert len(_entries(answer.citations)) >= 2, answer.citations
    assert answer.answer.count("\n\n") == len(_entries(answer.citations)) - 1, answer.answer
    assert 2 in answer.pages and "(p. 2)" in answer.answer
    parts = answer.to_json()["parts"]
    assert len(parts) == len(_entries(answer.citations))
    assert "\n\n".join(part["answer"] for part in parts) == answer.answer
    assert all(part["pages"] and part["question"] in question for part in parts), parts


@pytest.mark.model
def test_one_question_with_an_aside_gets_one_answer(real_bot: Rulebot) -> None:
    answer = real_bot.ask("Le premier arbre, il va où sur la table ? au milieu ?")
    assert "\n\n" not in answer.answer
    assert len(_entries(answer.citations)) == 1, answer.citations
    assert answer.to_json()["parts"] == []


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "Can I draw from my own discard pile? And can I take back the card I just discarded?",
            "Yes.",
        ),
        ("Can I plant diagonally? What counts as touching?", "No."),
        ("Le 1 annule le 8 d'un autre joueur ? Et il vaut combien alors, le 8 ?", "Oui."),
    ],
)
def test_questions_answered_by_the_same_passage_get_it_once_with_its_yes_or_no(
    real_bot: Rulebot, question: str, lead: str
) -> None:
    """Parts of a message that the same entries answer are one answer, said once, led by
    the yes or no one of them gets."""
    answer = real_bot.ask(question)
    assert answer.answer.startswith(lead), answer.answer
    body = answer.answer.removeprefix(lead).strip()
    assert answer.answer.count(body[:60]) == 1, answer.answer
    assert len(_entries(answer.citations)) == 1, answer.citations


@pytest.mark.model
def test_a_part_the_learned_entry_model_points_at_for_the_whole_message_is_answered(
    real_bot: Rulebot,
) -> None:
    """A part is answered alone when the whole message's ranking points at its entry: the
    fused ranking's first entries, or the learned entry model's (the fused ranking of
    this message misses the best score's entry)."""
    answer = real_bot.ask(
        "What is the most a single path can be worth, and may a card count in two paths "
        "of different colours?"
    )
    assert {"faq-max-score", "faq-same-card-two-paths"} <= _entries(answer.citations)
    assert "19 points" in answer.answer
    assert len(answer.to_json()["parts"]) == 2


@pytest.mark.model
def test_a_list_of_three_questions_gets_an_answer_to_each(real_bot: Rulebot) -> None:
    """Three questions or more listed in one message are several surely, as numbered ones
    are: each is answered, even one whose passage the whole message's rankings miss."""
    answer = real_bot.ask(
        "3 of us tonight: how many cards in the deck then, who deals, and can I draw from my "
        "own discard pile?"
    )
    assert {"faq-cards-by-players", "rule-first-player", "faq-draw-own-discard"} <= _entries(
        answer.citations
    )
    assert len(answer.to_json()["parts"]) == 3
