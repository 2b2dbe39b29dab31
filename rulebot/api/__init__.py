"""HTTP service and chat widget: `create_app(bot=None, settings=None)`."""

from rulebot.api.app import create_app

__all__ = ["create_app"]
