"""What the widget's browser tests share: asking a question, pages that embed the widget,
reading the widget's shadow root."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from playwright.sync_api import Locator, Page, expect

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 375, "height": 667}
NB = "\u00a0"  # no-break space, before ":" in French and in "(p. 6)"
THIN = "\u202f"  # narrow no-break space, before ";", "!" and "?" in French
PAGE = (
    '<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
    '<meta name="viewport" content="width=device-width, initial-scale=1">'
    "<title>Soirée jeux</title><style>{css}</style></head><body>"
    "<h1>Soirée jeux</h1><p>Une page qui parle d'autre chose.</p>"
    '<script src="{src}" {options} defer></script></body></html>'
)


def embed(
    page: Page,
    base: str,
    path: str = "/host-page",
    *,
    lang: str = "fr",
    css: str = "",
    options: str = "data-open",
    script_base: str | None = None,
) -> None:
    """Open a page at `base + path` that embeds the widget (served by the test itself)."""
    src = f"{script_base or base}/widget.js"
    html = PAGE.format(lang=lang, css=css, src=src, options=options)
    page.route(
        base + path,
        lambda route: route.fulfill(status=200, content_type="text/html", body=html),
    )
    page.goto(base + path)
    expect(page.locator(".rb-bubble")).to_be_visible()


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


def styles(locator: Locator, names: list[str]) -> dict[str, str]:
    """The computed values of CSS properties of the first element a locator finds."""
    script = "(e, ns) => ns.map(n => getComputedStyle(e).getPropertyValue(n))"
    values = locator.first.evaluate(script, names)
    return dict(zip(names, values, strict=True))


def luminance(rgb: str) -> float:
    """The WCAG relative luminance of a computed colour "rgb(r, g, b)"."""
    parts = [float(x) for x in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3]]
    linear = [
        (c / 255) / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4
        for c in parts
    ]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    """The WCAG contrast ratio of two computed colours."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@contextmanager
def another_site(html: str) -> Iterator[str]:
    """A second web site on this machine (another origin than the server's): its base URL.
    A real server, not a routed page: Chromium lets a loopback page reach a loopback API."""

    class Page(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = html.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            return

    site = ThreadingHTTPServer(("127.0.0.1", 0), Page)
    thread = threading.Thread(target=site.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{site.server_address[1]}"
    finally:
        site.shutdown()
        site.server_close()
