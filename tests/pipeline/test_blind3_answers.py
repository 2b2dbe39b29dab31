"""Yes-or-no leads missed on the blind_3 tune set, by cause (rulebot/answer/verdict*.py).
Lexical only: no model is loaded.

1. A length told under a bound: the claim "doubled if the path has at least 4 cards"
   was matched only by questions saying "at least 4"; "a 3-card path of one colour,
   doubled?" told a number the claim did not hold and got no lead. A true claim with a
   bound is now also read with the number told in its place (`with_told_number`).
2. A restated rule asked to be confirmed ("…, c'est ça ?", "is that how it works?"): two
   statements joined by "et"/"and" were one proposition no claim covered, and several
   confirmation tags were unknown. Each statement is now matched (`joint_claim`).
3. A told practice asked about ("on a toujours joué que…, on s'est trompés ?"): the
   practice and the asking were read as words of the claim. The verdict is now about the
   practice: a mistake when it contradicts the rule (`verdict_practice`).
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide, lead_said, lead_words, with_lead
from rulebot.answer.verdict_text import phrase_set

TOLD_LENGTH = [
    ("do I get double points for a path of three cards all the same colour?", "en", "no"),
    ("is a two-card path of one species worth double?", "en", "no"),
    ("are the points doubled for a 5-card path all of one colour?", "en", "yes"),
    ("un sentier de 3 cartes toutes de la même couleur, c'est doublé ?", "fr", "no"),
    ("un chemin de deux cartes d'une seule couleur compte double ?", "fr", "no"),
    ("les points sont doublés pour un sentier de 6 cartes de la même couleur ?", "fr", "yes"),
    # two numbers (values, not a length) or a comparison told: no lead
    ("a path from 2 to 7 in one colour is doubled?", "en", None),
    ("un sentier de plus de 3 cartes d'une seule couleur est doublé ?", "fr", None),
    ("a same colour path starting with a 3, doubled?", "en", None),
]


@pytest.mark.parametrize(("question", "lang", "kind"), TOLD_LENGTH)
@pytest.mark.parametrize("entry", ["rule-path-scoring", "faq-path-points"])
def test_a_length_told_under_the_bound(question: str, lang: str, kind: str, entry: str) -> None:
    verdict = decide(question, lang, entry)
    assert (verdict.kind if verdict else None) == kind


PATH_LENGTH = [
    ("deux cartes seulement, c'est déjà un sentier ?", "fr", "yes"),
    ("trois cartes seulement, ça fait un chemin ?", "fr", "yes"),
    ("only two cards, is that a path?", "en", "yes"),
    ("is a path of only 2 cards a path?", "en", "yes"),
    # a bound broken (at least 2) outweighs a bound kept (at most 8)
    ("only 1 card, is that a path?", "en", "no"),
    ("un chemin de 1 carte seulement, ça compte ?", "fr", "no"),
]


@pytest.mark.parametrize(("question", "lang", "kind"), PATH_LENGTH)
def test_a_path_length_told(question: str, lang: str, kind: str) -> None:
    verdict = decide(question, lang, "faq-path-length")
    assert (verdict.kind if verdict else None) == kind


RESTATED = [
    ("you add up all your scored paths and the highest total wins, right?", "en", "yes"),
    (
        "so you add up the scored paths and the biggest total wins, is that how it works?",
        "en",
        "yes",
    ),
    (
        "on fait la somme des sentiers marqués et le plus haut total l'emporte, c'est bien ça ?",
        "fr",
        "yes",
    ),
    ("le plus haut total gagne et en cas d'égalité c'est un match nul, c'est ça ?", "fr", "no"),
    ("the highest total wins and a tie is a draw, right?", "en", "no"),
    ("le plus haut total gagne, c'est comme ça que ça marche ?", "fr", "yes"),
    ("the highest total wins, is that how it works?", "en", "yes"),
    ("le plus gros total gagne, j'ai bien compris ?", "fr", "yes"),
    # a condition joined by "and" is not two claims
    ("if nobody scores a colour and I have the highest total, I win, right?", "en", None),
]


@pytest.mark.parametrize(("question", "lang", "kind"), RESTATED)
@pytest.mark.parametrize("entry", ["rule-winning", "faq-winner"])
def test_a_restated_rule_asked_to_be_confirmed(
    question: str, lang: str, kind: str, entry: str
) -> None:
    verdict = decide(question, lang, entry)
    assert (verdict.kind if verdict else None) == kind


PRACTICE = [
    (
        "on jouait que toutes les cartes du sentier devaient être de la même couleur, "
        "on s'est trompés ?",
        "fr",
        "mistake-single-colour-path",
        "mistake",
    ),
    (
        "chez nous on joue qu'un sentier doit être d'une seule couleur, c'est une erreur ?",
        "fr",
        "rule-paths",
        "mistake",
    ),
    (
        "We've always played that a path must be all one colour. Did we mess up?",
        "en",
        "mistake-single-colour-path",
        "mistake",
    ),
    (
        "I thought the cards in the middle must be the colour being scored, did I get it wrong?",
        "en",
        "faq-path-middle-colours",
        "mistake",
    ),
    ("is it wrong to plant a card diagonally?", "en", "rule-plant", "mistake"),
    ("c'est une erreur de planter une carte en diagonale ?", "fr", "rule-plant", "mistake"),
    (
        "on a toujours joué qu'on pouvait piocher dans sa propre défausse, on s'est trompés ?",
        "fr",
        "rule-draw",
        "no_mistake",
    ),
    (
        "we've always played that you can draw from your own discard pile, did we mess up?",
        "en",
        "rule-draw",
        "no_mistake",
    ),
    (  # the practice told in the negative contradicts a true claim
        "we always played that you can't draw from your own discard pile, were we wrong?",
        "en",
        "rule-draw",
        "mistake",
    ),
    (
        "on a toujours marqué plusieurs sentiers d'une couleur, on s'est trompés ?",
        "fr",
        "mistake-several-paths",
        "mistake",
    ),
    # the same practice asked as a rule to confirm is answered yes or no, not "mistake"
    (
        "on a toujours joué que les sentiers devaient être d'une seule couleur, c'est ça ?",
        "fr",
        "rule-paths",
        "no",
    ),
]


@pytest.mark.parametrize(("question", "lang", "entry", "kind"), PRACTICE)
def test_a_told_practice_asked_about(question: str, lang: str, entry: str, kind: str) -> None:
    verdict = decide(question, lang, entry)
    assert (verdict.kind if verdict else None) == kind


@pytest.mark.parametrize(
    ("kind", "lang", "words"),
    [
        ("mistake", "fr", "Oui, c'est une erreur."),
        ("mistake", "en", "Yes, that's a mistake."),
        ("no_mistake", "fr", "Non, c'est bien la règle."),
        ("no_mistake", "en", "No, that is the rule."),
    ],
)
def test_the_practice_leads_are_said_and_kept(kind: str, lang: str, words: str) -> None:
    answer = with_lead("Non. Seules les deux extrémités…", lead_words(kind, lang))
    assert answer == f"{words} Seules les deux extrémités…"
    assert lead_said(answer) == kind  # said again in the other language, it stays


def test_phrases_of_one_length_are_read_in_a_fixed_order() -> None:
    assert phrase_set(["plus gros", "le plus", "x"], "t") == (
        ("le", "plus"),
        ("plus", "gros"),
        ("x",),
    )


COLOURS = frozenset({"erable", "chene", "oak", "maple", "bleu", "blue", "red", "rouge"})


@pytest.mark.parametrize(
    ("question", "lang", "kind"),
    [
        (
            "Est-ce que je peux poser mon 6 de chêne par-dessus mon 3 de chêne pour le cacher ?",
            "fr",
            "no",
        ),
        ("je peux recouvrir mon 2 bleu avec mon 7 bleu ?", "fr", "no"),
        ("can I put my 6 of oak on top of my 3 of oak to hide it?", "en", "no"),
        ("may I cover my red 2 with my red 5?", "en", "no"),
        # a value a claim holds is still read as a number first
        ("does the blue 1 cancel the blue 8?", "en", None),
    ],
)
def test_cards_told_by_value_and_colour_are_cards_named(
    question: str, lang: str, kind: str
) -> None:
    """Cause 5: the values of cards told in passing ("mon 7 d'érable par-dessus mon 2
    d'érable") were numbers no claim holds, so covering a card got no "Non."."""
    verdict = decide(question, lang, "rule-plant", COLOURS)
    assert (verdict.kind if verdict else None) == kind
    if "1" in question:  # the entry stating it answers it from the numbers themselves
        cancel = decide(question, lang, "rule-one-cancels-eight", COLOURS)
        assert cancel is not None and cancel.kind == "yes"
