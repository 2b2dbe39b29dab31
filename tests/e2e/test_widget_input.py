"""Typing in the widget, in real headless Chromium: a box that grows with its lines, a
warning instead of a silent cut, a pasted arboretum grid answered with its best paths,
"Effacer" that can be undone, feedback sent with the conversation or said unsaved."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import Server
from tests.e2e.helpers import DESKTOP, NB, ask, embed

pytestmark = pytest.mark.e2e

GRID = "1A  3B   .\n .  5B  8A\n .  4A  2A"  # tests/data/layouts/example.txt
PASTE = """(text) => {
  const box = document.querySelector('rulebot-widget').shadowRoot.querySelector('.rb-question');
  box.focus();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const paste = new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true});
  box.dispatchEvent(paste);
}"""


@pytest.fixture()
def tab(browser: Any) -> Iterator[Page]:
    context = browser.new_context(viewport=DESKTOP)
    yield context.new_page()
    context.close()


def test_the_box_grows_and_shift_enter_starts_a_line(tab: Page, server: Server) -> None:
    page = tab
    embed(page, server.base)
    box = page.locator(".rb-question")
    one_line = box.bounding_box()
    box.press_sequentially("1 rouge, 3 bleu,")
    box.press("Shift+Enter")
    box.press_sequentially("5 bleu, 8 rouge :")
    box.press("Shift+Enter")
    box.press_sequentially("combien de points ?")
    expect(box).to_have_value("1 rouge, 3 bleu,\n5 bleu, 8 rouge :\ncombien de points ?")
    grown = box.bounding_box()
    assert (
        one_line is not None
        and grown is not None
        and grown["height"] >= one_line["height"] + 2 * 20
    )  # two more lines
    expect(page.locator(".rb-turn")).to_have_count(0)  # nothing sent yet
    box.press("Enter")
    expect(page.locator(".rb-turn .rb-total")).to_contain_text("7 points", timeout=60_000)
    expect(box).to_have_value("")


def test_too_long_text_is_kept_whole_and_said_too_long(tab: Page, server: Server) -> None:
    page = tab
    embed(page, server.base, options='data-open data-max-chars="60"')
    box = page.locator(".rb-question")
    text = "Peut-on piocher dans sa propre défausse, même au dernier tour de la partie ?"
    box.fill(text)
    hint = page.locator(".rb-hint")
    expect(hint).to_have_text(
        f"Trop long{NB}: {len(text)} caractères, 60 au plus. Raccourcis ta question pour l’envoyer."
    )
    expect(box).to_have_attribute("aria-invalid", "true")
    expect(page.locator(".rb-send")).to_be_disabled()
    box.press("Enter")
    expect(box).to_have_value(text)  # never cut, never sent
    expect(page.locator(".rb-turn")).to_have_count(0)
    box.fill(text[:59])
    expect(hint).to_have_text("59 / 60")
    expect(page.locator(".rb-send")).to_be_enabled()


def test_a_pasted_grid_asks_for_its_best_paths(tab: Page, server: Server, shots: Path) -> None:
    page = tab
    embed(page, server.base)
    page.evaluate(PASTE, GRID)
    box = page.locator(".rb-question")
    expect(box).to_have_value(GRID)  # every line kept
    expect(page.locator(".rb-hint")).to_have_text(
        f"Grille d’arboretum reconnue{NB}: envoie-la pour voir ses meilleurs sentiers."
    )
    box.press("Enter")
    reply = page.locator(".rb-turn article.rb-msg")
    expect(reply).to_be_visible(timeout=60_000)
    expect(page.locator(".rb-user .rb-text")).to_have_text(GRID)
    heads = reply.locator(".rb-layout-item .rb-engine-head")
    expect(heads).to_have_text(["A — 7 points", "B — 2 points"])
    expect(reply.locator(".rb-layout-item").first.locator(".rb-card-value")).to_have_text(
        ["1", "3", "5", "8"]
    )
    expect(reply.locator(".rb-text")).to_contain_text(f"(p.{NB}5-7)")
    reply.scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "pasted-grid.png"))


def test_clearing_the_conversation_can_be_undone(tab: Page, server: Server) -> None:
    page = tab
    embed(page, server.base)
    ask(page, "Combien de cartes à 2 joueurs ?")
    page.locator(".rb-clear").click()
    expect(page.locator(".rb-turn")).to_have_count(0)
    undo = page.locator(".rb-undo-btn")
    expect(page.locator(".rb-undo")).to_contain_text("Conversation effacée.")
    expect(undo).to_be_focused()
    undo.press("Enter")
    expect(page.locator(".rb-turn")).to_have_count(1)
    expect(page.locator(".rb-undo")).to_be_hidden()
    page.reload()
    expect(page.locator(".rb-turn")).to_have_count(1)


def test_a_thumb_sends_the_conversation_and_an_unsaved_one_is_said(
    tab: Page, server: Server
) -> None:
    page = tab
    embed(page, server.base)
    page.route(
        "**/api/feedback",
        lambda route: route.fulfill(
            status=503, content_type="application/json", body='{"stored": false}'
        ),
    )
    ask(page, "Combien de cartes à 2 joueurs ?")
    reply = ask(page, "Et à 3 ?")
    with page.expect_request("**/api/feedback") as sent:
        reply.locator(".rb-thumb-up").click()
    body = sent.value.post_data_json
    assert (body["question"], body["rating"], body["comment"]) == ("Et à 3 ?", "up", "")
    assert [turn["question"] for turn in body["history"]] == ["Combien de cartes à 2 joueurs ?"]
    assert "48" in body["history"][0]["answer"]
    expect(reply.locator(".rb-feedback-note")).to_have_text(
        f"Avis non enregistré{NB}: le serveur ne l’a pas gardé. Réessaie plus tard."
    )
    expect(reply.locator(".rb-thumb-up")).to_have_attribute("aria-pressed", "false")
    expect(reply.locator(".rb-comment")).to_be_hidden()
