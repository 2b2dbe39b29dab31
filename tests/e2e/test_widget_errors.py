"""A refused question in real headless Chromium: the widget sends its own language, then
the browser's (Accept-Language), and shows the server's error in the asker's language."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Server

pytestmark = pytest.mark.e2e

LIMIT = 1000  # the server's max_question_chars (default settings)
NO_WORDS = "x" * 1200  # too long for the server, and no word tells its language
FRENCH = ("Peut-on piocher dans sa propre défausse ? " * 30).strip()
PAGE = (
    '<!doctype html><html lang="{lang}"><head><title>Soirée jeux</title></head><body>'
    '<script src="/widget.js" data-open data-max-chars="5000" defer></script></body></html>'
)


@pytest.mark.parametrize(
    ("page_lang", "browser_locale", "question", "accept", "detail"),
    [
        # a French widget in an English browser: the widget's language comes first
        ("fr", "en-US", NO_WORDS, "fr, en-US;q=0.9",
         f"La question est trop longue : {len(NO_WORDS)} caractères, {LIMIT} au plus."),
        # an English widget in a French browser: still the widget's language
        ("en", "fr-FR", NO_WORDS, "en, fr-FR;q=0.9",
         f"The question is too long: {len(NO_WORDS)} characters, at most {LIMIT}."),
        # a French question in an English widget: the question's own language
        ("en", "en-US", FRENCH, "en, en-US;q=0.9",
         f"La question est trop longue : {len(FRENCH)} caractères, {LIMIT} au plus."),
    ],
    ids=["fr-widget-en-browser", "en-widget-fr-browser", "fr-question-en-widget"],
)  # fmt: skip
def test_a_refused_question_in_the_askers_language(
    browser: Any,
    server: Server,
    page_lang: str,
    browser_locale: str,
    question: str,
    accept: str,
    detail: str,
) -> None:
    context = browser.new_context(locale=browser_locale)
    page = context.new_page()
    html = PAGE.format(lang=page_lang)
    url = f"{server.base}/errors-{page_lang}"
    page.route(url, lambda route: route.fulfill(status=200, content_type="text/html", body=html))
    page.goto(url)
    box = page.locator(".rb-question")
    box.fill(question)
    with page.expect_request("**/api/ask") as sent:
        box.press("Enter")
    assert sent.value.headers["accept-language"].startswith(accept)
    error = page.locator(".rb-turn .rb-error")
    expect(error).to_have_text(detail, timeout=30_000)
    expect(page.locator(".rb-panel [role=status]")).to_have_text(detail)  # said once, there
    expect(error.locator(".rb-retry")).to_have_count(0)  # bad input: retrying cannot help
    context.close()
