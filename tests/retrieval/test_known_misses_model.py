"""Questions once answered from a neighbouring entry, retrieved with the real model.

Each was a known miss (tune halves of the answer phrasing sets, and the leftovers of the
held-out report): the number of turns answered by the steps of a turn, a discard pile
"started" by turning a card answered by taking cards below the top, a shared discard
pile answered by discarding (pages 2, 4) rather than by the set-up (page 2), the hand at
the end answered by winning, a path going down answered by the first card.

Then (answer_phrasings_4 and retrieval_phrasings_5, `tune` halves): the turn order asked
with "commencer par" / "prendre des cartes" answered by the first card; "une seule défausse ou une
par joueur" answered by discarding (its "une seule" was the number of cards discarded)
rather than by the set-up; planted cards and the right to score answered by winning; the
number of cards planted per turn answered by the first card; doubled points asked with
"doublent" answered by the player count; a path using another player's arboretum answered
by planting. A tie follow-up after a right-to-score question is searched as the follow-up
followed by the earlier question (``Rulebot._rules``): that query found the final
tie-break (p. 8) before the tie for the right to score.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

pytestmark = pytest.mark.model

TURN_PLANT = {"rule-turn", "faq-turn", "rule-plant"}
PATH_POINTS = {"rule-path-scoring", "faq-path-points", "faq-max-score"}
WHO_SCORES = {"faq-who-scores", "rule-right-to-score"}

CASES = [
    ("on joue combien de tours ?", "fr", {"rule-end", "faq-game-end"}),
    ("is there a fixed number of turns?", "en", {"rule-end", "faq-game-end"}),
    ("on retourne une carte pour commencer la défausse ?", "fr", {"rule-deal"}),
    ("la défausse est commune ou chacun a la sienne ?", "fr", {"rule-deal"}),
    (
        "what are the cards left in my hand good for at the end?",
        "en",
        {"rule-right-to-score", "faq-who-scores"},
    ),
    ("Un sentier peut-il aller en descendant ?", "fr", {"rule-paths"}),
    (
        "La carte que je plante, je la prends dans ma main ou directement sur la pioche ?",
        "fr",
        {"rule-plant", "faq-where-plant"},
    ),
    (
        "Est-ce que je peux planter n'importe quelle carte de ma main ?",
        "fr",
        {"rule-plant", "faq-where-plant"},
    ),
    ("je commence par prendre des cartes ou par en poser une ?", "fr", {"rule-turn", "faq-turn"}),
    ("une seule défausse ou une par joueur ?", "fr", {"rule-deal"}),
    (
        "do the cards I planted count towards the right to score?",
        "en",
        {"rule-right-to-score", "faq-who-scores", "mistake-score-without-hand"},
    ),
    ("combien de cartes je pose dans mon arboretum par tour ?", "fr", TURN_PLANT),
    ("how many cards go into my arboretum each turn?", "en", TURN_PLANT),
    ("à partir de combien de cartes les points doublent ?", "fr", PATH_POINTS),
    ("can my path use cards from my neighbour's arboretum?", "en", {"rule-paths"}),
    ("and if two players are tied? Who may score a colour?", "en", WHO_SCORES),
    ("what if it's a tie? Who gets to score a colour at the end?", "en", WHO_SCORES),
]


@pytest.mark.parametrize(("question", "lang", "wanted"), CASES)
def test_known_miss_finds_its_entry(
    real_bot: Rulebot, question: str, lang: str, wanted: set[str]
) -> None:
    hits = real_bot.retrieve(question, lang, k=3)
    assert hits and hits[0].entry_id in wanted, [h.entry_id for h in hits]
