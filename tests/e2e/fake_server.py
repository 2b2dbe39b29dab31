"""Serve the real app around the fake bot (for developing the widget without the model).

.venv/bin/python -m tests.e2e.fake_server --port 8765
"""

from __future__ import annotations

import argparse

import uvicorn

from rulebot.api import create_app
from tests.api.fake_bot import FakeBot


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    uvicorn.run(create_app(bot=FakeBot()), host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
