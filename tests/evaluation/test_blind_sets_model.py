"""The invented blind sets (eval/sets/), run through the real bot like `rulebot eval`.

`blind_1` was written on 2026-11-30 from RULES-FACTS.md alone, by someone who never saw
the corpus, the code or an answer of rulebot (eval/README.md). Its `tune` half may guide
fixes; its `check` half is only measured, never read item by item. Each half must keep at
least the items it passed when its floor was last raised, so quality only goes up;
``pytest -s`` prints the figures.

`blind_2` (150 items) was written the same day by a second person, under the same rules,
in one piece: nobody tunes on it, it is only measured.

History (items passed):

- blind_1 tune: 77 of 100 when the set arrived;
- blind_1 check: 80 of 100 when the set arrived;
- blind_2: 119 of 150 by the system of the day the set arrived (commit 0efd13b);
- the same day, after the fixes found on blind_1's tune half: tune 100, check 83,
  blind_2 122.

`blind_3` (a tune set of 168 items aimed at the kinds of questions found weak, and a check
set of 150 written as a plain sample of a table's questions, by two other writers under
the same rules) arrived on 2026-11-30 (sixth session): tune 146, check 134 on the
session's starting code (commit 6084e95). After the fixes found on blind_3's tune half:
blind_3 tune 168, check 137; blind_1 check 85, blind_2 123.

`blind_4` (a tune set of 170 items aimed at rules questions — winning, setup, path scoring,
right to score — and at near-miss out-of-scope questions, and a check set of 150 written
as a plain sample in five or more player voices, by two more writers under the same rules)
arrived on 2026-11-30 (seventh session): tune 129, check 134 on the session's starting
code (commit 447396f). After the fixes found on blind_4's tune half: blind_4 tune 166,
check 135; blind_3 check 138, blind_2 127, blind_1 check 85.

`blind_6` (a tune set of 160 items aimed at rules asked as players ask, two-rule questions,
situations, follow-ups and near-misses, and a check set of 154 written as a plain sample)
arrived on 2026-11-30 (ninth session): tune 134, check 140 on the session's starting code
(commit 27851e4). After the fixes found on blind_6's tune half: blind_6 tune 154, check
141; blind_5 check 138, blind_1 check 87, the others unchanged.

`blind_7` (a tune set of 160 items, 60 of them engine questions told as situations, and a
check set of 154 written as a plain sample with 45 engine items) arrived on 2026-12-01
(tenth session): tune 121, check 128 on the session's starting code (commit f34c74f).
After the fixes found on blind_7's tune half: blind_7 tune 151, check 134; blind_2 140
(reading the answers' apostrophes as straight ones alone left it at 130), blind_6 tune
156, check 142; holdout 145; the others unchanged.

`blind_8` (a tune set of 160 items, 65 of them engine questions, and a check set of 154
written as a plain sample with 47 engine items) arrived on 2026-12-01 (eleventh session).
Six of its items, and eight of blind_7, left out a page of an entry they accept; a data
test now holds the README's rule and a script completed them (the check items unread):
that alone took blind_7 tune to 153 and check to 136. On the session's starting code
(commit eaf0aa1, items completed): blind_8 tune 133, check 128. After the fixes found on
blind_8's tune half: blind_8 tune 157, check 129; blind_1 check 88, blind_4 tune 169;
holdout 145 and test 225, the others unchanged.

`blind_11` (an engine-heavy tune set of 160 items, 104 of them engine questions, and a
check set of 154 with 96 engine items, both told as end-of-game scoring disputes) arrived
on 2026-12-01 (thirteenth session): tune 111, check 132 on the session's starting code
(commit fe72de9). Its writers named players by who they are ("femme", "left"): the engine
check now matches players, not strings (rulebot/evaluation/players.py), which alone took
the tune half to 121 and left every other set as it was. After the fixes found on
blind_11's tune half: blind_11 tune 158, check 139; blind_2 142, blind_3 check 141,
blind_5 check 140, blind_7 tune 157, blind_8 tune 159, blind_9 tune 158, blind_10 tune
158; holdout 149,
test 227 (engine exactness 66 of 66). blind_4 tune went 169 -> 168: en-b4t-021 had passed
on a misreading (maple 1, cherry 3, maple 6: "not a valid path", p. 6); read right it is
answered "Yes … 4 points" citing p. 6-7, where the item accepts p. 6 only.

`blind_12` and `blind_13` (English-heavy pairs of plain rules-question sets, tune 160 and
check 154 each, 120 and 114 of them in English) arrived on 2026-12-01 (fourteenth
session), written because English citation accuracy on test was the one target short.
blind_12 started at tune 144, check 142 (commit f3ee3aa); blind_13 at tune 137, check 139
(commit afab323). After the fixes found on their tune halves: blind_12 tune 160, check
146; blind_13 tune 142, check 140; blind_5 check 141, blind_7 check 138, blind_8 tune 160,
check 131, blind_9 tune 159, blind_10 tune 159; holdout 151, test 228 (English citation 88
of 89). One fix (another game asked for) had cost
blind_3 check an item; seen in its figure alone, bisected and mended without reading it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebot.evaluation.golden import load_file
from rulebot.evaluation.runner import evaluate
from rulebot.pipeline import Rulebot

SETS = Path(__file__).resolve().parents[2] / "eval" / "sets"

# The fewest items of each file that must pass: the count reached when last raised.
FLOORS = {
    "blind_1_tune.yaml": 100,
    "blind_1_check.yaml": 89,
    "blind_2.yaml": 142,
    "blind_3_tune.yaml": 168,
    "blind_3_check.yaml": 141,
    "blind_4_tune.yaml": 168,
    "blind_4_check.yaml": 135,
    "blind_5_tune.yaml": 159,
    "blind_5_check.yaml": 141,
    "blind_6_tune.yaml": 156,
    "blind_6_check.yaml": 142,
    "blind_7_tune.yaml": 157,
    "blind_7_check.yaml": 138,
    "blind_8_tune.yaml": 160,
    "blind_8_check.yaml": 131,
    "blind_9_tune.yaml": 159,
    "blind_9_check.yaml": 136,
    "blind_10_tune.yaml": 159,
    "blind_10_check.yaml": 145,
    "blind_11_tune.yaml": 158,
    "blind_11_check.yaml": 139,
    "blind_12_tune.yaml": 160,
    "blind_12_check.yaml": 146,
    "blind_13_tune.yaml": 142,
    "blind_13_check.yaml": 140,
}


def test_every_set_file_has_a_floor() -> None:
    assert sorted(path.name for path in SETS.glob("*.yaml")) == sorted(FLOORS)


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_blind_set_keeps_its_floor(name: str, real_bot: Rulebot) -> None:
    items = load_file(SETS / name)
    result = evaluate(items, lambda _mode: real_bot, source=name, ablation=False)
    accuracy = result.metrics.answer_accuracy
    print(f"\n{name}: {accuracy.hits}/{accuracy.total} items pass")
    assert accuracy.hits >= FLOORS[name], (
        f"{name}: {accuracy.hits} items pass, the floor is {FLOORS[name]}"
    )
