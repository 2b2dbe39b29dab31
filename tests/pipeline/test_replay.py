"""The conversation states kept by the turns asked: the same state as a replay from the
start, each turn followed once, the longest prefix first, and no more states than kept."""

from __future__ import annotations

from dataclasses import replace

from rulebot.pipeline.conversation import Conversation
from rulebot.pipeline.replay import Replays


class Follower:
    """Follows a turn by noting it; counts the turns followed."""

    def __init__(self) -> None:
        self.followed: list[str] = []

    def __call__(self, text: str, state: Conversation) -> Conversation:
        self.followed.append(text)
        return replace(state, said=(*state.said, text), asked=text)


def test_a_longer_conversation_replays_only_its_new_turns() -> None:
    replays, follow = Replays(), Follower()
    assert replays.replay(["a", "b"], follow).said == ("a", "b")
    assert replays.replay(["a", "b", "c"], follow) == Follower()(
        "c", Follower()("b", Follower()("a", Conversation()))
    )
    assert follow.followed == ["a", "b", "c"]
    assert replays.replay(["a", "x"], follow).said == ("a", "x")  # from "a", kept
    assert follow.followed == ["a", "b", "c", "x"]


def test_no_turn_is_the_empty_conversation() -> None:
    follow = Follower()
    assert Replays().replay([], follow) == Conversation()
    assert follow.followed == []


def test_the_states_kept_are_the_last_ones() -> None:
    replays, follow = Replays(size=2), Follower()
    for text in ("a", "b", "c"):
        replays.replay([text], follow)
    replays.replay(["a"], follow)  # forgotten: replayed again
    replays.replay(["c"], follow)  # kept
    assert follow.followed == ["a", "b", "c", "a"]
