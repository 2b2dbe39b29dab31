"""What a message tells of the game settles a learned intent that leans to a rule while
doubting it: a path told card by card with the colour it scores, or one card said to stand
alone, is scored by the engine; players spoken of with a colour nobody holds are answered
with who scores, by name."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.bot import (
    HANDS_DOUBT,
    NOBODY_DOUBT,
    PATH_DOUBT,
    held_by_none,
    lone_card,
    told_path,
)
from rulebot.understanding.learned.linear import Decision
from rulebot.understanding.reading import Reading, read

PATH = (
    "scoring oak: 2 oak, 5 maple, 7 oak. we ended 40-39 and this little path decided it, "
    "so what was it really worth"
)
EMPTY = (
    "Me and my sister, at the end neither of us had any willow left in hand. We both have a "
    "willow path. Who counts willow?"
)
HANDS = "For oak: Tom has oak 8, and I have oak 1 and oak 5. Who scores?"


def _leaning(doubted: str, doubt: float) -> Callable[..., Decision]:
    """A learned intent that says "rules" and gives `doubted` the probability `doubt`."""
    ranked = (("rules", 1 - doubt), (doubted, doubt))

    def intent_of(self: object, reading: Reading, *args: object, **kwargs: object) -> Decision:
        return Decision("rules", 1 - doubt, ranked)

    return intent_of


READS = [
    (told_path, PATH, True),
    (told_path, "pour le saule : 2 saule, 4 chêne, 6 saule, ça fait combien ?", True),
    (told_path, "2 oak, 5 maple, 7 oak", False),  # no colour it is scored for
    (told_path, "scoring oak: oak 2, oak 5", False),  # too few cards to settle anything
    (told_path, "J'ai deux sentiers de chêne, un à 5 et l'autre à 9. Combien en chêne ?", False),
    (told_path, "for oak: Tom has oak 2, oak 5 and oak 7, I have oak 8", False),  # hands
    (lone_card, "My cherry 8 sits all alone at the edge, nothing near it. Get the +2?", True),
    (lone_card, "mon 1 de saule est tout seul dans un coin, il rapporte le bonus du 1 ?", True),
    (lone_card, "My cherry 8 and cherry 7 sit together. Does the 8 get the +2?", False),
    (lone_card, "Does the 8 alone get the +2?", False),  # no card of a colour told
    (lone_card, "Tom has oak 8 alone, I have oak 1 alone. Who scores oak?", False),  # hands
    (held_by_none, EMPTY, True),
    (held_by_none, "Julien et moi : ni lui ni moi n'avions de rose en main. Qui marque ?", True),
    # a holding told of one player, its values unsaid: someone holds it
    (held_by_none, "Mon adversaire avait du rouge en main et moi aucun. Qui marque ?", False),
    (held_by_none, "Nobody kept willow in hand. Who scores willow?", False),  # no players
    (held_by_none, "Me and my sister: neither of us has willow 8, I have willow 3.", False),
]


@pytest.mark.parametrize(("reads", "text", "told"), READS)
def test_what_a_message_tells_of_the_game_is_read(
    fake_bot: Rulebot, reads: Callable[[Reading], bool], text: str, told: bool
) -> None:
    assert reads(read(text, fake_bot.lexicon)) is told


@pytest.mark.parametrize(
    ("message", "doubted", "doubt", "intent", "said"),
    [
        (PATH, "path_score", PATH_DOUBT + 0.1, "path_score", "3 points"),
        (PATH, "path_score", PATH_DOUBT / 2, "rules", None),  # a rule it is sure of
        ("My cherry 8 sits all alone at the edge. Does it get the +2?", "path_score", 0.0,
         "path_score", "0 points"),
        (EMPTY, "right_to_score", NOBODY_DOUBT + 0.05, "right_to_score", "your sister"),
        (EMPTY, "right_to_score", NOBODY_DOUBT / 2, "rules", None),
        # cards in several hands settle it from a surer doubt: a rule may be asked with
        # example hands
        (HANDS, "right_to_score", HANDS_DOUBT + 0.05, "right_to_score", "Tom"),
        (HANDS, "right_to_score", (NOBODY_DOUBT + HANDS_DOUBT) / 2, "rules", None),
    ],
)  # fmt: skip
def test_what_a_message_tells_settles_a_doubt_of_the_learned_intent(
    fake_bot: Rulebot,
    monkeypatch: pytest.MonkeyPatch,
    message: str,
    doubted: str,
    doubt: float,
    intent: str,
    said: str | None,
) -> None:
    monkeypatch.setattr(type(fake_bot.models), "intent_of", _leaning(doubted, doubt))
    answer = fake_bot.ask(message)
    assert answer.intent == intent
    if said is not None:
        assert said in answer.answer
        assert answer.engine is not None
