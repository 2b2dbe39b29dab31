"""The intents a question may be read as, by their JSON names."""

from __future__ import annotations

from rulebot.understanding import Intent


def test_intent_values_are_the_json_names() -> None:
    assert [i.value for i in Intent] == [
        "rules",
        "path_score",
        "right_to_score",
        "layout",
        "game_facts",
        "greeting",
        "out_of_scope",
    ]
