"""HTTP service and chat widget: `create_app(bot=None, settings=None)`.

`create_app` is imported on first use, so that `rulebot.api.messages` (the error texts,
shared with the CLI) loads without the web stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebot.api.app import create_app

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from rulebot.api.app import create_app

        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
