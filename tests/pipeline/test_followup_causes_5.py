"""The general causes fixed with tests/data/followup_phrasings_5.yaml, one table each: every
row fails without its fix. The conversations here are not in the phrasing sets."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.conversation import resolve_one
from rulebot.pipeline.followup import looks_like_followup
from tests.pipeline.test_followup_sets import problems


def _path(history: str, question: str, lang: str, points: int) -> dict[str, Any]:
    expect = {"kind": "path_score", "valid": True, "points": points}
    return {"history": [history], "question": question, "lang": lang, "expect": expect}


def _right(history: str, question: str, lang: str, totals: dict[str, int]) -> dict[str, Any]:
    best = max(totals.values())
    scorers = [player for player, total in totals.items() if total == best]
    expect = {"kind": "right_to_score", "scorers": scorers, "totals": totals}
    return {"history": [history], "question": question, "lang": lang, "expect": expect}


CASES = {
    # a verb of swapping ("swap", "échange", "devenait") replaces the card named first
    "swap-path": _path(
        "What's oak 2, oak 4, oak 5 worth?", "and if I swap the 5 for the 7?", "en", 3
    ),
    "echange-path": _path(
        "Combien vaut 1 bleu, 3 bleu, 4 bleu ?", "et si j'échange le 4 contre le 8 ?", "fr", 6
    ),
    "devenait-path": _path(
        "Combien vaut 3 vert, 5 vert, 6 vert ?", "et si le 6 devenait un 8 ?", "fr", 5
    ),
    "switch-hand": _right(
        "Who scores red: me red 2, Ivy red 5?",
        "what if I switched my 2 for the 6?",
        "en",
        {"you": 6, "Ivy": 5},
    ),
    # "change the 3 into a 4" swaps; "what would change if..." does not
    "change-into-path": _path(
        "How much is red 3, red 4, red 6?", "change the 3 into a 1?", "en", 4
    ),
    "changeant-pour-path": _path(
        "Combien vaut 2 jaune, 4 jaune, 5 jaune ?", "et en changeant le 2 pour le 1 ?", "fr", 4
    ),
    # "plus le 6 mais le 8", "no longer the 4 but the 7": one card leaves, the other comes
    "plus-mais-hand": _right(
        "Moi 4 rouge, Tao 5 rouge. Qui marque le rouge ?",
        "et si je n'avais plus le 4 mais le 6 ?",
        "fr",
        {"you": 6, "Tao": 5},
    ),
    "no-longer-but-path": _path(
        "What's blue 2, blue 5, blue 6 worth?", "and if it no longer had the 6 but the 8?", "en", 5
    ),
    # "all blue": every card of the path takes the colour, not only the scored ones
    "all-colour-en": _path(
        "Score oak 1, red 2, red 3, oak 7 for oak", "what if it was all oak?", "en", 9
    ),
    "tout-colour-fr": _path(
        "Combien pour 2 vert, 4 rouge, 5 rouge, 6 vert, pour le vert ?",
        "et si tout était vert ?",
        "fr",
        8,
    ),
    # the values placing a card ("between the 3 and the 7") are no cards of a new path
    "between-new-card": _path(
        "What's red 1, red 3, red 7 worth?", "and with red 5 between the 3 and the 7?", "en", 9
    ),
    # "them", "eux": the one other player
    "them-other-player": _right(
        "Who scores blue: me blue 6, Ola blue 3?",
        "what if it was them with the 6 and me with the 3?",
        "en",
        {"you": 3, "Ola": 6},
    ),
    "eux-other-player": _right(
        "Qui marque le vert : moi 5 vert, Remi 2 vert ?",
        "et si eux avaient le 5 et moi le 2 ?",
        "fr",
        {"you": 2, "Remi": 5},
    ),
}


@pytest.mark.parametrize("item", CASES.values(), ids=CASES.keys())
def test_follow_up_causes(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)


def test_what_would_change_is_no_swap(fake_bot: Rulebot) -> None:
    """A verb of change swaps a card only between a value and a linking word."""
    item = _right(
        "Who scores blue if Kim has blue 6 and I have blue 4?",
        "what would change if I also held blue 3?",
        "en",
        {"Kim": 6, "you": 7},
    )
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "just the ends then?",
        "only the first card?",
        "seulement le premier alors ?",
        "juste à 2 ?",
        "even if they're both long?",
        "même si c'est le même joueur ?",
        "from where?",
        "d'où ?",
    ],
)
def test_only_even_and_then_mark_a_follow_up(question: str) -> None:
    assert looks_like_followup(question)


@pytest.mark.parametrize(
    ("history", "question"),
    [
        ("Does every card of a path have to be red?", "only the two ends then?"),
        ("Un sentier doit-il être d'une seule couleur ?", "seulement les deux bouts alors ?"),
        ("Can I score two paths of one colour?", "even if they're both long?"),
        ("How many cards do you draw?", "from where?"),
    ],
)
def test_a_rules_follow_up_without_game_words_is_not_declined(
    fake_bot: Rulebot, history: str, question: str
) -> None:
    answer = fake_bot.ask(question, history=[history])
    assert answer.intent == "rules", answer.answer


@pytest.mark.parametrize(
    ("question", "earlier", "read"),
    [
        (
            "what about the very first one?",
            "Can I place a card diagonally?",
            "what about the very first card?",
        ),
        ("and the last ones?", "Which cards of a path must match?", "and the last cards?"),
        ("and one that ends on an 8?", "How much is a path worth?", "and one that ends on an 8?"),
        ("what about the other one?", "How do you win?", "what about the other one?"),
    ],
)
def test_one_stands_for_the_earlier_thing(question: str, earlier: str, read: str) -> None:
    assert resolve_one(question, earlier) == read


@pytest.mark.model
def test_the_very_first_one_is_the_first_card(real_bot: Rulebot) -> None:
    answer = real_bot.ask("and the first one?", history=["Can cards touch by a corner?"])
    assert answer.citations and answer.citations[0].chunk_id.startswith("faq-first-card")
