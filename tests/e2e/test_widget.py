"""The widget in real headless Chromium against a real `rulebot serve`: answers, chips,
feedback, errors, reload, keyboard."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from rulebot.feedback import FeedbackStore
from tests.e2e.conftest import Server
from tests.e2e.helpers import DESKTOP, NB, ask

pytestmark = pytest.mark.e2e

RULES_Q = "Peut-on piocher dans sa propre défausse ?"
PATH_Q = "Combien vaut 1 rouge, 3 bleu, 5 bleu, 8 rouge ?"
OFF_TOPIC_Q = "Quelle est la capitale de la France ?"
XSS = "<img src=x onerror=alert(1)>"
XSS_Q = f"Peut-on planter {XSS} sur une carte ?"
LIVE = "[aria-live]:not([aria-live='off']), [role=log], [role=alert], [role=status]"
__all__ = ["DESKTOP", "ask"]  # test_widget_winner imports them from here


@pytest.fixture(scope="module")
def desktop(browser: Any, server: Server) -> Iterator[Page]:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.dialogs = []  # type: ignore[attr-defined]
    page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
    page.goto(server.base + "/")
    yield page
    context.close()


def test_header_greeting_starters_and_one_live_region(desktop: Page) -> None:
    expect(desktop.locator(".rb-panel")).to_be_visible()
    expect(desktop.locator(".rb-title")).to_have_text("Arboretum")
    expect(desktop.locator(".rb-greeting .rb-text")).to_contain_text("règles d’Arboretum")
    expect(desktop.locator(".rb-greeting .rb-suggestion")).to_have_count(4)
    live = desktop.locator(LIVE)
    expect(live).to_have_count(1)  # one place announces; the conversation itself is quiet
    expect(live).to_have_attribute("role", "status")


def test_rules_answer_names_the_section_and_does_not_quote_itself(desktop: Page) -> None:
    with desktop.expect_request("**/api/ask") as sent:  # a starter, sent as typed
        desktop.locator(".rb-greeting .rb-suggestion").first.click()
    assert sent.value.post_data_json["question"] == RULES_Q
    reply = desktop.locator(".rb-turn").first.locator("article.rb-msg")
    expect(reply).to_be_visible(timeout=60_000)
    expect(desktop.locator(".rb-greeting .rb-suggestion")).to_have_count(0)  # starters go
    chip = reply.locator(".rb-chip").first
    expect(chip).to_have_text(f"p.{NB}4Piocher dans sa propre défausse")
    # the passage is the answer itself: the chip names it and opens nothing
    expect(reply.locator("button.rb-chip")).to_have_count(0)
    expect(reply.locator(".rb-passage")).to_have_count(0)
    expect(reply.locator(".rb-text").first).to_contain_text(f"(p.{NB}4)")
    expect(reply.locator(".rb-french-pages")).to_have_count(0)  # a French answer


def test_path_score_shows_tiles_points_and_a_passage_that_adds_to_it(desktop: Page) -> None:
    reply = ask(desktop, PATH_Q)
    tiles = reply.locator(".rb-card")
    expect(tiles.locator(".rb-card-value")).to_have_text(["1", "3", "5", "8"])
    expect(reply.locator(".rb-total")).to_contain_text("7 points")
    text = reply.locator(".rb-text").first.inner_text()
    assert f"en rouge{NB}: 4 cartes" in text and " :" not in text  # French spacing
    chip = reply.locator("button.rb-chip", has_text="Les points d’un sentier")
    chip.click()
    expect(chip).to_have_attribute("aria-expanded", "true")
    expect(reply.locator(".rb-passage:not([hidden]) .rb-excerpt")).not_to_be_empty()


def test_off_topic_says_so_once_with_suggestions_as_buttons(desktop: Page) -> None:
    reply = ask(desktop, OFF_TOPIC_Q)
    expect(reply).to_have_class("rb-msg rb-bot rb-abstain")
    expect(reply.locator(".rb-text")).to_have_count(1)
    expect(reply.locator(".rb-text")).to_contain_text("Je ne réponds qu'aux questions")
    suggestions = reply.locator(".rb-suggestion")
    expect(suggestions).to_have_count(3)
    first = suggestions.first.inner_text()
    assert first not in reply.locator(".rb-text").inner_text()  # offered once
    expect(reply.locator(".rb-feedback")).to_have_count(0)
    turns = desktop.locator(".rb-turn")
    before = turns.count()
    suggestions.first.click()
    expect(turns.nth(before).locator(".rb-user")).to_contain_text(first)
    expect(turns.nth(before).locator("article.rb-msg")).to_be_visible(timeout=60_000)


@pytest.mark.parametrize(
    ("message", "reply"),
    [
        ("merci !", "Avec plaisir"),
        ("bonjour", "Bonjour"),
    ],
)
def test_greetings_get_a_short_reply_and_no_thumbs(desktop: Page, message: str, reply: str) -> None:
    answer = ask(desktop, message)
    expect(answer.locator(".rb-text").first).to_contain_text(reply)
    expect(answer.locator(".rb-feedback")).to_have_count(0)


def test_question_with_html_is_shown_as_text(desktop: Page) -> None:
    ask(desktop, XSS_Q)
    expect(desktop.locator(".rb-user").last).to_have_text(f"Toi{NB}: {XSS_Q}")
    expect(desktop.locator(".rb-root img")).to_have_count(0)
    desktop.wait_for_timeout(300)
    assert desktop.dialogs == []  # type: ignore[attr-defined]


def test_a_thumb_is_stored_at_once_and_a_comment_may_follow(desktop: Page, server: Server) -> None:
    first = desktop.locator(".rb-turn").first
    first.locator(".rb-thumb-down").click()
    expect(first.locator(".rb-feedback-note")).to_have_text("Merci pour ton avis\u202f!")
    store = FeedbackStore(server.feedback_db)
    assert [r.question for r in store.latest("rating", rating=-1)] == [RULES_Q]  # no comment needed
    comment = first.locator(".rb-comment")
    expect(comment).to_be_focused()
    comment.fill("Test e2e : pas clair")
    comment.press("Escape")
    expect(desktop.locator(".rb-panel")).to_be_visible()  # Escape here does not close the panel
    comment.focus()
    comment.press("Enter")
    expect(first.locator(".rb-feedback-note")).to_have_text("Commentaire reçu, merci\u202f!")
    comments = [r.comment for r in store.latest("rating", rating=-1)]
    assert "Test e2e : pas clair" in comments
    assert OFF_TOPIC_Q in [r.question for r in store.latest("abstention")]


def test_reload_keeps_the_conversation(desktop: Page, shots: Path) -> None:
    questions = desktop.locator(".rb-user").all_inner_texts()
    assert len(questions) >= 4
    desktop.reload()
    expect(desktop.locator(".rb-user")).to_have_text(questions)
    expect(desktop.locator(".rb-turn").first.locator(".rb-feedback-note")).to_contain_text(
        "Commentaire"
    )
    desktop.locator(".rb-turn").nth(1).scroll_into_view_if_needed()
    desktop.screenshot(path=str(shots / "desktop-path.png"))
    desktop.locator(".rb-turn").nth(2).scroll_into_view_if_needed()
    desktop.screenshot(path=str(shots / "desktop-abstention.png"))


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
    expect(reply.locator(".rb-right tbody tr")).to_have_count(2)
    expect(reply.locator(".rb-scorer th")).to_have_text("Léa")
    cancelled = reply.locator(".rb-tag-cancel")
    expect(cancelled.locator("s")).to_have_text("8 rouge")
    expect(cancelled).to_contain_text("annulé par le 1 de Léa")
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
    expect(page.locator(".rb-panel [role=status]")).to_contain_text(f"Réponse{NB}: Oui.")


def test_unreachable_server_shows_an_error_with_retry(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(server.base + "/")
    page.route("**/api/**", lambda route: route.abort())  # the server is down
    reply = ask(page, RULES_Q)
    expect(reply).to_contain_text("Impossible de joindre le serveur")
    expect(reply).not_to_have_attribute("role", "alert")  # told once, by the status region
    expect(reply.locator(".rb-retry")).to_be_focused()
    page.unroute("**/api/**")
    page.keyboard.press("Enter")
    expect(page.locator(".rb-turn article.rb-msg")).to_be_visible(timeout=60_000)
    expect(page.locator(".rb-error")).to_have_count(0)
    context.close()


def test_keyboard_only(browser: Any, server: Server, shots: Path) -> None:
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
    page.keyboard.type("Combien vaut 1 rouge, 3 bleu,")
    page.keyboard.press("Shift+Enter")
    page.keyboard.type("5 bleu, 8 rouge ?")
    expect(question).to_have_value("Combien vaut 1 rouge, 3 bleu,\n5 bleu, 8 rouge ?")
    page.keyboard.press("Enter")
    expect(page.locator(".rb-card")).to_have_count(4, timeout=60_000)
    page.keyboard.press("Shift+Tab")  # the card picker's button, before the box
    expect(page.locator(".rb-picker-toggle")).to_be_focused()
    page.screenshot(path=str(shots / "desktop-keyboard.png"))
    context.close()


def test_api_docs_render_offline(browser: Any, server: Server, shots: Path) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    failed: list[str] = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    page.goto(server.base + "/docs")
    expect(page.locator(".opblock").first).to_be_visible(timeout=30_000)
    expect(page.locator(".opblock-summary-path", has_text="/api/colours")).to_be_visible()
    page.screenshot(path=str(shots / "docs.png"))
    assert failed == []
    assert all(
        url.startswith(server.base)
        for url in page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    )
    context.close()
