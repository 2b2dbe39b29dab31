"""A change of a told end of game (`standings.changed_standings`) that the colour
comparisons told before cannot allow is refused, and the rules engine's decision is made
once and kept (`Standings.decision`). What follow-ups change is evaluation data now
(eval/phrasings/winner_*.yaml)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebot.rules.scoring import Standing
from rulebot.understanding import Lexicon
from rulebot.understanding import standings as standings_module
from rulebot.understanding.standings import Standings, changed_standings, parse_standings

# A told end of game whose comparison contradicts the counts: no tie, so nothing checked it.
CONTRADICTED = "Ben 30, me 25. Ben has 6 colours, I have 4. I have more colours than Ben. Who wins?"


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


@pytest.mark.parametrize(
    ("text", "told"),
    [
        # a player after "avec"/"with" as the sentence's first: the asker is one too
        (
            "Égalité à 18 points avec ma sœur : moi j'ai 6 couleurs, elle 5. Qui gagne ?",
            {"you": (18, 6), "opponent": (18, 5)},
        ),
        ("I tied with Paul on 30. He has 5 species, I have 6. Who wins?",
         {"you": (30, 6), "Paul": (30, 5)}),
    ],
)  # fmt: skip
def test_a_tie_told_with_another_player_is_the_asker_s_too(
    corpus_lexicon: Lexicon, text: str, told: dict[str, tuple[int, int]]
) -> None:
    read = parse_standings(text, corpus_lexicon)
    assert read is not None
    assert {s.player: (s.total, s.colours) for s in read.standings} == told


def test_a_player_named_again_with_a_capital_is_the_same_player(corpus_lexicon: Lexicon) -> None:
    read = parse_standings(
        "papi 37, mamie 37, moi 30. Papi a 7 espèces, mamie en a 8. Qui a gagné ?", corpus_lexicon
    )
    assert read is not None
    assert [(s.player, s.total, s.colours) for s in read.standings] == [
        ("papi", 37, 7),
        ("mamie", 37, 8),
        ("you", 30, None),
    ]


@pytest.mark.parametrize(
    ("text", "player", "shown"),
    [
        ("Final scores: me 38, the wife 41. Who wins?", "opponent", "the wife"),
        ("Final scores: me 38, my wife 41. Who wins?", "opponent", "your wife"),
        ("Scores : moi 38, ma femme 41. Qui gagne ?", "opponent", "ta femme"),
    ],
)
def test_a_person_is_shown_as_said(
    corpus_lexicon: Lexicon, text: str, player: str, shown: str
) -> None:
    """The one other player said as a person keeps the words said, the asker's possessive
    turned round ("my wife": "your wife", "ma femme": "ta femme"; "the wife": as written)."""
    standings = parse_standings(text, corpus_lexicon)
    assert standings is not None
    lang = "en" if "Final" in text else "fr"
    assert standings.display(player, lang) == shown
