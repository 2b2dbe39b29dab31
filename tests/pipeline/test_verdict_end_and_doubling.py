"""The lead of a question on planting after the last card of the draw pile, and on
doubled points with a card of another colour (verdicts.yaml). Lexical only.

Cause: the claims said that the player who took the last card "finishes their turn" but
not that they still plant, and that a multicoloured path is not doubled but not what one
card of another colour does: such questions matched no claim and got no lead.
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide


@pytest.mark.parametrize(
    ("question", "lang", "entry", "kind"),
    [
        (
            "Do I still plant after taking the last card of the draw pile?",
            "en",
            "faq-game-end",
            "yes",
        ),
        ("I took the last card of the draw pile, do I still plant?", "en", "rule-end", "yes"),
        (
            "j'ai pris la dernière carte de la pioche, je plante encore ?",
            "fr",
            "faq-game-end",
            "yes",
        ),
        (
            "are the points still doubled with one card of another colour?",
            "en",
            "faq-path-points",
            "no",
        ),
        (
            "with a card of another colour in the middle, do the points double?",
            "en",
            "rule-path-scoring",
            "no",
        ),
        (
            "les points sont doublés avec une carte d'une autre couleur ?",
            "fr",
            "faq-path-points",
            "no",
        ),
        (
            "une carte d'une autre couleur au milieu, les points doublent quand même ?",
            "fr",
            "rule-path-scoring",
            "no",
        ),
        # the fact is not the answer's entry's: no lead
        (
            "are the points still doubled with one card of another colour?",
            "en",
            "faq-path-middle-colours",
            None,
        ),
    ],
)
def test_lead(question: str, lang: str, entry: str, kind: str | None) -> None:
    verdict = decide(question, lang, entry)
    assert (verdict.kind if verdict else None) == kind
