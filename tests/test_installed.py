"""`rulebot.installed.version` against importlib.metadata, its oracle."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest

from rulebot import installed


def test_every_installed_distribution_has_the_version_importlib_finds() -> None:
    names = sorted({d.metadata["Name"] for d in metadata.distributions()})
    assert len(names) > 20
    assert {n: installed.version(n) for n in names} == {n: metadata.version(n) for n in names}


@pytest.mark.parametrize(
    "name", ["PyStemmer", "pystemmer", "faiss_cpu", "Faiss.CPU", "onnxruntime"]
)
def test_a_name_is_found_however_it_is_spelt(name: str) -> None:
    assert installed.version(name) == metadata.version(name)


def test_an_absent_distribution_has_no_version() -> None:
    assert installed.version("no-such-distribution-here") is None


def test_the_first_folder_of_the_path_wins(tmp_path: Path) -> None:
    for folder, number in (("a", "1.0"), ("b", "2.0")):
        info = tmp_path / folder / f"my_pkg-{number}.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: my-pkg\nVersion: {number}\n")
    assert installed.version("My.Pkg", [str(tmp_path / "b"), str(tmp_path / "a")]) == "2.0"
    assert installed.version("my-pkg", [str(tmp_path / "nowhere"), str(tmp_path / "a")]) == "1.0"
