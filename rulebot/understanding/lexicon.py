"""The colour lexicon as the parsers see it: words -> canonical colour id, display names."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from rulebot.understanding.text import words_of

LANGS: tuple[str, ...] = ("fr", "en")
ColourEntry = Mapping[str, object]


@dataclass(frozen=True)
class ColourWords:
    """One colour: its canonical id and the words naming it per language (first = display)."""

    id: str
    names: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True)
class Lexicon:
    """Colour words of both languages; built from plain data by whoever wires things."""

    colours: tuple[ColourWords, ...]
    _index: dict[tuple[str, ...], str] = field(init=False, repr=False, compare=False)
    _langs: dict[tuple[str, ...], frozenset[str]] = field(init=False, repr=False, compare=False)
    _longest: int = field(init=False, repr=False, compare=False)
    _first_words: frozenset[str] = field(init=False, repr=False, compare=False)
    _hash: int = field(init=False, repr=False, compare=False)

    def __hash__(self) -> int:
        """By value, as equality: a lexicon may key a cache of what a text reads as."""
        return self._hash

    def __post_init__(self) -> None:
        index: dict[tuple[str, ...], str] = {}
        langs: dict[tuple[str, ...], set[str]] = {}
        for colour in self.colours:
            index.setdefault(tuple(words_of(colour.id)), colour.id)
            for lang, names in colour.names.items():
                for name in names:
                    key = tuple(words_of(name))
                    index.setdefault(key, colour.id)
                    langs.setdefault(key, set()).add(lang)
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_langs", {k: frozenset(v) for k, v in langs.items()})
        object.__setattr__(self, "_longest", max((len(k) for k in index), default=1))
        object.__setattr__(self, "_first_words", frozenset(k[0] for k in index if k))
        named = tuple((c.id, tuple(sorted(c.names.items()))) for c in self.colours)
        object.__setattr__(self, "_hash", hash(named))

    @classmethod
    def from_mapping(
        cls, species: Iterable[ColourEntry] = (), plain: Iterable[ColourEntry] = ()
    ) -> Lexicon:
        """From colours.yaml-shaped data: `[{id: oak, en: [oak, oaks], fr: [chêne, ...]}]`."""
        colours = []
        for entry in [*species, *plain]:
            names: dict[str, tuple[str, ...]] = {}
            for lang in LANGS:
                words = entry.get(lang, ())
                if isinstance(words, str):
                    words = [words]
                if not isinstance(words, Sequence):
                    raise ValueError(f"colour {entry.get('id')!r}: {lang} must be a list")
                names[lang] = tuple(str(w) for w in words)
            colours.append(ColourWords(id=str(entry["id"]), names=names))
        return cls(colours=tuple(colours))

    from_corpus_data = from_mapping

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.colours)

    @property
    def longest(self) -> int:
        """The most words any colour name has ("royal poinciana": 2)."""
        return self._longest

    def lookup(self, word: str) -> str | None:
        """The colour id a word or phrase names, or None; plural and feminine forms tolerated."""
        key = tuple(words_of(word))
        return self.lookup_words(key)

    def lookup_words(self, key: tuple[str, ...]) -> str | None:
        """Like `lookup`, for already folded words."""
        if not key:
            return None
        found = self._index.get(key)
        if found is not None:
            return found
        last = key[-1]
        for cut in ("s", "x", "e", "es"):
            if last.endswith(cut) and len(last) > len(cut) + 2:
                found = self._index.get((*key[:-1], last[: -len(cut)]))
                if found is not None:
                    return found
        return None

    def is_plural(self, key: tuple[str, ...]) -> bool:
        """Whether folded words name a colour in the plural: their last word less its "s",
        "x" or "es" is a name too ("chênes", "tulip poplars"; not "gris")."""
        if not key:
            return False
        last = key[-1]
        return any(
            last.endswith(cut) and (*key[:-1], last[: -len(cut)]) in self._index
            for cut in ("s", "x", "es")
        )

    def languages_of(self, word: str) -> frozenset[str]:
        """The languages in which a word names a colour (empty when it names none)."""
        return self._langs.get(tuple(words_of(word)), frozenset())

    def display(self, colour: str, lang: str) -> str:
        """The display name of a colour id; an unknown label is shown as it is."""
        for entry in self.colours:
            if entry.id == colour:
                names = entry.names.get(lang) or next(iter(entry.names.values()), ())
                return names[0] if names else colour
        return colour

    def match_at(self, words: Sequence[str], start: int) -> tuple[str, int] | None:
        """The colour named at `words[start:]` (longest name first) and how many words it took."""
        longest = min(self.longest, len(words) - start)
        if longest > 1 and words[start] not in self._first_words:
            longest = 1  # only a name's last word is read in the plural: no longer name here
        for size in range(longest, 0, -1):
            found = self.lookup_words(tuple(words[start : start + size]))
            if found is not None:
                return found, size
        return None

    def matches(self, words: Sequence[str]) -> list[tuple[int, str, int]]:
        """Every colour named in `words`, left to right, each name read once (longest
        first): (position, colour, number of words)."""
        found: list[tuple[int, str, int]] = []
        i = 0
        while i < len(words):
            match = self.match_at(words, i)
            if match is None:
                i += 1
                continue
            found.append((i, *match))
            i += match[1]
        return found
