"""What the HTTP layer needs from a bot: the pipeline contract, as Protocols."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


class AnswerLike(Protocol):
    """What the API reads from an answer (`rulebot.answer.model.Answer` fits)."""

    @property
    def question(self) -> str: ...

    @property
    def answer(self) -> str: ...

    @property
    def lang(self) -> str: ...

    @property
    def intent(self) -> str: ...

    @property
    def abstained(self) -> bool: ...

    def to_json(self) -> dict[str, Any]: ...


class Bot(Protocol):
    """The slice of `rulebot.pipeline.Rulebot` the API calls (a fake implements it in tests)."""

    def ask(
        self,
        question: str,
        history: Sequence[str | Mapping[str, Any]] | None = None,
        lang: str | None = None,
    ) -> AnswerLike: ...

    def score(self, text: str, lang: str | None = None) -> dict[str, Any]: ...

    def score_layout(self, text: str, lang: str | None = None) -> dict[str, Any]: ...

    def health(self) -> dict[str, Any]: ...

    def colours(self) -> dict[str, list[dict[str, Any]]]: ...

    def warm_up(self) -> None: ...


def load_default_bot() -> Bot:
    """The process-wide pipeline bot, loaded now (corpus, model, index)."""
    from rulebot.pipeline import get_bot

    bot: Bot = get_bot()
    bot.warm_up()
    return bot
