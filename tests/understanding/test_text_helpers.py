"""The small word helpers of understanding/text.py shared by several readers."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rulebot.understanding.playertokens import SENTENCE_ENDS as PLAYER_SENTENCE_ENDS
from rulebot.understanding.standingwords import standing_words
from rulebot.understanding.text import (
    SENTENCE_ENDS,
    Phrases,
    asking_sentences,
    listed,
    read_lists,
    skip_back,
    tokenize,
)

SKIPPED = frozenset({"bien", "deja", "just"})


@pytest.mark.parametrize(
    ("words", "i", "expected"),
    [
        ("elle a ete publiee", 2, 1),  # the word right before
        ("elle a bien ete publiee", 3, 1),  # over "bien"
        ("il a deja bien ete", 4, 1),  # over two
        ("bien ete", 1, -1),  # nothing left before
        ("ete", 0, -1),  # the first word
        ("he just scores", 2, 0),
    ],
)
def test_skip_back(words: str, i: int, expected: int) -> None:
    assert skip_back(words.split(), i, SKIPPED) == expected


def test_a_semicolon_ends_no_sentence() -> None:
    assert set(".!?\n") == set(SENTENCE_ENDS)
    assert ";" not in SENTENCE_ENDS


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Paul a le 8. Qui marque le chêne alors ?", ["qui marque le chene alors ?"]),  # it asks
        # a tag question asks of the statement before it
        ("Paul a le 8. Il a raison ?", ["paul a le 8 . il a raison ?"]),
        ("Sam says he wins. Does he?", ["sam says he wins . does he ?"]),
        ("Mon 8 compte ? Et son 1 ?", ["mon 8 compte ?", "et son 1 ?"]),  # every one
        ("Paul a le 8. Je marque.", ["je marque ."]),  # none asks: the last one
        ("", []),
    ],
)
def test_asking_sentences(text: str, asked: list[str]) -> None:
    said = [" ".join(t.folded for t in s) for s in asking_sentences(text)]
    assert said == asked


# A told end of game written line by line: no token holds a line break, and a standing
# ends its sentence where a hand would.
@pytest.mark.parametrize(
    "text",
    ["Lou 18\nmoi 20\nqui gagne ?", "Final scores:\n- Ann 30\n- me 28\nWho wins?\r\n", "a\n\nb"],
)
def test_no_token_carries_a_line_break(text: str) -> None:
    assert not any(tok.text.isspace() or "\n" in tok.text for tok in tokenize(text))


def test_standings_end_sentences_as_a_right_to_score_question() -> None:
    assert standing_words().sentence_ends == frozenset(PLAYER_SENTENCE_ENDS)


@dataclass(frozen=True, kw_only=True)
class _Lists:
    words: frozenset[str] = listed()
    joined: frozenset[str] = listed("first", "second")
    said: Phrases = listed("phrases")
    kept: Phrases = listed("phrases", elided=True)
    reach: int = listed()
    written: tuple[str, ...] = listed("first")
    title: str = listed()
    named: str = listed("first", read=lambda values, name: f"{name}: {values}")
    other: str


def test_read_lists_reads_each_field_by_its_type_from_its_keys() -> None:
    data = {
        "words": ["Élan", 2],
        "first": ["Un"],
        "second": ["deux"],
        "phrases": ["pour l'", "in a row"],
        "reach": "3",
        "title": 2015,
    }
    lists = read_lists(_Lists, data, "lists.", other="given")
    assert lists.words == frozenset({"elan", "2"})
    assert lists.joined == frozenset({"un", "deux"})
    assert lists.said == (("in", "a", "row"), ("pour", "l"))
    assert lists.kept == (("in", "a", "row"), ("pour", "l'"))
    assert lists.reach == 3
    assert lists.written == ("Un",)
    assert lists.title == "2015"
    assert lists.named == "lists.first: ['Un']"  # its own reader, told its name
    assert lists.other == "given"


def test_read_lists_names_the_field_it_cannot_read() -> None:
    @dataclass(frozen=True)
    class Odd:
        table: dict[str, str] = listed()

    with pytest.raises(TypeError, match=r"Odd\.table"):
        read_lists(Odd, {"table": {}})
