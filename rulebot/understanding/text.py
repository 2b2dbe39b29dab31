"""Text helpers shared by the parsers: accent folding, tokens with offsets, word lists."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from functools import cache, lru_cache
from importlib import resources
from typing import Any, TypeVar, get_type_hints

import yaml

_TOKEN = re.compile(
    r"(?P<num>\d+)(?P<label>[^\W\d_]+)?"  # 8, 5R, 8oak, 3bleu
    r"|(?P<word>[^\W\d_]+(?:['’](?=[^\W\d_]))?)"  # words; "j'" and "qu'" keep their apostrophe
    r"|(?P<punct>[^\w\s])"
)


@dataclass(frozen=True)
class Token:
    """A piece of the input with its offset: a number (maybe with a label), a word, a sign."""

    kind: str  # "num" | "word" | "punct"
    text: str
    start: int
    folded: str
    value: int | None = None
    label: str = ""

    @property
    def end(self) -> int:
        return self.start + len(self.text)


_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae"})  # NFKD leaves them whole


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """Lower-case, accents removed, typographic apostrophes made plain, the ligatures written
    out: "Chêne’s" -> "chene's", "sœur" -> "soeur"."""
    plain = text.replace("’", "'").casefold().translate(_LIGATURES)
    decomposed = unicodedata.normalize("NFKD", plain)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def tokenize(text: str) -> list[Token]:
    """The tokens of a text, in order, with their offsets in it (a fresh list: the older
    readers take the same text apart many times, so its tokens are made once)."""
    return list(_tokens(text))


TOO_LONG = 10_000  # the value of a number of more than 4 digits: no card, and said so


def number_value(digits: str) -> int:
    """The value of ASCII digits ("00003" is 3); a number of more than 4 significant digits
    is `TOO_LONG` (no card has it, and a million digits are never converted)."""
    significant = digits.lstrip("0") or "0"
    return int(significant) if len(significant) <= 4 else TOO_LONG


@lru_cache(maxsize=512)
def _tokens(text: str) -> tuple[Token, ...]:
    tokens: list[Token] = []
    for match in _TOKEN.finditer(text):
        piece = match.group(0)
        if match.group("num") is not None:
            tokens.append(
                Token(
                    "num",
                    piece,
                    match.start(),
                    fold(piece),
                    value=number_value(match.group("num")),
                    label=match.group("label") or "",
                )
            )
        elif match.group("word") is not None:
            tokens.append(Token("word", piece, match.start(), fold(piece)))
        else:
            tokens.append(Token("punct", piece, match.start(), piece))
    return tuple(tokens)


# Signs that end a sentence (a ";" more often parts the items of one list).
SENTENCE_ENDS = ".!?\n"

_PLAIN_WORD = re.compile(r"[a-z0-9]+")


def plain_words(text: str) -> list[str]:
    """The folded words and numbers of a text, apostrophes and hyphens splitting them:
    "Peut-on l’y mettre ?" -> ["peut", "on", "l", "y", "mettre"]."""
    return _PLAIN_WORD.findall(fold(text))


def words_of(text: str) -> list[str]:
    """The folded words and numbers of a text (punctuation dropped)."""
    return [t.folded for t in tokenize(text) if t.kind != "punct"]


@cache
def load_words(name: str) -> dict[str, Any]:
    """A word-list file of `rulebot/understanding/data/` (parsed once)."""
    source = resources.files("rulebot.understanding").joinpath("data", f"{name}.yaml")
    data = yaml.load(source.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    if not isinstance(data, dict):
        raise ValueError(f"{name}.yaml: expected a mapping at the top")
    return data


def folded_set(values: list[str]) -> frozenset[str]:
    """A list of words from a data file, folded, as a set."""
    for v in values:
        if not isinstance(v, str):
            raise ValueError(f"word list: {v!r} is not a string (quote it in the YAML)")
    return frozenset(fold(v) for v in values)


Phrases = tuple[tuple[str, ...], ...]  # folded phrases, longest first (`phrases`)


def phrases(values: list[str], elided: bool = False) -> Phrases:
    """Phrases from a data file as tuples of folded words, longest first. With `elided`, a
    phrase that ends on an elision keeps it, as the text's tokens do ("pour l'" then
    matches "pour l'orange"); without, it ends on the bare word ("pour l")."""
    found = {tuple(_phrase_words(v) if elided else words_of(v)) for v in values}
    return tuple(sorted((p for p in found if p), key=len, reverse=True))


_Lists = TypeVar("_Lists")


def listed(*keys: str, elided: bool = False, read: Callable[[Any, str], Any] | None = None) -> Any:
    """A field of a dataclass of word lists (`read_lists`): read from `keys` joined (the
    field's own name when none); `elided` as `phrases` takes it; `read(values, name)`
    instead of the reader of its type."""
    return field(metadata={"keys": keys, "elided": elided, "read": read})


def as_written(values: Iterable[object], name: str) -> frozenset[str]:
    """A data list as written, as a set (entry ids, concept names, words kept with their
    accents): a reader for `listed(read=as_written)`."""
    return frozenset(str(value) for value in values)


def read_lists(cls: type[_Lists], data: Mapping[str, Any], where: str = "", **given: Any) -> _Lists:
    """A dataclass of word lists filled from a data file's mapping: each field `listed`
    read from its keys, by its type (`Phrases` by `phrases`, a set of words by
    `folded_set`, a number by `int`, a text by `str`, a `tuple[str, ...]` as written, or
    by the field's own `read`, told its name after `where`); the other fields are `given`.
    The caller caches it."""
    types = get_type_hints(cls)
    read: dict[str, Any] = dict(given)
    for spec in fields(cls):  # type: ignore[arg-type]
        if "keys" not in spec.metadata:
            continue
        keys = spec.metadata["keys"] or (spec.name,)
        values: Any = data[keys[0]] if len(keys) == 1 else [v for k in keys for v in data[k]]
        kind = types[spec.name]
        if spec.metadata.get("read") is not None:
            read[spec.name] = spec.metadata["read"](values, where + keys[0])
        elif kind is str:
            read[spec.name] = str(values)
        elif kind == Phrases:
            read[spec.name] = phrases(values, elided=spec.metadata.get("elided", False))
        elif kind == frozenset[str]:  # numbers said in figures are words too
            read[spec.name] = folded_set([str(v) if type(v) is int else v for v in values])
        elif kind is int:
            read[spec.name] = int(values)
        elif kind == tuple[str, ...]:
            read[spec.name] = tuple(values)
        else:
            raise TypeError(f"{cls.__name__}.{spec.name}: no word list reads {kind}")
    return cls(**read)


def _phrase_words(value: str) -> list[str]:
    words = words_of(value)
    if words and fold(value).rstrip().endswith("'"):
        words[-1] += "'"
    return words


def contains_phrase(words: Sequence[str], phrase: tuple[str, ...]) -> bool:
    """Whether the folded word sequence holds the phrase as consecutive words."""
    n = len(phrase)
    if n <= 1:  # the empty phrase is in every sequence
        return not n or phrase[0] in words
    first, last = phrase[0], len(words) - n
    return any(
        word == first and tuple(words[i : i + n]) == phrase
        for i, word in enumerate(words)
        if i <= last
    )


def holds_any(words: Sequence[str], options: Phrases) -> bool:
    """Whether the words hold any of the phrases (`contains_phrase` of each): each word
    is tried only against the phrases it begins."""
    starting, empty = _by_first_word(tuple(options))
    if empty:
        return True
    for i, word in enumerate(words):
        for phrase in starting.get(word, ()):
            if tuple(words[i : i + len(phrase)]) == phrase:
                return True
    return False


def find_phrase(words: Sequence[str], start: int, options: Phrases) -> int:
    """The length of the longest option starting at `start` in `words`, 0 if none (the
    first of `options` said there: they are longest first)."""
    starting, empty = _by_first_word(tuple(options))
    if empty or not 0 <= start < len(words):
        return _find_phrase_in_order(words, start, options)
    for phrase in starting.get(words[start], ()):
        if tuple(words[start : start + len(phrase)]) == phrase:
            return len(phrase)
    return 0


def _find_phrase_in_order(words: Sequence[str], start: int, options: Phrases) -> int:
    for phrase in options:
        if tuple(words[start : start + len(phrase)]) == phrase:
            return len(phrase)
    return 0


@lru_cache(maxsize=1024)
def _by_first_word(options: Phrases) -> tuple[dict[str, Phrases], bool]:
    """The phrases by their first word, each list in the order given, and whether the
    empty phrase is among them (a word list is indexed once, then found by its value)."""
    starting: dict[str, list[tuple[str, ...]]] = {}
    for phrase in options:
        if phrase:
            starting.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(found) for word, found in starting.items()}, () in options


def sentence_tokens(tokens: list[Token]) -> list[list[Token]]:
    """The tokens cut into sentences, each ending on its sign (`SENTENCE_ENDS`), if any."""
    sentences: list[list[Token]] = [[]]
    for token in tokens:
        sentences[-1].append(token)
        if token.kind == "punct" and token.text in SENTENCE_ENDS:
            sentences.append([])
    return [s for s in sentences if s]


def sentence_words(text: str) -> list[list[str]]:
    """The folded words of each sentence of a text, sentences without words left out."""
    found = [[t.folded for t in s if t.kind != "punct"] for s in sentence_tokens(tokenize(text))]
    return [words for words in found if words]


def asking_sentences(text: str) -> list[list[Token]]:
    """The tokens of the sentences of a text that ask (ending with "?"), else of its last
    sentence; a tag question asks of the statement before it, read with it ("Sam says he
    wins oak. Does he?")."""
    sentences = sentence_tokens(tokenize(text))
    asked = [
        [*sentences[k - 1], *s] if _tag(s) and k and sentences[k - 1][-1].text != "?" else s
        for k, s in enumerate(sentences)
        if s[-1].text == "?"
    ]
    return asked or sentences[-1:]


TAG_WORDS = 3  # a question this short after a statement asks of it ("Vraiment ?", "Does he?")


def _tag(sentence: list[Token]) -> bool:
    """A question too short to ask anything of its own: a tag on the statement before it
    ("Paul says he wins oak. Does he?", "… donc elle marque. C'est vrai ?")."""
    return sum(t.kind == "word" for t in sentence) <= TAG_WORDS


def skip_back(words: list[str], i: int, skipped: frozenset[str]) -> int:
    """The index of the word before `i` once the words of `skipped` are passed over, or -1
    when none is left ("il a bien été": from "été", over "bien", to "a")."""
    k = i - 1
    while k >= 0 and words[k] in skipped:
        k -= 1
    return k


def one_edit(a: str, b: str) -> bool:
    """Whether a and b differ by exactly one letter added, dropped, changed, or two
    neighbours swapped (one typo)."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        swapped = a[i + 2 :] == b[i + 2 :] and a[i : i + 2] == b[i : i + 2][::-1]
        return a[i + 1 :] == b[i + 1 :] or swapped
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[i + 1 :] == shorter[i:]


def without_phrases(
    words: list[str], masks: tuple[tuple[str, ...], ...], *, blank: bool = False
) -> list[str]:
    """The words left once the phrases of `masks` are taken out ("un match nul" from "on
    est à égalité, c'est un match nul ?"). With `blank`, each word taken out leaves an
    empty word in its place, so no phrase is made across the gap."""
    hidden: set[int] = set()
    for phrase in masks:
        size = len(phrase)
        for k in range(len(words) - size + 1):
            if tuple(words[k : k + size]) == phrase:
                hidden.update(range(k, k + size))
    if blank:
        return ["" if k in hidden else w for k, w in enumerate(words)]
    return [w for k, w in enumerate(words) if k not in hidden]
