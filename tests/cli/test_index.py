"""`rulebot index` builds the saved index once, then reuses it (real model: marked)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import rulebot.pipeline as pipeline
from rulebot.cli import app
from rulebot.config import Settings
from rulebot.pipeline import Rulebot


@pytest.mark.model
def test_index_builds_then_reuses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(cache_dir=tmp_path / "cache")
    monkeypatch.setattr(pipeline, "_bot", Rulebot(settings))
    runner = CliRunner()
    first = runner.invoke(app, ["index"])
    assert first.exit_code == 0, first.output
    assert "rebuilt" in first.output
    assert (tmp_path / "cache" / "index" / "manifest.json").is_file()
    second = runner.invoke(app, ["index"])
    assert second.exit_code == 0, second.output
    assert "reused" in second.output
