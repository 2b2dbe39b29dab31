"""What a question tells besides who holds which cards, and what it changes: a question
asking how much takes no yes-or-no lead ("Mon 8 vaut combien ?"), "is he right?" answers
the claim told before it ("Jake says that wipes out Emma's 8 - is he right?"), the worth
of paths is no card ("l'un vaut 5 et l'autre 9"), and cards told as touching by a corner
make no path ("mon 3 touche mon 5 en diagonale"); a hand told only as a count ("Paul en a
deux"). Word lists in data/told.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.asks import (
    ALL_SCORE,
    MY_EIGHT_CANCELLED,
    MY_EIGHT_COUNTS,
    NOBODY_SCORES,
    ONE_SCORES,
    OTHER_SCORES,
    THEIR_EIGHT_CANCELLED,
    THEIR_EIGHT_COUNTS,
)
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.playerwords import player_words
from rulebot.understanding.text import (
    SENTENCE_ENDS,
    Phrases,
    Token,
    asking_sentences,
    contains_phrase,
    find_phrase,
    listed,
    load_words,
    phrases,
    read_lists,
    tokenize,
)
from rulebot.understanding.valuewords import pronoun_one

Span = tuple[int, int]  # start and end offsets in the text
EIGHT_ASKS = (MY_EIGHT_CANCELLED, MY_EIGHT_COUNTS, THEIR_EIGHT_CANCELLED, THEIR_EIGHT_COUNTS)


@dataclass(frozen=True, kw_only=True)
class _Told:
    """The word lists of data/told.yaml, folded."""

    amounts: Phrases = listed("amount_words")
    saying: frozenset[str] = listed("saying_verbs")
    cancels: Phrases = listed("cancel_words")
    scoring: Phrases = listed("scoring_words")
    mine: frozenset[str] = listed("my_words")
    eights: frozenset[str] = listed("eight_words")
    counting: frozenset[str] = listed("eight_counts")
    diagonal: Phrases = listed("diagonal_words")
    negations: frozenset[str] = listed()
    reach: int = listed("negation_reach")
    checks: Phrases = listed("claim_checks")
    is_right: Phrases


@cache
def _told() -> _Told:
    data = load_words("told")
    return read_lists(
        _Told,
        data,
        is_right=phrases(load_words("asks")["is_right"]),
    )


def closed_asks(text: str, asks: str | None) -> str | None:
    """The yes-or-no a right-to-score question asks (`asks`, from asks.py), kept only when
    it is asked: none when the question asks how much ("Mon 8 vaut combien au moment de
    compter ?"), none about an 8 the question does not name (the 8 was told before it);
    for "is he right?", what the claim before it is about (an 8 cancelled or
    counting, who scores), none when it is about something else."""
    if asks is None:
        return None
    told = _told()
    asked = _question_words(text)
    if any(contains_phrase(words, p) for words in asked for p in told.amounts):
        return None
    claim = _claim(text)
    if claim is not None:
        return _claim_asks(claim, asks)
    if asks in EIGHT_ASKS and not any(w in told.eights for words in asked for w in words):
        return None  # "… parce que mon 1 a annulé son 8. Ses autres chemins comptent ?"
    return asks


def told_diagonal(text: str) -> bool:
    """Whether the cards are told to touch only by a corner ("en diagonale", "by a
    corner", "diagonally"), not denied ("pas en diagonale", "not diagonally")."""
    told = _told()
    words = [t.folded for t in tokenize(text) if t.kind != "punct"]
    for i in range(len(words)):
        if find_phrase(words, i, told.diagonal):
            before = words[max(0, i - told.reach) : i]
            if not any(word in told.negations for word in before):
                return True
    return False


def _claim_asks(claim: list[str], asks: str) -> str | None:
    """What "is he right?" asks about the claim told before it."""
    told = _told()
    eight = next((i for i, word in enumerate(claim) if word in told.eights), None)
    if eight is not None:
        mine = any(word in told.mine for word in claim[max(0, eight - 2) : eight])
        if any(contains_phrase(claim, p) for p in told.cancels):
            return MY_EIGHT_CANCELLED if mine else THEIR_EIGHT_CANCELLED
        if any(word in told.counting for word in claim[eight + 1 :]):
            return MY_EIGHT_COUNTS if mine else THEIR_EIGHT_COUNTS
    if asks == OTHER_SCORES and any(contains_phrase(claim, p) for p in told.scoring):
        return asks
    if asks in (NOBODY_SCORES, ALL_SCORE, ONE_SCORES):  # "Carlos says nobody scores it"
        return asks
    return None


def _claim(text: str) -> list[str] | None:
    """The words of the claim an "is he right?" answers: after the last verb of saying
    before it, else the sentence before it; None when the question asks no such thing."""
    claim = _claim_tokens(text, _told().is_right)
    return None if claim is None else [t.folded for t in claim if t.kind != "punct"]


@cache
def _checks() -> Phrases:
    """Every phrase checking a claim: "is he right?" and the asker's own ("is that
    right?"), longest first."""
    told = _told()
    return tuple(sorted({*told.is_right, *told.checks}, key=len, reverse=True))


def _claim_tokens(text: str, asked: Phrases) -> list[Token] | None:
    """The tokens of the claim before one of the `asked` phrases checking it."""
    told = _told()
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    at = next((i for i in range(len(tokens)) if find_phrase(folded, i, asked)), None)
    if at is None:
        return None
    start = next((k + 1 for k in range(at - 1, -1, -1) if folded[k] in told.saying), None)
    if start is None:
        ends = [k for k in range(at) if _ends_sentence(tokens[k])]
        start = ends[-2] + 1 if len(ends) > 1 else 0
    return tokens[start:at]


def scorer_claimed(text: str) -> tuple[int, int, int] | None:
    """Where, in `text`, the claim an "is that right?" checks says who scores ("I've
    written seat 2 down as the grey scorer. Is that right?", "il dit que c'est à lui de
    marquer, il a raison ?"): its first and last characters and where its word of scoring
    is; None when no such claim is checked."""
    told = _told()
    claim = [t for t in _claim_tokens(text, _checks()) or () if t.kind != "punct"]
    words = [t.folded for t in claim]
    at = next((i for i in range(len(words)) if find_phrase(words, i, told.scoring)), None)
    return None if at is None else (claim[0].start, claim[-1].end, claim[at].start)


def _question_words(text: str) -> list[list[str]]:
    """The words of the sentences that ask (ending with "?"), else of the last one."""
    return [[t.folded for t in s if t.kind != "punct"] for s in asking_sentences(text)]


def _ends_sentence(token: Token) -> bool:
    return token.kind == "punct" and token.text in SENTENCE_ENDS


def counts_only(segment: str) -> bool:
    """Whether a hand is given only as a count ("mon voisin en garde deux", "Paul has 3"):
    its values are unknown, so who may score cannot be computed from it."""
    numbers, articles = card_words().numbers, set(card_words().articles)
    words = [token.folded for token in tokenize(segment)]
    if not any(word in player_words().verbs for word in words):
        return False  # "Quick one - I hold...": no hand is said to be held here
    for i, word in enumerate(words):
        if word.isdigit() and int(word) > 0:
            return True
        if numbers.get(word, 0) > 0 and word not in articles and not pronoun_one(words, i):
            return True  # "the only one with willow" counts nothing
    return False
