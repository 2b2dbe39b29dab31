"""The yes-or-no lead of rules questions read beyond one claim (session 8), lexically,
with the colour names of the corpus said in passing as the pipeline gives them.

Causes fixed, one group of ``tests/data/verdict_phrasings_2.yaml`` each:
- ``told_doubled``: "a 3-card path that's all maple, doubled?" got no lead: "all" + a
  colour named is no concept of any claim. The engine now decides a path told by its shape
  (`verdict_worth.told_doubled`).
- ``colours_apart``: "the same card in my red path and my blue path?" got no lead: colour
  names are neutral, so nothing said "different colours" (`verdict_words.colours_apart`).
- ``told_sum``: "two oak paths worth 6 and 9, so 15?" got no lead and no best worth
  (`verdict_worth.told_sum`).
- ``diagonal_with_side``: a diagonal neighbour with a side contact as well matched no
  claim (fact `plant-diagonal-with-side`).
- ``own_words``: French "dont" was read as "don't", a negation, so no lead was given.
- ``several_all``: "trois chemins de saule, je les compte tous les trois ?" matched no
  claim ("all" and "mon jardin"); and two colours named no longer count as one colour.
- ``follow_up_condition``: a follow-up adding a condition had no way to a lead
  (`verdict.decide_follow_up`, for the pipeline to call).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.answer.verdict import decide, decide_follow_up

DATA = Path(__file__).resolve().parents[1] / "data" / "verdict_phrasings_2.yaml"
GROUPS: dict[str, list[dict[str, Any]]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))
ROWS = [
    pytest.param(row, id=f"{group}-{i}")
    for group, rows in GROUPS.items()
    for i, row in enumerate(rows)
]


def test_the_set_is_well_formed() -> None:
    rows = [row for group in GROUPS.values() for row in group]
    assert {row["lead"] for row in rows} == {"yes", "no", "none"}
    assert {row["lang"] for row in rows} == {"fr", "en"}
    for group in GROUPS.values():  # every reading has rows where it must not lead
        assert any(row["lead"] == "none" for row in group)


@pytest.mark.parametrize("row", ROWS)
def test_lead(row: dict[str, Any], colour_words: frozenset[str]) -> None:
    if "before" in row:
        verdict = decide_follow_up(row["q"], row["before"], row["lang"], row["entry"], colour_words)
    else:
        verdict = decide(row["q"], row["lang"], row["entry"], colour_words)
    assert (verdict.kind if verdict else "none") == row["lead"], row["q"]
    if "best" in row:  # the lead says the only worth that colour scores
        assert verdict is not None and f" {row['best']} points" in verdict.words
