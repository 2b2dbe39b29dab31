"""A player mention, and token helpers for reading players: a phrase at a token (a long
word allowed one typo), an English "'s", a mention's words as written, and the words that
look like a player but are none: a capitalised word heading a colour ("Pur érable :",
"Côté saule,"), the other of a pair of things ("l'un vaut 5 et l'autre 9")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from rulebot.understanding.playerwords import player_words
from rulebot.understanding.text import Token, one_edit

YOU = "you"
OPPONENT = "opponent"
SENTENCE_ENDS = ".!?;\n"


@dataclass(frozen=True)
class Mention:
    """A player named in the text: `kind` is "player" (`key` is the id: you, opponent or a
    name), "person" ("ma femme": `key` is its folded words) or "pronoun" ("lui", "she")."""

    kind: str
    key: str
    text: str
    size: int  # how many tokens it takes
    keeps: bool = False  # its words are part of the card after it ("my 8", "mon huit")
    count: int = 1  # how many players it names ("mes deux adversaires": 2)
    said: bool = False  # a name told with a verb that tells no hand ("Jack thinks")


def possessive_s(tokens: list[Token], i: int) -> int:
    """1 when token i is a word with an English "'s" after it ("Sarah's got"), else 0."""
    return int(has_s(tokens, i))


def has_s(tokens: list[Token], i: int) -> bool:
    return (
        0 <= i < len(tokens) - 1
        and tokens[i].folded.endswith("'")
        and len(tokens[i].folded) > 2
        and tokens[i + 1].folded == "s"
    )


_last_unpossessed: list[tuple[list[Token], list[str]]] = []


def unpossessed(tokens: list[Token]) -> list[str]:
    """The folded tokens, "sarah'" (of "Sarah's") read as "sarah" (kept for the same list
    of tokens: mention_at asks it at every word of a text, which was quadratic)."""
    if _last_unpossessed and _last_unpossessed[0][0] is tokens:
        return _last_unpossessed[0][1]
    found = [t.folded[:-1] if has_s(tokens, k) else t.folded for k, t in enumerate(tokens)]
    _last_unpossessed[:] = [(tokens, found)]
    return found


def could_match(word: str, phrase: tuple[str, ...]) -> bool:
    """A cheap test before `matches`: the first word is the same, or a long one within a
    letter of it (a typo)."""
    first = phrase[0]
    return word == first or (len(first) >= TYPO_MIN and abs(len(word) - len(first)) <= 1)


TYPO_MIN = 7  # words this long may carry one typo ("adverssaire")


@dataclass(frozen=True)
class PhraseStarts:
    """Which phrases of a list `could_match` a word, found without trying each one: by
    their first word, and the long first words (one typo allowed) by their length."""

    by_word: dict[str, tuple[int, ...]]
    long_by_size: dict[int, tuple[int, ...]]

    @classmethod
    def of(cls, phrases: Sequence[tuple[str, ...]]) -> PhraseStarts:
        by_word: dict[str, list[int]] = {}
        long_by_size: dict[int, list[int]] = {}
        for k, phrase in enumerate(phrases):
            by_word.setdefault(phrase[0], []).append(k)
            if len(phrase[0]) >= TYPO_MIN:
                long_by_size.setdefault(len(phrase[0]), []).append(k)
        return cls(
            {w: tuple(ks) for w, ks in by_word.items()},
            {n: tuple(ks) for n, ks in long_by_size.items()},
        )

    def at(self, word: str) -> list[int]:
        """The positions, in order, of the phrases that `could_match` the word."""
        found = set(self.by_word.get(word, ()))
        for size in (len(word) - 1, len(word), len(word) + 1):
            found.update(self.long_by_size.get(size, ()))
        return sorted(found)


def exact(folded: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    return tuple(folded[i : i + len(phrase)]) == phrase


def matches(folded: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    """Whether the phrase is at token i, a long word allowed one typo."""
    if i + len(phrase) > len(folded):
        return False
    return all(
        got == want or (len(want) >= TYPO_MIN and one_edit(got, want))
        for got, want in zip(folded[i : i + len(phrase)], phrase, strict=True)
    )


def surface(tokens: list[Token], i: int, size: int) -> str:
    """The words of a mention as written, a space only where the text has one ("belle-sœur")."""
    shown = tokens[i].text
    for before, tok in zip(tokens[i : i + size], tokens[i + 1 : i + size], strict=False):
        shown += (" " if tok.start > before.end else "") + tok.text
    return shown


@dataclass(frozen=True)
class PlayerStarts:
    """The player words' phrases indexed by what they start with (`PhraseStarts`)."""

    markers: PhraseStarts
    people: tuple[tuple[str, ...], ...]
    people_starts: PhraseStarts
    pronouns: PhraseStarts


@cache
def player_starts() -> PlayerStarts:
    vocab = player_words()
    people = tuple(vocab.people)
    return PlayerStarts(
        PhraseStarts.of([phrase for phrase, _ in vocab.markers]),
        people,
        PhraseStarts.of(people),
        PhraseStarts.of(vocab.pronouns),
    )
