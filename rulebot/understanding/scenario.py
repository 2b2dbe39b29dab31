"""Who holds which cards: "J'ai le 8 bleu, mon adversaire a le 1 bleu, qui marque ?"."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from rulebot.rules import Card
from rulebot.understanding.asks import (
    BEATS,
    OTHER_SCORES,
    eight_worth_asked,
    yes_no_asked,
)
from rulebot.understanding.cards import parse_cards
from rulebot.understanding.errors import ParseError
from rulebot.understanding.handparts import merged
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.masks import mask, out_of_hand
from rulebot.understanding.playernames import without_asker
from rulebot.understanding.players import OPPONENT, YOU, resolve
from rulebot.understanding.segments import split
from rulebot.understanding.text import tokenize
from rulebot.understanding.told import closed_asks, counts_only
from rulebot.understanding.toldhands import ToldHand, read_hand
from rulebot.understanding.valuewords import pronoun_spans

__all__ = ["OPPONENT", "YOU", "Scenario", "parse_scenario"]


@dataclass(frozen=True)
class Scenario:
    """The hands of the players in a question, the colour asked about, and who asks."""

    hands: dict[str, tuple[Card, ...]]
    colour: str | None
    asker: str = YOU
    names: dict[str, dict[str, str]] = field(default_factory=dict)
    nobody: bool = False
    asks: str | None = None  # a yes-or-no (asks.py), None for "who?"
    about: str | None = None  # the player an OTHER_SCORES or BEATS question asks about
    # Cards that only stand in for a total told of a player ("Léa a 12 en bleu"), and
    # totals told that the cards listed with them do not make up ("12 : le 4 et le 7").
    stood: dict[str, tuple[Card, ...]] = field(default_factory=dict, compare=False)
    told: dict[str, int] = field(default_factory=dict, compare=False)
    # What the question asks of an 8's worth rather than of who scores ("Mon 8 vaut encore
    # quelque chose ?": MY_EIGHT_COUNTS, see asks.eight_worth_asked), else None.
    eight: str | None = field(default=None, compare=False)
    # Players said to have no path (with the colour said, None for any), and cards said out
    # of the hands (planted, discarded), by player: what the right to score does not change.
    pathless: dict[str, str | None] = field(default_factory=dict, compare=False)
    out_of_hand: dict[str, tuple[Card, ...]] = field(default_factory=dict, compare=False)

    def display(self, player: str, lang: str) -> str:
        """How to call a player in a language ("toi", "your opponent", "Léa")."""
        return self.names.get(player, {}).get(lang, player)

    @property
    def colours(self) -> tuple[str, ...]:
        """The colours held, in order of first appearance."""
        return tuple(dict.fromkeys(c.colour for hand in self.hands.values() for c in hand))

    @property
    def scored_colour(self) -> str | None:
        """The colour asked about, else the only colour held; None when neither tells."""
        colours = self.colours
        return self.colour or (colours[0] if len(colours) == 1 else None)


def parse_scenario(text: str, lexicon: Lexicon, asker: str = YOU) -> Scenario:
    """The hands a text describes, or ParseError when it names no player nor "nobody".

    The older reader, behind the grammar's (`structure.read_hands`): each player's cards
    are read from what follows their mention up to the next player, the question or
    "nobody". Cards said to be out of the hands (planted, laid down, discarded) and totals
    ("9 au total") are left out; values written without a colour take the colour of the
    question ("Tulip poplar: I have the 6, Priya the 5"). A name told with a verb that
    tells no hand ("Jack thinks") holds no card but is who a pronoun after it stands for.
    A total told of a player is held as cards standing in for it (`stood`), and a total the
    cards listed with it do not make up is kept as `told` (`toldhands`); a question of an
    8's worth is noted (`eight`).
    A text parsed again (the classifier's, the follow-up's, a conversation's earlier turns)
    gives the same Scenario, or the same error, as before.
    """
    found = _parsed(text, lexicon, asker)
    if isinstance(found, ParseError):
        raise found.with_traceback(None)
    return found


@lru_cache(maxsize=128)
def _parsed(text: str, lexicon: Lexicon, asker: str) -> Scenario | ParseError:
    try:
        return _parse(text, lexicon, asker)
    except ParseError as error:
        return error


def _parse(text: str, lexicon: Lexicon, asker: str) -> Scenario:
    tokens = tokenize(text)
    outside = out_of_hand(tokens)
    segments, at, questions, nobody = split(text, tokens, lexicon, outside)
    if not segments and not nobody:
        raise ParseError.of("no_hand", 0, text)
    ids, names = resolve([mention for mention, _, _ in segments])
    ids = without_asker([mention for mention, _, _ in segments], ids, names)
    in_groups = [  # "my two opponents": the number counts players, it is no card
        (tokens[i].start, tokens[i + m.size - 1].end)
        for (m, _, _), i in zip(segments, at, strict=True)
        if m.count > 1
    ]
    masked = mask(text, [*outside, *in_groups, *pronoun_spans(tokens)])
    asked = _asked_colour(text, lexicon, questions)

    def read(a: int, b: int) -> tuple[Card, ...]:
        return parse_cards(masked[a:b], lexicon, strict=False, bare=asked).cards

    hands: dict[str, tuple[Card, ...]] = {}
    counted: dict[str, int] = {}  # players given a number of cards without their values
    parts: dict[str, list[ToldHand]] = {}  # what each part of the text tells of a hand
    for player, (mention, start, end) in zip(ids, segments, strict=True):
        hand = read_hand(masked[start:end], lexicon, asked, read(start, end))
        cards = hand.cards
        if mention.said or (mention.kind == "pronoun" and not cards and player not in hands):
            continue  # "est-ce qu'elle compte ?": the card, not a player; "Jack thinks"
        parts.setdefault(player, []).append(hand)
        if not cards and counts_only(masked[start:end]):
            counted.setdefault(player, start)
        hands[player] = tuple(dict.fromkeys((*hands.get(player, ()), *cards)))
    whole = {player: merged(told) for player, told in parts.items()}
    hands.update({player: hand.cards for player, hand in whole.items()})
    stood = {player: hand.stood for player, hand in whole.items() if hand.stood}
    told_wrong = {player: hand.told for player, hand in whole.items() if hand.told is not None}
    for player, start in counted.items():
        if not hands.get(player):
            raise ParseError.of("hand_as_count", start, text)
    held = {card.colour for hand in hands.values() for card in hand}
    asks = closed_asks(text, yes_no_asked(text))
    return Scenario(
        hands=hands,
        colour=asked if asked is not None or len(held) != 1 else held.pop(),
        asker=asker,
        names={player: names[player] for player in hands},
        nobody=nobody,
        asks=asks if asks not in (OTHER_SCORES, BEATS) else None,
        stood={p: c for p, c in stood.items() if p in hands and c},
        told={p: t for p, t in told_wrong.items() if p in hands},
        eight=eight_worth_asked(text),
    )


def _asked_colour(text: str, lexicon: Lexicon, questions: list[list[int]]) -> str | None:
    """The colour asked about: the one the question names, else the only one in the text."""
    asked = {c for start, end in questions if (c := _colour(text[start:end], lexicon))}
    if len(asked) == 1:
        return asked.pop()
    return _colour(text, lexicon)


def _colour(text: str, lexicon: Lexicon) -> str | None:
    """The only colour a text names, or None."""
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    distinct = list(dict.fromkeys(c for _, c, _ in lexicon.matches([t.folded for t in tokens])))
    return distinct[0] if len(distinct) == 1 else None
