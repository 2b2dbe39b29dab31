"""Card readings fixed with eval/sets/blind_3_tune.yaml, one table per general cause: every
row of a "fixed" table fails without its fix. The phrasings here are not in the set."""

from __future__ import annotations

import pytest

from rulebot.understanding import Lexicon, parse_cards
from rulebot.understanding.listing import asks_card_reuse, asks_run_as_path


def _run(colour: str, low: int, high: int) -> list[str]:
    return [f"{value}{colour}" for value in range(low, high + 1)]


# A run of values with one colour, its cards counted before it ("all eight willows, 1
# through 8") or said to lie in a line ("in one line", "à la suite", "in a row"): the number
# counts the run's cards and "one line" is no value 1.
RUNS = [
    ("All eight willows, 1 through 8, in one line: how much is that?", _run("willow", 1, 8)),
    ("les huit saules, de 1 à 8, tous en ligne : ça fait combien ?", _run("willow", 1, 8)),
    ("les cinq chênes du 3 au 7 à la suite, combien ?", _run("oak", 3, 7)),
    ("five oaks from 3 to 7 in a row, how many points?", _run("oak", 3, 7)),
    ("my 4 maples, 2 to 5, laid in one row: worth?", _run("maple", 2, 5)),
    ("Trois saules de 6 à 8 posés en une rangée, ça vaut quoi ?", _run("willow", 6, 8)),
    # a run opened by "un"/"une", a value there, not an article
    ("saules de un à huit, combien ?", _run("willow", 1, 8)),
    ("un sentier de chêne de une à quatre", _run("oak", 1, 4)),
]


@pytest.mark.parametrize(("text", "cards"), RUNS)
def test_a_run_counted_or_laid_in_a_line_is_its_cards(
    lexicon: Lexicon, text: str, cards: list[str]
) -> None:
    assert [str(card) for card in parse_cards(text, lexicon).cards] == cards


# Two values hyphenated alone, the second above the next one, are a run ("1-8", as pages
# "5-7" are); a chain of values ("1-2-3-4") is a list, "8-1" a path written backwards.
HYPHENS = [
    ("what is a willow path 1-8 worth?", "willow", _run("willow", 1, 8)),
    ("tous les saules 1-8 en ligne, combien ?", None, _run("willow", 1, 8)),
    ("chêne 3-5, ça vaut combien ?", None, _run("oak", 3, 5)),
    (
        "willow 1-3, oak 4, willow 6-8: how much for willow?",
        "willow",
        [*_run("willow", 1, 3), "4oak", *_run("willow", 6, 8)],
    ),
    # guards, read so before too
    ("1-2-3-4 tout en saule", None, _run("willow", 1, 4)),
    ("8-1 willow, how much?", None, ["8willow", "1willow"]),
    ("sentier 2-3 rouge", None, ["2red", "3red"]),
]


@pytest.mark.parametrize(("text", "colour", "cards"), HYPHENS)
def test_two_values_hyphenated_alone_are_a_run(
    lexicon: Lexicon, text: str, colour: str | None, cards: list[str]
) -> None:
    parsed = parse_cards(text, lexicon)
    assert [str(card) for card in parsed.cards] == cards
    assert parsed.colour == colour


# Values said as a run are a path only when the question names a path, cards laid in a line,
# or asks a worth; otherwise it states the values of a colour (a rule). (A new reading: the
# pipeline table `test_a_run_stated_as_a_rule_is_no_path` fails without it.)
RUN_ASKS = [
    ("All eight willows, 1 through 8, in one line: how much is that?", True),
    ("du 3 au 7 en chêne ça vaut combien ?", True),
    ("un sentier de saule de 1 à 8", True),
    ("willow 2 to 6, points?", True),
    ("les saules de 1 à 8 à la suite", True),
    ("Les cartes de saule vont de 1 à 8 ?", False),
    ("in willow the cards go from 1 to 8, right?", False),
    ("the willow cards are numbered 1 through 8?", False),
    ("les valeurs vont de 1 à 8 pour le saule ?", False),
    ("do the oak cards run from 1 to 8?", False),
]


@pytest.mark.parametrize(("text", "asked"), RUN_ASKS)
def test_a_run_is_a_path_only_when_one_is_asked(text: str, asked: bool) -> None:
    assert asks_run_as_path(text) is asked


# Whether a card may serve in another path too ("aussi", "too", or paths in the plural,
# with a path that is another one): a rule (pp. 5, 7), not a path to score. The colour is
# the one the path spoken of before is scored for, if any.
REUSE = [
    ("ok et ce 6 de chêne je peux aussi m'en servir dans un chemin de chêne ?", "willow", True),
    ("can I also use that 6 oak in an oak path?", None, True),
    ("and the oak 6, can it count in an oak path too?", None, True),
    ("est-ce que le 6 de chêne peut aussi servir pour un sentier de chêne ?", None, True),
    ("could the 6 also be part of another path?", None, True),
    ("ce 6 peut faire partie d'un autre chemin aussi ?", None, True),
    ("la même carte peut servir dans deux chemins ?", None, True),
    ("can I also use it in the oak path?", "willow", True),
    ("et je peux réutiliser le 6 dans un autre sentier ?", "willow", True),
    ("can I reuse the 6 for a second path?", None, True),
    ("is the oak 6 allowed in both paths?", None, True),
    ("can one card be in two paths at once?", None, True),
    # guards (no other path: the path spoken of, or a path described), false before too
    ("what if I used maple 7 in the path too?", "maple", False),
    ("et si j'utilise aussi le 5 dans le chemin ?", "oak", False),
    ("what if I also used the 5 oak in the oak path?", "oak", False),
    ("un chemin de 4 cartes, ça compte aussi ?", None, False),
    ("mon sentier fait 2 cartes, ça compte ?", None, False),
    ("and with maple 7 too?", "maple", False),
]


@pytest.mark.parametrize(("text", "scored", "asked"), REUSE)
def test_a_card_asked_in_another_path_is_a_rule(
    lexicon: Lexicon, text: str, scored: str | None, asked: bool
) -> None:
    assert asks_card_reuse(text, lexicon, scored) is asked


# A colour that both heads and closes a list of cards written colour first: the one set
# aside as the scored colour is the one that leaves every card whole between its commas
# ("oak 1, maple 2", not "1, maple").
SET_ASIDE = [
    ("Path: oak 1, maple 2, maple 3, oak 4. For oak, how many points?", "1oak 2maple 3maple 4oak"),
    (
        "Chemin : chêne 1, érable 2, érable 3, chêne 4. Pour le chêne, combien ?",
        "1oak 2maple 3maple 4oak",
    ),
    ("Sentier : saule 2 ; chêne 5 ; saule 7. Pour le saule ?", "2willow 5oak 7willow"),
    (
        "My path: willow 1, oak 3, oak 5, willow 8 - for willow, what's it worth?",
        "1willow 3oak 5oak 8willow",
    ),
]


@pytest.mark.parametrize(("text", "cards"), SET_ASIDE)
def test_the_scored_colour_set_aside_keeps_cards_whole(
    lexicon: Lexicon, text: str, cards: str
) -> None:
    parsed = parse_cards(text, lexicon)
    assert " ".join(str(card) for card in parsed.cards) == cards
    assert parsed.colour == cards.split()[0].lstrip("12345678")
