"""The corpus as values: game facts, colour lexicon, rulebook entries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rulebot.corpus.pages import format_pages

LANGUAGES: tuple[str, ...] = ("fr", "en")


class CorpusError(ValueError):
    """The corpus files are missing or invalid; the message names file, entry and field."""


class EntryKind(StrEnum):
    """What an entry is: a rulebook section, a question-and-answer, a common mistake."""

    RULE = "rule"
    FAQ = "faq"
    MISTAKE = "mistake"


class ColourKind(StrEnum):
    """Where a colour name comes from: a tree species, or a plain colour word."""

    SPECIES = "species"
    PLAIN = "plain"


@dataclass(frozen=True)
class GameInfo:
    """The game's facts sheet (game.yaml)."""

    title: str
    author: str
    publisher: str
    year: int
    players_min: int
    players_max: int
    duration_minutes: int
    age_min: int
    booklet_language: str
    booklet_pages: int


@dataclass(frozen=True)
class ColourName:
    """One colour label and the words naming it, per language; the first word is its name."""

    id: str
    kind: ColourKind
    names: Mapping[str, tuple[str, ...]]
    printing: str = ""  # "first" or "later": the one printing that has this species

    def display(self, lang: str) -> str:
        """The colour's display name in a language ("chêne", "oak")."""
        return self.names[lang][0]

    def words(self) -> tuple[str, ...]:
        """Every word naming this colour, all languages, in file order without repeats."""
        return tuple(dict.fromkeys(word for lang in self.names for word in self.names[lang]))


@dataclass(frozen=True)
class ColourLexicon:
    """The colour words of colours.yaml: species names and plain colour words."""

    species: tuple[ColourName, ...]
    plain: tuple[ColourName, ...]

    @property
    def colours(self) -> tuple[ColourName, ...]:
        """Species first, then plain colours."""
        return self.species + self.plain

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(colour.id for colour in self.colours)

    @property
    def printings(self) -> dict[str, str]:
        """The species only one printing has, and that printing: {"lilac": "later"}."""
        return {colour.id: colour.printing for colour in self.colours if colour.printing}

    def get(self, colour_id: str) -> ColourName:
        """The colour with this id; KeyError if there is none."""
        for colour in self.colours:
            if colour.id == colour_id:
                return colour
        raise KeyError(f"no colour with id {colour_id!r}")

    def display(self, colour_id: str, lang: str) -> str:
        """The display name of a colour id in a language."""
        return self.get(colour_id).display(lang)

    def lookup(self, word: str) -> ColourName | None:
        """The colour a word names (case-insensitive, exact spelling), or None."""
        wanted = " ".join(word.split()).casefold()
        for colour in self.colours:
            if any(name.casefold() == wanted for name in colour.words()):
                return colour
        return None

    def as_data(self) -> dict[str, list[dict[str, Any]]]:
        """The colours.yaml shape: {"species": [{"id", "en", "fr"}], "plain": [...]}."""
        return {
            kind.value: [
                {"id": c.id, **{lang: list(w) for lang, w in c.names.items()}} for c in group
            ]
            for kind, group in ((ColourKind.SPECIES, self.species), (ColourKind.PLAIN, self.plain))
        }

    def word_index(self) -> dict[str, str]:
        """Every case-folded word -> its colour id."""
        return {name.casefold(): c.id for c in self.colours for name in c.words()}


@dataclass(frozen=True)
class EntryText:
    """One language version of an entry."""

    title: str
    text: str
    questions: tuple[str, ...] = ()


@dataclass(frozen=True)
class Entry:
    """A rulebook passage, in French and English, with the booklet pages it comes from."""

    id: str
    kind: EntryKind
    pages: tuple[int, ...]
    texts: Mapping[str, EntryText]
    counts: tuple[str, ...] = ()  # the numbers of the rules it states (`rules.counts`)
    # It states that only the cards kept in hand count: a card put down cancels nothing.
    held_only: bool = False

    @property
    def pages_label(self) -> str:
        """The pages as cited: "5-6", "2, 4"."""
        return format_pages(self.pages)

    def text(self, lang: str) -> EntryText:
        """The entry in a language ("fr" or "en")."""
        return self.texts[lang]


@dataclass(frozen=True)
class Claim:
    """A statement about the rules, true or false, with the entries whose text settles it
    and its wordings by language: a labelled example of the learned yes or no."""

    id: str
    answer: bool
    entries: tuple[str, ...]
    texts: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True)
class Corpus:
    """Everything under corpus/arboretum/, validated."""

    game: GameInfo
    lexicon: ColourLexicon
    entries: tuple[Entry, ...]
    version: str
    claims: tuple[Claim, ...] = ()

    def entry(self, entry_id: str) -> Entry:
        """The entry with this id; KeyError if there is none."""
        for entry in self.entries:
            if entry.id == entry_id:
                return entry
        raise KeyError(f"no corpus entry with id {entry_id!r}")

    def of_kind(self, kind: EntryKind | str) -> tuple[Entry, ...]:
        """The entries of one kind, in file order."""
        return tuple(entry for entry in self.entries if entry.kind == kind)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(entry.id for entry in self.entries)
