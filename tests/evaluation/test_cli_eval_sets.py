"""`rulebot eval --sets` (many sets, one bot, their floors) and `--set NAME`, through typer's
CliRunner with a fake bot and an evaluation folder of their own."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from rulebot.cli import app
from rulebot.cli import eval as eval_cli
from rulebot.config import get_settings
from rulebot.evaluation.golden import GoldenError
from rulebot.evaluation.runner import Mode
from rulebot.evaluation.sets import set_paths
from tests.evaluation.helpers import FakeBot, answer

ONE = """
- {id: en-a, lang: en, category: setup, question: "How many cards?", pages: [2], must: ['\\b7\\b']}
- {id: en-b, lang: en, category: box, question: "Who made it?", pages: [], must: [Cassar]}
"""
OTHER = """
- {id: en-c, lang: en, category: paths, question: "Is a path 2 cards?", intent: rules}
"""
ANSWERS = {
    "How many cards?": answer("7 cards.", cited=[2]),
    "Who made it?": answer("Dan Cassar.", engine=None),
    "Is a path 2 cards?": answer("Yes."),
}
FILES = {
    "golden/test.yaml": ONE,
    "sets/blind_9_tune.yaml": OTHER.replace("en-c", "en-d"),
    "phrasings/path_tune.yaml": OTHER,
}
runner = CliRunner()
HEADER = "set                             answer  floor"


@pytest.fixture(autouse=True)
def eval_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for name, text in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("RULEBOT_EVAL_DIR", str(tmp_path))
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


@pytest.fixture(autouse=True)
def bots(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    made: list[str] = []

    def make_bots() -> Callable[[Mode], FakeBot]:
        made.append("bot")
        return FakeBot(ANSWERS, {}).with_mode

    monkeypatch.setattr(eval_cli, "make_bots", make_bots)
    return made


def floors(path: Path, values: dict[str, int]) -> Path:
    path.write_text(yaml.safe_dump(values), encoding="utf-8")
    return path


def test_many_sets_run_through_one_bot_a_line_each(bots: list[str]) -> None:
    result = runner.invoke(app, ["eval", "--sets", "all"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith(HEADER)
    assert [line.split()[0] for line in lines[1:]] == ["test", "blind_9_tune", "path_tune", "all"]
    assert lines[1].split()[1:3] == ["2/2", "100.0%"]
    assert lines[-1].split() == ["all", "4/4"]
    assert bots == ["bot"]
    for secret in ("How many cards", "en-a", "Cassar"):
        assert secret not in result.stdout


@pytest.mark.parametrize(
    ("held", "code", "message"),
    [
        ({"test": 2, "path_tune": 1}, 0, None),
        ({"test": 3, "path_tune": 1}, 1, "below their floor: test"),
        ({"test": 2}, 1, "for: path_tune"),
    ],
)
def test_floors_hold_each_set(
    tmp_path: Path, held: dict[str, int], code: int, message: str | None
) -> None:
    path = floors(tmp_path / "floors.yaml", held)
    result = runner.invoke(app, ["eval", "--sets", "test,path_tune", "--floors", str(path)])
    assert result.exit_code == code, result.output
    assert message is None or message in result.stderr
    if code == 0:
        assert result.stdout.splitlines()[1].split()[3] == "2"  # the floor column


def test_the_floors_reached_are_written(tmp_path: Path) -> None:
    out = tmp_path / "written.yaml"
    result = runner.invoke(app, ["eval", "--sets", "golden,phrasings", "--write-floors", str(out)])
    assert result.exit_code == 0, result.output
    assert yaml.safe_load(out.read_text(encoding="utf-8")) == {"test": 2, "path_tune": 1}
    assert out.read_text(encoding="utf-8").startswith("# The fewest items")


def test_a_report_per_set_and_the_figures(tmp_path: Path) -> None:
    folder = tmp_path / "reports"
    result = runner.invoke(app, ["eval", "--sets", "test,blind", "--report", str(folder)])
    assert result.exit_code == 0, result.output
    assert (folder / "test" / "report.json").is_file()
    figures = json.loads((folder / "figures.json").read_text(encoding="utf-8"))
    assert [f["set"] for f in figures] == ["test", "blind_9_tune"]
    assert figures[0]["answer_accuracy"] == {"value": 1.0, "hits": 2, "total": 2}
    assert figures[0]["floor"] is None


@pytest.mark.parametrize("args", [["--sets", "nothing"], ["--set", "nothing"]])
def test_an_unknown_set_name_is_one_error_line(args: list[str]) -> None:
    result = runner.invoke(app, ["eval", *args])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: no evaluation set named")
    assert result.stderr.count("\n") == 1


def test_a_set_is_named_by_its_file_stem() -> None:
    result = runner.invoke(app, ["eval", "--set", "path_tune", "--json", "--no-ablation"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["source"].endswith("phrasings/path_tune.yaml") and data["passed"] == 1


@pytest.mark.parametrize(
    ("names", "found"),
    [
        ("golden", ["golden/test.yaml"]),
        ("blind,test", ["sets/blind_9_tune.yaml", "golden/test.yaml"]),
        ("test,golden", ["golden/test.yaml"]),  # each set once
        ("held-out", ["golden/test.yaml"]),  # never the tune halves
        ("phrasings/path_tune.yaml", ["phrasings/path_tune.yaml"]),  # a path
    ],
)
def test_set_names_and_groups(eval_dir: Path, names: str, found: list[str]) -> None:
    paths = set_paths(names.replace("phrasings/", f"{eval_dir}/phrasings/"), eval_dir)
    assert [str(p.relative_to(eval_dir)) for p in paths] == found


def test_no_name_is_an_error(eval_dir: Path) -> None:
    with pytest.raises(GoldenError, match="no evaluation set named by ' , '"):
        set_paths(" , ", eval_dir)
