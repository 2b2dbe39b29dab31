"""Loading the invented phrasing files of tests/data/ as pytest parameters."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

DATA = Path(__file__).resolve().parent.parent / "data"


def phrasing_params(name: str, xfails: dict[int, str]) -> list[Any]:
    """One pytest param per item of tests/data/NAME, id'd by its index; known gaps xfail."""
    items = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    return [
        pytest.param(
            item,
            id=f"{k:02d}",
            marks=[pytest.mark.xfail(reason=xfails[k], strict=True)] if k in xfails else [],
        )
        for k, item in enumerate(items)
    ]
