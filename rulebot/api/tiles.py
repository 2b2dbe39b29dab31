"""The tile colour and ink of each colour label, for the widget's cards (data/tiles.yaml)."""

from __future__ import annotations

import zlib
from functools import cache
from importlib import resources
from typing import Any

import yaml

BLACK, WHITE = "#000000", "#ffffff"


@cache
def _tiles() -> dict[str, Any]:
    raw = resources.files("rulebot.api").joinpath("data", "tiles.yaml").read_text("utf-8")
    data: dict[str, Any] = yaml.safe_load(raw)
    return data


def luminance(hex_colour: str) -> float:
    """The relative luminance of "#rrggbb" (WCAG 2)."""
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    red, green, blue = linear
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: str, second: str) -> float:
    """The WCAG contrast ratio of two colours, from 1 to 21."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def tile(colour_id: str) -> dict[str, str]:
    """{"tile": background, "ink": black or white, whichever contrasts more with it}."""
    data = _tiles()
    spare: list[str] = data["spare"]
    background = data["tiles"].get(colour_id) or spare[zlib.crc32(colour_id.encode()) % len(spare)]
    ink = WHITE if contrast(background, WHITE) >= contrast(background, BLACK) else BLACK
    return {"tile": background, "ink": ink}


def with_tiles(colours: dict[str, list[dict[str, Any]]]) -> dict[str, list[dict[str, Any]]]:
    """The bot's colour labels, each with its tile colour and ink."""
    return {
        group: [{**colour, **tile(str(colour["id"]))} for colour in listed]
        for group, listed in colours.items()
    }
