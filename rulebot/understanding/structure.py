"""What a question's card words make: a path to score, or players' hands and the colours
asked. Built from the grammar's runs, the numbers' roles and the players spoken of; what
cannot be placed (a value whose colour nothing tells) is listed in `unplaced`, never
guessed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from rulebot.rules import Card
from rulebot.understanding.grammar import CARD_READINGS, Item, Run
from rulebot.understanding.holders import YOU, Mention
from rulebot.understanding.lexer import Kind, Token
from rulebot.understanding.numbers import Role
from rulebot.understanding.words import GrammarWords, Phrase

SENTENCE_ENDS = frozenset(".!?;\n()")
_CLAUSE_SIGNS = frozenset([",", "(", ")", ":", "-", "–", "—"])
_CLAUSE_WORDS = frozenset(["et", "and", "mais", "but", "while", "tandis", "alors", "so"])


@dataclass(frozen=True)
class Structure:
    """A question's card words, numbers that are no card, and players, as read."""

    tokens: tuple[Token, ...]
    runs: tuple[Run, ...]
    roles: dict[int, Role]
    mentions: tuple[Mention, ...]
    words: GrammarWords = field(repr=False, compare=False)

    @cached_property
    def sentence_of(self) -> list[int]:
        ids, current = [], 0
        for token in self.tokens:
            ids.append(current)
            if token.text in SENTENCE_ENDS or "\n" in token.text:
                current += 1
        return ids

    @property
    def colours(self) -> tuple[str, ...]:
        """Every colour named or shorthand read, in order of first mention."""
        named = (t.colour for t in self.tokens if t.colour is not None)
        return tuple(dict.fromkeys(named))

    @property
    def asked_colours(self) -> tuple[str, ...]:
        """Colours named alone (not on a card): "qui marque le chêne ?", "pour le rouge"."""
        alone = (self.tokens[r.start].colour for r in self.runs if r.reading == "colour")
        return tuple(dict.fromkeys(c for c in alone if c))

    @property
    def scored_colours(self) -> tuple[str, ...]:
        """Colours named alone as the one a path is scored for ("pour le rouge", "scoring
        oak", "chemin de saule", "Oak points?")."""
        found = []
        for run in self.runs:
            if run.reading != "colour":
                continue
            before = [t.norm for t in self.tokens[max(0, run.start - 3) : run.start]]
            after = self.tokens[run.end].norm if run.end < len(self.tokens) else ""
            if set(before) & self.words.scored_before or after in self.words.scored_after:
                found.append(self.tokens[run.start].colour or "")
        return tuple(dict.fromkeys(c for c in found if c))

    @property
    def players_told(self) -> int | None:
        told = [self.tokens[i].value for i, role in self.roles.items() if role is Role.PLAYERS]
        return told[-1] if told else None

    @property
    def totals(self) -> tuple[int, ...]:
        """Totals and claims told ("il dit 12", "= 16"), in order."""
        return tuple(
            int(self.tokens[i].value or 0)
            for i, role in sorted(self.roles.items())
            if role is Role.TOTAL and self.tokens[i].value is not None
        )

    @property
    def card_runs(self) -> tuple[Run, ...]:
        return tuple(r for r in self.runs if r.reading in CARD_READINGS or r.reading == "values")

    def colour_before(self, index: int) -> str | None:
        """The colour named last before token `index` in its sentence."""
        sentence = self.sentence_of
        for j in range(index - 1, -1, -1):
            if sentence[j] != sentence[index]:
                break
            if self.tokens[j].colour is not None:
                return self.tokens[j].colour
        return None

    def context_colour(self, index: int) -> str | None:
        """The colour a value told alone at `index` has: the last named before it in its
        sentence, else the one colour asked, else the one colour of the question."""
        before = self.colour_before(index)
        if before is not None:
            return before
        for pool in (self.asked_colours, self.colours):
            if len(pool) == 1:
                return pool[0]
        return None

    def clause(self, run: Run) -> tuple[int, int]:
        """The clause around a run: between commas, "and", brackets or sentence ends."""
        start = run.start
        while start > 0 and not _parts(self.tokens[start - 1]):
            start -= 1
        end = run.end
        while end < len(self.tokens) and not _parts(self.tokens[end]):
            end += 1
        return start, end

    def out_of_hand(self, run: Run) -> bool:
        """Cards said planted, discarded or on a pile, not in a hand."""
        start, end = self.clause(run)
        said = {t.norm for t in self.tokens[start:end]}
        return bool(said & self.words.out_of_hand) and not said & self.words.in_hand

    def says_nothing(self, mention: Mention) -> bool:
        """A player told to hold nothing ("moi rien", "Sam none", "pas de bleu")."""
        window = [t.norm for t in self.tokens[mention.end : mention.end + 4]]
        return any(_starts(window[k:], p) for k in range(len(window)) for p in self.words.nothing)


