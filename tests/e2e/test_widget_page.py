"""The widget on someone else's page, in real headless Chromium: hostile CSS changes
nothing in it, a site the server does not allow is told so, `data-lang`, a phone's page
stays visible, a closed panel stays closed, dark mode."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import Server
from tests.e2e.helpers import (
    DESKTOP,
    NB,
    PAGE,
    PHONE,
    another_site,
    ask,
    contrast,
    embed,
    luminance,
    styles,
)

pytestmark = pytest.mark.e2e

PATH_Q = "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"
HOSTILE = """
  html { font-size: 30px; } body { font: italic 24px/3 serif; color: green; background: #222; }
  * { text-transform: uppercase !important; letter-spacing: 3px !important;
      font-family: "Comic Sans MS", cursive !important; color: red !important;
      line-height: 3 !important; word-spacing: 9px !important; text-align: center !important; }
  body > * { opacity: 0.4; filter: blur(1px); }
  button { background: yellow !important; padding: 20px !important;
           border: 5px solid red !important; border-radius: 0 !important; }
  h2, p { color: magenta !important; font-size: 40px !important; margin: 2em !important; }
  table, th, td { border: 3px solid red !important; padding: 9px !important; }
  li { margin: 12px !important; list-style: square !important; }
  li::before { content: "• "; } ul, ol { padding-left: 40px !important; }
  textarea, input { font-size: 30px !important; background: pink !important; }
  [hidden] { display: block !important; } div { padding: 7px; }
"""
WATCHED = [
    ".rb-bubble", ".rb-panel", ".rb-title", ".rb-subtitle", ".rb-clear", ".rb-greeting .rb-text",
    ".rb-user .rb-text", "article.rb-msg .rb-text", ".rb-card", ".rb-card-value",
    ".rb-breakdown th", ".rb-breakdown td", ".rb-chips li", ".rb-chip", ".rb-thumb", ".rb-question",
    ".rb-send",
    ".rb-picker-toggle",
]  # fmt: skip
PROPERTIES = [
    "font-family", "font-size", "font-style", "font-weight", "line-height", "color",
    "background-color", "text-transform", "letter-spacing", "word-spacing", "text-align",
    "border-top-width", "border-top-style", "border-top-color", "border-top-left-radius",
    "margin-top", "margin-left", "padding-top", "padding-left", "list-style-type", "display",
    "width", "height", "opacity", "filter",
]  # fmt: skip


def _computed(page: Page) -> dict[str, dict[str, str]]:
    ask(page, PATH_Q)
    return {selector: styles(page.locator(selector), PROPERTIES) for selector in WATCHED}


def test_hostile_host_css_leaves_the_widget_unchanged(
    browser: Any, server: Server, shots: Path
) -> None:
    context = browser.new_context(viewport=DESKTOP)
    clean = context.new_page()
    embed(clean, server.base, "/clean-page")
    expected = _computed(clean)
    hostile = context.new_page()
    embed(hostile, server.base, "/hostile-page", css=HOSTILE)
    expect(hostile.locator("h1")).to_have_css("text-transform", "uppercase")  # the page's CSS works
    found = _computed(hostile)
    assert found == expected
    host = hostile.locator("rulebot-widget")
    assert styles(host, ["opacity", "filter"]) == {"opacity": "1", "filter": "none"}
    expect(hostile.locator(".rb-undo")).to_be_hidden()  # "[hidden] {display: block}" stays out
    hostile.screenshot(path=str(shots / "hostile-css.png"))
    context.close()


def test_a_site_not_allowed_is_told_so_and_how_to_allow_it(browser: Any, server: Server) -> None:
    # The server lists no CORS origin: it answers, but the browser may not read it there.
    html = PAGE.format(lang="fr", css="", src=f"{server.base}/widget.js", options="data-open")
    with another_site(html) as other:
        context = browser.new_context(viewport=DESKTOP)
        page = context.new_page()
        page.goto(other + "/")
        reply = ask(page, PATH_Q)
        expect(reply).to_contain_text(
            f"Ce site ({other}) n’est pas autorisé à interroger l’assistant"
        )
        expect(reply).to_contain_text(f"ajoute {other} à RULEBOT_CORS_ORIGINS")
        expect(reply).not_to_contain_text("connexion")
        context.close()


@pytest.mark.parametrize(
    ("page_lang", "option", "greeting", "question", "prefix"),
    [
        (
            "fr",
            'data-lang="en"',
            "Ask your question",
            "Can I draw from my own discard pile?",
            "You: ",
        ),
        (
            "fr",
            'data-lang="en"',
            "Ask your question",
            "Peut-on piocher dans sa défausse ?",
            f"Toi{NB}: ",
        ),
        ("en", "", "Ask your question", "Peut-on piocher dans sa défausse ?", f"Toi{NB}: "),
        (
            "en",
            'data-lang="fr"',
            "Pose ta question",
            "Can I draw from my own discard pile?",
            "You: ",
        ),
    ],
    ids=["en-widget-en-turn", "en-widget-fr-turn", "page-lang", "fr-widget-en-turn"],
)
def test_data_lang_sets_the_widget_and_each_turn_speaks_its_own(
    browser: Any,
    server: Server,
    page_lang: str,
    option: str,
    greeting: str,
    question: str,
    prefix: str,
) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    embed(page, server.base, f"/lang-{page_lang}", lang=page_lang, options=f"data-open {option}")
    expect(page.locator(".rb-greeting .rb-text")).to_contain_text(greeting)
    reply = ask(page, question)
    turn_lang = "en" if prefix == "You: " else "fr"
    expect(reply).to_have_attribute("lang", turn_lang)
    expect(page.locator(".rb-user .rb-sr")).to_have_text(prefix)
    notes = reply.locator(".rb-french-pages")
    expect(notes).to_have_count(1 if turn_lang == "en" else 0)
    if turn_lang == "en":
        expect(notes).to_have_text("Pages of the French rule booklet.")
    context.close()


def test_on_a_phone_data_open_leaves_the_page_visible(
    browser: Any, server: Server, shots: Path
) -> None:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(server.base + "/")  # the demo page asks data-open
    expect(page.locator("h1")).to_be_visible()
    expect(page.locator(".rb-panel")).to_be_hidden()
    page.screenshot(path=str(shots / "phone-closed.png"))
    page.locator(".rb-bubble").tap()
    box = page.locator(".rb-panel").bounding_box()
    assert box is not None and box["width"] == PHONE["width"]  # full screen once asked for
    reply = ask(page, PATH_Q)
    expect(reply.locator(".rb-total")).to_contain_text("7 points")
    assert page.locator(".rb-log").evaluate("e => e.scrollWidth - e.clientWidth") == 0
    page.screenshot(path=str(shots / "phone-path.png"))
    page.locator(".rb-close").tap()
    page.reload()
    expect(page.locator(".rb-panel")).to_be_hidden()
    context.close()


def test_a_closed_panel_stays_closed_after_reload(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(server.base + "/")
    expect(page.locator(".rb-panel")).to_be_visible()  # data-open, on a wide screen
    page.locator(".rb-close").click()
    page.reload()
    expect(page.locator(".rb-bubble")).to_be_visible()
    expect(page.locator(".rb-panel")).to_be_hidden()
    page.locator(".rb-bubble").click()
    page.reload()
    expect(page.locator(".rb-panel")).to_be_visible()
    context.close()


def test_dark_mode_follows_the_system(browser: Any, server: Server, shots: Path) -> None:
    context = browser.new_context(viewport=DESKTOP, color_scheme="dark")
    page = context.new_page()
    page.goto(server.base + "/")
    reply = ask(page, PATH_Q)
    panel = styles(page.locator(".rb-log"), ["background-color", "color"])
    assert luminance(panel["background-color"]) < 0.05
    bot = styles(reply, ["background-color", "color"])
    assert contrast(bot["background-color"], bot["color"]) >= 7
    field = styles(page.locator(".rb-question"), ["background-color", "color"])
    assert contrast(field["background-color"], field["color"]) >= 7
    page.screenshot(path=str(shots / "dark-mode.png"))
    context.close()


def test_every_tile_is_readable(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(server.base + "/")
    page.locator(".rb-picker-toggle").click()
    species = page.locator(".rb-species-btn")
    expect(species.first).to_be_visible()
    for index in range(species.count()):
        species.nth(index).click()
        tile = styles(page.locator(".rb-value-btn"), ["background-color", "color"])
        ratio = contrast(tile["background-color"], tile["color"])
        assert ratio >= 4.5, (species.nth(index).inner_text(), tile, ratio)
    context.close()
