"""Invented player questions answered by the real bot: does the answer state the fact?

``tests/data/answer_phrasings.yaml`` holds rules questions on the right to score, winning,
frequent mistakes, planting, drawing, discarding, the end, paths, path scoring and set-up,
in two halves: ``tune`` may guide corpus and composition changes, ``check`` is only
measured. An item passes when the answer is not an abstention, its first citation is one of
the item's entries, every cited page is an expected one, and every ``must`` regex matches
the answer text (case-insensitive), as the golden evaluation checks them.
``pytest -s`` prints the figures per half, topic and language, and every miss.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebot.answer.model import Answer, Citation
from rulebot.pipeline import Rulebot
from tests.pipeline.answer_sets import assert_well_formed, load_halves, measure, problems

HALVES = load_halves("answer_phrasings")
TOPICS = {
    "right_to_score",
    "winning",
    "mistakes",
    "planting",
    "drawing",
    "discarding",
    "end",
    "paths",
    "path_scoring",
    "setup",
}
# Items that must pass, per half: one under the count measured on 2026-11-30, with the
# retrieval, understanding and pipeline code of that day held fixed: tune 74/75 (71 with
# the corpus before this set's changes), check 69/75 (69 before: the corpus changes did
# not move it). Known misses, none of them a corpus text: "on est a egalite, c'est un
# match nul ?" is read as out of scope; two hand scenarios are misread ("... et moi aussi";
# the 8 cancelled by the 1 answered by the engine, citing the right-to-score entry); four
# check questions retrieve a neighbouring entry (hand use at the end, nobody holding,
# trees planted and winning, a fixed number of rounds).
# Later (same day, tests/data/answer_phrasings_2.yaml tune misses, colour names out of
# the dense question): check 73/75; the hand use at the end and the 8 cancelled by a
# violet 1 (answered from the right-to-score entry) remain.
# Later (same day, tests/data/answer_phrasings_3.yaml tune misses): tune 75/75, check 73/75.
FLOORS = {"tune": 74, "check": 72}


def test_the_set_is_well_formed() -> None:
    assert_well_formed(HALVES, TOPICS, 150, even=False)


END_ITEM = {"entries": ["rule-end"], "pages": [5], "must": [r"\bnon\b"]}
END_CITATION = Citation(chunk_id="rule-end:fr", pages=(5,), section="Fin", excerpt="")


@pytest.mark.parametrize(
    ("text", "citations", "abstained", "expected"),
    [
        ("Non, la partie s’arrête. (p. 5)", (END_CITATION,), False, []),
        ("La partie s’arrête. (p. 5)", (END_CITATION,), False, ["no /\\bnon\\b/"]),
        (
            "Non. (p. 4)",
            (replace(END_CITATION, chunk_id="rule-plant:fr", pages=(4,)),),
            False,
            ["entry rule-plant", "pages [4]"],
        ),
        ("Non, je ne sais pas.", (), True, ["abstained", "entry None", "pages []"]),
    ],
)
def test_problems(
    text: str, citations: tuple[Citation, ...], abstained: bool, expected: list[str]
) -> None:
    answer = Answer("?", text, "fr", "rules", citations=citations, abstained=abstained)
    assert problems(END_ITEM, answer) == expected


@pytest.mark.model
@pytest.mark.parametrize("half", ["tune", "check"])
def test_answers_state_the_facts(half: str, real_bot: Rulebot) -> None:
    measure(f"answer_phrasings {half}", HALVES[half], real_bot, FLOORS[half])
