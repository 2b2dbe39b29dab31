"""Two facts of the set-up (p. 2) through the real bot: who starts, who deals and which
way play goes (`rule-first-player`; `rule-deal` also says who deals), and which printing
names which species (`faq-species-names`). Who starts was once declined as unknown; both
are answered now, alone or after another question, citing p. 2."""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot

FIRST_PLAYER = ("rule-first-player",)
DEALER = ("rule-first-player", "rule-deal")
SPECIES_NAMES = ("faq-species-names",)


@pytest.mark.model
@pytest.mark.parametrize(
    ("history", "question", "entries", "said"),
    [
        ([], "Qui c'est qui commence à jouer ?", FIRST_PLAYER, r"arros[ée] une plante"),
        ([], "who starts the game?", FIRST_PLAYER, r"watered a plant"),
        ([], "qui distribue les cartes ?", DEALER, r"droite"),
        ([], "who deals the cards?", DEALER, r"\bright\b"),
        ([], "dans quel sens on joue ?", FIRST_PLAYER, r"aiguilles d.une montre"),
        # a follow-up opened by "and"/"et" with no game word of its own: its entry is
        # learned with the words of the question before (learned.features.context_features)
        (["Combien de cartes on distribue ?"], "et qui commence ?", FIRST_PLAYER,
         r"arros[ée] une plante"),
        (["How many colours with 3 players?"], "who starts?", FIRST_PLAYER,
         r"watered a plant"),
        (["Combien de cartes a-t-on en main au départ ?"],
         "et qui joue le premier ?", FIRST_PLAYER, r"arros[ée] une plante"),
        (["How many colours with 3 players?"], "and who starts?", FIRST_PLAYER,
         r"watered a plant"),
        ([], "what are the species in the newer edition?", SPECIES_NAMES, r"lilac.*magnolia"),
        ([], "c'est quoi le lilas dans arboretum ?", SPECIES_NAMES, r"lilas.*cerisier"),
        ([], "les lilas et magnolias, c'est quelle édition ?", SPECIES_NAMES, r"tulipier"),
        # a species of one printing named alone: its printing is a sign of the entry
        ([], "magnolia c'est quelle couleur ?", SPECIES_NAMES, r"magnolia"),
        ([], "lilac and magnolia, what are they?", SPECIES_NAMES, r"cherry blossom"),
    ],
)  # fmt: skip
def test_a_set_up_question_is_answered_citing_page_2(
    real_bot: Rulebot, history: list[str], question: str, entries: tuple[str, ...], said: str
) -> None:
    answer = real_bot.ask(question, history=history)
    assert not answer.abstained, answer.answer
    assert answer.intent == "rules"
    assert answer.pages == (2,)
    assert answer.citations[0].chunk_id.split(":")[0] in entries, answer.citations
    assert "(p. 2)" in answer.answer
    assert re.search(said, answer.answer, re.IGNORECASE | re.DOTALL), answer.answer
