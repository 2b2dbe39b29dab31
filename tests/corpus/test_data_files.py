"""Every YAML data file of the package writes each key once: YAML keeps the last of a key
written twice, so the first list is lost without a word (grammar.yaml once held two
`contrasts`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebot.corpus.model import CorpusError
from rulebot.corpus.yamlio import read_yaml

PACKAGE = Path(__file__).resolve().parents[2] / "rulebot"
DATA_FILES = sorted(PACKAGE.rglob("*.yaml"))


def test_the_package_has_data_files() -> None:
    assert len(DATA_FILES) >= 20


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_data_file_writes_each_key_once(path: Path) -> None:
    read_yaml(path)  # raises CorpusError naming a key written twice


def test_a_key_written_twice_is_refused(tmp_path: Path) -> None:
    twice = tmp_path / "words.yaml"
    twice.write_text("contrasts: [but]\nother: [x]\ncontrasts: [mais]\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="duplicate key 'contrasts'"):
        read_yaml(twice)
