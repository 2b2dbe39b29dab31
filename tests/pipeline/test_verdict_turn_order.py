"""The lead of a question on the order of drawing and discarding (verdicts.yaml,
turn-order-fixed / turn-order-free). Lexical only: no model is loaded.

Cause: the claims paired only drawing with planting and planting with discarding, so a
question on discarding before drawing, or drawing after discarding, matched no claim and
got no lead although the turn entries state the order.
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide


@pytest.mark.parametrize(
    ("question", "lang", "entry", "kind"),
    [
        ("can I discard before drawing?", "en", "rule-turn", "no"),
        ("Is it OK to discard before I draw?", "en", "faq-turn", "no"),
        ("do I draw after I discard?", "en", "rule-turn", "no"),
        ("can I discard first?", "en", "faq-turn", "no"),
        ("do I have to draw before I discard?", "en", "rule-turn", "yes"),
        ("on peut défausser avant de piocher ?", "fr", "rule-turn", "no"),
        ("est-ce que je peux défausser avant de piocher ?", "fr", "faq-turn", "no"),
        ("faut-il piocher avant de défausser ?", "fr", "rule-turn", "yes"),
        ("est-ce qu'on pioche en premier ?", "fr", "faq-turn", "yes"),
        # the fact is the turn's: an entry on drawing from a discard pile gives no lead
        ("can I discard before drawing?", "en", "faq-draw-own-discard", None),
        # an alternative asks for the order, not a yes or no
        ("je défausse avant ou après avoir pioché ?", "fr", "rule-turn", None),
    ],
)
def test_the_order_of_drawing_and_discarding(
    question: str, lang: str, entry: str, kind: str | None
) -> None:
    verdict = decide(question, lang, entry)
    assert (verdict.kind if verdict else None) == kind
