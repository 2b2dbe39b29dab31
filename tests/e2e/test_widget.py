"""The widget in real headless Chromium against a real `rulebot serve`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from rulebot.feedback import FeedbackStore
from tests.e2e.conftest import Server

pytestmark = pytest.mark.e2e

RULES_Q = "Peut-on piocher dans sa propre défausse ?"
PATH_Q = "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"
OFF_TOPIC_Q = "Quelle est la capitale de la France ?"
XSS = "<img src=x onerror=alert(1)>"
XSS_Q = f"Peut-on planter {XSS} sur une carte ?"
DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 390, "height": 844}


def ask(page: Page, question: str) -> Any:
    """Type a question, press Enter, wait for the reply; the reply's locator."""
    turns = page.locator(".rb-turn")
    before = turns.count()
    box = page.locator(".rb-question")
    box.fill(question)
    box.press("Enter")
    expect(turns).to_have_count(before + 1)
    reply = turns.nth(before).locator("article.rb-msg, .rb-error")
    expect(reply).to_be_visible(timeout=60_000)
    return reply


@pytest.fixture(scope="module")
def desktop(browser: Any, server: Server) -> Iterator[Page]:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.dialogs = []  # type: ignore[attr-defined]
    page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
    page.goto(server.base + "/")
    yield page
    context.close()


def test_greeting_and_focus(desktop: Page) -> None:
    expect(desktop.locator(".rb-panel")).to_be_visible()
    expect(desktop.locator(".rb-greeting")).to_have_text(
        "Pose ta question : je réponds sur les règles de ce jeu."
    )
    expect(desktop.locator(".rb-log")).to_have_attribute("aria-live", "polite")


def test_rules_answer_has_a_page_chip_that_opens_the_passage(desktop: Page) -> None:
    reply = ask(desktop, RULES_Q)
    expect(reply).not_to_have_class("rb-msg rb-bot rb-abstain")
    chip = reply.locator("button.rb-chip").first
    expect(chip).to_contain_text("p. ")
    expect(chip).to_have_attribute("aria-expanded", "false")
    chip.click()
    expect(chip).to_have_attribute("aria-expanded", "true")
    passage = reply.locator(".rb-passage:not([hidden])")
    expect(passage).to_have_count(1)
    expect(passage.locator(".rb-passage-pages")).to_contain_text("Page")
    expect(passage.locator(".rb-excerpt")).not_to_be_empty()


def test_path_score_shows_card_tiles_and_points(desktop: Page) -> None:
    reply = ask(desktop, PATH_Q)
    tiles = reply.locator(".rb-card")
    expect(tiles).to_have_count(4)
    expect(tiles.locator(".rb-card-value")).to_have_text(["1", "3", "5", "8"])
    expect(reply.locator(".rb-total")).to_contain_text("7 points")
    expect(reply.locator(".rb-breakdown tbody tr")).to_have_count(4)  # 4 cards, +1, +2, total


def test_off_topic_abstains_with_suggestions(desktop: Page) -> None:
    reply = ask(desktop, OFF_TOPIC_Q)
    expect(reply).to_have_class("rb-msg rb-bot rb-abstain")
    suggestions = reply.locator(".rb-suggestion")
    expect(suggestions.first).to_be_visible()
    first = suggestions.first.inner_text()
    turns = desktop.locator(".rb-turn")
    before = turns.count()
    suggestions.first.click()
    expect(turns).to_have_count(before + 1)
    expect(turns.nth(before).locator(".rb-user")).to_contain_text(first)
    expect(turns.nth(before).locator("article.rb-msg")).to_be_visible(timeout=60_000)


def test_question_with_html_is_shown_as_text(desktop: Page) -> None:
    ask(desktop, XSS_Q)
    expect(desktop.locator(".rb-user").last).to_have_text(f"Toi : {XSS_Q}")
    expect(desktop.locator(".rb-root img")).to_have_count(0)
    desktop.wait_for_timeout(300)
    assert desktop.dialogs == []  # type: ignore[attr-defined]


def test_feedback_thumbs_down_with_comment(desktop: Page, server: Server) -> None:
    first = desktop.locator(".rb-turn").first
    first.locator(".rb-thumb-down").click()
    comment = first.locator(".rb-comment")
    expect(comment).to_be_focused()
    comment.fill("Test e2e : pas clair")
    comment.press("Enter")
    expect(first.locator(".rb-feedback")).to_contain_text("Merci")
    wrong = FeedbackStore(server.feedback_db).latest("rating", rating=-1)
    assert [(r.question, r.comment) for r in wrong] == [(RULES_Q, "Test e2e : pas clair")]
    unanswered = [r.question for r in FeedbackStore(server.feedback_db).latest("abstention")]
    assert OFF_TOPIC_Q in unanswered


def test_reload_keeps_the_conversation(desktop: Page, shots: Path) -> None:
    questions = desktop.locator(".rb-user").all_inner_texts()
    assert len(questions) >= 4
    desktop.reload()
    expect(desktop.locator(".rb-user")).to_have_text(questions)
    expect(desktop.locator(".rb-card")).to_have_count(4)
    expect(desktop.locator(".rb-feedback").first).to_contain_text("Merci")
    desktop.locator(".rb-turn").nth(1).scroll_into_view_if_needed()
    desktop.screenshot(path=str(shots / "desktop-path.png"))
    desktop.locator(".rb-turn").nth(2).scroll_into_view_if_needed()
    desktop.screenshot(path=str(shots / "desktop-abstention.png"))
    desktop.locator(".rb-turn").first.locator("button.rb-chip").first.click()
    desktop.locator(".rb-turn").first.scroll_into_view_if_needed()
    desktop.screenshot(path=str(shots / "desktop-citation.png"))


