"""A told end of game: each player's total and the colours in their arboretum, read from
a question that asks who wins ("Camille 23, moi 23 aussi. Elle a six espèces, moi cinq.
Qui l'emporte ?"). Players are read as in a right-to-score question (`players.py`); words
live in data/standings.yaml."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from rulebot.rules.scoring import ColourComparison, Standing, Winners, decide_winners
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.players import YOU, Mention, mention_at, player_words, resolve
from rulebot.understanding.playertokens import possessive_s
from rulebot.understanding.standingcompare import as_comparisons, comparisons_in
from rulebot.understanding.standinggroups import assignments, groups_of
from rulebot.understanding.standingwords import (
    COLOURS,
    TOTAL,
    Told,
    colour_noun_alone,
    number_at,
    standing_words,
    told_numbers,
)
from rulebot.understanding.text import Token, find_phrase, tokenize

__all__ = [
    "COLOURS",
    "TOTAL",
    "Standings",
    "StandingsError",
    "changed_standings",
    "parse_standings",
]


class StandingsError(ValueError):
    """Totals or colour counts that contradict each other ("Léa 23 … Léa 25")."""

    def __init__(self, key: str, **values: object) -> None:
        self.key = key
        self.values = values
        super().__init__(standing_words().errors[key].format(**values))


@dataclass(frozen=True)
class Standings:
    """Each player's told total and colour count, in order of mention, with display names."""

    standings: tuple[Standing, ...]
    names: dict[str, dict[str, str]] = field(default_factory=dict)
    asker: str = YOU
    comparisons: tuple[ColourComparison, ...] = ()

    def display(self, player: str, lang: str) -> str:
        """How to call a player in a language ("toi", "your wife", "Camille")."""
        return self.names.get(player, {}).get(lang, player)

    @cached_property
    def decision(self) -> Winners:
        """The rules engine's decision on these standings, made once and kept (ValueError
        when the colour comparisons contradict each other or the counts)."""
        return decide_winners(self.standings, self.comparisons)


def parse_standings(text: str, lexicon: Lexicon) -> Standings | None:
    """The standings a question tells, or None when it tells none: it must ask who wins,
    name two players or more and give each a total, and speak of no path, hand or colour."""
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    if not _asks_winner(folded) or _names_a_colour(folded, lexicon):
        return None
    numbers = told_numbers(tokens)
    mentions = _mentions(tokens, lexicon, {n.index for n in numbers})
    if not numbers or len(mentions) < 2 or _unread_name(tokens, mentions, lexicon):
        return None
    ids, names = resolve([m for _, m in mentions])
    groups, pending = groups_of(tokens, mentions, ids, numbers)
    totals: dict[str, int] = {}
    colours: dict[str, int] = {}
    everyone = list(dict.fromkeys([*ids, *(p for group in groups for p in group.players)]))
    names.setdefault(YOU, player_words().names[YOU])
    for players, told in assignments(tokens, groups, pending, everyone):
        _assign(players, told, totals, colours, names)
    if len(everyone) < 2 or any(player not in totals for player in everyone):
        return None
    standings = tuple(Standing(p, totals[p], colours.get(p)) for p in everyone)
    said = comparisons_in(tokens, [(i, m.size) for i, m in mentions], ids)
    read = Standings(standings, names, comparisons=tuple(as_comparisons(said, everyone, totals)))
    try:
        leaders = read.decision.leaders
    except ValueError as error:  # "she has more species than me" when she has 4 and I 6
        raise StandingsError("comparisons", problem=str(error)) from error
    if len(leaders) > 1 and colour_noun_alone(tokens, numbers, {c.noun for c in said}):
        return None  # a tie, and colours told in words not read here
    return read