def _parts(token: Token) -> bool:
    return token.text in SENTENCE_ENDS or token.text in _CLAUSE_SIGNS or token.norm in _CLAUSE_WORDS


def _starts(words: Sequence[str], phrase: Phrase) -> bool:
    return tuple(words[: len(phrase)]) == phrase


def card_of(structure: Structure, item: Item) -> Card | None:
    colour = item.colour or structure.context_colour(item.token)
    return None if colour is None else Card(item.value, colour)


@dataclass(frozen=True)
class PathRead:
    """The cards of a described path, in the order told, and the colour it is scored for
    when told; `unplaced`: values whose colour nothing tells."""

    cards: tuple[Card, ...]
    colour: str | None
    unplaced: tuple[int, ...] = ()


def read_path(structure: Structure) -> PathRead | None:
    """The path a question describes, or None when it lists no card."""
    runs = structure.card_runs
    told = any(r.has_cards for r in runs)
    cards: list[Card] = []
    unplaced: list[int] = []
    for k, run in enumerate(runs):
        if told and not run.has_cards and not _beside(structure, runs, k):
            continue  # "8 ou 4 ?" after the path: numbers told, not its cards
        for item in run.items:
            card = card_of(structure, item)
            if card is None:
                unplaced.append(item.value)
            else:
                cards.append(card)
    cards = list(dict.fromkeys(cards))  # a path told twice ("1 à 8 (1 saule, 2 saule…)")
    if not cards:
        return None
    scored = structure.scored_colours
    return PathRead(tuple(cards), scored[-1] if scored else None, tuple(unplaced))


@dataclass(frozen=True)
class HandsRead:
    """Each player's hand (in the order they are spoken of), how to call them, the colours
    asked, the cards said out of the hands, and values whose colour or holder nothing tells."""

    hands: dict[str, tuple[Card, ...]]
    names: dict[str, dict[str, str]]
    colours: tuple[str, ...]
    placed: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    unplaced: tuple[int, ...] = ()


def read_hands(structure: Structure) -> HandsRead | None:
    """The players' hands a question tells, or None when it names no player."""
    mentions = structure.mentions
    sentence = structure.sentence_of
    hands: dict[str, list[Card]] = {}
    names: dict[str, dict[str, str]] = {}
    placed: dict[str, list[Card]] = {}
    unplaced: list[int] = []
    for mention in mentions:
        if not mention.pronoun:
            hands.setdefault(mention.player, [])
        names.setdefault(mention.player, {}).update(mention.names)
    for run in structure.card_runs:
        holder = _holder(run, mentions, sentence)
        target = placed if structure.out_of_hand(run) else hands
        for item in run.items:
            card = card_of(structure, item)
            if card is None or holder is None:
                unplaced.append(item.value)
                continue
            target.setdefault(holder, []).append(card)
            hands.setdefault(holder, [])
    if not hands:
        return None
    colours = structure.asked_colours or tuple(
        dict.fromkeys(c.colour for hand in hands.values() for c in hand)
    )
    return HandsRead(
        {p: tuple(h) for p, h in hands.items()},
        names,
        colours,
        {p: tuple(h) for p, h in placed.items()},
        tuple(unplaced),
    )


def _beside(structure: Structure, runs: Sequence[Run], k: int) -> bool:
    """Whether run `k` (values told alone) continues a run of cards next to it, nothing but
    separators and small words between ("les 3 chênes, le 5 et le 6")."""
    for other in (runs[k - 1] if k else None, runs[k + 1] if k + 1 < len(runs) else None):
        if other is None or not other.has_cards:
            continue
        lo, hi = sorted(((other.start, other.end), (runs[k].start, runs[k].end)))
        between = structure.tokens[lo[1] : hi[0]]
        if all(t.kind is Kind.SIGN and t.text not in SENTENCE_ENDS for t in between):
            return True
    return False


def _holder(run: Run, mentions: Sequence[Mention], sentence: Sequence[int]) -> str | None:
    """The player a run's cards belong to: the last spoken of before it in its sentence,
    else the first spoken of after it there ("purple 6 for me")."""
    before = [
        m for m in mentions if m.end <= run.start and sentence[m.start] == sentence[run.start]
    ]
    if before:
        return before[-1].player
    after = [m for m in mentions if m.start >= run.end and sentence[m.start] == sentence[run.start]]
    if after:
        return after[0].player
    earlier = [m for m in mentions if m.end <= run.start]
    return earlier[-1].player if earlier else (YOU if not mentions else None)


def kinds_of(tokens: Sequence[Token]) -> set[Kind]:
    return {t.kind for t in tokens}
