"""What a follow-up changes in a told end of game (`standings.changed_standings`): players
named take their numbers; with `everyone` (the follow-up speaks of all the players), one
number is every player's; a change the colour comparisons told before cannot allow is
refused, and the rules engine's decision is made once and kept (`Standings.decision`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebot.rules.scoring import Standing
from rulebot.understanding import Lexicon
from rulebot.understanding import standings as standings_module
from rulebot.understanding.standings import Standings, changed_standings, parse_standings

# A told end of game whose comparison contradicts the counts: no tie, so nothing checked it.
CONTRADICTED = "Ben 30, me 25. Ben has 6 colours, I have 4. I have more colours than Ben. Who wins?"
CONTRADICTED_FR = (
    "Ben 30, moi 25. Ben a 6 espèces, moi 4, et j'ai plus d'espèces que lui. Qui gagne ?"
)

# (told end of game, follow-up, everyone, the standings after: player -> (total, colours))
CASES: list[tuple[str, str, bool, dict[str, tuple[int, int | None]] | None]] = [
    (
        "Inès 27, moi 24 : qui gagne ?",
        "et si nous avions 26 tous les deux ?",
        True,
        {"Inès": (26, None), "you": (26, None)},
    ),
    ("Inès 27, moi 24 : qui gagne ?", "et si nous avions 26 tous les deux ?", False, None),
    (
        "Omar 33, me 31. Who won?",
        "what if everybody had 7 colours?",
        True,
        {"Omar": (33, 7), "you": (31, 7)},
    ),
    (
        "Omar 33, me 31. Who won?",
        "what if I had 35?",
        True,
        {"Omar": (33, None), "you": (35, None)},
    ),
    (
        "Omar 33, me 31. Who won?",
        "what if Omar had 29?",
        False,
        {"Omar": (29, None), "you": (31, None)},
    ),
    ("Omar 33, me 31. Who won?", "and if all of us had 30 or 32?", True, None),  # two numbers
    (CONTRADICTED, "what if we both had 40?", True, None),  # a tie the comparison cannot break
    (CONTRADICTED_FR, "et si on avait 40 ?", True, None),
    (CONTRADICTED, "what if I had 30?", False, None),
    (CONTRADICTED, "what if I had 35?", False, {"Ben": (30, 6), "you": (35, 4)}),  # no tie
]


@pytest.mark.parametrize(("told", "question", "everyone", "after"), CASES)
def test_changed_standings(
    corpus_lexicon: Lexicon,
    told: str,
    question: str,
    everyone: bool,
    after: dict[str, tuple[int, int | None]] | None,
) -> None:
    before = parse_standings(told, corpus_lexicon)
    assert before is not None
    changed = changed_standings(question, corpus_lexicon, before, everyone)
    got = None if changed is None else {s.player: (s.total, s.colours) for s in changed.standings}
    assert got == after


def test_a_refused_change_says_why(corpus_lexicon: Lexicon) -> None:
    before = parse_standings(CONTRADICTED, corpus_lexicon)
    assert before is not None
    tied = replace(before, standings=tuple(replace(s, total=40) for s in before.standings))
    with pytest.raises(
        ValueError, match="the colour comparisons contradict each other or the counts"
    ):
        _ = tied.decision
    assert changed_standings("what if we both had 40?", corpus_lexicon, before, True) is None


def test_the_decision_is_made_once(
    corpus_lexicon: Lexicon, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check of a change decides the winners; the answer reuses that decision."""
    before = parse_standings("Zora 19, moi 22 : qui gagne ?", corpus_lexicon)
    assert before is not None
    made: list[tuple[Standing, ...]] = []
    decide = standings_module.decide_winners

    def counted(told: tuple[Standing, ...], compared: tuple[object, ...] = ()) -> object:
        made.append(told)
        return decide(told, compared)  # type: ignore[arg-type]

    monkeypatch.setattr(standings_module, "decide_winners", counted)
    changed = changed_standings("et si Zora avait 25 ?", corpus_lexicon, before)
    assert isinstance(changed, Standings)
    assert changed.decision.winners == ("Zora",)
    assert changed.decision is changed.decision
    assert len(made) == 1
