"""Described paths, helper s12b: one table per general cause, French and English phrasings
of our own, with must-not rows (near phrasings that keep their reading).

1. Cards of one player told laid together ("in a row", "à la suite") are a path even when
   the question asks whether they score ("Can I score that for olive?"); hands of two
   players, or cards said in hand, stay a question of who may score (`engineroute`).
2. Numbers after paths counted with a worth word ("three oak paths worth 6, 8 and 11",
   "deux chemins rouges qui valent 5 et 9") are the paths' worths, no card (cards.yaml
   `paths_worth`, `valuewords.counts_in`).
3. The first or last value told of a path ("if it started on the 2 instead of the 1", "s'il
   s'arrêtait au 7") and a question on the best one path can give (`shapes`).
4. A path told by its values alone that do not rise strictly ("Mon chemin fait 3, 5, 5,
   7... le deuxième 5 il casse tout ?") is no path whatever its colours: its first list of
   values is read as cards of stand-in colours, a value said again in the other one
   (`cards._falling_values`), for the engine to judge.
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards
from rulebot.understanding.shapes import asks_best_path, told_run_ends

# -- 1 and 2. routing ------------------------------------------------------------------------
ROUTED = [
    # question, intent
    (
        "I have 3 olive, 5 olive, 4 olive, 6 olive in a row. Can I score that for olive?",
        Intent.PATH_SCORE,
    ),
    ("J'ai 2 chêne, 4 chêne, 6 chêne à la suite, je peux marquer le chêne ?", Intent.PATH_SCORE),
    ("2 saule, 3 saule, 5 saule côte à côte : est-ce que je marque le saule ?", Intent.PATH_SCORE),
    (
        "I've got three oak paths worth 6, 8 and 11. What do I actually score for oak?",
        Intent.RULES,
    ),
    ("J'ai trois chemins de chêne qui valent 6, 8 et 11. Je marque quoi ?", Intent.RULES),
    ("J'ai deux chemins rouges qui valent 5 et 9 points, je les additionne ?", Intent.RULES),
    # must-not: hands told stay hands; cards after "worth" stay cards
    (
        "I have 3 olive, 5 olive in hand and Paul has 4 olive. Who can score olive?",
        Intent.RIGHT_TO_SCORE,
    ),
    (
        "I have 1 oak, 2 oak, 3 oak in a row, Paul has 5 oak in hand. Can I score oak?",
        Intent.RIGHT_TO_SCORE,
    ),
    (
        "J'ai le 5 rouge et le 7 rouge en main, Léa a le 8 rouge. Qui marque le rouge ?",
        Intent.RIGHT_TO_SCORE,
    ),
    ("Mon sentier : 3 chêne, 5 chêne. Combien ?", Intent.PATH_SCORE),
    # 4. values alone, not rising
    ("Mon chemin fait 3, 5, 5, 7... le deuxième 5 il casse tout ou pas ?", Intent.PATH_SCORE),
    ("My path goes 3, 5, 5, 7. Is that valid?", Intent.PATH_SCORE),
    ("mon chemin 2, 6, 4 ça marche ?", Intent.PATH_SCORE),
    # must-not: rising values, a rule asked with an example
    ("Mon chemin fait 3, 5, 7, ça vaut combien ?", Intent.RULES),
    ("Un chemin peut faire 2, 4, 6 ?", Intent.RULES),
    ("Can a path go 2, 3, 3, 5?", Intent.RULES),
    ("Un chemin peut faire 2, 4, 4, 6 ?", Intent.RULES),
    ("Les valeurs d'un chemin doivent se suivre ? genre 5, 3, 7", Intent.RULES),
]


@pytest.mark.parametrize(("question", "intent"), ROUTED)
def test_routing(question: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon) is intent


CARDS = [
    # text, the cards read
    ("I've got three oak paths worth 6, 8 and 11. What do I score for oak?", []),
    ("J'ai deux chemins rouges qui valent 5 et 9 points, je les additionne ?", []),
    # must-not: cards listed with their colour after "worth"; a path of cards
    ("my 2 oak paths worth 3 oak 5 oak?", ["3oak", "5oak"]),
    ("Oak path: 2 oak, 4 oak, 6 oak. How much?", ["2oak", "4oak", "6oak"]),
    # 4. values alone, not rising: stand-in colours, the first list only
    ("Mon chemin fait 3, 5, 5, 7... le deuxième 5 il casse tout ?", ["3x", "5x", "5y", "7x"]),
    ("my path goes 2, 6 and 4, right?", ["2x", "6x", "4x"]),
    # must-not: rising values, no path word, a colour named, a value said three times
    ("Mon chemin fait 3, 5, 7, ça vaut combien ?", []),
    ("j'ai pioché 5, 3 et 2", []),
    ("Mon chemin de chêne : 3 chêne, 5 chêne, 5 saule", ["3oak", "5oak", "5willow"]),
    ("mon chemin 5, 5, 5 ?", []),
]


@pytest.mark.parametrize(("text", "cards"), CARDS)
def test_cards_read(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(text, corpus_lexicon, strict=False).cards
    assert [f"{c.value}{c.colour}" for c in read] == cards


# -- 3. a path's ends told; the best path asked -------------------------------------------------
ENDS = [
    # text, (first value, last value)
    ("and that same path if it started on the 2 instead of the 1?", (2, None)),
    ("et s'il commençait au 2 au lieu du 1 ?", (2, None)),
    ("and if it started on a two?", (2, None)),
    ("et s'il s'arrêtait au 7 ?", (None, 7)),
    ("what if it ended on the 6?", (None, 6)),
    # must-not: a length, a value with no end word, a number out of the values
    ("and with 5 cards?", (None, None)),
    ("et avec le 2 à la place du 1 ?", (None, None)),
    ("what if it started on turn 12?", (None, None)),
]


@pytest.mark.parametrize(("text", "ends"), ENDS)
def test_told_run_ends(text: str, ends: tuple[int | None, int | None]) -> None:
    assert told_run_ends(text) == ends


BEST = [
    ("What's the most points one path can ever give?", True),
    ("Un sentier rapporte combien au maximum ?", True),
    ("What's the best possible score for a path?", True),
    # must-not: a path of a told length, no best asked, no path named
    ("Un sentier de 5 cartes rapporte combien au maximum ?", False),
    ("How many points is a path worth?", False),
    ("What's the most cards I can hold?", False),
]


@pytest.mark.parametrize(("text", "best"), BEST)
def test_asks_best_path(text: str, best: bool) -> None:
    assert asks_best_path(text) is best
