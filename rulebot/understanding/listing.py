"""Cards a question lists as a path: after a word naming it ("my path is 1 blue, 4 red,
8 blue") or as what is scored ("can I score 1 cassia, 4 red, 7 cassia?"). A card is never
both in a hand and in a path, so a hand read with such cards is the path misread, even
when the question also says who may score ("I have the right to score blue; ...")."""

from __future__ import annotations

from collections.abc import Iterable

from rulebot.rules.cards import Card
from rulebot.understanding.cards import parse_cards
from rulebot.understanding.clauses import last_sentence, path_clause, scored_clause
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import contains_phrase, without_phrases, words_of

Phrases = tuple[tuple[str, ...], ...]


def path_listed(text: str, lexicon: Lexicon) -> frozenset[Card]:
    """The cards of the clauses that list a path (empty when none does)."""
    cards: set[Card] = set()
    for span in (path_clause(text), scored_clause(text)):
        if span is not None:
            cards |= set(parse_cards(text[span[0] : span[1]], lexicon, strict=False).cards)
    return frozenset(cards)


def held_are_path(text: str, lexicon: Lexicon, held: Iterable[Card], asked: str | None) -> bool:
    """Whether the question lists a path of two cards or more and asks about it rather
    than about who may score (`asked`, from `asked_last`, is not "right"): some card read
    as held is one of the path ("I won the right to score oak. My oak path is 3 oak, 4 oak,
    ..."), no card is held at all ("Personne n'a de gris en main, mon sentier : 2 gris, 5
    gris, 6 gris. Combien ?"), or the question asked last is the path's worth ("Tom has no
    maple and I have the 4 maple ... My maple path is 1 maple, 5 maple, 7 maple. How many
    points?")."""
    if asked == "right":
        return False
    listed = path_listed(text, lexicon)
    cards = set(held)
    return len(listed) >= 2 and (not cards or bool(listed & cards) or asked == "worth")


def asked_last(text: str, worth: Phrases, right: Phrases) -> str | None:
    """What the last sentence asks, when it asks one thing only: "right" who may score
    ("Who scores maple?", "Je marque ?"), "worth" what something is worth ("How many
    points?", "Combien ?"); None when it asks neither or both ("j'ai gagné le droit de
    marquer le rouge, mon sentier c'est ..., ça fait combien ?")."""
    last = words_of(last_sentence(text))
    rest = without_phrases(last, right, blank=True)  # the cues of who may score taken out
    asks_right = rest != last
    asks_worth = any(contains_phrase(rest, p) for p in worth)
    if asks_right != asks_worth:
        return "right" if asks_right else "worth"
    return None
