"""A player mention, and token helpers for reading players: a phrase at a token (a long
word allowed one typo), an English "'s", a mention's words as written."""

from __future__ import annotations

from dataclasses import dataclass

from rulebot.understanding.text import Token, one_edit

YOU = "you"
OPPONENT = "opponent"


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


def unpossessed(tokens: list[Token]) -> list[str]:
    """The folded tokens, "sarah'" (of "Sarah's") read as "sarah"."""
    return [t.folded[:-1] if has_s(tokens, k) else t.folded for k, t in enumerate(tokens)]


TYPO_MIN = 7  # words this long may carry one typo ("adverssaire")


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
