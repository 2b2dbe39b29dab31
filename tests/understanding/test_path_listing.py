"""Paths told with more around them: "this one" is no card, an article before a colour in
colour-first writing is no value, a hand told before the path is left out of it, and a
path listed after its name (or as what is scored) is not a hand, even when the question
speaks of the right to score."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards
from rulebot.understanding.clauses import last_sentence, path_clause, scored_clause
from rulebot.understanding.listing import asked_last
from rulebot.understanding.text import load_words, phrases


def _read(lexicon: Lexicon, text: str, strict: bool = True) -> list[str]:
    return [f"{c.value} {c.colour}" for c in parse_cards(text, lexicon, strict=strict).cards]


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        # "one" after a demonstrative or an adjective is a pronoun
        ("Tricky one: oak 2, oak 5, maple 7", ["2 oak", "5 oak", "7 maple"]),
        ("Look at that one - red 4, blue 6, red 8", ["4 red", "6 blue", "8 red"]),
        ("another one for you: 3 grey, 5 grey, 6 grey", ["3 grey", "5 grey", "6 grey"]),
        # ... but not after "the", nor in a list of values
        ("the one of blue, the four of blue, the eight of blue", ["1 blue", "4 blue", "8 blue"]),
        ("one red, three blue, eight red", ["1 red", "3 blue", "8 red"]),
        # an article before a colour, in colour-first writing, is no value
        ("saule 3, puis un chêne 5, puis saule 7", ["3 willow", "5 oak", "7 willow"]),
        ("érable 1, une cassia 4, érable 6", ["1 maple", "4 cassia", "6 maple"]),
        # ... but in value-first writing it still is one
        ("un rouge, trois bleu, huit rouge", ["1 red", "3 blue", "8 red"]),
        ("huit rouge, six rouge, un rouge", ["8 red", "6 red", "1 red"]),
        # a hand told before the path is no part of it
        (
            "J'ai le 5 vert en main. Mon sentier : 2 vert, 4 rouge, 7 vert. Combien ?",
            ["2 green", "4 red", "7 green"],
        ),
        (
            "I kept the 3 oak in my hand; my path is 1 oak, 6 olive, 8 oak. Points?",
            ["1 oak", "6 olive", "8 oak"],
        ),
        (
            "Anna has no olive and I have the 3 olive. My olive path is 1 olive, 4 olive, "
            "6 olive. Points?",
            ["1 olive", "4 olive", "6 olive"],
        ),
        # cards before the path word with no hand told are the path's
        ("1 rouge, 3 bleu, 8 rouge : c'est un sentier valable ?", ["1 red", "3 blue", "8 red"]),
    ],
)
def test_the_path_cards_are_read(corpus_lexicon: Lexicon, text: str, cards: list[str]) -> None:
    assert _read(corpus_lexicon, text) == cards


def test_a_lenient_reading_keeps_the_hand(corpus_lexicon: Lexicon) -> None:
    text = "J'ai le 5 vert en main. Mon sentier : 2 vert, 4 rouge, 7 vert. Combien ?"
    assert _read(corpus_lexicon, text, strict=False) == ["5 green", "2 green", "4 red", "7 green"]


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # a path listed after its name, with the right to score said around it
        (
            "J'ai le droit de marquer le vert, mon sentier : 3 vert, 5 rouge, 6 vert. Combien ?",
            Intent.PATH_SCORE,
        ),
        (
            "I got the right to score grey. My grey path is 2 grey, 4 grey, 7 grey. How much?",
            Intent.PATH_SCORE,
        ),
        (
            "Personne n'a de gris en main, mon sentier : 2 gris, 5 gris, 6 gris. Combien ?",
            Intent.PATH_SCORE,
        ),
        # a hand told before the path
        (
            "J'ai le 5 vert en main. Mon sentier : 2 vert, 4 rouge, 7 vert. Combien ?",
            Intent.PATH_SCORE,
        ),
        # cards right after a verb of scoring
        ("Can I score 2 olive, 5 olive, 8 olive as an olive path? Points?", Intent.PATH_SCORE),
        ("Je peux compter 3 saule, 4 saule, 6 saule comme sentier ? Combien ?", Intent.PATH_SCORE),
        # a hand apart from a listed path: the question asked last decides
        (
            "Anna has no olive and I have the 3 olive, so I score olive. My olive path is "
            "1 olive, 4 olive, 6 olive. Points?",
            Intent.PATH_SCORE,
        ),
        (
            "Anna has no olive and I have the 3 olive. My olive path is 1 olive, 4 olive, "
            "6 olive. Who scores olive?",
            Intent.RIGHT_TO_SCORE,
        ),
        # hands and nothing listed as a path: who may score
        ("Paul a le 8 bleu, moi le 1 bleu. Qui marque le bleu ?", Intent.RIGHT_TO_SCORE),
        (
            "Mon sentier bleu, qui le marque ? Paul a le 8 bleu, moi le 3 bleu.",
            Intent.RIGHT_TO_SCORE,
        ),
        (
            "I hold the 2 and the 6 of oak, Tom the 7 of oak. Who can score oak?",
            Intent.RIGHT_TO_SCORE,
        ),
    ],
)
def test_a_listed_path_is_not_a_hand(corpus_lexicon: Lexicon, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent


@pytest.mark.parametrize(
    ("text", "path", "scored"),
    [
        ("my path is 1 blue, 4 red. How much?", " is 1 blue, 4 red", None),
        ("Can I score 1 oak, 4 oak? Points?", None, " 1 oak, 4 oak"),
        ("Can I score oak with 1 oak, 4 oak?", None, None),  # the colour, not cards, is scored
        ("Qui marque le bleu ?", None, None),
    ],
)
def test_the_clauses_that_list_a_path(text: str, path: str | None, scored: str | None) -> None:
    spans = (path_clause(text), scored_clause(text))
    assert [None if s is None else text[s[0] : s[1]] for s in spans] == [path, scored]


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("My path is 1 oak, 5 oak. How many points?", "How many points"),
        ("Qui marque ? Paul a le 8 bleu.", "Paul a le 8 bleu"),
        ("combien pour 2 rouge 3 rouge", "combien pour 2 rouge 3 rouge"),
    ],
)
def test_the_last_sentence(text: str, last: str) -> None:
    assert last_sentence(text).strip(" ?.") == last


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("My path is 1 oak, 5 oak. How many points?", "worth"),
        ("My path is 1 oak, 5 oak. Who scores oak?", "right"),
        ("Mon sentier : 1 chêne, 5 chêne. Qui peut marquer le chêne ?", "right"),
        ("j'ai le droit de marquer le rouge, mon sentier c'est 2 rouge, 3 vert : combien ?", None),
        ("My path is 1 oak, 5 oak. Tom has the 8 oak.", None),
    ],
)
def test_what_is_asked_last(text: str, asked: str | None) -> None:
    cues = load_words("intents")
    assert asked_last(text, phrases(cues["path_cue"]), phrases(cues["right_cue"])) == asked
