"""The indexed phrase look-ups against the plain scans they replace (brute-force oracles)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rulebot.understanding.boxfacts import _agrees, _has_agreed
from rulebot.understanding.playertokens import PhraseStarts, could_match, player_starts
from rulebot.understanding.playerwords import player_words
from rulebot.understanding.text import (
    Phrases,
    contains_phrase,
    find_phrase,
    holds_any,
)

WORDS = st.sampled_from(["a", "b", "c", "joueur", "joueuse", "adversaire", "adverssaire", ""])
PHRASE = st.lists(WORDS, min_size=0, max_size=3).map(tuple)


def _contains(words: list[str], phrase: tuple[str, ...]) -> bool:
    n = len(phrase)
    return any(tuple(words[i : i + n]) == phrase for i in range(len(words) - n + 1))


def _find(words: list[str], start: int, options: Phrases) -> int:
    for phrase in options:
        if tuple(words[start : start + len(phrase)]) == phrase:
            return len(phrase)
    return 0


@given(st.lists(WORDS, max_size=8), PHRASE)
def test_contains_phrase_is_the_scan(words: list[str], phrase: tuple[str, ...]) -> None:
    assert contains_phrase(words, phrase) == _contains(words, phrase)


@given(st.lists(WORDS, max_size=8), st.lists(PHRASE, max_size=6).map(tuple))
def test_holds_any_is_every_phrase_scanned(words: list[str], options: Phrases) -> None:
    assert holds_any(words, options) == any(_contains(words, p) for p in options)


@given(st.lists(WORDS, max_size=8), st.integers(-2, 9), st.lists(PHRASE, max_size=6).map(tuple))
def test_find_phrase_is_the_first_option_said(
    words: list[str], start: int, options: Phrases
) -> None:
    assert find_phrase(words, start, options) == _find(words, start, options)


@given(st.lists(PHRASE.filter(bool), max_size=8), WORDS)
def test_phrase_starts_are_those_that_could_match(
    phrases: list[tuple[str, ...]], word: str
) -> None:
    expected = [k for k, phrase in enumerate(phrases) if could_match(word, phrase)]
    assert PhraseStarts.of(phrases).at(word) == expected


def test_player_starts_index_the_player_words() -> None:
    vocab, starts = player_words(), player_starts()
    markers = [phrase for phrase, _ in vocab.markers]
    for word in ("mon", "adversaire", "adverssaire", "moi", "joueuses", "x"):
        for indexed, phrases in (
            (starts.markers, markers),
            (starts.people_starts, list(vocab.people)),
            (starts.pronouns, list(vocab.pronouns)),
        ):
            assert indexed.at(word) == [k for k, p in enumerate(phrases) if could_match(word, p)]


def _agreed_scan(words: list[str], cues: Phrases) -> bool:
    return any(
        all(_agrees(w, c) for w, c in zip(words[i : i + len(p)], p, strict=True))
        for p in cues
        for i in range(len(words) - len(p) + 1)
    )


AGREED = st.sampled_from(["jouer", "jouee", "jouees", "seul", "seules", "edite", "editee", "es"])


@given(
    st.lists(AGREED, max_size=6),
    st.lists(st.lists(AGREED, max_size=3).map(tuple), max_size=4).map(tuple),
)
def test_agreed_cues_are_those_the_scan_finds(words: list[str], cues: Phrases) -> None:
    assert _has_agreed(words, cues) == _agreed_scan(words, cues)
