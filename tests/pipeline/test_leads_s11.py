"""Yes-or-no leads of rules answers, helper s11: one table per general cause, French and
English phrasings of our own, with must-not rows (the lead absent or the opposite).

1. Planting does not spare the discard (`discard-mandatory`); "derrière" (afterwards) says
   nothing a claim depends on.
2. The card one discarded on one's last turn may be taken back from one's own pile
   (`draw-own-discard`); "threw away" is discarding, "d'avant"/"previous" the last turn,
   "tout de suite"/"right away" says nothing a claim depends on.
3. Paths of one colour told with their worths and asked to be added, with no total told
   ("je peux additionner les deux ?"), or told "separate", are decided by the engine
   (`told_sum`): no, only the best counts; with no total told, no total is denied.
4. "where" after a noun starts a relative clause ("a path where the middle cards are other
   colours, doubled?"), no open question; the length of a path is the number right before
   a card word, another number counts some of its cards ("the two middle cards"); the
   middle-colours entry answers the doubling too, of a path with other colours
   (`told_doubled.entries`), its lead saying the doubling rule the entry does not state.
5. Whether so many cards are "enough" for a path is a claim of the path rules (two: yes;
   one: no); "…, or do you need more?" asks the same yes or no, no alternative.
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide, lead_again

LEADS = [
    # question, lang, entry answered from, the lead's kind (None: no lead)
    # 1. the discard after planting
    (
        "Si j'ai planté un arbre, je suis quand même obligé de jeter une carte derrière ?",
        "fr",
        "rule-discard",
        "yes",
    ),
    ("Do I have to discard even after I planted a card?", "en", "rule-discard", "yes"),
    ("Une fois ma carte plantée, je dois encore défausser ?", "fr", "rule-discard", "yes"),
    # 2. one's own discarded card taken back
    (
        "Last turn I threw away my 7 of cassia. Am I allowed to take it straight back from "
        "my own pile?",
        "en",
        "faq-draw-own-discard",
        "yes",
    ),
    (
        "Au tour d'avant j'ai jeté mon 6 de chêne. Je peux le reprendre tout de suite dans "
        "ma défausse ?",
        "fr",
        "faq-draw-own-discard",
        "yes",
    ),
    # 3. paths of one colour added
    (
        "I've got two separate oak paths, one worth 6 and one worth 9. Do I get 15?",
        "en",
        "faq-several-paths",
        "no",
    ),
    (
        "J'ai deux sentiers de jacaranda, l'un vaut 5 et l'autre 9. Je peux additionner les deux ?",
        "fr",
        "faq-several-paths",
        "no",
    ),
    (
        "J'ai deux chemins de saule qui valent 4 et 7, je peux les additionner ?",
        "fr",
        "faq-several-paths",
        "no",
    ),
    # 4. doubling with other colours in the middle
    (
        "A 4-card path where the two middle cards are other colours, does that still get doubled?",
        "en",
        "faq-path-middle-colours",
        "no",
    ),
    (
        "A 5-card path where the cards are all oak, is it doubled?",
        "en",
        "rule-path-scoring",
        "yes",
    ),
    # 5. enough cards for a path, "or do you need more?" asking the same
    (
        "Are two cards enough to count as a path, or do you need more?",
        "en",
        "faq-path-length",
        "yes",
    ),
    ("Deux cartes, ça suffit pour faire un sentier ?", "fr", "faq-path-length", "yes"),
    (
        "Deux cartes suffisent pour faire un sentier, ou il en faut plus ?",
        "fr",
        "faq-path-length",
        "yes",
    ),
    ("Is one card enough to count as a path?", "en", "faq-path-length", "no"),
    ("Une seule carte suffit pour faire un sentier ?", "fr", "faq-path-length", "no"),
    ("Is a 2-card path enough to get doubled?", "en", "faq-path-length", None),
    (
        "A 5-card path where the cards are all oak, is it doubled?",
        "en",
        "faq-path-middle-colours",
        None,
    ),
    (
        "Un sentier de 4 cartes avec les cartes du milieu d'une autre couleur, il compte double ?",
        "fr",
        "faq-path-middle-colours",
        "no",
    ),
    # must-not: a skipped discard, a card under the top, one path told, a question asking where
    ("Si j'ai planté un arbre, je peux sauter la défausse ?", "fr", "rule-discard", "no"),
    ("Can I take back the card under the top of my own pile?", "en", "faq-draw-own-discard", None),
    ("J'ai un sentier de saule qui vaut 5. Je peux additionner ?", "fr", "faq-several-paths", None),
    ("Where do I put my first card?", "en", "rule-plant", None),
    ("A 4-card path, where can it turn?", "en", "rule-paths", None),
]


@pytest.mark.parametrize(("question", "lang", "entry", "kind"), LEADS)
def test_leads(
    question: str, lang: str, entry: str, kind: str | None, colour_words: frozenset[str]
) -> None:
    verdict = decide(question, lang, entry, colour_words)
    assert (verdict.kind if verdict else None) == kind


SUMS = [
    # question, lang, the words of the lead (its numbers), a number it must not say
    (
        "J'ai deux sentiers de jacaranda, l'un vaut 5 et l'autre 9. Je peux additionner les deux ?",
        "fr",
        "donc 9 points, si",
        "14",
    ),
    ("I have two willow paths worth 4 and 7, can I add them up?", "en", "so 7 points, if", "11"),
    (
        "I've got two separate oak paths, one worth 6 and one worth 9. Do I get 15?",
        "en",
        "9 points (not 15)",
        "(not 9)",
    ),
]


@pytest.mark.parametrize(("question", "lang", "said", "unsaid"), SUMS)
def test_sum_leads_say_the_best(
    question: str, lang: str, said: str, unsaid: str, colour_words: frozenset[str]
) -> None:
    verdict = decide(question, lang, "faq-several-paths", colour_words)
    assert verdict is not None
    assert said in verdict.words
    assert unsaid not in verdict.words


@pytest.mark.parametrize(("question", "lang", "said", "unsaid"), SUMS)
def test_sum_leads_said_again_in_the_other_language(
    question: str,
    lang: str,
    said: str,
    unsaid: str,
    colour_words: frozenset[str],
) -> None:
    verdict = decide(question, lang, "faq-several-paths", colour_words)
    assert verdict is not None
    other = "en" if lang == "fr" else "fr"
    again = lead_again(f"{verdict.words} Body.", other)
    assert again is not None
    assert lead_again(f"{again} Body.", lang) == verdict.words


DOUBLINGS = [
    # question, lang, entry, the lead's opening words (None: the bare lead of its kind)
    (
        "A 4-card path where the two middle cards are other colours, does that still get doubled?",
        "en",
        "faq-path-middle-colours",
        "No: doubling needs at least 4 cards, all of the same colour.",
    ),
    (
        "Un sentier de 4 cartes avec les cartes du milieu d'une autre couleur, il compte double ?",
        "fr",
        "faq-path-middle-colours",
        "Non : le doublement demande au moins 4 cartes, toutes de la même couleur.",
    ),
    # must-not: an entry stating the doubling keeps the bare lead
    ("A 3-card path that's all maple, doubled?", "en", "rule-path-scoring", ""),
]


@pytest.mark.parametrize(("question", "lang", "entry", "words"), DOUBLINGS)
def test_doubling_leads_say_the_rule(
    question: str, lang: str, entry: str, words: str, colour_words: frozenset[str]
) -> None:
    verdict = decide(question, lang, entry, colour_words)
    assert verdict is not None
    assert verdict.kind == "no"
    assert verdict.words == words
    if words:
        other = "en" if lang == "fr" else "fr"
        again = lead_again(f"{words} Body.", other)
        assert again is not None
        assert lead_again(f"{again} Body.", lang) == words
