"""Yes-or-no leads and searches mended in session 13: one table per general cause, French
and English phrasings of our own, with must-not rows (the lead absent or the opposite).

1. Who does it says nothing a rule depends on: family words ("mon mari", "my wife") are
   stop words of the claims, and "il a le droit" asks a permission like "on a le droit".
2. A purpose ("pour rallonger son chemin", "so that my path gets longer") or an example
   ("genre 4 puis 4") told with the question changes no rule: a question with no verdict
   is read again without them (`verdict_question.purpose_off`).
3. Ligatures are written out when folding ("sœur" is "soeur"): a word with "œ" was cut in
   two ("s ur") and its meaning lost.
4. Phone spellings ("jpeux", "ke", "ds"), drawing "again" ("repiocher"), the turn after
   ("au tour d'après") and "or nah" tails are read.
6. A name inside a sentence ("… et Julie veut …") says nothing a rule depends on
   (`verdict_words.names_in`, neutral like colour names); the full deck is a thing of its
   own ("le paquet complet", "the whole deck"): 4 players only.
7. Paths counted with their worths ("three oak paths worth 6, 8 and 11", "deux chemins
   rouges, un à 5 et l'autre à 9") are searched as several paths of one colour
   (`idioms.several_paths_worth`); a question on who wins by colours scored finds the
   winner's entry (a corpus question).
5. A card counted in two paths named one after the other ("dans mon chemin rouge ET dans
   mon chemin bleu") is searched as a card used in two paths (`idioms.two_paths_named`).
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide
from rulebot.answer.verdict_question import purpose_off
from rulebot.answer.verdict_words import names_in
from rulebot.retrieval.idioms import several_paths_worth, two_paths_named
from rulebot.understanding.text import fold, plain_words

LEADS = [
    # question, lang, entry answered from, the lead's kind (None: no lead)
    # 1. family words, "il a le droit"
    ("Mon mari veut déplacer un arbre déjà planté. Il a le droit ?", "fr", "faq-move-card", "no"),
    ("Ma sœur a le droit de déplacer une carte plantée ?", "fr", "faq-move-card", "no"),
    (
        "My wife wants to move a card she already planted. Is she allowed?",
        "en",
        "faq-move-card",
        "no",
    ),
    ("Mon frère peut piocher dans sa propre défausse ?", "fr", "faq-draw-own-discard", "yes"),
    # 2. a purpose, an example
    (
        "Mon mari veut déplacer un arbre déjà planté pour rallonger son chemin. Il a le droit ?",
        "fr",
        "faq-move-card",
        "no",
    ),
    ("Can I move a card I planted so that my path gets longer?", "en", "faq-move-card", "no"),
    (
        "Deux cartes de même valeur à la suite, genre 4 puis 4, ça continue le chemin ?",
        "fr",
        "faq-equal-values",
        "no",
    ),
    ("Est-ce qu'un chemin a le droit de tourner, genre faire un L ?", "fr", "rule-paths", "yes"),
    # 3. "sœur"
    (
        "Je peux prendre la première carte dans la pioche et la deuxième sur la défausse de ma "
        "sœur ?",
        "fr",
        "faq-draw-mix",
        "yes",
    ),
    # 4. phone spellings, the turn after
    (
        "jpeux repiocher la carte ke je viens de jeter ds ma defausse au tour d'apres ??",
        "fr",
        "faq-draw-own-discard",
        "yes",
    ),
    # 5. a card in the middle counted in two paths named
    (
        "Le 5 rouge au milieu de mon arboretum, je peux le compter dans mon chemin rouge ET "
        "dans mon chemin bleu ?",
        "fr",
        "faq-same-card-two-paths",
        "yes",
    ),
    # 6. names, the full deck
    (
        "On est trois et Julie veut jouer avec le paquet complet pour avoir plus de choix. "
        "Elle a le droit ?",
        "fr",
        "rule-deck-by-players",
        "no",
    ),
    (
        "There are three of us and Tom wants to play with the full deck. Is that allowed?",
        "en",
        "rule-deck-by-players",
        "no",
    ),
    ("À 4 joueurs on joue avec le paquet complet ?", "fr", "rule-deck-by-players", "yes"),
    # must-not: an open question, the opposite rule
    ("Mon mari veut déplacer un arbre déjà planté : comment faire ?", "fr", "faq-move-card", None),
    (
        "Deux cartes de valeurs qui montent à la suite, ça continue le chemin ?",
        "fr",
        "faq-equal-values",
        None,
    ),
    # session 14: reported claims and purposes that say what is asked. "Mon père dit
    # qu'on peut fouiller dans la défausse des autres pour prendre n'importe quelle
    # carte. C'est vrai ?" got no lead ("dit" read as a concept, "des autres" in no claim),
    # and read again without its purpose it was answered "Oui": a purpose saying which
    # card ("n'importe quelle", "any") is what is asked.
    (
        "Mon père dit qu'on peut fouiller dans la défausse des autres pour prendre "
        "n'importe quelle carte. C'est vrai ?",
        "fr",
        "faq-draw-discard-depth",
        "no",
    ),
    (
        "On peut fouiller dans la défausse des autres pour prendre n'importe quelle carte ?",
        "fr",
        "faq-draw-discard-depth",
        "no",
    ),
    (
        "Mon père dit qu'on peut prendre n'importe quelle carte de la défausse. C'est vrai ?",
        "fr",
        "faq-draw-discard-depth",
        "no",
    ),
    (
        "My dad says you can take any card from a discard pile. Is that right?",
        "en",
        "faq-draw-discard-depth",
        "no",
    ),
    (
        "can I dig through my friend's discard pile to take any card I want?",
        "en",
        "faq-draw-discard-depth",
        "no",
    ),
    ("may I take back the card I discarded last turn?", "en", "faq-draw-own-discard", "yes"),
    ("Dear, may I take back the card I discarded last turn?", "en", "faq-draw-own-discard", "yes"),
    ("can I take back a card I planted last turn?", "en", "faq-move-card", None),
    # must not: drawing the top card of another's discard is allowed
    ("on peut piocher dans la défausse des autres ?", "fr", "faq-draw-discard-depth", "yes"),
]


@pytest.mark.parametrize(("question", "lang", "entry", "kind"), LEADS)
def test_leads(
    question: str, lang: str, entry: str, kind: str | None, colour_words: frozenset[str]
) -> None:
    verdict = decide(question, lang, entry, colour_words | names_in(question))
    assert (verdict.kind if verdict else None) == kind


PURPOSES = [
    # text, lang, without its purposes and examples
    (
        "Il veut déplacer un arbre pour rallonger son chemin. Il a le droit ?",
        "fr",
        "Il veut déplacer un arbre. Il a le droit ?",
    ),
    ("Can I move it so that my path gets longer?", "en", "Can I move it?"),
    ("À la suite, genre 4 puis 4, ça continue ?", "fr", "À la suite, ça continue ?"),
    # must-not: "pour" before no verb, "to" alone, an example with no comma after it
    ("Je peux le compter pour le rouge ?", "fr", "Je peux le compter pour le rouge ?"),
    ("Can I move it to another spot?", "en", "Can I move it to another spot?"),
    ("C'est un sentier genre multicolore ?", "fr", "C'est un sentier genre multicolore ?"),
]


@pytest.mark.parametrize(("text", "lang", "plain"), PURPOSES)
def test_purpose_off(text: str, lang: str, plain: str) -> None:
    assert purpose_off(text, lang) == plain


def test_ligatures_are_written_out() -> None:
    assert fold("Sœur, ŒUVRE, ex æquo") == "soeur, oeuvre, ex aequo"
    assert plain_words("ma sœur") == ["ma", "soeur"]


TWO_PATHS = [
    # question, searched as a card in two paths
    ("je peux le compter dans mon chemin rouge ET dans mon chemin bleu ?", True),
    ("can it count for my oak path and for my willow path?", True),
    ("Can my 4 count in my tulip poplar path and my oak path?", True),
    ("au milieu de mon chemin de saule et de mon chemin d'érable", True),
    # must-not: one path named, a path and a hand
    ("je peux le compter dans mon chemin rouge ?", False),
    ("j'ai 3 dans mon chemin et 5 dans ma main", False),
    ("dans mon chemin rouge, et le 3 bleu ?", False),
]


@pytest.mark.parametrize(("question", "both"), TWO_PATHS)
def test_two_paths_named(question: str, both: bool) -> None:
    assert (two_paths_named(question, "fr") != question) is both


NAMES = [
    # text, the names told
    ("On est trois ce soir et Julie veut jouer. Elle a le droit ?", {"julie"}),
    ("Claire says they touch. Is she right? I think so, Tom", {"tom"}),
    # must-not: a word opening a sentence
    ("Planter en diagonale ? Non.", set()),
]


@pytest.mark.parametrize(("text", "names"), NAMES)
def test_names_in(text: str, names: set[str]) -> None:
    assert names_in(text) == names


SEVERAL = [
    # question, searched as several paths of one colour
    ("I've got three oak paths worth 6, 8 and 11. What do I score?", True),
    ("j'ai trois chemins de chêne qui valent 6, 8 et 11", True),
    ("j'ai deux chemins rouges, un à 5 et l'autre à 9, je marque quoi ?", True),
    ("deux chemins jaunes sur ma table, un de 3 cartes et un de 5", True),
    ("I have two oak paths, one at 5 and the other at 9. What do I score?", True),  # s14
    ("deux sentiers, un à 4 et un à 7, je marque quoi ?", True),  # s14
    # must-not: one path, paths not counted, a path's cards
    ("my oak path is worth 6, is that right?", False),
    ("j'ai des chemins partout, je marque quoi ?", False),
    ("two cards of oak worth 6 and 8 in my path", False),
    ("I have two paths, one red and one blue", False),  # s14: two colours
    ("two paths, one of them has a 1", False),  # s14: no worth told
]


@pytest.mark.parametrize(("question", "several"), SEVERAL)
def test_several_paths_worth(question: str, several: bool) -> None:
    assert (several_paths_worth(question, "en") != question) is several
