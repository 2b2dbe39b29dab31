"""A question read once: its tokens, language, structure (cards, numbers, players) and the
learned decisions. Every later step takes a `Reading`; none reads the raw text again."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

from rulebot.rules.counts import CARDS, COLOURS
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.grammar import runs
from rulebot.understanding.holders import mentions
from rulebot.understanding.language import detect_language
from rulebot.understanding.lexer import Kind, Token, lex, normalise
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.numbers import NOT_VALUES, Role, roles
from rulebot.understanding.structure import HandsRead, PathRead, Structure, read_hands, read_path
from rulebot.understanding.text import asking_sentences
from rulebot.understanding.words import grammar_words


@dataclass(frozen=True)
class Reading:
    """What a question says, read once."""

    text: str
    lang: str
    tokens: tuple[Token, ...]
    structure: Structure

    @cached_property
    def path(self) -> PathRead | None:
        return read_path(self.structure)

    @cached_property
    def hands(self) -> HandsRead | None:
        return read_hands(self.structure)

    @cached_property
    def said(self) -> int:
        """How many words and numbers the question says (its signs left out)."""
        return sum(1 for t in self.tokens if t.kind is not Kind.SIGN)

    @cached_property
    def counted_values(self) -> frozenset[int]:
        """The values said only as counts of things ("donc 4 cartes", "8 ans"): a reader
        of bare values leaves them out."""
        found = self.structure.roles
        said = [(t.value, found.get(i) is Role.COUNT) for i, t in enumerate(self.tokens)]
        told = {int(v) for v, counted in said if v is not None and not counted}
        return frozenset(int(v) for v, counted in said if v is not None and counted) - told

    @cached_property
    def counted(self) -> tuple[tuple[int, str], ...]:
        """The counts of cards or of colours the question asks about ("50 cartes", "six
        couleurs"): (value, `rules.counts` unit), in order. Only those of its asking
        sentences ("Il donne 5 cartes à chacun. Il se trompe ?" asks of no count), and a 1
        only in figures ("une carte de la pioche" is no count told)."""
        units = {CARDS: card_words().card_units, COLOURS: card_words().colour_units}
        asked = asking_sentences(self.text)
        start = asked[-1][0].start if asked and asked[-1] else 0
        found = self.structure.roles
        told: list[tuple[int, str]] = []
        for i, token in enumerate(self.tokens[:-1]):
            if token.value is None or token.start < start or found.get(i) is not Role.COUNT:
                continue
            if token.value == 1 and not token.norm.isdigit():
                continue
            after = self.tokens[i + 1].norm
            told += [(int(token.value), unit) for unit, nouns in units.items() if after in nouns]
        return tuple(told)


def read(text: str, lexicon: Lexicon, lang: str | None = None) -> Reading:
    """Read a question: tokens, language, card runs, numbers that are no card, players.
    A text read again (the query a rules question is ranked by, the earlier turns of a
    conversation) is the same `Reading` as before."""
    return _read(text, lexicon, lang)


@lru_cache(maxsize=128)
def _read(text: str, lexicon: Lexicon, lang: str | None) -> Reading:
    words = grammar_words()
    clean = normalise(text)
    tokens = lex(clean, lexicon, words.numbers, words.initials)
    language = lang or detect_language(clean)
    number_roles = roles(tokens, words)
    spoken = tuple(mentions(tokens, language, clean))
    others = {i for i, role in number_roles.items() if role in NOT_VALUES}
    said = (k for m in spoken for k in range(m.start, m.end) if tokens[k].value is not None)
    others.update(said)  # a number in a player's words ("P2: 1oak", "my two opponents") is no card
    openers = {m.end - 1 for m in spoken}  # "mon adversaire un": the value is their card
    read_runs = runs(tokens, words, language, others, openers)
    structure = Structure(tokens, read_runs, number_roles, spoken, words)
    return Reading(clean, language, tokens, structure)
