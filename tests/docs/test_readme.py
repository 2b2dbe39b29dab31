"""The README's console examples run and print what the README says."""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebot.cli import app

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def console_examples() -> list[tuple[str, list[str]]]:
    """Each `$ rulebot ...` line of the README's console blocks with the lines it prints."""
    examples: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```console\n(.*?)```", README, flags=re.S):
        for chunk in re.split(r"^\$ ", block, flags=re.M)[1:]:
            command, *output = chunk.rstrip("\n").split("\n")
            examples.append((command, output))
    return examples


def test_the_readme_has_examples() -> None:
    assert len(console_examples()) >= 4


@pytest.mark.parametrize(("command", "expected"), console_examples())
def test_readme_example(command: str, expected: list[str]) -> None:
    args = shlex.split(command)
    assert args[0] == "rulebot"
    os.chdir(ROOT)
    result = CliRunner().invoke(app, args[1:])
    printed = (result.stdout + result.stderr).rstrip("\n").split("\n")
    assert printed == expected


def test_quick_start_has_two_commands_that_exist_in_the_makefile() -> None:
    quick = README.split("## Quick start", 1)[1].split("##", 1)[0]
    commands = re.findall(r"^make (\w+)", quick, flags=re.M)
    assert commands == ["run", "test"]
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in commands:
        assert re.search(rf"^{target}:", makefile, flags=re.M)


@pytest.mark.parametrize("link", re.findall(r"\]\((docs/screenshots/[^)]+)\)", README))
def test_the_readme_links_screenshots_that_exist(link: str) -> None:
    assert (ROOT / link).is_file(), link
