"""The CLI's own errors speak the asker's language: the question's (or description's),
else --lang, else the locale's, else English; exit codes stay 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebot.cli import app
from rulebot.config import Settings

runner = CliRunner()
FR_LOCALE = {"LANG": "fr_FR.UTF-8", "LC_ALL": None, "LC_MESSAGES": None}
C_LOCALE = {"LANG": "C.UTF-8", "LC_ALL": None, "LC_MESSAGES": None}
MISSING = "no/such/file.txt"


CASES: list[tuple[list[str], dict[str, str | None], str]] = [
    # rulebot ask
    (["ask", "Combien de cartes ?", "--lang", "de"], C_LOCALE,
     "--lang doit valoir fr ou en, pas 'de'"),
    (["ask", "How many cards?", "--lang", "de"], FR_LOCALE,
     "--lang must be fr or en, not 'de'"),
    (["ask", "--lang", "de"], FR_LOCALE, "--lang doit valoir fr ou en, pas 'de'"),
    (["ask"], FR_LOCALE,
     'donne une question, par exemple : rulebot ask "Combien de cartes à 2 joueurs ?"'),
    (["ask", "--lang", "fr"], C_LOCALE,
     'donne une question, par exemple : rulebot ask "Combien de cartes à 2 joueurs ?"'),
    (["ask"], C_LOCALE, 'give a question, e.g. rulebot ask "How many cards with 2 players?"'),
    (["ask", "--lang", "en"], FR_LOCALE,
     'give a question, e.g. rulebot ask "How many cards with 2 players?"'),
    (["ask", "--batch", MISSING], FR_LOCALE, f"impossible de lire {MISSING} : "),
    (["ask", "--batch", MISSING], C_LOCALE, f"cannot read {MISSING}: "),
    # rulebot score
    (["score", "1 rouge, 3 bleu", "--lang", "de"], C_LOCALE,
     "--lang doit valoir fr ou en, pas 'de'"),
    (["score", "oak 1, oak 3", "--lang", "xx"], FR_LOCALE,
     "--lang must be fr or en, not 'xx'"),
    (["score", "1 rouge", "--layout", MISSING], C_LOCALE,
     "donne soit une description de sentier, soit --layout FICHIER (pas les deux)"),
    (["score"], FR_LOCALE,
     "donne soit une description de sentier, soit --layout FICHIER (pas les deux)"),
    (["score"], C_LOCALE, "give either a path description or --layout FILE (not both)"),
    (["score", "--layout", MISSING, "--lang", "fr"], C_LOCALE,
     f"{MISSING} : fichier introuvable"),
    (["score", "--layout", MISSING], FR_LOCALE, f"{MISSING} : fichier introuvable"),
    (["score", "--layout", MISSING], C_LOCALE, f"{MISSING}: file not found"),
]  # fmt: skip


def _id(case: tuple[list[str], dict[str, str | None], str]) -> str:
    args, env, _ = case
    return "-".join([*args, "fr_FR" if env is FR_LOCALE else "C"])


@pytest.mark.parametrize(("args", "env", "message"), CASES, ids=[_id(c) for c in CASES])
def test_cli_errors_in_the_askers_language(
    args: list[str], env: dict[str, str | None], message: str
) -> None:
    result = runner.invoke(app, args, env=env)
    assert result.exit_code == 2
    assert result.stdout == ""
    line = " ".join(result.stderr.split())
    assert line.startswith(f"error: {message}"), line


@pytest.mark.parametrize(
    ("env", "message"),
    [
        (FR_LOCALE, "Impossible de lire la base des avis "),
        (C_LOCALE, "Cannot read the feedback database "),
    ],
)
def test_feedback_database_error_in_the_locale_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, env: dict[str, str | None], message: str
) -> None:
    database = tmp_path / "feedback.sqlite3"
    database.mkdir()  # a folder where the database file should be
    monkeypatch.setattr("rulebot.config.get_settings", lambda: Settings(feedback_db=database))
    result = runner.invoke(app, ["feedback"], env=env)
    assert result.exit_code == 2
    assert result.stderr.startswith(message)
