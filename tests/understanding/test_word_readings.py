"""Words read before the parsers: French SMS writing respelled, a told total stood in by
cards, and the shape words the verdict side knows."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from rulebot.understanding.counted import stand_in
from rulebot.understanding.respell import respell_word, respelled
from rulebot.understanding.shapes import shape_traits

VERDICT_WORDS = Path(__file__).resolve().parents[2] / "rulebot/answer/data/verdict_words.yaml"


# -- 3. SMS French ---------------------------------------------------------------------------------
WORDS = [
    ("jpeu", "je peux"),
    ("ds", "dans"),
    ("qqun", "quelqu'un"),
    ("dotre", "d'autre"),
    ("kdans", "que dans"),
    ("miene", "mienne"),
    ("defose", "defausse"),  # a game word by its sound
    ("kon", "qu'on"),
    ("jdis", "je dis"),  # "je" joined to its verb
    ("javais", "j'avais"),
    # must-not: plain words, agreed or plural game words, a word sounding like another
    ("prendre", None),
    ("défausses", None),
    ("plantées", None),
    ("posées", None),
    ("beaux", None),  # sounds as "box", starts otherwise
    ("dans", None),
]


@pytest.mark.parametrize(("word", "plain"), WORDS)
def test_respell_word(word: str, plain: str | None) -> None:
    assert respell_word(word) == plain


RESPELLED = [
    (
        "jpeu prendre ds la defose de qqun dotre ou kdans la miene ?",
        "je peux prendre dans la defausse de quelqu'un d'autre ou que dans la mienne ?",
    ),
    ("Je pioche 2 cartes ds la pioche ?", "Je pioche 2 cartes dans la pioche ?"),
    ("mon pote dit 4 moi jdis 8", "mon pote dit 4 moi je dis 8"),  # a claim, then the other
    # must-not: English text, and numbers, as typed
    ("Can I take 2 plants from the ds pile?", "Can I take 2 plants from the ds pile?"),
    # English chat forms, whole words only ("5u" stays as typed)
    ("and w/ the 1 willow at the start?", "and with the 1 willow at the start?"),
    ("do u keep ur 5u w/o the 8?", "do you keep your 5u without the 8?"),
]


@pytest.mark.parametrize(("text", "plain"), RESPELLED)
def test_respelled(text: str, plain: str) -> None:
    assert respelled(text) == plain


@pytest.mark.parametrize("total", [9, 10, 14, 20, 25, 27])
def test_stand_in_adds_up_without_ends(total: int) -> None:
    cards = stand_in(total, "oak")
    assert sum(c.value for c in cards) == total
    assert len(set(cards)) == len(cards)
    assert not {c.value for c in cards} & {1, 8}


@pytest.mark.parametrize("total", [26, 28, 36])
def test_stand_in_refuses_a_total_needing_an_end(total: int) -> None:
    assert stand_in(total, "oak") == ()


# 5. A shape is told with the words the verdict side knows (verdict_words.yaml:
# `onecolour`, `multicolour`), and with new ones.
def _verdict_words(key: str) -> list[str]:
    data = yaml.safe_load(VERDICT_WORDS.read_text(encoding="utf-8"))
    found = [v[key] for v in data.values() if isinstance(v, dict) and key in v]
    assert found, key
    words: list[str] = found[0]
    return [re.sub(r"\b([dl]) ", r"\1'", word) for word in words]  # "d une" as written


@pytest.mark.parametrize(("key", "same"), [("onecolour", True), ("multicolour", False)])
def test_shape_words_match_the_verdict_side(key: str, same: bool) -> None:
    missed = [w for w in _verdict_words(key) if shape_traits(w).get("same_colour") is not same]
    assert missed == []