def changed_standings(
    text: str, lexicon: Lexicon, before: Standings, everyone: bool = False
) -> Standings | None:
    """The standings told before with what a follow-up changes ("et si Camille avait 24 ?",
    "what if I had 6 colours?", "et si j'avais 25 et elle 22 ?"): each player named takes
    the number told after them, a total unless colours are said (a bare number counts what
    the one before it counted); a pronoun is the one other player. Else, with `everyone`
    (the follow-up speaks of all the players: "et si on avait 31 ?", "what if we both had
    50?"), the one number told is every player's. None when it names no player of the
    standings with a number, names another one, or changes a count the colour comparisons
    told before do not allow (checked by deciding: the decision is kept in `decision`)."""
    tokens = tokenize(text)
    numbers = told_numbers(tokens)
    named = _named_changes(tokens, numbers, lexicon, before)
    for told in (named, _everyone_told(numbers, before) if everyone else None):
        after = None if told is None else _changed(before, told)
        if after is not None:
            return after
    return None


def _named_changes(
    tokens: list[Token], numbers: list[Told], lexicon: Lexicon, before: Standings
) -> list[tuple[str, Told]] | None:
    """Each player a follow-up names with the number told after them, or None."""
    mentions = _mentions(tokens, lexicon, {n.index for n in numbers})
    ids, _ = resolve([m for _, m in mentions])
    mentions, ids = _said_once(mentions, ids, numbers)
    if not numbers or len(numbers) != len(mentions):
        return None
    players = [s.player for s in before.standings]
    others = [p for p in players if p != before.asker]
    told: list[tuple[str, Told]] = []
    for (at, mention), player, number in zip(mentions, ids, numbers, strict=True):
        if mention.kind == "pronoun" and len(others) == 1:
            player = others[0]
        if player not in players or number.index < at:
            return None
        told.append((player, number))
    return told


def _said_once(
    mentions: list[tuple[int, Mention]], ids: list[str], numbers: list[Told]
) -> tuple[list[tuple[int, Mention]], list[str]]:
    """The mentions with a player said again right after themself, no number between, kept
    once ("moi j'en ai 6", "me, I have 6"): one player told one number."""
    kept: list[tuple[int, Mention]] = []
    kept_ids: list[str] = []
    for (at, mention), player in zip(mentions, ids, strict=True):
        if kept_ids and kept_ids[-1] == player:
            last = kept[-1][0]
            if not any(last < n.index < at for n in numbers):
                continue
        kept.append((at, mention))
        kept_ids.append(player)
    return kept, kept_ids


def _everyone_told(numbers: list[Told], before: Standings) -> list[tuple[str, Told]] | None:
    """The one number told, given to every player (None unless exactly one is told)."""
    if len(numbers) != 1:
        return None
    return [(s.player, numbers[0]) for s in before.standings]


def _changed(before: Standings, told: list[tuple[str, Told]]) -> Standings | None:
    """The standings with each player given their number, a total unless colours are said
    (a bare number counts what the one before it counted); the colour comparisons of a
    player whose colours are told again are dropped. None when the rules engine refuses
    the counts (a tie the comparisons kept cannot break)."""
    table = {s.player: s for s in before.standings}
    changed, kind, recounted = dict(table), TOTAL, set()
    for player, number in told:
        kind = number.kind or kind  # "if I had 7 colours and Noah 6": 6 colours too
        if kind == COLOURS:
            changed[player] = replace(changed[player], colours=number.value)
            recounted.add(player)
        else:
            changed[player] = replace(changed[player], total=number.value)
    recounted = {p for p in recounted if changed[p].colours != table[p].colours}
    kept = tuple(c for c in before.comparisons if not {c.more, c.less} & recounted)
    after = replace(before, standings=tuple(changed[p] for p in table), comparisons=kept)
    try:
        _ = after.decision  # decided once here; kept for whoever answers
    except ValueError:  # a count no comparison told before allows
        return None
    return after


def _asks_winner(folded: list[str]) -> bool:
    vocab = standing_words()
    if any(word.startswith(vocab.winner_stems) for word in folded):
        return True
    return any(find_phrase(folded, i, vocab.winner_phrases) for i in range(len(folded)))


