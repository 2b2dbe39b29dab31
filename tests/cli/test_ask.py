"""`rulebot ask`, `--json`, `--batch` and `chat` through CliRunner, on the fake-embedder bot."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebot.cli import app
from rulebot.pipeline import Rulebot
from tests.contract import ANSWER_KEYS

runner = CliRunner()


def test_ask_prints_answer_and_citation(use_fake_bot: Rulebot) -> None:
    result = runner.invoke(app, ["ask", "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"])
    assert result.exit_code == 0, result.output
    assert "7 points" in result.output
    assert "(p. 6-7)" in result.output
    assert "↳ Les points d’un sentier (p. 6-7)" in result.output


def test_ask_json_has_the_contract(use_fake_bot: Rulebot) -> None:
    result = runner.invoke(
        app, ["ask", "--json", "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) >= ANSWER_KEYS
    assert data["engine"]["kind"] == "path"
    assert (data["engine"]["valid"], data["engine"]["points"]) == (True, 7)
    assert data["pages"] == [6, 7]


def test_ask_explain_says_why_with_the_nearest_training_questions(use_fake_bot: Rulebot) -> None:
    question = "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"
    result = runner.invoke(app, ["ask", "--json", "--explain", question])
    assert result.exit_code == 0, result.output
    why = json.loads(result.stdout)["explanation"]
    assert why["intent"]["label"] == "path_score"
    assert why["intent"]["ranked"][0][0] == "path_score"
    nearest = why["intent"]["nearest"]
    assert len(nearest) == 3
    assert all(n["question"] and 0 < n["similarity"] <= 1 for n in nearest)
    assert why["entry"]["label"] and why["entry"]["nearest"]
    shown = runner.invoke(app, ["ask", "--explain", question])
    assert "intent: path_score" in shown.output and "≈ " in shown.output


def test_batch_prints_one_json_line_per_question_in_order(
    use_fake_bot: Rulebot, tmp_path: Path
) -> None:
    questions = tmp_path / "q.txt"
    questions.write_text(
        "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?\n\nWhat is the capital of France?\n"
        + "x" * 2000
        + "\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["ask", "--json", "--batch", str(questions)])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line.get("intent") for line in lines[:2]] == ["path_score", "out_of_scope"]
    assert lines[1]["abstained"] is True
    assert "2000" in lines[2]["error"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["ask", ""], "vide"),
        (["ask", "y" * 10_000], "10000"),
        (["ask", "\x00\x01\x02\x03\x04"], "illisibles"),
        (["ask"], "give a question"),
        (["ask", "--json", "--batch", "/no/such/file.txt"], "cannot read"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(
    use_fake_bot: Rulebot, args: list[str], message: str
) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_chat_keeps_the_conversation(use_fake_bot: Rulebot) -> None:
    session = "Combien vaut 1 rouge, 3 bleu, 5 bleu, 7 rouge ?\net s'il finit sur un 8 ?\n\n"
    result = runner.invoke(app, ["chat"], input=session)
    assert result.exit_code == 0, result.output
    assert "5 points" in result.output
    assert "8 points" in result.output
