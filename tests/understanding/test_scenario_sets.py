"""Every right-to-score set from the second on (tests/data/scenario_phrasings_<n>.yaml; the
first is read by test_phrasings.py): two tables of sets, one test function per kind of check.

Listed sets (a list of items, each with its `question`): parse_scenario reads the hands,
with the real colour lexicon of the corpus; where the items work out the outcome by hand,
it is the engine's, and the question's language and intent are checked with the hands.

- scenario_phrasings_2: a second, independent set of right-to-score questions.
- scenario_phrasings_3: a third one, half French.
- scenario_phrasings_4: a fourth one, mostly French; the bot (on the fake embedder) answers
  with the engine's result, the scorers and why, in the asker's language.

Halved sets (a `tune` and a `check` list, each item with its `q` and the words a fair
checker looks for: the players as the asker named them, the totals, a tie, a cancelled 8,
nobody holding, a yes or a no when one was asked; see scenario_sets.py): the outcome worked
out by hand is the engine's, and the fake bot's answers are measured per half, against a
floor. `pytest -s` prints the figures per half and every miss.

- scenario_phrasings_5: the players as named, totals, ties, cancelled 8s, nobody holding.
- scenario_phrasings_6: stories, nobody among a few players, hands opened by a possessive
  ("Les miennes :", "Jake's:"), values in words after a player, whether another player's 8
  counts, and English groups ("both of us", "the two of us", "my opponents").
- scenario_phrasings_7: "un"/"one" as the value 1 at a clause end, counted opponents given
  values in order ("my two opponents have 5 and 7 respectively"), opponents named by where
  they sit ("the guy next to me", "ma voisine de gauche"), hands told as what was left at
  the end ("I ended up with", "il me restait", "au final j'ai gardé").

In the sets with halves, `tune` items may guide changes and `check` items are only
measured; in the listed sets, items at even positions are the `tune` half.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Lexicon, parse_scenario
from tests.understanding.phrasings import (
    PhrasingSet,
    assert_hands_read,
    assert_scenario_answer,
    assert_worked_outcome,
    hands_read,
    table_params,
    want_hands,
)
from tests.understanding.scenario_sets import (
    Halves,
    assert_engine_outcome,
    assert_well_formed,
    items,
    load_halves,
    measure,
)

HALVES = ("tune", "check")
KEYS = {"question", "hands", "colour"}
# What the items that work out the outcome by hand carry besides.
OUTCOME_KEYS = {"lang", "totals", "scorers"}


@dataclass(frozen=True, kw_only=True)
class ListedSet(PhrasingSet):
    """One listed set file (checks: "outcome" where the outcome is worked out by hand,
    "parse", "answer") and what it must look like."""

    at_least: int  # the fewest items
    exactly: bool = False  # exactly `at_least` items
    french: float = 0.0  # the least share of French items...
    slack: int = 0  # ...but for this many items
    scored_colour: bool = False  # the colour read may be implied by the only colour held


@dataclass(frozen=True)
class HalvedSet:
    """One halved set file: the fewest items of each half, and the fewest of each half the
    fake bot must answer right."""

    name: str  # tests/data/<name>.yaml
    at_least: int
    floors: Mapping[str, int]

    def halves(self) -> Halves:
        return load_halves(self.name)


LISTED = (
    ListedSet("scenario_phrasings_2", ("parse",), halves=False, at_least=70, exactly=True),
    ListedSet(
        "scenario_phrasings_3",
        ("outcome", "parse"),
        halves=False,
        at_least=120,
        french=0.5,
        slack=1,
    ),
    ListedSet(
        "scenario_phrasings_4",
        ("outcome", "parse", "answer"),
        at_least=120,
        french=0.55,
        scored_colour=True,
    ),
)
HALVED = (
    # One under the count measured on 2026-11-30 after this set's changes: tune 70/70,
    # check 64/70 (before them: tune 50/70, check 45/70); after those of
    # scenario_phrasings_6.yaml, check 69/70; once "long story" was no writing task for the
    # scope, check 70/70. The floors are now the counts reached.
    HalvedSet("scenario_phrasings_5", 70, {"tune": 70, "check": 70}),
    # The count measured on 2026-11-30 after this set's changes: tune 40/42, check 39/42
    # (before them: tune 19/42, check 17/42). After the scope no longer read "long story"
    # and "prétend" as a task or an injection: tune 41, check 40; with the causes of
    # tests/understanding/test_causes_8.py: 42 and 42.
    HalvedSet("scenario_phrasings_6", 40, {"tune": 42, "check": 42}),
    # The counts measured on 2026-11-30 after this set's changes: tune 59/60, check 56/60
    # (before them: tune 35/60, check 34/60). With the causes of test_causes_8.py ("Kate
    # has one, I have six", "Ana, Ben and I ... respectively", "Celles du joueur à ma
    # gauche : 7"): 60 and 60.
    HalvedSet("scenario_phrasings_7", 60, {"tune": 60, "check": 60}),
)


def halved_params() -> list[Any]:
    """Every item of the halved sets, id'd by set, half and position in the half."""
    return [param for hset in HALVED for param in items(hset.halves(), prefix=f"{hset.name}-")]


@pytest.mark.parametrize("lset", LISTED, ids=lambda s: s.name)
def test_the_listed_set_is_large_and_french_enough(lset: ListedSet) -> None:
    items = lset.items()
    assert len(items) == lset.at_least if lset.exactly else len(items) >= lset.at_least
    assert sum(item.get("lang") == "fr" for item in items) >= len(items) * lset.french - lset.slack
    keys = KEYS | OUTCOME_KEYS if "outcome" in lset.checks else KEYS
    assert all(keys <= set(item) for item in items)


@pytest.mark.parametrize(("lset", "item"), table_params(LISTED, "outcome"))
def test_the_worked_outcome_is_the_engine_s(lset: ListedSet, item: dict[str, Any]) -> None:
    assert_worked_outcome(item)


@pytest.mark.parametrize(("lset", "item"), table_params(LISTED, "parse"))
def test_the_hands_are_read(corpus_lexicon: Lexicon, lset: ListedSet, item: dict[str, Any]) -> None:
    if "outcome" in lset.checks:
        scenario = assert_hands_read(corpus_lexicon, item)
    else:
        scenario = parse_scenario(item["question"], corpus_lexicon)
        want = want_hands(item)
        assert hands_read(scenario.hands, want) == want
    colour = scenario.scored_colour if lset.scored_colour else scenario.colour
    assert colour == item["colour"]


@pytest.mark.parametrize(("lset", "item"), table_params(LISTED, "answer"))
def test_the_answer_says_who_scores_and_why(
    fake_bot: Rulebot, lset: ListedSet, item: dict[str, Any]
) -> None:
    assert_scenario_answer(fake_bot, item)


@pytest.mark.parametrize("hset", HALVED, ids=lambda s: s.name)
def test_the_halved_set_is_well_formed(hset: HalvedSet) -> None:
    assert_well_formed(hset.halves(), hset.at_least)


@pytest.mark.parametrize("item", halved_params())
def test_the_halved_worked_outcome_is_the_engine_s(item: dict[str, Any]) -> None:
    assert_engine_outcome(item)


@pytest.mark.parametrize("half", HALVES)
@pytest.mark.parametrize("hset", HALVED, ids=lambda s: s.name)
def test_the_halved_answers_say_who_scores_and_why(
    hset: HalvedSet, half: str, fake_bot: Rulebot
) -> None:
    measure(f"{hset.name} {half}", hset.halves()[half], fake_bot, hset.floors[half])
