"""The layout files of tests/data/layouts/ and what they should give."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

LAYOUTS = Path(__file__).resolve().parent.parent / "data" / "layouts"


def expected() -> dict[str, dict[str, Any]]:
    """File name -> {"paths": {colour: [points, cards, cells]}} or {"error": message}."""
    data: dict[str, dict[str, Any]] = yaml.safe_load(
        (LAYOUTS / "expected.yaml").read_text(encoding="utf-8")
    )
    return data


def valid_cases() -> list[tuple[str, dict[str, Any]]]:
    return [(name, spec["paths"]) for name, spec in expected().items() if "paths" in spec]


def error_cases() -> list[tuple[str, str]]:
    return [(name, spec["error"]) for name, spec in expected().items() if "error" in spec]


def as_json(paths: dict[str, Any]) -> dict[str, Any]:
    """The expected `paths` part of score_layout's result."""
    return {
        colour: {"points": points, "cards": cards, "cells": cells}
        for colour, (points, cards, cells) in paths.items()
    }
