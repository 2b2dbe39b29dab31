"""Serve the real app around the fake bot (for developing the widget without the model).

.venv/bin/python -m tests.e2e.fake_server --port 8765
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from typing import Any

import uvicorn

from rulebot.answer.model import Answer
from rulebot.answer.winner import winner_answer
from rulebot.api import create_app
from rulebot.config import get_settings
from rulebot.corpus import load_corpus
from rulebot.understanding import Lexicon
from rulebot.understanding.language import detect_language
from rulebot.understanding.standings import StandingsError, parse_standings
from tests.api.fake_bot import FakeBot


class ServedFakeBot(FakeBot):
    """The fake bot, plus who wins a told end of game (the real parser and rules engine:
    they need the corpus, not the model)."""

    def __init__(self) -> None:
        super().__init__()
        self.corpus = load_corpus(get_settings().corpus_dir)
        self.lexicon = Lexicon.from_mapping(**self.corpus.lexicon.as_data())

    def ask(
        self,
        question: str,
        history: Sequence[str | Mapping[str, Any]] | None = None,
        lang: str | None = None,
    ) -> Answer:
        try:
            standings = parse_standings(question, self.lexicon)
        except StandingsError:
            standings = None
        if standings is None:
            return super().ask(question, history, lang)
        self.calls.append(("ask", {"question": question, "history": history, "lang": lang}))
        return winner_answer(question, lang or detect_language(question), standings, self.corpus)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    app = create_app(bot=ServedFakeBot())
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
