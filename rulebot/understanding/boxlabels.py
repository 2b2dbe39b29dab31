"""What the box says: "c'est marqué quel âge sur la boîte ?", "what age does it say on the
box?". Said of the box, a verb of writing ("marqué", "écrit", "printed") is no verb of the
game ("marquer" a colour): it is taken out before a box question is weighed (boxfacts.py).
Word lists live in data/intents.yaml (`box_labels`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cues import has as _has
from rulebot.understanding.text import Phrases, find_phrase, load_words, phrases, without_phrases

_BOX = "boite"  # what a surface of the box is read as: a word of the game's box


@dataclass(frozen=True)
class _LabelWords:
    surfaces: Phrases
    verbs: Phrases


@cache
def _label_words() -> _LabelWords:
    data = load_words("intents")["box_labels"]
    return _LabelWords(surfaces=phrases(data["surfaces"]), verbs=phrases(data["verbs"]))


def without_labels(words: list[str]) -> list[str]:
    """The words without the verbs of writing when they are said of the box, each surface
    of the box read as the box ("c'est marqué quel âge sur le carton ?" -> "c'est quel âge
    boite"); the words as they are when no box is named ("c'est marqué combien, un sentier
    de 4 ?")."""
    labels = _label_words()
    if not _has(words, labels.surfaces):
        return words
    said = without_phrases(words, labels.verbs)
    kept: list[str] = []
    k = 0
    while k < len(said):
        size = find_phrase(said, k, labels.surfaces)
        kept.append(_BOX if size else said[k])  # "sur le carton": the box
        k += size or 1
    return kept
