"""The word lists of data/standings.yaml, folded, loaded once, and the numbers of a told
end of game read from tokens ("23", "vingt-trois", "six espèces", "18 points")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.playertokens import SENTENCE_ENDS
from rulebot.understanding.text import (
    Phrases,
    Token,
    fold,
    listed,
    load_words,
    read_lists,
)
from rulebot.understanding.words import grammar_words

TOTAL = "total"
COLOURS = "colours"


@dataclass(frozen=True, kw_only=True)
class StandingWords:
    """The word lists of data/standings.yaml, folded."""

    winner_stems: tuple[str, ...]
    winner_phrases: Phrases = listed()
    point_units: frozenset[str]  # grammar.yaml's: "23 points", "8pts"
    colour_nouns: frozenset[str] = listed()
    colour_fillers: frozenset[str] = listed()
    distinct_words: frozenset[str] = listed()
    distinct_nouns: frozenset[str] = listed()
    other_units: frozenset[str] = listed()
    before_not_counts: frozenset[str] = listed()
    play_verbs: frozenset[str] = listed()
    numbers: dict[str, int]
    number_joins: frozenset[str] = listed()
    name_links: frozenset[str] = listed()
    not_names: frozenset[str] = listed()
    copies: Phrases = listed()
    everyone: Phrases = listed()
    sentence_ends: frozenset[str]
    group_joins: frozenset[str] = listed()
    owner_after: frozenset[str] = listed()
    with_words: frozenset[str] = listed()
    us: frozenset[str] = listed()
    said_of_all: frozenset[str] = listed()
    errors: dict[str, str]


@cache
def standing_words() -> StandingWords:
    """The standings vocabulary, loaded once."""
    data = load_words("standings")
    numbers = {fold(w): int(n) for table in data["numbers"].values() for w, n in table.items()}
    return read_lists(
        StandingWords,
        data,
        winner_stems=tuple(fold(stem) for stem in data["winner_stems"]),
        numbers={**card_words().numbers, **numbers},
        # The signs a right-to-score question ends a sentence with; its "\n" is never a
        # token (whitespace is skipped), so the tokens see the same signs.
        sentence_ends=frozenset(SENTENCE_ENDS),
        point_units=grammar_words().point_units,
        errors={str(k): str(v) for k, v in data["errors"].items()},
    )


@dataclass(frozen=True)
class Told:
    """A number of the text: its value, where it is, and what it counts when the words
    after it say so (TOTAL, COLOURS) or None when it is bare ("moi 23 aussi")."""

    value: int
    index: int
    size: int
    kind: str | None


def number_at(tokens: list[Token], i: int) -> tuple[int, int] | None:
    """The value and size of a number at token i: a figure, or words ("vingt-trois")."""
    tok, vocab = tokens[i], standing_words()
    if tok.kind == "num":
        label = fold(tok.label)
        return (tok.value or 0, 1) if not label or label in vocab.point_units else None
    value = vocab.numbers.get(tok.folded)
    if value is None:
        return None
    if value % 10 == 0 and value >= 10 and i + 1 < len(tokens):  # "vingt-trois", "dix-sept"
        j = i + 1 + int(tokens[i + 1].folded in vocab.number_joins)
        unit = vocab.numbers.get(tokens[j].folded) if j < len(tokens) else None
        if j > i + 1 and unit is not None and 1 <= unit <= 9:
            return value + unit, j - i + 1
    return value, 1


def told_numbers(tokens: list[Token]) -> list[Told]:
    """The totals and colour counts the text may tell, in order; numbers that count
    something else ("trois joueurs") or follow an article ("les deux") are left out."""
    vocab, found, i = standing_words(), [], 0
    while i < len(tokens):
        read = number_at(tokens, i)
        said_before = {t.folded for t in tokens[max(0, i - 2) : i]}
        counts_players = bool(said_before & vocab.play_verbs)  # "quand on joue à 2"
        if (
            read is None
            or counts_players
            or (i and tokens[i - 1].folded in vocab.before_not_counts)
        ):
            i += 1
            continue
        value, size = read
        kind = _kind_after(tokens, i + size)
        if tokens[i].label:
            kind = TOTAL
        said_as_word = tokens[i].kind == "word"
        if kind != "other" and not (said_as_word and value == 1 and kind is None):
            found.append(Told(value, i, size, kind))
        i += size
    return found


def _kind_after(tokens: list[Token], j: int) -> str | None:
    """What the words after a number say it counts: TOTAL, COLOURS, "other" or None."""
    vocab = standing_words()
    if j < len(tokens) and tokens[j].folded in vocab.point_units:
        return TOTAL
    k = j
    while k < len(tokens) and k - j < 3 and tokens[k].folded in vocab.colour_fillers:
        k += 1
    if k < len(tokens) and tokens[k].folded in vocab.colour_nouns:
        return COLOURS
    if _distinct_trees(tokens, j, k):  # "7 different trees", "6 arbres différents"
        return COLOURS
    if j < len(tokens) and tokens[j].folded in vocab.other_units:
        return "other"
    return None


def _distinct_trees(tokens: list[Token], j: int, k: int) -> bool:
    """Whether trees said to differ follow a number (fillers from j to k): "different
    trees" count the colours planted, where "trees" alone count cards."""
    vocab = standing_words()
    said = {t.folded for t in tokens[j : k + 1]}
    return bool(said & vocab.distinct_words and said & vocab.distinct_nouns)


def colour_noun_alone(tokens: list[Token], numbers: list[Told], compared: set[int]) -> bool:
    """Whether a colour noun is said with no number before it and in no comparison read
    (`compared`: their nouns' indexes): colours told in a way not read here."""
    vocab = standing_words()
    counted = {n.index + n.size for n in numbers if n.kind == COLOURS}
    for k, tok in enumerate(tokens):
        if tok.folded not in vocab.colour_nouns or k in compared:
            continue
        j = k
        while j > 0 and tokens[j - 1].folded in vocab.colour_fillers:
            j -= 1
        if j not in counted:
            return True
    return False