def _names_a_colour(folded: list[str], lexicon: Lexicon) -> bool:
    """A colour named: totals of another kind than the final score."""
    return any(lexicon.match_at(folded, i) for i in range(len(folded)))


def _mentions(
    tokens: list[Token], lexicon: Lexicon, numbers: set[int]
) -> list[tuple[int, Mention]]:
    """The players named, with their token index: as in a right-to-score question, or a
    capitalised name before its number ("Priya is on 28"); a name read once is read again
    wherever it stands ("I have more species than Ben")."""
    found: dict[int, Mention] = {}
    i = 0
    while i < len(tokens):
        mention = None if i in numbers else mention_at(tokens, i, lexicon) or _name_at(tokens, i)
        if mention is not None and mention.kind == "player" and _not_a_name(mention.key):
            mention = None
        if mention is None:
            i += 1
            continue
        found[i] = mention
        i += mention.size
    named = {m.key for m in found.values() if m.kind == "player" and m.key[:1].isupper()}
    covered = {k for i, m in found.items() for k in range(i, i + m.size)}
    for k, tok in enumerate(tokens):
        name = tok.text.rstrip("'’")
        if k not in covered and tok.kind == "word" and name in named:
            found[k] = Mention("player", name, name, 1 + possessive_s(tokens, k))
    return sorted(found.items())


def _unread_name(
    tokens: list[Token], mentions: list[tuple[int, Mention]], lexicon: Lexicon
) -> bool:
    """Whether a name inside a sentence is no player read ("Lou 18, moi 18, et Max ?"): a
    player whose numbers are not told."""
    read = {k for i, m in mentions for k in range(i, i + m.size)}
    ends = standing_words().sentence_ends | {":"}
    for k, tok in enumerate(tokens):
        if k == 0 or k in read or tokens[k - 1].text in ends:
            continue
        if tok.kind == "word" and tok.text[0].isupper() and len(tok.text) > 1:
            folded = tok.folded.rstrip("'")
            known = player_words().not_names | standing_words().not_names
            if folded not in known and lexicon.match_at([folded], 0) is None:
                return True
    return False


def _not_a_name(key: str) -> bool:
    folded = tokenize(key)[0].folded if key else ""
    return key[:1].isupper() and folded in standing_words().not_names


def _name_at(tokens: list[Token], i: int) -> Mention | None:
    """A capitalised word, then link words ("is on", "finit avec"), then a number."""
    tok, vocab = tokens[i], standing_words()
    if tok.kind != "word" or not tok.text[0].isupper() or len(tok.text) < 2:
        return None
    word = tok.folded.rstrip("'")
    if word in player_words().not_names or word in vocab.not_names or word in vocab.numbers:
        return None
    j = i + 1 + possessive_s(tokens, i)
    while j < len(tokens) and j - i <= 4 and tokens[j].folded in vocab.name_links:
        j += 1
    if j >= len(tokens) or number_at(tokens, j) is None:
        return None
    name = tok.text.rstrip("'’")
    return Mention("player", name, name, 1)


def _assign(
    players: list[str],
    told: list[tuple[str, int]],
    totals: dict[str, int],
    colours: dict[str, int],
    names: dict[str, dict[str, str]],
) -> None:
    """Give the players their numbers: one for all, or one each in order; a player given
    two different values of one kind is a contradiction."""
    for kind, table in ((TOTAL, totals), (COLOURS, colours)):
        values = [value for said, value in told if said == kind]
        if not values:
            continue
        if len(values) == 1:
            values = values * len(players)
        if len(values) != len(players):
            shown = ", ".join(names.get(p, {}).get("en", p) for p in players)
            raise StandingsError("group_values", count=len(values), what=kind, players=shown)
        for player, value in zip(players, values, strict=True):
            if table.get(player, value) != value:
                shown = names.get(player, {}).get("en", player)
                raise StandingsError(
                    "two_values", player=shown, what=kind, first=table[player], second=value
                )
            table[player] = value
