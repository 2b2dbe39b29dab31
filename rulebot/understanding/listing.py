"""A card asked about in another path ("can the oak 6 count in an oak path too?") asks a
rule, not a path to score."""

from __future__ import annotations

from rulebot.understanding.cardwords import words
from rulebot.understanding.cues import has
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import plain_words


def asks_card_reuse(text: str, lexicon: Lexicon, scored: str | None = None) -> bool:
    """Whether a question asks if a card may serve in another path too, a rule (pp. 5, 7)
    and not a path to score: "ok et ce 6 de chêne je peux aussi m'en servir dans un chemin
    de chêne ?", "can the oak 6 count in an oak path too?", "la même carte peut servir
    dans deux chemins ?". `scored` is the colour of the path spoken of before, if any: a
    path of another colour is another path ("can I also use it in the oak path?")."""
    vocab = words()
    said = plain_words(text)
    if not has(said, vocab.reuse_verbs):
        return False
    again = has(said, vocab.reuse_again)
    colours = {i: (colour, size) for i, colour, size in lexicon.matches(said)}
    for k, word in enumerate(said):
        if word not in vocab.path_words:
            continue
        plural = word != word.rstrip("s")
        if plural or _another(said, k, colours, scored):
            return again or plural
    return False


def _another(
    said: list[str], k: int, colours: dict[int, tuple[str, int]], scored: str | None
) -> bool:
    """Whether the path word at k names a path other than the one spoken of, something a
    card goes into: "dans un chemin", "in another path" (a colour may stand between: "in
    an oak path"), or "in the oak path" when `scored` is another colour."""
    vocab = words()
    j = k - 1
    named: list[str] = []
    for start, (colour, size) in colours.items():
        if start + size == k:  # "oak path"
            named.append(colour)
            j = start - 1
        if start == k + 1 or (start == k + 2 and said[k + 1] in vocab.path_links):
            named.append(colour)  # "chemin de chêne", "path of oak"
    before = j
    while j >= 0 and (said[j] in vocab.other_path or said[j] in vocab.definite):
        j -= 1  # "d'un autre chemin", "in the other path", "in the oak path"
    if j < 0 or said[j] not in vocab.into:
        return False
    other = any(word in vocab.other_path for word in said[j + 1 : before + 1])
    return other or (scored is not None and any(colour != scored for colour in named))
