"""Cards given to a player other than by following them: cards said before their holder
("le 8 bleu, c'est moi qui l'ai", "It's the 8 blue I have"), and cards listed in the
order of the players ("on a respectivement 7 et 5, moi et Léa")."""

from __future__ import annotations

from collections.abc import Callable

from rulebot.rules import Card
from rulebot.understanding.players import Mention, owner_cue_before, player_words
from rulebot.understanding.text import Token

CLAUSE = ",;.!?:()\n"  # signs that end a clause
ENDS = ",;.!?)\n"  # signs after a player that close their clause (not "moi : rien")
Segment = tuple[Mention, int, int]  # who, start offset, end offset of their cards


Reader = Callable[[int, int], tuple[Card, ...]]  # the cards between two offsets


def claim_before(
    segments: list[Segment],
    at: list[int],
    tokens: list[Token],
    read: Reader,
) -> None:
    """A player named after their cards takes the cards of the clause before them, when
    nothing follows them: after a word that says so ("le 8 bleu, c'est moi qui l'ai", "le
    1 est à Marie", "the 8 is mine": this clause, else the one before), or when their name
    ends the clause ("It's the 8 blue I have, ...", "Le 8 bleu, moi."). Read from the last
    player back, so that each takes its own clause."""
    folded = [t.folded for t in tokens]
    for k in range(len(segments) - 1, -1, -1):
        mention, start, end = segments[k]
        cue = owner_cue_before(folded, at[k])
        clauses = 2
        if cue:
            cue_at = tokens[at[k] - cue].start
        elif owner_cue_before(folded[: at[k] + 1], at[k] + 1) == 1:  # "dans ma main"
            cue_at = tokens[at[k]].start
        elif _ends_clause(tokens, at[k] + mention.size):
            cue_at, clauses = tokens[at[k]].start, 1
        else:
            continue
        if read(start, end):
            continue
        bound = segments[k - 1][1] if k else 0
        stops = [t.end for t in tokens if t.kind == "punct" and t.text in CLAUSE]
        stops = [bound, *(s for s in stops if bound <= s <= cue_at)]
        for first in sorted(stops, reverse=True)[:clauses]:  # this clause (else the one before)
            if read(first, cue_at):
                segments[k] = (mention, first, cue_at)
                if k:
                    who, begin, stop = segments[k - 1]
                    segments[k - 1] = (who, begin, min(stop, first))
                break


def _ends_clause(tokens: list[Token], i: int) -> bool:
    """Whether the clause ends at token i (a sign, or the end of the text), maybe after
    a verb with no card ("It's the 8 blue I have, ...")."""
    verbs = player_words().verbs
    while i < len(tokens) and tokens[i].kind == "word" and tokens[i].folded in verbs:
        i += 1
    return i >= len(tokens) or (tokens[i].kind == "punct" and tokens[i].text in ENDS)


def respectively(
    hands: dict[str, tuple[Card, ...]],
    tokens: list[Token],
    ids: list[str],
    at: list[int],
    read: Reader,
) -> None:
    """ "On a respectivement 7 et 5 en vert, moi et mon adversaire": in the sentence of
    "respectively", the k-th card goes to the k-th player, when they are as many."""
    vocab = player_words()
    for k, tok in enumerate(tokens):
        if tok.folded not in vocab.respectively:
            continue
        ends = [j for j, t in enumerate(tokens) if t.kind == "punct" and t.text in ".!?;\n"]
        first = max((j + 1 for j in ends if j < k), default=0)
        stop = min((j for j in ends if j > k), default=len(tokens))
        players = list(dict.fromkeys(p for p, j in zip(ids, at, strict=True) if first <= j < stop))
        start, end = tokens[first].start, tokens[stop - 1].end
        cards = read(start, end)
        if len(players) >= 2 and len(cards) == len(players):
            for player, card in zip(players, cards, strict=True):
                hands[player] = (card,)
        return
