"""The worths claimed in a dispute about a told path: "Tom says his 3, 5, 7 of maple is
worth 3 points, I say 6. Who is right?", "Léa dit que son 2-3-4-5 de chêne fait 4 points,
moi je dis plus". `worth_claims` reads every claim, with who made it, for the answer's lead
(answer/verdict_dispute.py). Word lists in data/told.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cues import cues, has
from rulebot.understanding.pointwords import told_in_points
from rulebot.understanding.text import (
    Phrases,
    Token,
    find_phrase,
    listed,
    load_words,
    read_lists,
    tokenize,
)
from rulebot.understanding.words import grammar_words

ASKER = "asker"  # the claim is the asker's own
MORE, LESS = "more", "less"
Span = tuple[int, int]


@dataclass(frozen=True)
class WorthClaim:
    """A worth claimed for a path: by whom (ASKER, a name as written, or None when unsaid),
    the number, or a comparison with the claim before ("I say more")."""

    by: str | None
    worth: int | None = None
    compared: str | None = None


@dataclass(frozen=True, kw_only=True)
class _Words:
    """The dispute words of data/told.yaml, folded."""

    says: Phrases = listed("asker_says", elided=True)
    fillers: Phrases = listed("claim_fillers", elided=True)
    more: Phrases = listed("claim_more")
    less: Phrases = listed("claim_less")
    ends: frozenset[str] = listed("claim_ends")
    worths: frozenset[str] = listed("worth_words", "claim_worths")
    saying: frozenset[str] = listed("saying_verbs")
    replies: frozenset[str] = listed("reply_worths")
    units: frozenset[str]


@cache
def _words() -> _Words:
    data = load_words("told")
    return read_lists(
        _Words,
        data,
        units=frozenset(grammar_words().units),
    )


def _asker_claims(tokens: list[Token], folded: list[str]) -> list[tuple[int, WorthClaim]]:
    """(token index, claim) of each claim the asker makes: a worth (the number's index) or
    a comparison (the comparing word's index)."""
    words = _words()
    found: dict[int, WorthClaim] = {}  # "moi je dis" holds "je dis": one claim
    for k in range(len(tokens)):
        size = find_phrase(folded, k, words.says)
        if not size:
            continue
        j = k + size
        while j < len(tokens) and (tokens[j].text == "," or find_phrase(folded, j, words.fillers)):
            j += find_phrase(folded, j, words.fillers) or 1
        if j >= len(tokens):
            continue
        if tokens[j].kind == "num":
            found[j] = WorthClaim(ASKER, tokens[j].value)
        elif find_phrase(folded, j, words.more) or find_phrase(folded, j, words.less):
            compared = MORE if find_phrase(folded, j, words.more) else LESS
            found[j] = WorthClaim(ASKER, compared=compared)
    return list(found.items())


def worth_claims(text: str) -> tuple[WorthClaim, ...]:
    """The claims of a dispute about a path's worth, in the order said: the asker's
    (`_asker_claims`) and the others' (a number after a worth word or before a point word,
    said by the name before the nearest saying verb). () when no dispute is asked."""
    return tuple(claim for _, claim in _claims(tokenize(text)))


def _claims(tokens: list[Token]) -> list[tuple[int, WorthClaim]]:
    """(token index, claim) of every claim of a dispute (`worth_claims`), in order."""
    folded = [t.folded for t in tokens]
    if not _disputed(tokens):
        return []
    words = _words()
    found = _asker_claims(tokens, folded)
    replies: list[tuple[int, WorthClaim]] = []
    taken = {i for i, _ in found}
    for j, token in enumerate(tokens):
        if token.kind != "num" or j in taken:
            continue
        before = folded[j - 1] if j else ""
        if before in words.worths or told_in_points(tokens, j):
            found.append((j, WorthClaim(_sayer(tokens, folded, j), token.value)))
        elif _replied(tokens, folded, j):
            replies.append((j, WorthClaim(_sayer(tokens, folded, j), token.value)))
    if found:  # a reply claims a worth only beside a claim told so
        found += replies
    return sorted(found, key=lambda pair: pair[0])


def _replied(tokens: list[Token], folded: list[str], j: int) -> bool:
    """A number after a reply's worth word ("it's 10", "c'est 6"; cut at the apostrophe),
    not a count ("it's 5 cards")."""
    words = _words()
    before = folded[j - 1] if j else ""
    elided = "".join(folded[j - 2 : j]) if j > 1 else ""  # "it'" "s": "it's"
    counted = j + 1 < len(tokens) and folded[j + 1] in words.units
    return (before in words.replies or elided in words.replies) and not counted


def _disputed(tokens: list[Token]) -> bool:
    """Whether the text asks who is right ("who's right?", "qui a raison ?")."""
    return has([t.folded for t in tokens if t.kind != "punct"], cues().disputes)


def _sayer(tokens: list[Token], folded: list[str], j: int) -> str | None:
    """Who claims the worth at j: the capitalised word before the nearest saying verb
    before it ("Tom says", "Léa dit"), ASKER when the asker's words are nearer, else None."""
    words = _words()
    for k in range(j - 1, -1, -1):
        if find_phrase(folded, k, words.says):
            return ASKER
        if folded[k] in words.saying:
            name = tokens[k - 1] if k else None
            good = name is not None and name.kind == "word" and name.text[:1].isupper()
            return name.text if good and name is not None else None
    return None
