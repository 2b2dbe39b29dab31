"""Idioms read before searching: points "won" are points scored ("je vais gagner un point
de plus ?", "will I win 2 extra points?" ask what a path scores, not who wins the game).
Word lists in data/points_won.yaml."""

from __future__ import annotations

import re
from functools import cache

from rulebot.retrieval.words import fold, load_data


@cache
def _points_won() -> tuple[re.Pattern[str], dict[str, str]]:
    """The pattern of a verb of winning with points for object, and form -> scoring form."""
    data = load_data("points_won.yaml")
    verbs = {fold(str(won)): str(scored) for won, scored in data["verbs"].items()}

    gap = r"[\s'’]+"  # spaces or an elision ("d'un"), no punctuation: "Gagné ! 3 points"

    def words(key: str) -> str:
        listed = sorted((fold(str(w)) for w in data[key]), key=len, reverse=True)
        return "|".join(gap.join(re.escape(part) for part in w.split()) for w in listed)

    between = rf"(?:(?:{words('between')}|\d+){gap}){{0,{int(data['most_between'])}}}"
    verb = "|".join(re.escape(v) for v in sorted(verbs, key=len, reverse=True))
    pattern = re.compile(rf"\b({verb})({gap}{between}(?:{words('points')})\b)")
    return pattern, verbs


def points_scored(text: str) -> str:
    """The text with a verb of winning whose object is points written as the verb of
    scoring ("gagner un point de plus" -> "rapporter un point de plus", "win 2 more points" ->
    "score 2 more points"); the text as it is otherwise, accents and case kept."""
    pattern, verbs = _points_won()
    folded = fold(text)
    if len(folded) != len(text):  # a letter folded into several: read the folded text
        return pattern.sub(lambda m: verbs[m.group(1)] + m.group(2), folded)
    parts: list[str] = []
    last = 0
    for found in pattern.finditer(folded):
        parts += [text[last : found.start(1)], verbs[found.group(1)]]
        last = found.end(1)
    return "".join(parts) + text[last:]
