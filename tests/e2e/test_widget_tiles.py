"""Card tiles in real headless Chromium: the species of later printings (lilac, magnolia)
get tiles of their own, named in the widget's language, with readable text."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Server
from tests.e2e.test_widget import DESKTOP, ask

pytestmark = pytest.mark.e2e

MIN_CONTRAST = 4.5  # WCAG AA for normal text


def _rgb(css: str) -> tuple[int, int, int]:
    """'rgb(200, 162, 224)' -> (200, 162, 224); a see-through colour ('rgba(0, 0, 0, 0)',
    no colour of its own) fails."""
    found = re.fullmatch(r"rgb\((\d+), (\d+), (\d+)\)", css)
    assert found, f"not an opaque colour: {css}"
    red, green, blue = (int(v) for v in found.groups())
    return red, green, blue


def _hex(colour: str) -> tuple[int, int, int]:
    """'#c8a2e0' -> (200, 162, 224)."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _luminance(rgb: tuple[int, int, int]) -> float:
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(c) for c in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: tuple[int, int, int], two: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    light, dark = sorted((_luminance(one), _luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize(
    ("question", "tiles"),
    [
        (
            "Combien vaut 1 lilas, 3 magnolia, 5 magnolia, 8 lilas ?",
            [("1", "lilas", "lilac"), ("3", "magnolia", "magnolia"),
             ("5", "magnolia", "magnolia"), ("8", "lilas", "lilac")],
        ),
        (
            "What's 2 magnolia, 4 lilac, 7 magnolia worth?",
            [("2", "magnolia", "magnolia"), ("4", "lilac", "lilac"),
             ("7", "magnolia", "magnolia")],
        ),
    ],
    ids=["fr", "en"],
)  # fmt: skip
def test_later_printing_species_get_their_own_readable_tiles(
    browser: Any, server: Server, question: str, tiles: list[tuple[str, str, str]]
) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    lang = "en" if question.startswith("What") else "fr"
    html = (
        f'<!doctype html><html lang="{lang}"><head><title>Tiles</title></head><body>'
        '<script src="/widget.js" data-open defer></script></body></html>'
    )
    url = f"{server.base}/tiles-{lang}"
    page.route(url, lambda route: route.fulfill(status=200, content_type="text/html", body=html))
    page.goto(url)
    cards = ask(page, question).locator(".rb-card")
    expect(cards).to_have_count(len(tiles))
    expect(cards.locator(".rb-card-value")).to_have_text([value for value, _, _ in tiles])
    expect(cards.locator(".rb-card-colour")).to_have_text([name for _, name, _ in tiles])
    served = page.request.get(f"{server.base}/api/colours").json()
    others = {
        _hex(entry["tile"])
        for group in ("species", "plain")
        for entry in served[group]
        if entry["id"] not in ("lilac", "magnolia")
    }
    seen = {}
    for k, (_, _, tile) in enumerate(tiles):
        style = cards.nth(k).evaluate(
            "e => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]"
        )
        background, text = _rgb(style[0]), _rgb(style[1])
        assert contrast(background, text) >= MIN_CONTRAST, (tile, background, text)
        assert background not in others, tile
        seen[tile] = background
    assert len(set(seen.values())) == len(seen)  # lilac and magnolia differ
    context.close()
