"""Path readings left over by earlier sessions, one table per cause; each table fails
without its fix.

- A card asked about in another path, or a run of values stating a colour's, is a rules
  question for `classify` too, as it is for `read_path` (intent.py, `_is_path`).
- Bare values said in another sentence than the path's list are no cards of it
  (pairing.py, `apart_from_list`; path_phrasings_4 items 31, 93 and 187).
- A word that asks after the values is the question, not an unknown colour (cards.py,
  `asking` in data/cards.yaml).
- A value in words opening a run ("de un à huit") is a card of the run (cards.py, `_bare`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, ParseError, classify, parse_cards

# A card asked about in another path, a run stated as a rule: rules questions.
NOT_PATHS = [
    "can the oak 6 count in an oak path too?",
    "and could the oak 6 count in another path too?",
    "and the oak 6, can it count in an oak path too?",
    "Les cartes de saule vont de 1 à 8 ?",
    "in willow the cards go from 1 to 8, right?",
    "the willow cards are numbered 1 through 8?",
    "les valeurs vont de 1 à 8 pour le saule ?",
    "the oak cards are numbered 1-8?",
]
# Guards (paths before the fix too): a run whose worth is asked, a path named.
STILL_PATHS = [
    "All eight willows, 1 through 8, in one line: how much is that?",
    "du 3 au 7 en chêne ça vaut combien ?",
    "un sentier de saule de 1 à 8",
    "willow 2 to 6, points?",
    "les saules de 1 à 8 à la suite",
    "my path: 1 oak, 6 oak, 8 oak. Can the 6 count there?",
]


@pytest.mark.parametrize("text", NOT_PATHS)
def test_a_card_reused_or_a_run_stated_is_no_path(lexicon: Lexicon, text: str) -> None:
    assert classify(text, lexicon) is Intent.RULES


@pytest.mark.parametrize("text", STILL_PATHS)
def test_a_run_or_a_path_asked_stays_a_path(lexicon: Lexicon, text: str) -> None:
    assert classify(text, lexicon) is Intent.PATH_SCORE


# Bare values in a sentence other than the one listing the path: no cards of it.
APART = [
    ("Is it worth more when it ends on an 8? My path is 2 pink, 4 pink, 8 pink.", "2p 4p 8p"),
    (
        "Est-ce que ça vaut plus si je finis sur un 8 ? Mon sentier : 2 rose, 4 rose, 8 rose.",
        "2p 4p 8p",
    ),
    (
        "Me and my wife disagree. My path goes yellow 1, green 2, green 6, yellow 8. "
        "She says 7, I say 8. Who's right?",
        "1y 2g 6g 8y",
    ),
    ("Mon chemin : chêne 2, chêne 5. Il dit 3, je dis 4.", "2o 5o"),
    ("Can I score 1 blue, 4 blue, 6 blue? Tom says 5.", "1b 4b 6b"),
    # guards: a sentence with a colour of its own adds its cards; no path listed, no change
    ("My path is 2 pink, 4 pink. Then 6 pink and 8 pink.", "2p 4p 6p 8p"),
    ("Path of oak. 1 oak, 3 oak, 5 oak.", "1o 3o 5o"),
    ("1 rouge, 3 rouge, 5 rouge.", "1r 3r 5r"),
]
SHORT = {"pink": "p", "yellow": "y", "green": "g", "oak": "o", "blue": "b", "red": "r"}


@pytest.mark.parametrize(("text", "cards"), APART)
def test_bare_values_said_apart_are_no_cards(lexicon: Lexicon, text: str, cards: str) -> None:
    read = parse_cards(text, lexicon).cards
    assert " ".join(f"{c.value}{SHORT[c.colour]}" for c in read) == cards


# A word that asks after the values is no colour: the error is the value's, not the word's.
ASKED_AFTER = [
    ("le 7 et le 8, combien ?", "column 4: the value 7 has no colour"),
    ("le 7 et le 8 combien ?", "column 4: the value 7 has no colour"),
    ("le 7 et le 8, ça fait combien ?", "column 4: the value 7 has no colour"),
    ("7 and 8, how much?", "column 1: the value 7 has no colour"),
    ("7 and 8, what's that worth?", "column 1: the value 7 has no colour"),
    # guards: a word in the colour's place that asks nothing is still an unknown colour
    ("1, 3, 5, zorg", "column 10: unknown colour 'zorg'"),
    ("1 rouge, 3 zorg ?", "column 12: unknown colour 'zorg'"),
]


@pytest.mark.parametrize(("text", "message"), ASKED_AFTER)
def test_a_word_that_asks_is_no_colour(lexicon: Lexicon, text: str, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_cards(text, lexicon)
    assert str(caught.value) == message


# A value in words that opens a run is a card, as the values after it are.
RUNS_IN_WORDS = [
    ("les 8 saules de un à huit", [1, 2, 3, 4, 5, 6, 7, 8]),
    ("les huit saules de un à huit, combien ?", [1, 2, 3, 4, 5, 6, 7, 8]),
    ("les trois chênes de deux à quatre", [2, 3, 4]),
    # guards: "one" is no article; figures
    ("all four willows, one to four", [1, 2, 3, 4]),
    ("les 8 saules de 1 à 8", [1, 2, 3, 4, 5, 6, 7, 8]),
]


@pytest.mark.parametrize(("text", "values"), RUNS_IN_WORDS)
def test_a_run_opened_in_words_keeps_its_first_value(
    lexicon: Lexicon, text: str, values: list[int]
) -> None:
    assert [card.value for card in parse_cards(text, lexicon).cards] == values
