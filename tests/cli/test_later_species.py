"""The species of later printings (lilac, magnolia; French lilas, magnolia) read as cards by
`rulebot score` and `rulebot ask`, beside those of the first printing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from rulebot.cli import app
from rulebot.pipeline import Rulebot

runner = CliRunner()
LOCALE = {"LANG": "C.UTF-8", "LC_ALL": None, "LC_MESSAGES": None}

# (description, lang, colour scored, cards as read, points)
PATHS: list[tuple[str, str, str, list[str], int]] = [
    # 4 cards of one colour: 4 x 2 = 8, +1 starts on 1
    ("lilas 1, 2, 5, 7", "fr", "lilac", ["1lilac", "2lilac", "5lilac", "7lilac"], 9),
    # 3 cards: 3, +2 ends on 8
    ("magnolia 3, érable 4, magnolia 8", "fr", "magnolia", ["3magnolia", "4maple", "8magnolia"], 5),
    ("2 lilac, 5 lilac, 7 lilac", "en", "lilac", ["2lilac", "5lilac", "7lilac"], 3),
    # 4 cards, two colours: 4, +1, +2
    ("1 magnolia, 3 lilac, 5 lilac, 8 magnolia", "en", "magnolia",
     ["1magnolia", "3lilac", "5lilac", "8magnolia"], 7),
    ("Lilacs 2, lilacs 3, lilacs 4, lilacs 6", "en", "lilac",
     ["2lilac", "3lilac", "4lilac", "6lilac"], 8),
    ("1 magnolias, 8 magnolias", "fr", "magnolia", ["1magnolia", "8magnolia"], 5),
    # both printings' names in one path: 3, +1, +2
    ("1 cherry blossom, 4 lilac, 8 cherry blossom", "en", "cherry_blossom",
     ["1cherry_blossom", "4lilac", "8cherry_blossom"], 6),
]  # fmt: skip


@pytest.mark.parametrize(("text", "lang", "colour", "cards", "points"), PATHS)
def test_score_reads_the_species_of_later_printings(
    text: str, lang: str, colour: str, cards: list[str], points: int
) -> None:
    result = runner.invoke(app, ["score", "--json", text], env=LOCALE)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    got = {k: data[k] for k in ("lang", "valid", "colour", "cards", "points")}
    assert got == {"lang": lang, "valid": True, "colour": colour, "cards": cards, "points": points}


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("lilas 8, lilas 3", [
            "Sentier valable : 4 points",
            "Sentier 3 lilas → 8 lilas, marqué en lilas (lu dans l'autre sens, en montant) : "
            "2 cartes = 2 points, +2 car il finit par un 8 : 4 points (p. 6-7).",
        ]),
        ("magnolia 1, oak 4, magnolia 6", [
            "Valid path: 4 points",
            "Path 1 magnolia → 4 oak → 6 magnolia, scored for magnolia: 3 cards = 3 points, +1 "
            "because it starts with a 1: 4 points (p. 6-7).",
        ]),
    ],
)  # fmt: skip
def test_score_names_the_species_in_the_asker_s_language(text: str, lines: list[str]) -> None:
    result = runner.invoke(app, ["score", text], env=LOCALE)
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.splitlines() == lines


@pytest.mark.parametrize(
    ("question", "engine"),
    [
        ("lilas 1, 2, 5, 7, ça fait combien ?",
         {"kind": "path", "colour": "lilac", "valid": True, "points": 9}),
        ("magnolia 3, érable 4, magnolia 8",
         {"kind": "path", "colour": "magnolia", "valid": True, "points": 5}),
        ("2 lilac, 5 lilac, 7 lilac",
         {"kind": "path", "colour": "lilac", "valid": True, "points": 3}),
        ("J'ai le 8 de magnolia, Paul a le 1 de magnolia : qui marque le magnolia ?",
         {"kind": "right_to_score", "colour": "magnolia", "scorers": ["Paul"]}),
        ("I have the 6 lilac, my opponent has the 3 and 4 lilac. Who scores lilac?",
         {"kind": "right_to_score", "colour": "lilac", "scorers": ["opponent"]}),
    ],
)  # fmt: skip
def test_ask_computes_with_the_species_of_later_printings(
    use_fake_bot: Rulebot, question: str, engine: dict[str, Any]
) -> None:
    result = runner.invoke(app, ["ask", "--json", question])
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)["engine"]
    assert {k: found[k] for k in engine} == engine
