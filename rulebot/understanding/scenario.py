"""Who holds which cards: "J'ai le 8 bleu, mon adversaire a le 1 bleu, qui marque ?"."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from rulebot.rules import Card
from rulebot.understanding.cards import parse_cards
from rulebot.understanding.cards import words as card_words
from rulebot.understanding.errors import ParseError
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import (
    Token,
    find_phrase,
    folded_set,
    load_words,
    phrases,
    tokenize,
)

YOU = "you"
OPPONENT = "opponent"


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


@dataclass(frozen=True)
class _PlayerWords:
    markers: tuple[tuple[tuple[str, ...], str], ...]  # phrase -> player id, longest first
    names: dict[str, dict[str, str]]
    verbs: frozenset[str]
    nobody: tuple[tuple[str, ...], ...]
    question: tuple[tuple[str, ...], ...]
    not_names: frozenset[str]


@cache
def _player_words() -> _PlayerWords:
    data = load_words("players")
    markers = [
        (phrase, player)
        for player, spec in data["players"].items()
        for phrase in phrases(spec["markers"])
    ]
    markers.sort(key=lambda pair: len(pair[0]), reverse=True)
    return _PlayerWords(
        markers=tuple(markers),
        names={player: dict(spec["names"]) for player, spec in data["players"].items()},
        verbs=folded_set(data["verbs"]),
        nobody=phrases(data["nobody"]),
        question=phrases(data["question"]),
        not_names=folded_set(data["not_names"]),
    )


def parse_scenario(text: str, lexicon: Lexicon, asker: str = YOU) -> Scenario:
    """The hands a text describes, or ParseError when it names no player nor "nobody"."""
    vocab = _player_words()
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    segments: list[tuple[str, int, int]] = []  # player, start offset, end offset
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
        player, size = _player_at(tokens, folded, i, lexicon)
        if player is not None:
            _close(segments, tokens[i].start)
            if questions and questions[-1][1] > tokens[i].start:
                questions[-1][1] = tokens[i].start
            segments.append((player, tokens[i + size - 1].end, len(text)))
            i += size
            continue
        i += 1
    if not segments and not nobody:
        raise ParseError("no player's hand found (like 'j'ai le 8 bleu')", 0, text)
    hands: dict[str, tuple[Card, ...]] = {}
    names: dict[str, dict[str, str]] = {}
    for player, start, end in segments:
        cards = parse_cards(text[start:end], lexicon, strict=False).cards
        hands[player] = (*hands.get(player, ()), *cards)
        names[player] = vocab.names.get(player, {"fr": player, "en": player})
    return Scenario(
        hands=hands,
        colour=_asked_colour(text, lexicon, hands, questions),
        asker=asker,
        names=names,
        nobody=nobody,
    )


def _close(segments: list[tuple[str, int, int]], at: int) -> None:
    """End the open segment at offset `at`."""
    if segments and segments[-1][2] > at:
        player, start, _ = segments[-1]
        segments[-1] = (player, start, at)


def _player_at(
    tokens: list[Token], folded: list[str], i: int, lexicon: Lexicon
) -> tuple[str | None, int]:
    """The player a marker or a name at token i introduces, and how many tokens it takes."""
    vocab = _player_words()
    for phrase, player in vocab.markers:
        if tuple(folded[i : i + len(phrase)]) == phrase:
            return player, len(phrase)
    tok = tokens[i]
    if tok.kind != "word" or not tok.text[0].isupper() or len(tok.text) < 2:
        return None, 0
    if tok.folded in vocab.not_names or tok.folded.endswith("'"):
        return None, 0
    if lexicon.match_at(folded, i) is not None or tok.folded in card_words().numbers:
        return None, 0
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None or not _starts_hand(nxt, folded, i + 1, lexicon):
        return None, 0
    return tok.text, 1


def _starts_hand(tok: Token, folded: list[str], i: int, lexicon: Lexicon) -> bool:
    """Whether a token can open a hand: a verb, a value, a colour or "rien"/"nothing"."""
    if tok.kind == "num":
        return True
    word = tok.folded
    return (
        word in _player_words().verbs
        or word in card_words().numbers
        or word in {"rien", "nothing", "aucun", "aucune", "none", "pas"}
        or lexicon.match_at(folded, i) is not None
    )


def _asked_colour(
    text: str, lexicon: Lexicon, hands: dict[str, tuple[Card, ...]], questions: list[list[int]]
) -> str | None:
    """The colour asked about: the one the question names, else the only one in the text,
    else the one all the held cards share."""
    asked = {c for start, end in questions if (c := _colour(text[start:end], lexicon))}
    if len(asked) == 1:
        return asked.pop()
    named = _colour(text, lexicon)
    if named is not None:
        return named
    held = {card.colour for hand in hands.values() for card in hand}
    return held.pop() if len(held) == 1 else None


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
