"""A real `rulebot serve` subprocess on a free loopback port, and headless Chromium."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
SHOTS = REPO / "docs" / "screenshots"  # committed, linked from the README
# The committed screenshots are written again only when asked (RULEBOT_SCREENSHOTS=docs):
# a test run leaves the checkout as it found it.
SHOTS_ASKED = "RULEBOT_SCREENSHOTS"
START_TIMEOUT = 300.0  # the real server loads the corpus, model and index first


@dataclass(frozen=True)
class Server:
    """A running server: its base URL and the feedback database it writes."""

    base: str
    feedback_db: Path


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _server_command(port: int) -> list[str]:
    # RULEBOT_E2E_SERVER=fake: the app around the fake bot (widget work without the model).
    if os.environ.get("RULEBOT_E2E_SERVER") == "fake":
        return [sys.executable, "-m", "tests.e2e.fake_server", "--port", str(port)]
    rulebot = Path(sys.executable).parent / "rulebot"
    return [str(rulebot), "serve", "--host", "127.0.0.1", "--port", str(port)]


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    port = _free_port()
    log_path = tmp_path_factory.mktemp("server") / "server.log"
    feedback_db = log_path.parent / "feedback.sqlite3"
    env = dict(
        os.environ,
        RULEBOT_FEEDBACK_DB=str(feedback_db),
        RULEBOT_RATE_LIMIT_PER_MINUTE="10000",
        HF_HUB_OFFLINE="1",
        TRANSFORMERS_OFFLINE="1",
        TOKENIZERS_PARALLELISM="false",
    )
    base = f"http://127.0.0.1:{port}"
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            _server_command(port), cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT
        )
        try:
            deadline = time.monotonic() + START_TIMEOUT
            while True:
                if proc.poll() is not None:
                    pytest.fail(f"rulebot serve exited:\n{log_path.read_text()[-3000:]}")
                try:
                    if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    pytest.fail(f"rulebot serve did not start:\n{log_path.read_text()[-3000:]}")
                time.sleep(0.3)
            yield Server(base, feedback_db)
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.fail("chromium is missing: run `make browser` (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=str(CHROMIUM),
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        yield b
        b.close()


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the browser tests save their screenshots: docs/screenshots when
    RULEBOT_SCREENSHOTS=docs, else a temporary folder."""
    if os.environ.get(SHOTS_ASKED) != "docs":
        return tmp_path_factory.mktemp("screenshots")
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS
