"""The lead of a path answer whose question disputes the path's worth: "Tom says his 3, 5,
7 of maple is worth 3 points, I say 6. Who is right?" ("Tom is right: 3 points."), "Bob
says his 2-3-4-5 all-oak path is 4 points, I say it's more. Who's right?" ("You are
right: 8 points."). The claims are read by understanding/disputes.py; the engine's total
decides. Texts in data/verdicts.yaml (`dispute`)."""

from __future__ import annotations

from rulebot.answer.texts import load_data
from rulebot.rules.paths import PathScore
from rulebot.understanding.disputes import ASKER, MORE, WorthClaim, worth_claims

DATA = "verdicts.yaml"


def dispute_lead(question: str, lang: str, score: PathScore) -> str | None:
    """Who is right about a valid path's worth, or None when the question disputes no
    worth, or its claims cannot be judged (two claims of one player, three or more, a
    comparison with nothing before it)."""
    claims = worth_claims(question)
    if not score.valid or not claims or len(claims) > 2:
        return None
    if len(claims) == 2 and claims[0].by == claims[1].by:
        return None
    right = [_holds(claim, claims[:k], score.points) for k, claim in enumerate(claims)]
    if None in right:
        return None
    said = load_data(DATA)["dispute"][lang]
    points = score.points
    if len(claims) == 2 and not any(right):
        return str(said["neither"]).format(points=points)
    if all(right) and len(claims) == 2:
        return str(said["both"]).format(points=points)
    claim = claims[right.index(True)] if any(right) else claims[0]
    kind = "right" if any(right) else "wrong"
    if claim.by == ASKER:
        return str(said[f"{kind}_asker"]).format(points=points)
    if claim.by is None:
        return str(said[f"{kind}_unnamed"]).format(points=points)
    return str(said[kind]).format(who=claim.by, points=points)


def _holds(claim: WorthClaim, before: tuple[WorthClaim, ...], points: int) -> bool | None:
    """Whether a claim is right: its worth is the total, or its comparison holds against
    the worth claimed before it (None when there is none)."""
    if claim.worth is not None:
        return claim.worth == points
    told = [c.worth for c in before if c.worth is not None]
    if not told:
        return None
    return points > told[-1] if claim.compared == MORE else points < told[-1]
