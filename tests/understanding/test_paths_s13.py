"""Path readings and routing mended in session 13, one table per general cause, French and
English phrasings of our own, with must-not rows (near phrasings that keep their reading).

1. A number joined by "or"/"ou" to a worth told with a point word is a worth too, no card:
   "is that 3 points or 6?" (`alternatives`).
2. Values listed bare, then told their colours ("8-7-2, 7 is blue, rest red") are cards of
   those colours (`colouredafter`).
3. A colour closing a list in a sentence of its own ("... 1 cassia, all touching. Cassia
   score?") is the scored colour, as one heading it is (`pairing._set_aside`).
4. Worths the asker and another player claim ("I get 15, my husband gets 13. Who's right?")
   are no hands: the path is scored (data/told.yaml `asker_says`, `claim_worths`).
5. A colour named alone in the asking sentence, the question pointing back to it ("on
   bloque sur le bleu : qui le marque ?"), is the colour asked (`askedcolour`).
6. A value after a denial ("pas de 1 ni de 8", "no 8") is no card (`barewords.denied`).
7. A question whether the cards make a path, its colour said in the asking words ("a legit
   cherry path?", "un sentier de chêne valable ?"), gets a yes or a no
   (`engine_text._asked_of_colour`).
"""

from __future__ import annotations

import pytest

from rulebot.answer.engine_text import path_text
from rulebot.rules import Card, score_path
from rulebot.understanding import Intent, Lexicon, classify, parse_cards, parse_scenario
from rulebot.understanding.alternatives import without_alternative_worths
from rulebot.understanding.disputes import without_claimed_worths

ALTERNATIVES = [
    # text, cards read once the alternative worths are blanked out
    (
        "Double-checking: purple 2, orange 3, purple 5 in a line. For purple is that 3 points"
        " or 6?",
        ["2purple", "3orange", "5purple"],
    ),
    (
        "3 orange, 4 rose, 6 orange, en ligne. Pour l'orange ça fait 3 points, ou 6 parce que"
        " c'est doublé ?",
        ["3orange", "4pink", "6orange"],
    ),
    ("oak 1, oak 4, oak 8 in a row: 3 or 6 points?", ["1oak", "4oak", "8oak"]),
    ("chêne 2, chêne 5, à la suite : 2 points ou bien 4 ?", ["2oak", "5oak"]),
    # must-not: no worth told with a point word, the numbers after "or"/"ou" stay cards
    ("1 oak, 3 oak, then 5 oak or 6 oak?", ["1oak", "3oak", "5oak", "6oak"]),
    ("1 rouge, 3 rouge ou 4 rouge, lequel ?", ["1red", "3red", "4red"]),
]


