"""The conversation states after the earlier questions, kept by the questions asked.

A client sends the whole conversation with each question: without this, every question
replays every earlier one, so that a conversation of n questions reads about n²/2. The
state after some turns is a pure function of those turns (the bot's corpus, lexicon and
index being fixed), so the state after the longest prefix kept is taken and only the turns
after it are replayed.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

from rulebot.pipeline.conversation import Conversation

Follow = Callable[[str, Conversation], Conversation]


class Replays:
    """The states after the last conversations replayed, by their turns (an LRU)."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self._states: OrderedDict[tuple[str, ...], Conversation] = OrderedDict()
        self._lock = threading.Lock()

    def replay(self, turns: Sequence[str], follow: Follow) -> Conversation:
        """The state after `turns`, each one `follow`ed from the state before it, from the
        longest prefix of them already replayed."""
        asked = tuple(turns)
        state, start = Conversation(), 0
        with self._lock:
            for end in range(len(asked), 0, -1):
                kept = self._states.get(asked[:end])
                if kept is not None:
                    self._states.move_to_end(asked[:end])
                    state, start = kept, end
                    break
        for end in range(start + 1, len(asked) + 1):
            state = follow(asked[end - 1], state)
            self._keep(asked[:end], state)
        return state

    def _keep(self, turns: tuple[str, ...], state: Conversation) -> None:
        with self._lock:
            self._states[turns] = state
            self._states.move_to_end(turns)
            while len(self._states) > self.size:
                self._states.popitem(last=False)
