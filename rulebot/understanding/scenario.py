"""Who holds which cards: "J'ai le 8 bleu, mon adversaire a le 1 bleu, qui marque ?"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rulebot.rules import Card
from rulebot.understanding.cards import parse_cards
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.errors import ParseError
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.players import (
    OPPONENT,
    YOU,
    Mention,
    mention_at,
    owner_cue_before,
    player_words,
    resolve,
)
from rulebot.understanding.text import Token, find_phrase, tokenize

__all__ = ["OPPONENT", "YOU", "Scenario", "parse_scenario"]

Span = tuple[int, int]  # start and end offsets in the text
_CLAUSE = ",;.!?:()\n"  # signs that end a clause


@dataclass(frozen=True)
class Scenario:
    """The hands of the players in a question, the colour asked about, and who asks."""

    hands: dict[str, tuple[Card, ...]]
    colour: str | None
    asker: str = YOU
    names: dict[str, dict[str, str]] = field(default_factory=dict)
    nobody: bool = False

    def display(self, player: str, lang: str) -> str:
        """How to call a player in a language ("toi", "your opponent", "Léa")."""
        return self.names.get(player, {}).get(lang, player)

    @property
    def colours(self) -> tuple[str, ...]:
        """The colours held, in order of first appearance."""
        return tuple(dict.fromkeys(c.colour for hand in self.hands.values() for c in hand))


def parse_scenario(text: str, lexicon: Lexicon, asker: str = YOU) -> Scenario:
    """The hands a text describes, or ParseError when it names no player nor "nobody".

    Each player's cards are read from what follows their mention up to the next player,
    the question or "nobody". Cards said to be out of the hands (planted, laid down,
    discarded) and totals ("chacun 6") are left out; values written without a colour
    take the colour of the question ("Tulip poplar: I have the 6, Priya the 5").
    """
    vocab = player_words()
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    out_of_hand = _out_of_hand(tokens)
    subjects = _subjects(tokens, out_of_hand)
    masked = _mask(text, [*out_of_hand, *_totals(tokens), *_corrected(tokens)])
    segments: list[tuple[Mention, int, int]] = []  # who, start offset, end offset
    at: list[int] = []  # the token index of each segment's mention
    questions: list[list[int]] = []  # [start, end] offsets of the question parts
    nobody = False
    i = 0
    while i < len(tokens):
        size = find_phrase(folded, i, vocab.nobody)
        if size:
            nobody = True
            _close(segments, tokens[i].start)
            i += size
            continue
        if find_phrase(folded, i, vocab.question):
            _close(segments, tokens[i].start)
            questions.append([tokens[i].start, len(text)])
            i += 1
            continue
        hidden = _inside(out_of_hand, tokens[i].start) and tokens[i].start not in subjects
        mention = None if hidden else mention_at(tokens, i, lexicon)
        if mention is not None:
            _close(segments, tokens[i].start)
            if questions and questions[-1][1] > tokens[i].start:
                questions[-1][1] = tokens[i].start
            segments.append((mention, tokens[i + mention.size - 1].end, len(text)))
            at.append(i)
            i += mention.size
            continue
        i += 1
    if not segments and not nobody:
        raise ParseError("no player's hand found (like 'j'ai le 8 bleu')", 0, text)
    ids, names = resolve([mention for mention, _, _ in segments])
    asked = _asked_colour(text, lexicon, questions)
    _claim_before(segments, at, tokens, lambda a, b: _has_cards(masked[a:b], lexicon, asked))
    hands: dict[str, tuple[Card, ...]] = {}
    for player, (mention, start, end) in zip(ids, segments, strict=True):
        cards = parse_cards(masked[start:end], lexicon, strict=False, bare=asked).cards
        if mention.kind == "pronoun" and not cards and player not in hands:
            continue  # "est-ce qu'elle compte ?": the card, not a player
        hands[player] = tuple(dict.fromkeys((*hands.get(player, ()), *cards)))
    _respectively(hands, tokens, ids, at, masked, lexicon, asked)
    held = {card.colour for hand in hands.values() for card in hand}
    return Scenario(
        hands=hands,
        colour=asked if asked is not None or len(held) != 1 else held.pop(),
        asker=asker,
        names={player: names[player] for player in hands},
        nobody=nobody,
    )


def _respectively(
    hands: dict[str, tuple[Card, ...]],
    tokens: list[Token],
    ids: list[str],
    at: list[int],
    masked: str,
    lexicon: Lexicon,
    asked: str | None,
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
        cards = parse_cards(masked[start:end], lexicon, strict=False, bare=asked).cards
        if len(players) >= 2 and len(cards) == len(players):
            for player, card in zip(players, cards, strict=True):
                hands[player] = (card,)
        return


def _has_cards(text: str, lexicon: Lexicon, asked: str | None) -> bool:
    return bool(parse_cards(text, lexicon, strict=False, bare=asked).cards)


def _claim_before(
    segments: list[tuple[Mention, int, int]],
    at: list[int],
    tokens: list[Token],
    has_cards: Callable[[int, int], bool],
) -> None:
    """A player named after their cards ("le 8 bleu, c'est moi qui l'ai", "le 1 est à
    Marie", "the 8 is mine") takes the cards of the clause before them, when nothing
    follows them. Read from the last player back, so that each takes its own clause."""
    folded = [t.folded for t in tokens]
    for k in range(len(segments) - 1, -1, -1):
        mention, start, end = segments[k]
        cue = owner_cue_before(folded, at[k])
        if cue:
            cue_at = tokens[at[k] - cue].start
        elif owner_cue_before(folded[: at[k] + 1], at[k] + 1) == 1:  # "dans ma main"
            cue_at = tokens[at[k]].start
        else:
            continue
        if has_cards(start, end):
            continue
        bound = segments[k - 1][1] if k else 0
        stops = [t.end for t in tokens if t.kind == "punct" and t.text in _CLAUSE]
        stops = [bound, *(s for s in stops if bound <= s <= cue_at)]
        for first in sorted(stops, reverse=True)[:2]:  # this clause, else the one before
            if has_cards(first, cue_at):
                segments[k] = (mention, first, cue_at)
                if k:
                    who, begin, stop = segments[k - 1]
                    segments[k - 1] = (who, begin, min(stop, first))
                break


def _close(segments: list[tuple[Mention, int, int]], at: int) -> None:
    """End the open segment at offset `at`."""
    if segments and segments[-1][2] > at:
        mention, start, _ = segments[-1]
        segments[-1] = (mention, start, at)


def _inside(spans: list[Span], offset: int) -> bool:
    return any(start <= offset < end for start, end in spans)


def _mask(text: str, spans: list[Span]) -> str:
    """The text with the spans blanked out (offsets kept)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _out_of_hand(tokens: list[Token]) -> list[Span]:
    """The clauses that speak of cards out of the hands ("le 1 est planté chez Léa").

    A clause ends at punctuation, or at "et"/"and"/"mais" once it has a verb ("my son has
    the 8 and the 1 is planted": the 8 is held).
    """
    vocab = player_words()
    folded = [t.folded for t in tokens]
    clauses: list[tuple[int, int]] = []  # token index ranges
    start, has_verb = 0, False
    for j, tok in enumerate(tokens):
        if tok.kind == "punct" and tok.text in ",;.!?:()[]\n":
            clauses.append((start, j))
            start, has_verb = j + 1, False
        elif tok.folded in vocab.links and has_verb:
            clauses.append((start, j))
            start, has_verb = j, False
        elif tok.folded in vocab.verbs:
            has_verb = True
    clauses.append((start, len(tokens)))
    spans = []
    for first, stop in clauses:
        words = folded[first:stop]
        if any(find_phrase(words, k, vocab.not_held) for k in range(len(words))):
            spans.append((tokens[first].start, tokens[stop - 1].end))
    return spans


def _subjects(tokens: list[Token], spans: list[Span]) -> set[int]:
    """The offsets of the words opening clauses out of the hands ("Paul a posé le 1"): a
    player there is still a player, with none of the clause's cards."""
    links = player_words().links
    firsts = set()
    for start, _ in spans:
        at = next(k for k, t in enumerate(tokens) if t.start == start)
        if tokens[at].folded in links and at + 1 < len(tokens):
            at += 1
        firsts.add(tokens[at].start)
    return firsts


def _corrected(tokens: list[Token]) -> list[Span]:
    """Cards taken back as soon as said: "le 6 ... non, le 5" (the 6 and the "non")."""
    vocab = player_words()
    folded = [t.folded for t in tokens]
    spans = []
    for j in range(1, len(tokens)):
        size = find_phrase(folded, j, vocab.corrections)
        if not size:
            continue
        after = [t for t in tokens[j + size : j + size + 3] if t.kind != "punct"]
        if after and after[0].folded in vocab.articles:
            after = after[1:]
        if not after or not _value(after[0]):
            continue
        for k in range(j - 1, max(j - 5, -1), -1):  # the value said just before
            if tokens[k].kind == "word" and tokens[k].folded in vocab.articles:
                continue
            if _value(tokens[k]):
                spans.append((tokens[k].start, tokens[j + size - 1].end))
                break
    return spans


def _value(tok: Token) -> bool:
    return (tok.kind == "num" and not tok.label) or tok.folded in card_words().numbers


def _totals(tokens: list[Token]) -> list[Span]:
    """Numbers that are totals, not cards: "on a chacun 6 en gris", "9 in total"."""
    vocab = player_words()
    folded = [t.folded for t in tokens]
    spans = []
    for k in range(len(tokens)):
        size = find_phrase(folded, k, vocab.totals)
        if not size:
            continue
        for tok in tokens[k + size : k + size + 2]:
            if tok.kind == "num" or tok.folded in card_words().numbers:
                spans.append((tok.start, tok.end))
                break
    return spans


def _asked_colour(text: str, lexicon: Lexicon, questions: list[list[int]]) -> str | None:
    """The colour asked about: the one the question names, else the only one in the text."""
    asked = {c for start, end in questions if (c := _colour(text[start:end], lexicon))}
    if len(asked) == 1:
        return asked.pop()
    return _colour(text, lexicon)


def _colour(text: str, lexicon: Lexicon) -> str | None:
    """The only colour a text names, or None."""
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    folded = [t.folded for t in tokens]
    named = []
    i = 0
    while i < len(tokens):
        match = lexicon.match_at(folded, i)
        if match is not None:
            named.append(match[0])
            i += match[1]
        else:
            i += 1
    distinct = list(dict.fromkeys(named))
    return distinct[0] if len(distinct) == 1 else None
