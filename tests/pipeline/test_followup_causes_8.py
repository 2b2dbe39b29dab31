"""The general causes fixed with tests/data/followup_phrasings_8.yaml, one table each: every
row marked so fails without its fix. The conversations of the tables are not in the set.

1. A short "X or Y?" with no clause of its own ("colours in our hand or on the table?")
   leans on the question before however it opens (`followup_words.either_or`, read by
   `followup.looks_like_followup`), and keeps its subject: the entries that question found
   alone rank first (`followup_rules.keeps_subject`, `follow_up_ranking`). After a path or
   hands it changes neither ("oak or maple?" is no recolouring: `conversation.plan_followup`).
2. A rules follow-up asking the same question at another moment ("et juste après ma
   pioche ?") keeps the subject too (`followup_subjects.yaml` `moments`).
3. After hands (a right-to-score answer), a rules follow-up ("and how much is that
   worth?", "et en cas d'égalité ?") is read with the question before, as after a rules
   question, not alone (`conversation.next_state` keeps it as the rules question).
4. After a told end of game, a what-if told of every player ("et si on avait 31 ?", "what
   if we both had 50?") decides again with every player given that number
   (`standings.changed_standings` with `everyone`).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.conversation import Conversation, next_state, plan_followup
from rulebot.pipeline.followup import looks_like_followup
from rulebot.pipeline.followup_rules import follow_up_ranking, keeps_subject
from rulebot.pipeline.followup_words import either_or
from rulebot.retrieval.chunks import Chunk
from rulebot.retrieval.retriever import Hit
from rulebot.rules.scoring import decide_winners
from tests.pipeline.test_followup_sets import load, problems

SET = load("followup_phrasings_8.yaml")


def _items(kind: str) -> list[Any]:
    return [
        pytest.param(item, id=f"{kind}-{k:02d}")
        for k, item in enumerate(SET)
        if item["expect"]["kind"] == kind
    ]


# -- 1. an either/or leans on the question before ---------------------------------------------
EITHER_OR = [
    # question, whether it is a short "X or Y?" with no clause of its own
    ("the ones in my hand or the planted ones?", True),
    ("et les cartes gardées ou celles posées ?", True),
    ("ok so deck or discard pile?", True),
    ("celles de la main ou celles de l'arborétum ?", True),
    ("touching by an edge or by a corner?", True),
    ("seulement les extrémités ou tout le sentier ?", True),
    # a question of its own: a clause opening it, a question word, a verb said of cards
    ("Can I draw from the deck or the discard?", False),
    ("Je pioche dans la pioche ou la défausse ?", False),
    ("Le 1 annule le 8 en main ou planté ?", False),
    ("which colour, oak or willow?", False),
    # no alternative: a yes-or-no tail, or the first choice too long
    ("en main ou pas ?", False),
    ("the total of every card that I still hold in my hand or the table?", False),
]


@pytest.mark.parametrize(("question", "expected"), EITHER_OR)
def test_a_short_either_or_is_read_as_a_follow_up(question: str, expected: bool) -> None:
    assert either_or(question) is expected
    if expected:  # fails without the fix: no opener, so it used to stand alone
        assert looks_like_followup(question)


NO_CHANGE = [
    # a path or hands, then an either/or: a rules question, no changed path or hands
    ("What's 2 oak, 5 maple, 7 oak worth?", "oak or maple?"),
    ("Combien vaut 1 saule, 4 saule, 6 pin, 8 saule ?", "saule ou pin ?"),
    ("J'ai le 3 et le 6 gris, Paul a le 5 gris. Qui marque le gris ?", "le gris ou le noir ?"),
]


@pytest.mark.parametrize(("told", "question"), NO_CHANGE)
def test_an_either_or_changes_no_path_nor_hands(
    fake_bot: Rulebot, told: str, question: str
) -> None:
    state = next_state(fake_bot.ask(told), Conversation())
    assert state.last in ("path", "scenario")
    assert plan_followup(question, state, fake_bot.lexicon) is None


KEEPS = [
    # rules follow-up, whether it keeps the earlier question's subject
    ("the ones in my hand or the planted ones?", True),
    ("et pile au moment où je pose ma carte ?", True),
    ("ok et juste avant de défausser ?", True),
    ("and right after I've planted?", True),
    ("what about just before discarding?", True),
    ("et la toute première carte, elle va où ?", False),
    ("and with three players?", False),
    ("et si je pioche dans ma propre défausse ?", False),
]


@pytest.mark.parametrize(("question", "expected"), KEEPS)
def test_a_follow_up_keeping_the_subject(question: str, expected: bool) -> None:
    assert keeps_subject(question) is expected


def _hit(entry: str, score: float) -> Hit:
    chunk = Chunk(f"{entry}:en", entry, "en", (1,), "", "", "rule")
    return Hit(entry, score, chunk, score, score)


# the earlier question found "tie" and "winning" alone; the follow-up alone and the two read
# together lean to "right" (another subject): kept, the earlier subject ranks first
BEFORE = [_hit("tie", 0.7), _hit("winning", 0.6)]
ALONE = [_hit("right", 0.7), _hit("who-scores", 0.65)]
TOGETHER = [_hit("right", 0.75), _hit("tie", 0.74), _hit("winning", 0.6)]
RANKINGS = [
    ("colours in hand or colours planted?", "tie"),
    ("et juste après la pioche ?", "tie"),
    ("and what about the colours in hand?", "right"),  # a topic of its own: no change
]


@pytest.mark.parametrize(("question", "first"), RANKINGS)
def test_a_kept_subject_ranks_the_earlier_entries_first(question: str, first: str) -> None:
    ranked = follow_up_ranking(ALONE, TOGETHER, question, BEFORE)
    assert ranked[0].entry_id == first


@pytest.mark.parametrize(
    "told",
    [
        "Nina holds maple 2 and maple 7, I hold maple 5. Who scores maple?",
        "J'ai le 4 violet, Bruno a le 2 et le 3 violet. Qui marque le violet ?",
    ],
)
def test_hands_leave_their_question_for_a_rules_follow_up(fake_bot: Rulebot, told: str) -> None:
    state = next_state(fake_bot.ask(told), Conversation())
    assert (state.last, state.rules_question) == ("scenario", told)


@pytest.mark.model
@pytest.mark.parametrize("item", _items("rules"))
def test_a_rules_follow_up_keeps_its_subject(real_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = real_bot.ask(item["question"], history=item["history"])
    assert problems(item, answer) == []


# -- 4. a what-if told of every player -----------------------------------------------------------
ALL = [
    # told end of game, follow-up, winners, the total or colours every player then has
    ("Malo 18, moi 22 : qui gagne ?", "et si on avait 30 ?", [], {"total": 30}),
    ("Malo 18, moi 22 : qui gagne ?", "et si tout le monde avait 25 ?", [], {"total": 25}),
    ("Kim 35, me 31. Who won?", "what if both of us had 40?", [], {"total": 40}),
    (
        "Kim 35, me 35. She has 4 colours, I have 6. Who won?",
        "and if we each had 36?",
        ["you"],
        {"total": 36},
    ),
    ("Kim 35, me 35. Who won?", "what if we both had 5 colours?", ["Kim", "you"], {"colours": 5}),
]


@pytest.mark.parametrize(("told", "question", "winners", "each"), ALL)
def test_a_what_if_of_every_player_changes_every_standing(
    fake_bot: Rulebot, told: str, question: str, winners: list[str], each: dict[str, int]
) -> None:
    state = next_state(fake_bot.ask(told), Conversation())
    move = plan_followup(question, state, fake_bot.lexicon)
    assert move is not None and move.kind == "winner" and move.standings is not None
    field, value = next(iter(each.items()))
    assert {getattr(s, field) for s in move.standings.standings} == {value}
    won = decide_winners(move.standings.standings, move.standings.comparisons)
    assert list(won.winners) == winners


@pytest.mark.parametrize("item", _items("winner"))
def test_a_what_if_of_every_player_is_answered(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert problems(item, answer) == []
    assert (answer.engine or {}).get("winners") == item["expect"]["winners"]
