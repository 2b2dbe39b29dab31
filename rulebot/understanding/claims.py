"""Cards given to a player other than by following them: cards said before their holder
("le 8 bleu, c'est moi qui l'ai", "It's the 8 blue I have"), cards listed in the order
of the players ("on a respectivement 7 et 5, moi et Léa")."""

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
    player back, so that each takes its own clause. A player said to score ("c'est lui qui
    marque") takes nothing."""
    folded = [t.folded for t in tokens]
    for k in range(len(segments) - 1, -1, -1):
        mention, start, end = segments[k]
        if _scores(folded, at[k] + mention.size):
            continue
        cue = owner_cue_before(folded, at[k])
        clauses, nearest = 2, False
        if cue:
            cue_at = tokens[at[k] - cue].start
            if folded[at[k] - 1] in player_words().holder_links:
                clauses, nearest = 1, True  # "le 8 bleu de Marie": the card just before
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
                if nearest and k and first == bound:  # "mon 8 ... le 1 de Tom": the 1
                    first = _last_card(tokens, first, cue_at, read)
                segments[k] = (mention, first, cue_at)
                if k:
                    who, begin, stop = segments[k - 1]
                    segments[k - 1] = (who, begin, min(stop, first))
                break


def _last_card(tokens: list[Token], start: int, end: int, read: Reader) -> int:
    """Where the last card said between two offsets begins: the latest token start from
    which cards are read up to `end` ("... par le 1 de Tom": "1")."""
    starts = [t.start for t in tokens if start <= t.start < end]
    return next((s for s in reversed(starts) if read(s, end)), start)


def _scores(folded: list[str], i: int) -> bool:
    """Whether a scoring verb follows the player, maybe after "qui"/"who" ("c'est lui qui
    marque le chêne", "it's me who scores")."""
    vocab = player_words()
    after = folded[i : i + 2]
    return bool(after) and (after[0] in vocab.scoring or after[-1] in vocab.scoring)


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
    mentions: list[tuple[str, int, int]],
    read: Reader,
) -> tuple[str, ...]:
    """ "On a respectivement 7 et 5 en vert, moi et mon adversaire": in the sentence of
    "respectively", the k-th card goes to the k-th player, when they are as many. A group
    counted ("my two opponents", `mentions`: player, token index, how many) is as many
    players, "opponent 1", "opponent 2"; the groups so split are returned."""
    vocab = player_words()
    for k, tok in enumerate(tokens):
        if tok.folded not in vocab.respectively:
            continue
        ends = [j for j, t in enumerate(tokens) if t.kind == "punct" and t.text in ".!?;\n"]
        first = max((j + 1 for j in ends if j < k), default=0)
        stop = min((j for j in ends if j > k), default=len(tokens))
        said = [(p, n) for p, j, n in mentions if first <= j < stop]
        players = list(dict.fromkeys(m for p, n in said for m in _members(p, n)))
        start, end = tokens[first].start, tokens[stop - 1].end
        cards = read(start, end)
        if len(players) < 2 or len(cards) != len(players):
            return ()
        split = tuple(dict.fromkeys(p for p, n in said if n > 1))
        for group in split:
            hands.pop(group, None)
        for player, card in zip(players, cards, strict=True):
            hands[player] = (card,)
        return split
    return ()


def _members(player: str, count: int) -> list[str]:
    """The players a mention names: itself, or "opponent 1", "opponent 2" for a group."""
    return [player] if count == 1 else [f"{player} {k + 1}" for k in range(count)]
