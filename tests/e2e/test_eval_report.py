"""The evaluation's HTML report read on a phone (375 px) in real headless Chromium."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulebot.evaluation.html_report import html_report
from tests.e2e.helpers import PHONE
from tests.evaluation.helpers import FakeBot
from tests.evaluation.test_html_report import HealthyBot, report_of

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("bot", [HealthyBot({}), FakeBot({})], ids=["with-health", "without"])
def test_the_report_fits_a_phone(browser: Any, shots: Path, bot: FakeBot) -> None:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True)
    page = context.new_page()
    page.set_content(html_report(report_of(bot)))
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    chart = page.locator("svg").bounding_box()
    assert chart is not None and chart["x"] + chart["width"] <= PHONE["width"]
    if isinstance(bot, HealthyBot):
        assert page.locator("dl.run dd").all_inner_texts()[1:] == ["fake-model", "abc123"]
        page.screenshot(path=str(shots / "eval-report-phone.png"), full_page=True)
    context.close()
