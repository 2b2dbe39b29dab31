"""Running the service with uvicorn: several worker processes, TCP_NODELAY on every
connection, proxy headers only from the proxies the settings trust.

uvicorn starts each worker from the import string of the app factory (`create_app`), so
the options of `rulebot serve` reach the workers as `RULEBOT_*` environment variables.
uvicorn's own proxy-header handling is off: it would trust X-Forwarded-For from 127.0.0.1
whatever the settings say; `create_app` adds it for the configured proxies only.
"""

from __future__ import annotations

import asyncio
import os
import socket
from dataclasses import dataclass
from pathlib import Path

from uvicorn.protocols.http.h11_impl import H11Protocol

from rulebot.config import Settings, get_settings

APP_FACTORY = "rulebot.api.app:create_app"
PROTOCOL = "rulebot.api.serving:NoDelayProtocol"


@dataclass(frozen=True)
class ServeOptions:
    """What `rulebot serve` was given (None: the setting, else its default)."""

    host: str = "127.0.0.1"
    port: int = 8000
    workers: int | None = None
    proxy_headers: bool | None = None
    forwarded_allow_ips: str | None = None
    log_level: str = "info"


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def worker_count(options: ServeOptions, settings: Settings) -> int:
    """The option, else the setting, else one worker per core."""
    return max(1, options.workers or settings.workers or cores())


def worker_environment(options: ServeOptions, settings: Settings) -> dict[str, str]:
    """The RULEBOT_* variables the workers need to see what the command line said: the
    proxy options given, and a rate-limit store shared by several workers."""
    env: dict[str, str] = {}
    if options.proxy_headers is not None:
        env["RULEBOT_PROXY_HEADERS"] = "true" if options.proxy_headers else "false"
    if options.forwarded_allow_ips is not None:
        env["RULEBOT_FORWARDED_ALLOW_IPS"] = options.forwarded_allow_ips
    if worker_count(options, settings) > 1 and settings.rate_limit_store is None:
        store = Path(settings.cache_dir) / f"ratelimit-{options.port}.sqlite3"
        env["RULEBOT_RATE_LIMIT_STORE"] = str(store)
    return env


def run(options: ServeOptions) -> None:
    """Serve until stopped (Ctrl-C, SIGTERM)."""
    import uvicorn

    settings = get_settings()
    env = worker_environment(options, settings)
    os.environ.update(env)
    get_settings.cache_clear()  # this process (one worker) reads the same values
    try:
        uvicorn.run(
            APP_FACTORY,
            factory=True,
            host=options.host,
            port=options.port,
            workers=worker_count(options, settings),
            http=PROTOCOL,
            proxy_headers=False,
            log_level=options.log_level,
            server_header=False,
        )
    finally:
        if "RULEBOT_RATE_LIMIT_STORE" in env:  # the windows chosen here end with the server
            _remove_database(Path(env["RULEBOT_RATE_LIMIT_STORE"]))


def _remove_database(path: Path) -> None:
    """An SQLite file and its WAL companions, if they are there."""
    for name in (path.name, f"{path.name}-wal", f"{path.name}-shm"):
        (path.parent / name).unlink(missing_ok=True)


def no_delay(transport: asyncio.BaseTransport) -> None:
    """Send small responses at once (no Nagle delay). asyncio does it only for sockets made
    with IPPROTO_TCP, and uvicorn's workers share a socket made without it."""
    sock = transport.get_extra_info("socket")
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class NoDelayProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, with TCP_NODELAY on each connection."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        no_delay(transport)
        super().connection_made(transport)