def test_follow_up_sends_the_history(desktop: Page) -> None:
    with desktop.expect_request("**/api/ask") as req:
        ask(desktop, "Et avec le 7 bleu en plus ?")
    history = req.value.post_data_json["history"]
    assert [turn["question"] for turn in history][:2] == [RULES_Q, PATH_Q]


def test_right_to_score_marks_the_cancelled_8(browser: Any, server: Server, shots: Path) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(server.base + "/")
    reply = ask(page, "J'ai le 8 rouge et Léa a le 1 rouge : qui peut marquer le rouge ?")
    rows = reply.locator(".rb-right tbody tr")
    expect(rows).to_have_count(2)
    expect(reply.locator(".rb-scorer th")).to_have_text("Léa")
    cancelled = reply.locator(".rb-tag-cancel")
    expect(cancelled).to_have_count(1)
    expect(cancelled.locator("s")).to_contain_text("8")
    expect(cancelled).to_contain_text("Léa")
    reply.scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "desktop-right-to-score.png"))
    context.close()


def test_typing_state_while_waiting(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    held: list[Any] = []
    page.route("**/api/ask", lambda route: held.append(route))
    page.goto(server.base + "/")
    page.locator(".rb-question").fill(RULES_Q)
    page.locator(".rb-question").press("Enter")
    expect(page.locator(".rb-typing")).to_be_visible()
    expect(page.locator(".rb-send")).to_be_disabled()
    expect(page.locator(".rb-panel [role=status]")).to_have_text("rulebot écrit…")
    assert len(held) == 1
    held[0].continue_()
    expect(page.locator(".rb-turn article.rb-msg")).to_be_visible(timeout=60_000)
    expect(page.locator(".rb-typing")).to_have_count(0)
    expect(page.locator(".rb-send")).to_be_enabled()
    context.close()


def test_unreachable_server_shows_an_error_with_retry(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.route("**/api/ask", lambda route: route.abort())
    page.goto(server.base + "/")
    reply = ask(page, RULES_Q)
    expect(reply).to_contain_text("Impossible de joindre le serveur")
    retry = reply.locator(".rb-retry")
    expect(retry).to_be_focused()
    page.unroute("**/api/ask")
    page.keyboard.press("Enter")
    expect(page.locator(".rb-turn article.rb-msg")).to_be_visible(timeout=60_000)
    expect(page.locator(".rb-error")).to_have_count(0)
    context.close()


def test_keyboard_only(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(server.base + "/")
    question = page.locator(".rb-question")
    question.focus()
    page.keyboard.press("Escape")
    bubble = page.locator(".rb-bubble")
    expect(page.locator(".rb-panel")).to_be_hidden()
    expect(bubble).to_be_focused()
    assert bubble.evaluate("e => getComputedStyle(e).outlineStyle") == "solid"
    page.keyboard.press("Enter")
    expect(question).to_be_focused()
    page.keyboard.type(PATH_Q)
    page.keyboard.press("Enter")
    expect(page.locator(".rb-card")).to_have_count(4, timeout=60_000)
    context.close()


def test_english_page_gets_an_english_widget(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    html = (
        '<!doctype html><html lang="en"><head><title>Game night</title></head><body>'
        '<h1>Game night</h1><script src="/widget.js" data-open defer></script></body></html>'
    )
    page.route(
        f"{server.base}/en-page",
        lambda route: route.fulfill(status=200, content_type="text/html", body=html),
    )
    page.goto(f"{server.base}/en-page")
    expect(page.locator(".rb-greeting")).to_have_text(
        "Ask your question: I answer about the rules of this game."
    )
    reply = ask(page, "Can I draw the top card of my own discard pile?")
    expect(reply).to_have_attribute("lang", "en")
    expect(reply.locator(".rb-feedback-q")).to_have_text("Is this answer right?")
    context.close()


def test_phone_layout(browser: Any, server: Server, shots: Path) -> None:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(server.base + "/")
    panel = page.locator(".rb-panel")
    box = panel.bounding_box()
    assert box is not None and box["width"] == PHONE["width"]  # full screen on a phone
    ask(page, RULES_Q)
    ask(page, PATH_Q)
    page.screenshot(path=str(shots / "phone-path.png"))
    ask(page, OFF_TOPIC_Q)
    page.screenshot(path=str(shots / "phone-abstention.png"))
    width = page.locator(".rb-log").evaluate("e => e.scrollWidth - e.clientWidth")
    assert width == 0  # nothing overflows sideways
    page.locator(".rb-close").click()
    expect(page.locator(".rb-bubble")).to_be_visible()
    page.screenshot(path=str(shots / "phone-closed.png"))
    context.close()


def test_api_docs_render_offline(browser: Any, server: Server, shots: Path) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    failed: list[str] = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    page.goto(server.base + "/docs")
    expect(page.locator(".opblock").first).to_be_visible(timeout=30_000)
    expect(page.locator(".opblock-summary-path", has_text="/api/ask")).to_be_visible()
    page.screenshot(path=str(shots / "docs.png"))
    assert failed == []
    assert all(
        url.startswith(server.base)
        for url in page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    )
    context.close()
