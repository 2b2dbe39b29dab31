"""BERT's WordPiece tokenizer in Python, for the questions: the ids the ``tokenizers``
library gives, without loading it (its library and its vocabulary held in Rust cost 14 MB
in a process that asks one question; the vocabulary as a dict costs 3.5).

Only a plain BERT tokenizer.json is read this way (``WordPiece.of``: BertNormalizer that
lowercases and strips accents, BertPreTokenizer, ``[CLS] $A [SEP]``), and only a text of
the characters whose classes are checked against the library, every one of them, by
``tests/retrieval/test_wordpiece.py`` (``PLAIN``: Latin letters, digits, ASCII and general
punctuation, spaces); ``encode`` answers None for any other text, and for one naming a
special token ("[MASK]"): the library tokenizes those.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

# Code points read here: below U+0250 (Latin) and the general punctuation U+2000-U+206F
# but U+2065, unassigned, which the library keeps and Python's tables would drop.
PLAIN_RANGES = ((0x0000, 0x0250), (0x2000, 0x2065), (0x2066, 0x2070))
# Rust's char::is_whitespace (the White_Space property) in those ranges: what the library
# takes for a space once control characters (\x0b, \x0c, \x85) are dropped.
_SPACES = frozenset("\t\n\r \xa0\u2028\u2029\u202f\u205f") | {chr(c) for c in range(0x2000, 0x200B)}
_BERT = {"clean_text": True, "handle_chinese_chars": True, "lowercase": True}
_SINGLE = [  # the post-processor's template for one text: [CLS] $A [SEP], all of type 0
    {"SpecialToken": {"id": "[CLS]", "type_id": 0}},
    {"Sequence": {"id": "A", "type_id": 0}},
    {"SpecialToken": {"id": "[SEP]", "type_id": 0}},
]


def plain(char: str) -> bool:
    """Whether ``char`` is one of the code points this tokenizer is checked on."""
    point = ord(char)
    return any(low <= point < high for low, high in PLAIN_RANGES)


class WordPiece:
    """Texts to the ids, attention mask and token types of BERT's tokenizer."""

    def __init__(self, vocab: dict[str, int], unk: str, prefix: str, longest: int) -> None:
        self.vocab = vocab
        self.unk = vocab[unk]
        self.prefix = prefix
        self.longest = longest  # a longer word is one unknown token
        self.cls, self.sep = vocab["[CLS]"], vocab["[SEP]"]
        self.max_length = 0  # no truncation
        self.specials: tuple[str, ...] = ()

    @classmethod
    def of(cls, path: Path, max_length: int) -> WordPiece | None:
        """The tokenizer of a plain BERT tokenizer.json; None for any other."""
        data = json.loads(path.read_text("utf-8"))
        if not _is_plain_bert(data):
            return None
        model = data["model"]
        tokenizer = cls(
            dict(model["vocab"]),
            str(model["unk_token"]),
            str(model["continuing_subword_prefix"]),
            int(model["max_input_chars_per_word"]),
        )
        tokenizer.max_length = max_length
        tokenizer.specials = tuple(str(t["content"]) for t in data["added_tokens"])
        return tokenizer

    def encode(self, text: str) -> tuple[list[int], list[int], list[int]] | None:
        """The ids, the attention mask and the token types of ``text``, as the library
        gives them; None when ``text`` holds a character not checked, or a special token."""
        if not all(map(plain, text)) or any(special in text for special in self.specials):
            return None
        ids = [piece for word in _words(_normalised(text)) for piece in self._pieces(word)]
        if self.max_length:
            ids = ids[: max(self.max_length - 2, 0)]
        ids = [self.cls, *ids, self.sep]
        return ids, [1] * len(ids), [0] * len(ids)

    def _pieces(self, word: str) -> list[int]:
        """Greedy longest-match-first: the word's pieces, or one unknown token."""
        if len(word) > self.longest:
            return [self.unk]
        pieces: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else self.prefix + word[start:end]
                found = self.vocab.get(piece)
                if found is not None:
                    pieces.append(found)
                    break
                end -= 1
            else:
                return [self.unk]
            start = end
        return pieces


def _normalised(text: str) -> str:
    """BertNormalizer: control characters dropped, spaces made ' ', accents stripped (NFD
    without its non-spacing marks), lowercased."""
    kept = [" " if char in _SPACES else char for char in text if not _control(char)]
    marked = unicodedata.normalize("NFD", "".join(kept))
    return "".join(c for c in marked if unicodedata.category(c) != "Mn").lower()


def _control(char: str) -> bool:
    """Dropped by the library: NUL, U+FFFD, and Unicode's "other" (C*) but tab and ends of
    line, which are spaces."""
    if char in "\t\n\r":
        return False
    return char in "\x00\ufffd" or unicodedata.category(char).startswith("C")


def _words(text: str) -> list[str]:
    """BertPreTokenizer: split on spaces (dropped) and punctuation (a word of its own)."""
    words: list[str] = []
    current: list[str] = []
    for char in text:
        if char in _SPACES:
            if current:
                words.append("".join(current))
                current = []
        elif _punctuation(char):
            if current:
                words.append("".join(current))
                current = []
            words.append(char)
        else:
            current.append(char)
    if current:
        words.append("".join(current))
    return words


def _punctuation(char: str) -> bool:
    if char.isascii():
        return not char.isalnum() and char.isprintable() and char != " "
    return unicodedata.category(char).startswith("P")


def _is_plain_bert(data: Any) -> bool:
    """A tokenizer.json this module reads exactly as the library does."""
    try:
        normalizer, model, post = data["normalizer"], data["model"], data["post_processor"]
        return bool(
            normalizer["type"] == "BertNormalizer"
            and all(normalizer[key] == value for key, value in _BERT.items())
            and normalizer["strip_accents"] in (None, True)
            and data["pre_tokenizer"] == {"type": "BertPreTokenizer"}
            and model["type"] == "WordPiece"
            and post["type"] == "TemplateProcessing"
            and post["single"] == _SINGLE
            and all(t.get("special") for t in data["added_tokens"])
            and "[CLS]" in model["vocab"]
            and "[SEP]" in model["vocab"]
        )
    except (KeyError, TypeError):
        return False
