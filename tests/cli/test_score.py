"""`rulebot score` through typer's CliRunner: output, JSON, bad input and exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rulebot.cli import app
from tests.understanding.layouts import LAYOUTS, as_json, error_cases, valid_cases

runner = CliRunner()
# Errors with no words to read their language from follow the locale: pinned here.
LOCALE = {"LANG": "C.UTF-8", "LC_ALL": None, "LC_MESSAGES": None}


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["score", *args], env=LOCALE)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        (
            "1 rouge, 3 bleu, 5 bleu, 8 rouge",
            [
                "Sentier valable : 7 points",
                "Sentier 1 rouge → 3 bleu → 5 bleu → 8 rouge, marqué en rouge : 4 cartes = "
                "4 points, +1 car il commence par un 1, +2 car il finit par un 8 : 7 points "
                "(p. 6-7).",
            ],
        ),
        (
            "oak 1, maple 4, oak 8",
            [
                "Valid path: 6 points",
                "Path 1 oak → 4 maple → 8 oak, scored for oak: 3 cards = 3 points, +1 because "
                "it starts with a 1, +2 because it ends with an 8: 6 points (p. 6-7).",
            ],
        ),
        (
            "1 rouge, 3 bleu, 5 bleu, 8 bleu",
            [
                "Sentier non valable : 0 point",
                "Sentier 1 rouge → 3 bleu → 5 bleu → 8 bleu : ce n'est pas un sentier valable, "
                "car la première et la dernière carte doivent être de la même couleur (ici rouge "
                "et bleu). Il ne compte pas et ne rapporte rien : 0 point (p. 6).",
            ],
        ),
    ],
)
def test_score_a_path(text: str, lines: list[str]) -> None:
    code, out, err = run(text)
    assert (code, err) == (0, "")
    assert out.splitlines() == lines


def test_score_json() -> None:
    code, out, _ = run("1 rouge, 3 bleu, 5 bleu, 8 rouge", "--json")
    assert code == 0
    data = json.loads(out)
    assert {k: data[k] for k in ("valid", "points", "pages", "cards", "colour", "reason")} == {
        "valid": True,
        "points": 7,
        "pages": [6, 7],
        "cards": ["1red", "3blue", "5blue", "8red"],
        "colour": "red",
        "reason": None,
    }
    assert [(b["kind"], b["points"], b["pages"]) for b in data["breakdown"]] == [
        ("cards", 4, [6, 7]),
        ("starts_on_1", 1, [6, 7]),
        ("ends_on_8", 2, [6, 7]),
    ]
    assert data["lang"] == "fr"
    assert data["text"].endswith(": 7 points (p. 6-7).")


def test_score_json_invalid_path() -> None:
    code, out, _ = run("red 1, blue 3, blue 5, blue 8", "--json")
    data = json.loads(out)
    assert (code, data["valid"], data["points"], data["reason"], data["pages"]) == (
        0,
        False,
        0,
        "ends_differ",
        [6],
    )
    assert data["lang"] == "en"


def test_score_a_described_shape() -> None:
    code, out, _ = run("un sentier de 5 cartes de la même couleur", "--json")
    data = json.loads(out)
    assert (code, data["valid"], data["points"], data["cards"]) == (0, True, 10, [])
    assert data["shape"] == {
        "length": 5,
        "same_colour": True,
        "starts_on_1": False,
        "ends_on_8": False,
    }


def test_lang_option_overrides_the_guess() -> None:
    code, out, _ = run("1 rouge, 8 rouge", "--lang", "en")
    assert code == 0
    assert out.splitlines()[0] == "Valid path: 5 points"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        # worded in the language of the description (before: English only)
        (["1 rouge, 3 bleu, 5 zorg"], "error: colonne 20 : couleur inconnue : « zorg »"),
        (["1 rouge, 9 bleu"], "error: colonne 10 : 9 n'est pas une valeur de carte (1 à 8)"),
        (["1 rouge, 3 bleu, 1 rouge"], "error: colonne 18 : la carte 1 rouge figure deux fois"),
        (["1 red, 9 blue"], "error: column 8: 9 is not a card value (1 to 8)"),
        (["1 rouge, 9 bleu", "--lang", "en"], "error: column 10: 9 is not a card value (1 to 8)"),
        (["oak 3, oak 3", "--json"], "error: column 8: the card oak 3 appears twice"),
        # numbers of 5 digits or more: a value named, never an internal error
        (["00000 oak"], "error: column 1: 00000 is not a card value (1 to 8)"),
        (["oak 1, oak 123456789"], "error: column 12: 123456789 is not a card value (1 to 8)"),
        (
            ["bonjour"],
            "error: colonne 1 : aucune carte trouvée (écris-les comme « 1 rouge, 3 bleu » ou "
            "« chêne 5 »)",
        ),
        (
            ["hello there"],
            "error: column 1: no card found (write them like '1 rouge, 3 bleu' or 'oak 5')",
        ),
        ([], "error: give either a path description or --layout FILE (not both)"),
        (["1 rouge", "--lang", "de"], "error: --lang doit valoir fr ou en, pas 'de'"),
        (["1 red", "--lang", "de"], "error: --lang must be fr or en, not 'de'"),
        (["--layout", "missing.txt"], "error: missing.txt: file not found"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], message: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert out == ""
    assert err.splitlines() == [message]


@pytest.mark.parametrize(("name", "paths"), valid_cases())
def test_score_layout_json(name: str, paths: dict[str, Any]) -> None:
    code, out, _ = run("--layout", str(LAYOUTS / name), "--json")
    assert code == 0
    assert json.loads(out)["paths"] == as_json(paths)


@pytest.mark.parametrize(("name", "message"), error_cases())
def test_score_layout_errors(name: str, message: str) -> None:
    path = LAYOUTS / name
    code, out, err = run("--layout", str(path))
    assert (code, out) == (2, "")
    assert err.splitlines() == [f"error: {path}: {message}"]


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (
            ["--lang", "fr"],
            LOCALE,
            "ligne 1, colonne 4 : 9 dans « 9B » n'est pas une valeur de carte",
        ),
        ([], {**LOCALE, "LANG": "fr_FR.UTF-8"}, "ligne 1, colonne 4 : 9 dans « 9B »"),
        (["--lang", "en"], {**LOCALE, "LANG": "fr_FR.UTF-8"}, "line 1, column 4: 9 in '9B'"),
    ],
)
def test_a_layout_error_speaks_the_asker_s_language(
    args: list[str], env: dict[str, str | None], message: str
) -> None:
    """The language asked for, else the locale (a layout has no words to tell it)."""
    path = LAYOUTS / "bad_value.txt"
    result = runner.invoke(app, ["score", "--layout", str(path), *args], env=env)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {path}: {message}")


def test_score_layout_human_output() -> None:
    code, out, _ = run("--layout", str(LAYOUTS / "example.txt"))
    assert code == 0
    assert out.splitlines() == [
        "Meilleurs sentiers de l'arboretum",
        "  A: 7  1A → 3B → 5B → 8A",
        "  B: 2  3B → 5B",
        "Meilleurs sentiers : A : 1A → 3B → 5B → 8A = 7 points ; B : 3B → 5B = 2 points (p. 5-7).",
    ]


def test_score_layout_from_a_temporary_file(tmp_path: Path) -> None:
    layout = tmp_path / "grid.txt"
    layout.write_text("1A 3B\n5B 8A\n", encoding="utf-8")
    code, out, _ = run("--layout", str(layout), "--json")
    assert code == 0
    assert json.loads(out)["paths"]["A"]["points"] == 6
