"""A dispute about a told path's worth: every claim is read with who made it, and the
engine's total says who is right."""

from __future__ import annotations

import pytest

from rulebot.answer.verdict_dispute import dispute_lead
from rulebot.rules import Card, score_path
from rulebot.understanding.disputes import ASKER, WorthClaim, worth_claims

CLAIMS = [
    (
        "Tom says his 3, 5, 7 of maple is worth 3 points, I say 6. Who is right?",
        (WorthClaim("Tom", 3), WorthClaim(ASKER, 6)),
    ),
    # a claim told after "it's" / "c'est", cut at its apostrophe
    (
        'Player A said: "my dogwood path 3-4-6-8, all dogwood, is 8 points." Player B said: '
        '"no, it\'s 10." Who is right?',
        (WorthClaim("A", 8), WorthClaim("B", 10)),
    ),
    (
        "Tom dit que son chemin chêne 2-3-5 vaut 3 points, Léa dit que c'est 6. Qui a raison ?",
        (WorthClaim("Tom", 3), WorthClaim("Léa", 6)),
    ),
    # a reply's worth word alone claims nothing: a claim checked, not judged between players
    ("cassia 1 2 3 4 5 all cassia, my son says it's 11, is he right?", ()),
    # no one asked who is right: no dispute
    ("Tom says his 3, 5, 7 of maple is worth 3 points.", ()),
]


@pytest.mark.parametrize(("text", "claims"), CLAIMS)
def test_every_claim_of_a_dispute_is_read_with_who_made_it(
    text: str, claims: tuple[WorthClaim, ...]
) -> None:
    assert worth_claims(text) == claims


def test_the_player_whose_claim_is_the_engines_total_is_right() -> None:
    path = [Card(3, "dogwood"), Card(4, "dogwood"), Card(6, "dogwood"), Card(8, "dogwood")]
    score = score_path(path, "dogwood")
    assert score.points == 10
    lead = dispute_lead(CLAIMS[1][0], "en", score)
    assert lead is not None
    assert lead.startswith("B is right")
