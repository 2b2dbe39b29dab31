"""Scope, helper s11: in-scope questions that were declined or sent to the box facts, one
table per general cause, with must-not rows that stay declined or stay box facts.

1. A told end of game asked how it is decided ("comment on sait qui gagne ?", "what
   now?"): a winner question, not another contest (data/language.yaml stop words,
   data/standings.yaml `winner_phrases`).
2. A verb and its particle with its object between ("pull any of the tree types out"):
   the cards taken out for so many players, a rules question (`contains_split_phrase`).
3. French SMS writing read as plain French (`respell`: data/language.yaml `sms`, `sounds`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify
from rulebot.understanding.respell import respell_word, respelled
from rulebot.understanding.text import contains_split_phrase, words_of

# -- 1. a told end of game -----------------------------------------------------------------------
TOLD_ENDS = [
    ("On finit à 34 partout, Claire et moi. Comment on sait qui gagne ?", Intent.RULES),
    ("Score final : Tom 41, moi 41. Comment on sait qui gagne ?", Intent.RULES),
    ("Final count: Grace 27, me 27. What now?", Intent.RULES),
    ("Final tally: Ana 33, me 33. Now what?", Intent.RULES),
    ("Zack 40, Emma 38, me 35. What now?", Intent.RULES),
    # must-not: another contest's score stays out
    ("Lakers 112, Celtics 108, what now?", Intent.OUT_OF_SCOPE),
    ("PSG 3, OM 1, comment on sait qui gagne ?", Intent.OUT_OF_SCOPE),
    ("Le score final du match : 2 partout. Comment on sait qui gagne ?", Intent.OUT_OF_SCOPE),
    ("Comment on sait si un champignon est comestible ?", Intent.OUT_OF_SCOPE),
]


@pytest.mark.parametrize(("question", "intent"), TOLD_ENDS)
def test_told_ends(question: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon) is intent


# -- 2. a verb and its particle apart ------------------------------------------------------------
SPLIT = [
    ("do we pull any of the tree types out", ("pull", "out"), True),
    ("set some of the colours aside", ("set", "aside"), True),
    ("pull out a card", ("pull", "out"), True),
    ("mettre des especes de cote", ("mettre", "de", "cote"), False),  # three words: as said
    ("pull the very long list of all of them out", ("pull", "out"), False),  # too far apart
    ("out of the pull", ("pull", "out"), False),  # the particle first
]


@pytest.mark.parametrize(("text", "phrase", "found"), SPLIT)
def test_split_phrase(text: str, phrase: tuple[str, ...], found: bool) -> None:
    assert contains_split_phrase(words_of(text), phrase, 5) is found


SET_UP = [
    ("There's four of us tonight, do we need to pull any of the tree types out first?", "rules"),
    ("We're three, do we set some of the colours aside?", "rules"),
    ("On est trois, on doit mettre des espèces de côté ?", "rules"),
    # must-not: the box, and something else taken out
    ("There are four of us, can we play?", "game_facts"),
    ("We're four tonight, do we need to pull the weeds out of the garden first?", "out_of_scope"),
    ("There's four of us, should we take the dog out first?", "out_of_scope"),
]


@pytest.mark.parametrize(("question", "intent"), SET_UP)
def test_set_up_by_count(question: str, intent: str, corpus_lexicon: Lexicon) -> None:
    assert classify(question, corpus_lexicon).value == intent


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
    # must-not: English text, and numbers, as typed
    ("Can I take 2 plants from the ds pile?", "Can I take 2 plants from the ds pile?"),
]


@pytest.mark.parametrize(("text", "plain"), RESPELLED)
def test_respelled(text: str, plain: str) -> None:
    assert respelled(text) == plain


SMS = [
    ("jpeu prendre ds la defose de qqun dotre ou kdans la miene ?", Intent.RULES),
    ("jpeu piocher ds la defose de qqun dotre ?", Intent.RULES),
    # must-not: out of scope stays out once respelled
    ("ki a écrit les beaux livres ?", Intent.OUT_OF_SCOPE),
    ("jpeu aller ds le jardin botanique de qqun dotre ?", Intent.OUT_OF_SCOPE),
]


@pytest.mark.parametrize(("question", "intent"), SMS)
def test_sms_scope(question: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(respelled(question), corpus_lexicon) is intent
