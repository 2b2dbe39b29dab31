"""Retrieval misses and leads of the blind_3 tune set, with the real model, by cause.

4. What a card shows (p. 2): "is there text on the cards?" found the first card or the
   deal; `rule-material` now says that a card is read by its tree and its number, with
   phrasings about reading and writing on the cards.
5. A card laid on top of another (p. 4): values and "pour le cacher" pulled the player
   count; `rule-plant` now has the hiding phrasings (the gloss reads "par-dessus",
   "cacher"), and the answer opens with "Non." (cards told by value and colour).
6. A path of two cards (p. 6): "2 cartes … chemin" found one card in 2 paths;
   `faq-path-length` now says that two cards already make a path.
7. A player scoring several paths of one colour "by himself" (pp. 5, 7): "tout seul"
   found the single-colour mistake; the several-paths entries now have such phrasings
   and the gloss reads "à lui tout seul" as "by himself".
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

pytestmark = pytest.mark.model

MATERIAL = {"rule-material"}
ON_TOP = {"rule-plant", "faq-where-plant"}
LENGTH = {"faq-path-length"}
ONE_PATH = {"rule-one-path-per-colour", "mistake-several-paths", "faq-several-paths"}

CASES = [
    ("y a-t-il du texte écrit sur les cartes ?", "fr", MATERIAL),
    ("is there any writing on the cards or just trees and numbers?", "en", MATERIAL),
    ("my friends don't read English, is there text on the cards?", "en", MATERIAL),
    ("what's actually printed on a card?", "en", MATERIAL),
    ("je peux poser ma carte sur une autre pour la cacher ?", "fr", ON_TOP),
    ("can I put my 6 of oak on top of my 3 of oak to hide it?", "en", ON_TOP),
    ("is a sequence of just 2 cards a path?", "en", LENGTH),
    ("only two cards in a row, does that count as a path?", "en", LENGTH),
    ("deux cartes seulement, ça suffit pour faire un chemin ?", "fr", LENGTH),
    ("Léa compte 2 sentiers de chêne à elle toute seule, c'est une erreur ?", "fr", ONE_PATH),
    ("mon oncle a marqué 3 chemins de saule à lui tout seul, c'est faux ?", "fr", ONE_PATH),
    ("Tom scored three maple paths all by himself, is that a mistake?", "en", ONE_PATH),
]


@pytest.mark.parametrize(("question", "lang", "wanted"), CASES)
def test_the_entry_is_found_first(
    real_bot: Rulebot, question: str, lang: str, wanted: set[str]
) -> None:
    hits = real_bot.retrieve(question, lang, k=3)
    assert hits and hits[0].entry_id in wanted, [h.entry_id for h in hits]


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("can I put my 6 of oak on top of my 3 of oak to hide it?", "No. "),
        ("je peux recouvrir mon 2 de chêne avec mon 7 de chêne pour le cacher ?", "Non. "),
        ("do I get double points for a path of three cards all the same colour?", "No. "),
        ("un sentier de 3 cartes toutes de la même couleur, c'est doublé ?", "Non. "),
        ("you add up all your scored paths and the highest total wins, right?", "Yes. "),
        (
            "on additionne les points des sentiers marqués et le plus gros total gagne, "
            "c'est comme ça que ça marche ?",
            "Oui. ",
        ),
        (
            "we always played that every card in the path has to be the same colour, "
            "were we wrong?",
            "Yes, that's a mistake. ",
        ),
        (
            "chez nous on joue qu'un sentier doit être d'une seule couleur, c'est une erreur ?",
            "Oui, c'est une erreur. ",
        ),
    ],
)
def test_the_answer_leads_with_its_verdict(real_bot: Rulebot, question: str, lead: str) -> None:
    answer = real_bot.ask(question)
    assert answer.answer.startswith(lead), answer.answer[:120]
