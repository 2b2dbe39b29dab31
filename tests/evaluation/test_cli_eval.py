"""`rulebot eval` end to end through typer's CliRunner, with a fake bot."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebot.cli import app
from rulebot.cli import eval as eval_cli
from rulebot.evaluation.runner import Mode
from tests.evaluation.helpers import FakeBot, answer

GOLDEN = """
- id: en-hand
  lang: en
  category: setup
  question: How many cards in hand?
  entry: setup-hand
  pages: [4]
  must: ['\\b7\\b']
- id: fr-path
  lang: fr
  category: scoring
  turns: ["Combien vaut 1 2 3 rouges ?", "Et avec un 8 ?"]
  pages: [8]
  must: ["11 points"]
  engine: {kind: path, valid: true, points: 11}
- id: en-oos
  lang: en
  category: out-of-scope
  question: Who won the world cup?
  pages: []
  abstain: true
"""

ANSWERS = {
    "How many cards in hand?": answer("You hold 7 cards.", cited=[4]),
    # wrong on purpose: 10 points, page 9
    "Et avec un 8 ?": answer("10 points.", cited=[9], engine={"valid": True, "points": 10}),
    "Who won the world cup?": answer("I can only answer about Arboretum.", abstained=True),
}
HITS = {"How many cards in hand?": ["setup-hand", "other"]}

runner = CliRunner()
real_make_bots = eval_cli.make_bots  # the fixture below replaces it with fake bots
WIDE = {"COLUMNS": "160"}  # no folding of table cells


@pytest.fixture
def golden(tmp_path: Path) -> Path:
    path = tmp_path / "golden.yaml"
    path.write_text(GOLDEN, encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def fake_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    def make_bots() -> Callable[[Mode], FakeBot]:
        base = FakeBot(ANSWERS, HITS)
        return base.with_mode

    monkeypatch.setattr(eval_cli, "make_bots", make_bots)


def test_prints_the_metrics_and_lists_the_failing_item(golden: Path) -> None:
    result = runner.invoke(app, ["eval", "--set", str(golden)], env=WIDE)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "answer accuracy" in out
    assert "66.7% (2/3)" in out
    assert "Retrieval ablation" in out
    assert "Failing items (1)" in out
    assert "Failing items by kind" in out  # fr-path fails must, pages and engine: engine
    assert "a wrong engine value" in out
    assert "fr-path" in out
    assert "no match for /11 points/" in out
    assert "valid=True, points=10" in out  # what the engine gave
    assert "en-hand" not in out.split("Failing items")[1]


def test_json_output(golden: Path) -> None:
    result = runner.invoke(app, ["eval", "--set", str(golden), "--json", "--no-ablation"], env=WIDE)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["failures"] == ["fr-path"]
    assert data["metrics"]["answer_accuracy"] == {"value": 0.6667, "hits": 2, "total": 3}
    assert data["metrics"]["retrieval"]["hit_at_1"] == {"value": 1.0, "hits": 1, "total": 1}
    assert data["metrics"]["engine_exactness"]["hits"] == 0
    assert data["metrics"]["abstention_recall"]["value"] == 1.0
    assert data["metrics"]["failure_kinds"] == {"engine": 1}
    assert [row["mode"] for row in data["ablation"]] == ["fused"]
    failed = next(r for r in data["results"] if r["id"] == "fr-path")
    assert failed["history"] == ["Combien vaut 1 2 3 rouges ?"]
    assert {c["name"] for c in failed["checks"] if not c["passed"]} == {"must", "pages", "engine"}
    assert failed["answer"]["answer"] == "10 points."


@pytest.mark.parametrize(
    ("threshold", "code"),
    [("0.6", 0), ("60", 0), ("66%", 0), ("0.9", 1), ("90", 1), ("1", 1), ("abc", 2), ("150", 2)],
)
def test_min_accuracy(golden: Path, threshold: str, code: int) -> None:
    args = ["eval", "--set", str(golden), "--no-ablation", "--min-accuracy", threshold]
    result = runner.invoke(app, args, env=WIDE)
    assert result.exit_code == code, result.output
    if code == 1:
        assert "is below --min-accuracy" in result.stderr
    if code == 2:
        assert result.stderr.startswith("error: --min-accuracy")


def test_report_files(golden: Path, tmp_path: Path) -> None:
    folder = tmp_path / "out"
    result = runner.invoke(app, ["eval", "--set", str(golden), "--report", str(folder)], env=WIDE)
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["accuracy-by-category.svg", "report.html", "report.json", "report.md"]
    assert json.loads((folder / "report.json").read_text())["failures"] == ["fr-path"]
    md = (folder / "report.md").read_text()
    assert "| answer accuracy | 66.7% (2/3) |" in md
    assert "### `fr-path` (fr, scoring)" in md
    assert "| engine | a wrong engine value | 1 |" in md
    assert "![Answer accuracy per category](accuracy-by-category.svg)" in md
    html = (folder / "report.html").read_text()
    assert "<svg" in html and "scoring" in html
    assert "<td>a wrong engine value</td>" in html
    assert html.count("<rect") == 6  # a track and a bar per category


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- id: a\n  question: [\n", "not valid YAML"),
        ("- {id: a, lang: en, question: q, must: ['(']}", "(id a): `must` regex '(' is invalid"),
    ],
)
def test_malformed_set_is_one_error_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["eval", "--set", str(path)], env=WIDE)
    assert result.exit_code == 2
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith("error: ")
    assert message in result.stderr


def test_default_set_is_the_golden_folder_split(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, golden: Path
) -> None:
    (tmp_path / "golden").mkdir()
    (tmp_path / "golden" / "test.yaml").write_text(GOLDEN, encoding="utf-8")
    monkeypatch.setenv("RULEBOT_EVAL_DIR", str(tmp_path))
    from rulebot.config import get_settings

    get_settings.cache_clear()
    try:
        missing = runner.invoke(app, ["eval"], env=WIDE)
        assert missing.exit_code == 2
        assert "no dev.yaml in" in missing.stderr
        found = runner.invoke(app, ["eval", "--split", "test", "--json", "--no-ablation"], env=WIDE)
        assert found.exit_code == 0, found.output
        assert json.loads(found.stdout)["split"] == "test"
    finally:
        get_settings.cache_clear()


def test_make_bots_builds_fused_first_and_clones_it(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[str] = []

    class Rulebot(FakeBot):
        def __init__(self, retrieval_mode: Mode = "fused") -> None:
            built.append(retrieval_mode)
            super().__init__(ANSWERS, HITS, retrieval_mode)

    import rulebot.pipeline

    monkeypatch.setattr(rulebot.pipeline, "Rulebot", Rulebot, raising=False)
    bot_for = real_make_bots()
    fused = bot_for("fused")
    dense = bot_for("dense")
    assert built == ["fused"]  # dense comes from fused.with_mode, sharing what it loaded
    assert (fused.mode, dense.mode) == ("fused", "dense")  # type: ignore[attr-defined]
    assert bot_for("fused") is fused


@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_no_items_prints_figures_but_no_item(golden: Path, extra: list[str]) -> None:
    result = runner.invoke(app, ["eval", "--set", str(golden), "--no-items", *extra], env=WIDE)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "66.7" in out or '"passed": 2' in out  # the figures are there
    for secret in ("fr-path", "en-hand", "en-oos", "Combien vaut", "world cup", "11 points"):
        assert secret not in out, secret
    if extra:
        assert set(json.loads(out)) == {"source", "split", "items", "passed", "metrics", "ablation"}
    else:
        assert "1 failing items, not listed" in out
        assert "a wrong engine value" in out  # kinds are figures, shown without items
