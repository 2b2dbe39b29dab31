"""A rules follow-up that only names another owner of the earlier thing (task M1, cause 1):
"et dans la sienne ?" after "peut-on piocher dans la défausse d'un adversaire ?" asks the
same question of another pile. It keeps the earlier subject: only the entries the earlier
question found may rank first, its owner word still telling which of them
(`followup_rules.names_owner`, `follow_up_ranking`; data/followup_subjects.yaml `owners`).
Rows marked ``# fix`` fail without it."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.followup_rules import follow_up_ranking, names_owner
from rulebot.retrieval.chunks import Chunk
from rulebot.retrieval.retriever import Hit

OWNERS = [
    ("et dans la sienne ?", True),
    ("Et dans la leur ?", True),
    ("et dans celle de Paul ?", True),
    ("et celle d'Inès, alors ?", True),
    ("and from his own?", True),
    ("what about Kim's?", True),
    ("and from theirs too?", True),
    ("and mine?", True),
    # a question of its own, or a narrowing that is no owner
    ("et dans la pioche ?", False),
    ("and what about the draw pile?", False),
    ("et si elle est vide ?", False),
    ("et à 3 joueurs ?", False),
    ("and can he take two?", False),
    ("et moi, je peux en prendre deux ?", False),
]


@pytest.mark.parametrize(("question", "owner"), OWNERS, ids=[q for q, _ in OWNERS])
def test_a_follow_up_naming_only_an_owner(question: str, owner: bool) -> None:
    assert names_owner(question) is owner


def _hit(entry: str, score: float) -> Hit:
    chunk = Chunk(f"{entry}:fr", entry, "fr", (1,), "", "", "rule")
    return Hit(entry, score, chunk, score, score)


# The earlier question found "draw" and "own-discard". The owner follow-up alone finds an
# unrelated entry ("deal", its pronoun matching a passing "sa propre défausse") and, lower,
# "own-discard"; read together, "draw" leads.
BEFORE = [_hit("draw", 0.9), _hit("own-discard", 0.85), _hit("discard", 0.7)]
ALONE = [_hit("deal", 0.63), _hit("own-discard", 0.2)]
TOGETHER = [_hit("draw", 0.8), _hit("own-discard", 0.75), _hit("deal", 0.58)]
RANKINGS = [
    ("et dans la sienne ?", "own-discard"),  # fix: "deal" led (0.63 + 0.58)
    ("and from his own?", "own-discard"),  # fix
    ("et dans la mienne ?", "own-discard"),  # fix
    # must not: a question of its own still ranks by its own hits
    ("et on distribue combien de cartes ?", "deal"),
]


@pytest.mark.parametrize(("question", "first"), RANKINGS, ids=[q for q, _ in RANKINGS])
def test_an_owner_follow_up_keeps_the_earlier_entries(question: str, first: str) -> None:
    ranked = follow_up_ranking(ALONE, TOGETHER, question, BEFORE)
    assert ranked[0].entry_id == first


DRAWS = {"rule-draw", "faq-draw-own-discard", "faq-draw-mix", "faq-draw-discard-depth"}
CONVERSATIONS = [
    ("Peut-on piocher dans la défausse d'un adversaire ?", "et dans la sienne ?", DRAWS),  # fix
    ("Je peux prendre une carte dans la défausse de Paul ?", "et dans la mienne ?", DRAWS),
    ("Can I draw from another player's discard pile?", "and from my own?", DRAWS),
    ("Can you draw from an opponent's discard?", "what about from his own?", DRAWS),
]


@pytest.mark.model
@pytest.mark.parametrize(
    ("before", "question", "entries"),
    CONVERSATIONS,
    ids=[f"{b} | {q}" for b, q, _ in CONVERSATIONS],
)
def test_an_owner_follow_up_answers_the_earlier_question(
    real_bot: Rulebot, before: str, question: str, entries: set[str]
) -> None:
    answer = real_bot.ask(question, history=[before])
    assert answer.intent == "rules"
    assert answer.citations[0].chunk_id.split(":")[0] in entries
