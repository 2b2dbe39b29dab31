"""`rulebot serve`: workers, proxy options and a shared rate-limit store reach uvicorn and
its worker processes; every connection gets TCP_NODELAY."""

from __future__ import annotations

import asyncio
import os
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from typer.testing import CliRunner
from uvicorn.protocols.http.h11_impl import H11Protocol

from rulebot.api import create_app, serving
from rulebot.cli import app
from rulebot.config import get_settings
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot

VARIABLES = (
    "RULEBOT_PROXY_HEADERS",
    "RULEBOT_FORWARDED_ALLOW_IPS",
    "RULEBOT_RATE_LIMIT_STORE",
    "RULEBOT_WORKERS",
    "RULEBOT_CACHE_DIR",
)


@pytest.fixture()
def uvicorn_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[dict[str, Any]]:
    """uvicorn.run replaced by a recorder; the environment the command sets is put back."""
    saved = {name: os.environ.get(name) for name in VARIABLES}
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("RULEBOT_CACHE_DIR", str(tmp_path))
    seen: dict[str, Any] = {}

    def record(target: str, **kwargs: Any) -> None:
        seen.update(kwargs, target=target, env={n: os.environ.get(n) for n in VARIABLES})

    monkeypatch.setattr(uvicorn, "run", record)
    get_settings.cache_clear()
    yield seen
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    get_settings.cache_clear()


@pytest.mark.parametrize(
    ("args", "workers", "env"),
    [
        (
            ["--workers", "1"],
            1,
            {"RULEBOT_PROXY_HEADERS": None, "RULEBOT_RATE_LIMIT_STORE": None},
        ),
        (
            ["--workers", "3", "--port", "8123"],
            3,
            {"RULEBOT_PROXY_HEADERS": None, "RULEBOT_RATE_LIMIT_STORE": "ratelimit-8123.sqlite3"},
        ),
        (
            ["--workers", "2", "--proxy-headers", "--forwarded-allow-ips", "10.0.0.5"],
            2,
            {
                "RULEBOT_PROXY_HEADERS": "true",
                "RULEBOT_FORWARDED_ALLOW_IPS": "10.0.0.5",
                "RULEBOT_RATE_LIMIT_STORE": "ratelimit-8000.sqlite3",
            },
        ),
        (["--no-proxy-headers"], serving.cores(), {"RULEBOT_PROXY_HEADERS": "false"}),
    ],
    ids=["one-worker", "three-workers", "behind-a-proxy", "default-workers"],
)
def test_serve_passes_its_options_to_uvicorn_and_the_workers(
    uvicorn_run: dict[str, Any], tmp_path: Path, args: list[str], workers: int, env: dict
) -> None:
    result = CliRunner().invoke(app, ["serve", *args])
    assert result.exit_code == 0, result.output
    assert uvicorn_run["target"] == "rulebot.api.app:create_app"
    assert uvicorn_run["factory"] is True
    assert uvicorn_run["workers"] == workers
    assert uvicorn_run["http"] == "rulebot.api.serving:NoDelayProtocol"
    assert uvicorn_run["proxy_headers"] is False  # never uvicorn's own trust of 127.0.0.1
    for name, value in env.items():
        got = uvicorn_run["env"][name]
        if value is not None and value.endswith(".sqlite3"):
            assert got == str(tmp_path / value)
        else:
            assert got == value


def test_the_shared_windows_end_with_the_server(
    uvicorn_run: dict[str, Any], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def serve_a_while(target: str, **kwargs: Any) -> None:
        store = Path(os.environ["RULEBOT_RATE_LIMIT_STORE"])
        for name in ("", "-wal", "-shm"):  # as the workers leave them
            store.with_name(store.name + name).write_bytes(b"")

    monkeypatch.setattr(uvicorn, "run", serve_a_while)
    assert CliRunner().invoke(app, ["serve", "--workers", "2", "--port", "8124"]).exit_code == 0
    assert not list(tmp_path.glob("ratelimit-8124*"))


def test_the_workers_setting_is_the_default(
    uvicorn_run: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RULEBOT_WORKERS", "5")
    get_settings.cache_clear()
    assert CliRunner().invoke(app, ["serve"]).exit_code == 0
    assert uvicorn_run["workers"] == 5


def _nodelay_of_accepted(protocol: str, tmp_path: Path) -> int:
    """TCP_NODELAY of the server side of one connection, on a listening socket made as
    uvicorn makes it for several workers (no IPPROTO_TCP, so asyncio leaves Nagle on)."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    settings = make_settings(tmp_path)
    config = uvicorn.Config(
        create_app(bot=FakeBot(), settings=settings), http=protocol, log_level="warning"
    )
    server = uvicorn.Server(config)
    seen: list[int] = []
    config.load()  # the protocol class chosen, then wrapped to look at each connection

    class Recording(config.http_protocol_class):  # type: ignore[misc, name-defined]
        def connection_made(self, transport: asyncio.Transport) -> None:
            super().connection_made(transport)
            sock = transport.get_extra_info("socket")
            seen.append(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))

    config.http_protocol_class = Recording
    thread = threading.Thread(target=lambda: server.run(sockets=[listener]), daemon=True)
    thread.start()
    try:
        for _ in range(100):
            if server.started:
                break
            threading.Event().wait(0.05)
        with httpx.Client() as http:
            assert http.get(f"http://127.0.0.1:{port}/api/health").status_code == 200
    finally:
        server.should_exit = True
        thread.join(10)
    return seen[0]


def test_every_connection_gets_tcp_nodelay(tmp_path: Path) -> None:
    assert _nodelay_of_accepted("h11", tmp_path) == 0  # what uvicorn's workers got
    assert _nodelay_of_accepted(serving.PROTOCOL, tmp_path) != 0
    assert issubclass(serving.NoDelayProtocol, H11Protocol)
