"""Every described-path set from the second on (tests/data/path_phrasings_<n>.yaml; the
first is read by test_phrasings.py): one table of sets, one test function per kind of check.

For every set the score worked out by hand in the file is the engine's. Depending on the
set, parse_cards reads the cards (with the real colour lexicon of the corpus) and the bot
(on the fake embedder) answers with the engine's points, or why the cards are no path, and
the pages. What each set brings:

- path_phrasings_2: a second, independent set of described paths (parse only).
- path_phrasings_3: a third one, mostly French.
- path_phrasings_4: forms the first three sets lack: colour-first cards with arrows and
  dashes, "followed by", ordinals, species plurals, values in words, stories, and questions
  that also speak of the right to score or of a hand.
- path_phrasings_5: what cards are worth, asked without naming a path: "what would 4 oak
  6 oak give me", "how much is that worth: ...", "on obtient quoi pour ...", "ça me
  rapporte combien ...", "add up to", "walk away with", "how much do I score with ...".

In the sets with halves, ids say which half an item is in: items at even positions are the
`tune` half (they may guide changes), those at odd positions the `check` half (only
measured). Run with ``-s`` to see the half figures and the misses. History of the figures:

- path_phrasings_4: before the changes that came with it the bot answered 90 of the 100
  tune items and 89 of the 100 check items; after them, 100 and 95.
- path_phrasings_5: 51 of the 60 tune items and 53 of the 60 check items before, 60 and 59
  after.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Lexicon
from tests.understanding.phrasings import (
    PhrasingSet,
    assert_cards_read,
    assert_path_answer,
    assert_worked_score,
    table_params,
)

HALVES = ("tune", "check")
KEYS = {"text", "lang", "cards", "valid", "points"}


@dataclass(frozen=True, kw_only=True)
class PathSet(PhrasingSet):
    """One set file (checks: "worked", "parse", "answer"), what it must look like and its
    floors."""

    at_least: int  # the fewest items
    lang: str  # the language that takes at least `share` of the items...
    share: float
    slack: int = 0  # ...but for this many items
    # The fewest items of each half the fake bot must answer right; None: not measured.
    floors: Mapping[str, int] | None = None


SETS = (
    PathSet(
        "path_phrasings_2",
        ("worked", "parse"),
        halves=False,
        at_least=60,
        lang="fr",
        share=0.5,
        slack=1,
    ),
    PathSet("path_phrasings_3", ("worked", "parse", "answer"), at_least=80, lang="fr", share=0.55),
    PathSet(
        "path_phrasings_4",
        ("worked", "answer"),
        at_least=120,
        lang="en",
        share=0.5,
        # One under the counts when the file was written.
        floors={"tune": 99, "check": 94},
    ),
    PathSet(
        "path_phrasings_5",
        ("worked", "answer"),
        at_least=120,
        lang="en",
        share=0.5,
        xfail={"answer": {119: "'qu'est-ce qu'on gagne' asks a worth in words no cue lists"}},
        # The counts reached with the file.
        floors={"tune": 60, "check": 59},
    ),
)


def assert_answered(bot: Rulebot, item: dict[str, Any]) -> None:
    """The bot answers with the engine's points and pages, and the colour the item states."""
    engine = assert_path_answer(bot, item)
    if "colour" in item:
        assert engine["colour"] == item["colour"]


def half_figures(
    title: str, items: list[dict[str, Any]], bot: Rulebot, floors: Mapping[str, int]
) -> None:
    """Ask every item, print the figures per half and every miss, and fail under a floor."""
    got = dict.fromkeys(HALVES, 0)
    misses: list[str] = []
    for k, item in enumerate(items):
        half = HALVES[k % 2]
        try:
            assert_answered(bot, item)
        except AssertionError:
            misses.append(f"{half}-{k:03d}: {item['text']}")
        else:
            got[half] += 1
    size = {half: (len(items) + (half == "tune")) // 2 for half in got}
    figures = ", ".join(f"{half} {got[half]}/{size[half]}" for half in got)
    print(f"\n{title}: {figures}")
    print("\n".join(misses))
    assert all(got[half] >= floors[half] for half in HALVES), misses


@pytest.mark.parametrize("pset", SETS, ids=lambda s: s.name)
def test_the_set_is_large_and_in_its_languages(pset: PathSet) -> None:
    items = pset.items()
    assert len(items) >= pset.at_least
    assert sum(item["lang"] == pset.lang for item in items) >= len(items) * pset.share - pset.slack
    assert all(set(item) >= KEYS for item in items)


@pytest.mark.parametrize(("pset", "item"), table_params(SETS, "worked"))
def test_the_worked_score_is_the_engine_s(pset: PathSet, item: dict[str, Any]) -> None:
    assert_worked_score(item)


@pytest.mark.parametrize(("pset", "item"), table_params(SETS, "parse"))
def test_the_cards_are_read(corpus_lexicon: Lexicon, pset: PathSet, item: dict[str, Any]) -> None:
    assert_cards_read(corpus_lexicon, item)


@pytest.mark.parametrize(("pset", "item"), table_params(SETS, "answer"))
def test_the_answer_gives_the_points(
    fake_bot: Rulebot, pset: PathSet, item: dict[str, Any]
) -> None:
    assert_answered(fake_bot, item)


@pytest.mark.parametrize("pset", [s for s in SETS if s.floors], ids=lambda s: s.name)
def test_the_figures_per_half(fake_bot: Rulebot, pset: PathSet) -> None:
    assert pset.floors is not None
    half_figures(pset.name, pset.items(), fake_bot, pset.floors)