@pytest.mark.parametrize(("text", "cards"), ALTERNATIVES)
def test_alternative_worths(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(without_alternative_worths(text), corpus_lexicon, strict=False).cards
    assert [str(card) for card in read] == cards


COLOURED_AFTER = [
    # text, cards, scored colour
    ("red path 8-7-2, 7 is blue, rest red, all touching. pts?", ["8red", "7blue", "2red"], "red"),
    (
        "chemin rouge 8-7-2, le 7 est bleu, le reste rouge, tout se touche. combien ?",
        ["8red", "7blue", "2red"],
        "red",
    ),
    (
        "oak path 1, 4, 8: the 4 is maple, the others oak. Points?",
        ["1oak", "4maple", "8oak"],
        "oak",
    ),
    (
        "mon chemin 1-3-6 : le 3 est rose, les autres en bleu. Ça fait combien pour le bleu ?",
        ["1blue", "3pink", "6blue"],
        "blue",
    ),
    (
        "path 2, 5, 7: 2 is red, 5 is blue, 7 is red. Points for red?",
        ["2red", "5blue", "7red"],
        "red",
    ),
    # must-not: colours told with each value keep their reading
    ("oak path: 1 oak, 4 maple, 8 oak. Points?", ["1oak", "4maple", "8oak"], "oak"),
    ("sentier rouge : 1 rouge, 3 bleu, 6 rouge", ["1red", "3blue", "6red"], "red"),
]


@pytest.mark.parametrize(("text", "cards", "colour"), COLOURED_AFTER)
def test_colours_told_after(
    text: str, cards: list[str], colour: str, corpus_lexicon: Lexicon
) -> None:
    read = parse_cards(text, corpus_lexicon)
    assert [str(card) for card in read.cards] == cards
    assert read.colour == colour


CLOSING_COLOUR = [
    (
        "Cassia, read top to bottom: 8 cassia, 6 pink, 4 pink, 3 pink, 1 cassia, all glued"
        " together by the sides. Cassia score?",
        ["8cassia", "6pink", "4pink", "3pink", "1cassia"],
        "cassia",
    ),
    (
        "Cassia, de haut en bas : 8 cassia, 6 rose, 4 rose, 3 rose, 1 cassia, toutes collées."
        " Cassia, ça donne quoi ?",
        ["8cassia", "6pink", "4pink", "3pink", "1cassia"],
        "cassia",
    ),
    # must-not: a colour naming a card in a sentence that asks nothing is no scored colour
    (
        "Her path is 1 oak, 2 red, 3 oak, 4 oak, 5 oak. I think that red card"
        " kills the doubling. What's the real score?",
        ["1oak", "2red", "3oak", "4oak", "5oak"],
        None,
    ),
    # must-not: a closing colour "for oak" and a heading one keep their readings
    ("Path: oak 1, maple 2, maple 3, oak 4. For oak", ["1oak", "2maple", "3maple", "4oak"], "oak"),
    ("Blue: 7 blue, 5 blue, 2 blue", ["7blue", "5blue", "2blue"], "blue"),
]


@pytest.mark.parametrize(("text", "cards", "colour"), CLOSING_COLOUR)
def test_closing_colour(
    text: str, cards: list[str], colour: str | None, corpus_lexicon: Lexicon
) -> None:
    read = parse_cards(text, corpus_lexicon)
    assert [str(card) for card in read.cards] == cards
    assert read.colour == colour


CLAIMED = [
    (
        "Tulip poplar: 1, 2, 4, 5, 8, all tulip poplar, in an L shape, sides touching. I get 15,"
        " my husband gets 13. Who's right?",
        Intent.PATH_SCORE,
    ),
    (
        "Marron : 1 marron, 3 marron, 4 marron, 6 marron, 8 marron, tous côte à côte en L. Je"
        " trouve 15, mon frère 13. Qui a raison ?",
        Intent.PATH_SCORE,
    ),
    ("Oak: 1, 3, 4, 6, 8 all oak in a row. I got 13, Tom says 15. Who's right?", Intent.PATH_SCORE),
    # must-not: hands held, who scores asked
    (
        "I have the 5 blue and the 2 blue in hand, my husband has the 8 blue. Who scores blue?",
        Intent.RIGHT_TO_SCORE,
    ),
    ("J'ai le 5 bleu en main, mon frère a le 8 bleu. Qui marque le bleu ?", Intent.RIGHT_TO_SCORE),
]


@pytest.mark.parametrize(("text", "intent"), CLAIMED)
def test_claimed_worths_route(text: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(text, corpus_lexicon) is intent


DENIED = [
    # text, cards read (a denied value is no card)
    (
        "Mon sentier : 2 chêne, 4 chêne, 6 chêne, pas de 1 ni de 8. Combien ?",
        ["2oak", "4oak", "6oak"],
    ),
    ("Oak path 2 oak, 5 oak, 7 oak, no 8 at the end. Points?", ["2oak", "5oak", "7oak"]),
    ("toutes en chêne, pas de 1 ni de 8", []),
    # must-not: values not denied stay cards
    ("Mon sentier : 1 chêne, 4 chêne, 8 chêne. Combien ?", ["1oak", "4oak", "8oak"]),
    ("no wait: 1 oak, 3 oak, 8 oak", ["1oak", "3oak", "8oak"]),
]


@pytest.mark.parametrize(("text", "cards"), DENIED)
def test_denied_values(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(text, corpus_lexicon, strict=False).cards
    assert [str(card) for card in read] == cards


HELD_NOT_CLAIMED = [
    # text, cards read once the claimed worths are blanked out
    (
        "I get 15, my husband gets 13 for 1 oak, 2 oak, 4 oak, 5 oak. Who's right?",
        ["1oak", "2oak", "4oak", "5oak"],
    ),
    # must-not: "I've got" lists cards, it claims no worth
    (
        "ok so I've got 1 oak, 2 oak, 4 oak and 8 oak in a line. my brother says that's 14, I"
        " say it's less. who's right?",
        ["1oak", "2oak", "4oak", "8oak"],
    ),
]


@pytest.mark.parametrize(("text", "cards"), HELD_NOT_CLAIMED)
def test_claimed_not_cards(text: str, cards: list[str], corpus_lexicon: Lexicon) -> None:
    read = parse_cards(without_claimed_worths(text), corpus_lexicon, strict=False).cards
    assert [str(card) for card in read] == cards


ASKED_COLOUR = [
    (
        "À la fin j'ai en main le 7 rouge, le 2 bleu et le 3 bleu ; Max a le 6 rouge et le 8"
        " bleu ; Eva a le 1 rouge. On bloque sur le bleu uniquement : qui le marque ?",
        "blue",
    ),
    (
        "At the end I hold the 7 red, the 2 blue and the 3 blue; Max has the 6 red and the 8"
        " blue; Eva has the 1 red. We're stuck on blue only: who scores it?",
        "blue",
    ),
    # must-not: colours only named with their values, none asked: no colour guessed
    ("J'ai le 7 rouge et le 2 bleu ; Max a le 8 bleu. Qui marque ?", None),
    ("I hold the 7 red and the 2 blue; Max has the 8 blue. Who scores?", None),
]


@pytest.mark.parametrize(("text", "colour"), ASKED_COLOUR)
def test_asked_colour(text: str, colour: str | None, corpus_lexicon: Lexicon) -> None:
    assert parse_scenario(text, corpus_lexicon).scored_colour == colour


def test_intents_route_asked_colour(corpus_lexicon: Lexicon) -> None:
    text = ASKED_COLOUR[0][0]
    assert classify(text, corpus_lexicon) is Intent.RIGHT_TO_SCORE


LEAD = [
    # question, cards, colour, language, the answer's first word (None: no yes-or-no lead)
    (
        "My row is cherry 1, then a maple 3, then a cherry 6 - is that a legit cherry path?",
        ["1 cherry_blossom", "3 maple", "6 cherry_blossom"],
        "cherry_blossom",
        "en",
        "Yes.",
    ),
    (
        "1 chêne, 3 érable, 7 érable : un sentier de chêne valable ?",
        ["1 oak", "3 maple", "7 maple"],
        "oak",
        "fr",
        "Non.",
    ),
    # must-not: the worth asked, not whether it is a path
    (
        "1 oak, 3 maple, 6 oak: how many points for the oak path?",
        ["1 oak", "3 maple", "6 oak"],
        "oak",
        "en",
        None,
    ),
]


@pytest.mark.parametrize(("question", "cards", "colour", "lang", "lead"), LEAD)
def test_path_asked_with_its_colour(
    question: str,
    cards: list[str],
    colour: str,
    lang: str,
    lead: str | None,
    corpus_lexicon: Lexicon,
) -> None:
    told = tuple(Card(int(v), c) for v, c in (card.split() for card in cards))
    text = path_text(score_path(told, colour), lang, corpus_lexicon, question=question)
    first = text.split()[0]
    assert first == lead if lead is not None else first not in ("Yes.", "No.", "Oui.", "Non.")
