"""Described paths and yes-or-no leads on path rules, helper s11: one table per general
cause, French and English phrasings of our own, with must-not rows.

1. "turn" right after a modal or a path word is the path turning, not a player's turn
   ("a path can turn?", "is a path allowed to turn?"); going round a corner is turning
   ("can my path bend around a corner?"); a straight line is one concept ("does my path
   have to be straight?"): data/verdict_words.yaml `verb_readings`, `bend`, `straight`.
2. Whether the two cards drawn must come from one pile is a claim (`draw-same-place`):
   they need not ("Non.").
3. The bot: a path counted then its values restated, and a path asked with a statement
   about another path after it, are scored by the engine; the turn questions get their lead.
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide
from rulebot.answer.verdict_words import concepts
from rulebot.pipeline import Rulebot

# -- 1. a path turning ---------------------------------------------------------------------------
READ = [
    # text, lang, a concept it says, a concept it does not say
    ("a path can turn", "en", "bend", "turn"),
    ("is a path allowed to turn", "en", "bend", "turn"),
    ("does my path turn", "en", "bend", "turn"),
    ("can my path bend around a corner", "en", "bend", "corner"),
    ("can a path go round a corner", "en", "bend", "plant"),
    ("does my path have to be straight", "en", "straight", "bend"),
    ("un sentier doit être en ligne droite", "fr", "straight", "bend"),
    # must-not: a player's turn stays a turn; a card at a corner stays a corner
    ("can I draw on my turn", "en", "turn", "bend"),
    ("you plant one card each turn", "en", "turn", "bend"),
    ("can a card touch at a corner", "en", "corner", "bend"),
    ("une carte peut toucher par un coin", "fr", "corner", "bend"),
]


@pytest.mark.parametrize(("text", "lang", "said", "unsaid"), READ)
def test_what_a_turn_says(text: str, lang: str, said: str, unsaid: str) -> None:
    found = concepts(text, lang)
    assert said in found
    assert unsaid not in found


LEADS = [
    # question, lang, entry answered from, the lead's kind (None: no lead)
    ("A path can turn?", "en", "rule-paths", "yes"),
    ("Can a path turn?", "en", "rule-paths", "yes"),
    ("Is a path allowed to turn?", "en", "rule-paths", "yes"),
    ("Can my path bend around a corner?", "en", "rule-paths", "yes"),
    ("Can a path go around a corner?", "en", "rule-paths", "yes"),
    ("Un sentier peut tourner ?", "fr", "rule-paths", "yes"),
    ("Est-ce qu'un chemin peut faire un angle ?", "fr", "rule-paths", "yes"),
    ("Does my path have to be straight?", "en", "rule-paths", "no"),
    ("Un sentier doit être en ligne droite ?", "fr", "rule-paths", "no"),
    # must-not: a diagonal path, a player's turn
    ("Can a path go diagonally?", "en", "rule-paths", "no"),
    ("Can I plant two cards on my turn?", "en", "rule-turn", "no"),
    ("Do I plant one card each turn?", "en", "rule-turn", "yes"),
]


@pytest.mark.parametrize(("question", "lang", "entry", "kind"), LEADS)
def test_path_rule_leads(question: str, lang: str, entry: str, kind: str | None) -> None:
    verdict = decide(question, lang, entry)
    assert (verdict.kind if verdict else None) == kind


# -- 2. the two cards drawn need not come from one pile ------------------------------------------
DRAWN = [
    ("Les deux cartes piochées doivent venir du même tas ?", "fr", "no"),
    ("Elles doivent venir du même tas ?", "fr", "no"),
    ("Est-ce que je dois piocher mes deux cartes dans la même pile ?", "fr", "no"),
    ("Must both cards come from the same pile?", "en", "no"),
    ("Do the two cards have to come from the same pile?", "en", "no"),
    # must-not: the other way round
    ("Les deux cartes peuvent venir de tas différents ?", "fr", "yes"),
    ("Can the two cards come from different piles?", "en", "yes"),
]


@pytest.mark.parametrize(("question", "lang", "kind"), DRAWN)
def test_drawn_cards_from_one_pile(question: str, lang: str, kind: str) -> None:
    verdict = decide(question, lang, "faq-draw-mix")
    assert verdict is not None
    assert verdict.kind == kind


# -- 3. the bot ----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def bot() -> Rulebot:
    return Rulebot()


SCORED = [
    # question, the points, the colour scored
    ("Five oak cards, so 1, 2, 3, 4, 5?", 11, "oak"),
    ("Cinq cartes de chêne, donc 1, 2, 3, 4, 5 ?", 11, "oak"),
    ("Four willow cards, that is 2, 3, 5, 8: how many points?", 10, "willow"),
    ("Combien vaut 2 chêne, 5 rouge, 7 chêne ? Mon autre sentier est plus court.", 3, "oak"),
    ("What's 2 oak, 5 red, 7 oak worth? My other path is shorter.", 3, "oak"),
    (
        "Mon sentier 1 érable, 4 bleu, 6 érable vaut combien ? J'ai un autre chemin d'érable.",
        4,
        "maple",
    ),
]


@pytest.mark.model
@pytest.mark.parametrize(("question", "points", "colour"), SCORED)
def test_told_paths_are_scored(bot: Rulebot, question: str, points: int, colour: str) -> None:
    answer = bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.engine is not None
    assert answer.engine["points"] == points
    assert answer.engine["colour"] == colour


TURNS = [
    ("A path can turn?", "Yes. "),
    ("Un sentier peut tourner ?", "Oui. "),
    ("Can my path bend around a corner?", "Yes. "),
    ("Est-ce qu'un chemin peut faire un angle ?", "Oui. "),
]


@pytest.mark.model
@pytest.mark.parametrize(("question", "lead"), TURNS)
def test_a_path_may_turn(bot: Rulebot, question: str, lead: str) -> None:
    answer = bot.ask(question)
    assert answer.answer.startswith(lead)
    assert 6 in answer.pages
