"""`rulebot chat` ends on a quit word or Ctrl-D; `--version`; help shows flags as flags."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from rulebot.cli import app, package_version
from rulebot.cli.chat_words import ends_chat
from rulebot.pipeline import Rulebot
from tests.processes import run_python

runner = CliRunner()
PATH_Q = "Combien vaut 1 rouge, 3 bleu, 5 bleu, 7 rouge ?"


@pytest.mark.parametrize(
    ("line", "quits"),
    [
        ("quit", True),
        ("exit", True),
        (":q", True),
        ("quitter", True),
        ("Quitter !", True),
        ("  sortir  ", True),
        ("au revoir", True),
        ("EXIT.", True),
        ("", False),
        ("quitter la partie, c'est permis ?", False),
        ("on peut sortir une carte de sa défausse ?", False),
    ],
)
def test_quit_words_end_the_chat(line: str, quits: bool) -> None:
    assert ends_chat(line) is quits


@pytest.mark.parametrize("quit_line", ["quit\n", "exit\n", ":q\n", "quitter\n", "sortir\n", ""])
def test_chat_stops_on_a_quit_word_or_end_of_input(use_fake_bot: Rulebot, quit_line: str) -> None:
    # "" is Ctrl-D: the input ends. An empty line does not end the chat.
    session = f"{PATH_Q}\n\n{quit_line}et s'il finit sur un 8 ?\n"
    result = runner.invoke(app, ["chat"], input=session)
    assert result.exit_code == 0, result.output
    assert "5 points" in result.output
    said_after_quit = "8 points" in result.output
    assert said_after_quit is (quit_line == "")


def test_version_prints_the_package_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout == f"rulebot {package_version()}\n"
    assert re.fullmatch(r"\d+\.\d+\.\d+.*", package_version())


@pytest.mark.parametrize(
    ("command", "flags"),
    [
        ([], ["--version", "--help"]),
        (["ask"], ["--json", "--help"]),
        (["score"], ["--json", "--help"]),
        (["index"], ["--force", "--help"]),
        (["eval"], ["--json", "--ablation / --no-ablation", "--items / --no-items"]),
        (["feedback"], ["--json"]),
    ],
)
def test_help_shows_boolean_flags_as_flags(command: list[str], flags: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "80"})
    assert result.exit_code == 0
    assert "<bool>" not in result.stdout
    lines = [line.strip() for line in result.stdout.splitlines()]
    for flag in flags:
        assert any(re.match(rf"{re.escape(flag)}\s{{2,}}\S", line) for line in lines), flag


@pytest.mark.parametrize("columns", [50, 80, 120])
@pytest.mark.parametrize("command", [[], ["eval"], ["serve"]])
def test_help_wraps_within_the_terminal_and_cuts_no_command_short(
    columns: int, command: list[str]
) -> None:
    # A real process: the help reads the terminal's width from COLUMNS.
    main = "from rulebot.cli import main; main()"
    done = run_python("-c", main, *command, "--help", env={"COLUMNS": str(columns)})
    lines = done.stdout.splitlines()
    assert max(len(line) for line in lines) <= columns
    described = [line for line in lines if not line.startswith("Usage:")]
    assert not any(line.endswith("...") for line in described)  # nothing cut short
