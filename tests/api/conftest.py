"""Shared API fixtures: one app around the fake bot per test module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from rulebot.config import Settings
from tests.api.fake_bot import FakeBot


def make_settings(tmp: Path, **overrides: object) -> Settings:
    """Settings for a test app: feedback in `tmp`, a rate limit tests do not reach."""
    values: dict[str, object] = {
        "feedback_db": tmp / "feedback" / "feedback.sqlite3",
        "rate_limit_per_minute": 100_000,
    }
    values.update(overrides)
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def fake_bot() -> FakeBot:
    return FakeBot()


@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return make_settings(tmp_path_factory.mktemp("api"))


@pytest.fixture(scope="module")
def client(fake_bot: FakeBot, settings: Settings) -> Iterator[TestClient]:
    app = create_app(bot=fake_bot, settings=settings)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
