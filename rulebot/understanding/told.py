"""What a question tells besides who holds which cards, and what it changes: a question
asking how much takes no yes-or-no lead ("Mon 8 vaut combien ?"), "is he right?" answers
the claim told before it ("Jake says that wipes out Emma's 8 - is he right?"), the worth
of paths is no card ("l'un vaut 5 et l'autre 9"), and cards told as touching by a corner
make no path ("mon 3 touche mon 5 en diagonale"); players joined and told to hold the same
("Lina et moi, on a 8 chacune") each hold it; a hand told only as a count ("Paul en a
deux"), someone told to hold none, and the player a yes-or-no asks about. Word lists in
data/told.yaml and data/players.yaml (`shared`)."""

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
    asked_about,
    is_pronoun,
)
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.playertokens import Mention
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
    told = _told()
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    at = next((i for i in range(len(tokens)) if find_phrase(folded, i, told.is_right)), None)
    if at is None:
        return None
    start = next((k + 1 for k in range(at - 1, -1, -1) if folded[k] in told.saying), None)
    if start is None:
        ends = [k for k in range(at) if _ends_sentence(tokens[k])]
        start = ends[-2] + 1 if len(ends) > 1 else 0
    return [t.folded for t in tokens[start:at] if t.kind != "punct"]


def _question_words(text: str) -> list[list[str]]:
    """The words of the sentences that ask (ending with "?"), else of the last one."""
    return [[t.folded for t in s if t.kind != "punct"] for s in asking_sentences(text)]


def _ends_sentence(token: Token) -> bool:
    return token.kind == "punct" and token.text in SENTENCE_ENDS


CLAUSE_SIGNS = ",;:.!?()"


def shared_holds(
    text: str, tokens: list[Token], segments: list[tuple[Mention, int, int]], at: list[int]
) -> list[tuple[list[int], Span]]:
    """Players joined and told to hold the same: the indices of their segments (the hand is
    read in the last one's words) and the clause that tells it ("Lina et moi, on a 8
    chacune en saule", "Tom and I each have 5", "both Tom and I have 7"). `segments` are
    the (mention, start, end offset of its words) of parse_scenario, `at` the token index
    of each mention. Players are joined when only joins and commas part them."""
    found: list[tuple[list[int], Span]] = []
    k = 0
    while k < len(segments):
        m = k
        while m + 1 < len(segments) and _only_joins(text[segments[m][1] : tokens[at[m + 1]].start]):
            m += 1
        clause = _first_clause(tokens, segments[m][1], segments[m][2])
        opened = _shared_before(tokens, at[k])  # "both Tom and I have 7"
        if m > k and clause is not None and (opened or _says_shared(tokens, clause)):
            found.append((list(range(k, m + 1)), clause))
        k = m + 1
    return found


def _only_joins(between: str) -> bool:
    joins = player_words().joins
    return all(t.folded in joins or t.text == "," for t in tokenize(between))


def _first_clause(tokens: list[Token], start: int, end: int) -> Span | None:
    """The first clause of a player's words, leading signs skipped ("Lina et moi, on a 8
    chacune en saule. Qui ..." -> "on a 8 chacune en saule")."""
    said = [t for t in tokens if start <= t.start < end]
    while said and said[0].kind == "punct":
        said = said[1:]
    stop = next((j for j, t in enumerate(said) if t.text in CLAUSE_SIGNS), len(said))
    return (said[0].start, said[stop - 1].end) if stop else None


def _shared_before(tokens: list[Token], k: int) -> bool:
    """A word of sharing right before the first of the players joined ("both Tom and I")."""
    shared = player_words().shared
    reach = max((len(p) for p in shared), default=0)  # only the words a phrase may take
    folded = [t.folded for t in tokens[max(0, k - reach) : k]]
    return any(tuple(folded[len(folded) - len(p) :]) == p for p in shared)


def _says_shared(tokens: list[Token], clause: Span) -> bool:
    folded = [t.folded for t in tokens if clause[0] <= t.start < clause[1]]
    return any(find_phrase(folded, i, player_words().shared) for i in range(len(folded)))


def asked_player(
    text: str, tokens: list[Token], mentions: list[tuple[str, int, int]], asker: str
) -> str | None:
    """The player a yes-or-no asks about: the one mentioned there ("Est-ce que Paul
    marque ?", "mon adversaire peut marquer ?"), the one of that name, or for a pronoun
    ("il a raison ?"), the other player spoken of last. `mentions`: (player, first token,
    last token) of each mention."""
    subject = asked_about(text)
    if subject is None:
        return None
    for player, first, last in mentions:
        if tokens[first].start <= subject.start < tokens[last].end:
            return player
    if is_pronoun(subject.text):
        others = [p for p, _, _ in mentions if p != asker]
        return others[-1] if others else None
    return next((p for p, _, _ in mentions if p.casefold() == subject.text.casefold()), None)


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
