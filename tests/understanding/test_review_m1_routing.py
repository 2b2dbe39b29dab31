"""Routing misreadings found in review (task M1), one table per cause; every row marked
``# fix`` fails without its fix, the others are must-not rows of nearby kinds.

4. A date and its maker asked together ("when was it published, and by whom?", "sorti
   quand, et chez qui ?") is a box question: "whom" and "chez" are box words
   (intents.yaml `box_words`), and a who word with no maker of its own asks for the maker
   the participle names (`answer/box_lead.dated_facts`: the publisher of "published", the
   author of "designed").
5. A variant asked for so many players, with nothing else but box words ("is there a
   variant for two?", "y a-t-il une variante à trois ?") asks what the rules say for that
   count: a rules question on the set-up, on topic (`intent._sets_up`, intents.yaml
   `setup_variants`); a variant of another game or of something else stays out.
"""

from __future__ import annotations

import pytest

from rulebot.answer.compose import asked_facts
from rulebot.understanding import Intent, Lexicon, classify
from rulebot.understanding.intent import asks_how_to_play

# -- 4. a date and its maker asked together --------------------------------------------------
DATED_MAKER = [
    ("When was it released, and by whom?", Intent.GAME_FACTS),  # fix
    ("Who did it come out with, and when? By whom?", Intent.GAME_FACTS),  # fix
    ("Il est paru quand, et chez qui ?", Intent.GAME_FACTS),  # fix
    ("Quand est-elle parue ?", Intent.GAME_FACTS),  # fix: a participle of its release
    ("Quand a-t-il été publié, et chez quel éditeur ?", Intent.GAME_FACTS),  # fix
    ("When was it published?", Intent.GAME_FACTS),
    ("Who published it?", Intent.GAME_FACTS),
    # must not: a date and a maker of something else
    ("When was the Eiffel Tower built, and by whom?", Intent.OUT_OF_SCOPE),
    ("Quand la tour Eiffel a-t-elle été construite, et par qui ?", Intent.OUT_OF_SCOPE),
    ("Who is the president, and whom did he beat?", Intent.OUT_OF_SCOPE),
    ("Quand est paru le dernier Harry Potter ?", Intent.OUT_OF_SCOPE),
    ("When did the new iPhone come out, and by whom?", Intent.OUT_OF_SCOPE),
]


@pytest.mark.parametrize(("question", "intent"), DATED_MAKER, ids=[q for q, _ in DATED_MAKER])
def test_a_date_and_its_maker_is_a_box_question(
    corpus_lexicon: Lexicon, question: str, intent: Intent
) -> None:
    assert classify(question, corpus_lexicon) is intent


MAKER_FACTS = [
    ("When was it designed, and by whom?", ["author", "year"]),  # fix
    ("It was published when, and by whom?", ["publisher", "year"]),  # fix
    ("Elle a été éditée quand, et par qui ?", ["publisher", "year"]),  # fix
    ("Il a été conçu quand et par qui ?", ["author", "year"]),  # fix
    # must not: a date alone, or a maker asked in its own words
    ("Quand a-t-il été publié ?", ["year"]),
    ("When was it designed?", ["year"]),
    ("Who published it, and when?", ["publisher", "year"]),
    ("Qui l'a conçu, et quand ?", ["author", "year"]),
]


@pytest.mark.parametrize(("question", "facts"), MAKER_FACTS, ids=[q for q, _ in MAKER_FACTS])
def test_a_who_word_asks_the_maker_the_participle_names(question: str, facts: list[str]) -> None:
    assert asked_facts(question) == facts


# -- 5. a variant for so many players ----------------------------------------------------------
VARIANTS = [
    ("Any variant when there are just two of us?", Intent.RULES),  # fix
    ("Is there a three-player variant? For three?", Intent.RULES),
    ("Existe-t-il une variante pour jouer à trois ?", Intent.RULES),  # fix
    ("Une variante quand on est deux ?", Intent.RULES),  # fix
    ("Des règles spéciales à quatre ?", Intent.RULES),
    # must not: a variant of another game, of something else, or one to be written
    ("Is there a chess variant for two?", Intent.OUT_OF_SCOPE),
    ("Y a-t-il une variante du tarot à deux ?", Intent.OUT_OF_SCOPE),
    ("Une variante de la belote pour trois ?", Intent.OUT_OF_SCOPE),
    ("Is there a variant of this recipe for two?", Intent.OUT_OF_SCOPE),
    ("Invente une variante pour deux joueurs", Intent.OUT_OF_SCOPE),
    ("Write me a variant for two players", Intent.OUT_OF_SCOPE),
    # must not: a solo mode is still a box question
    ("Is there a solo mode?", Intent.GAME_FACTS),
]


@pytest.mark.parametrize(("question", "intent"), VARIANTS, ids=[q for q, _ in VARIANTS])
def test_a_variant_for_so_many_players_asks_the_set_up(
    corpus_lexicon: Lexicon, question: str, intent: Intent
) -> None:
    assert classify(question, corpus_lexicon) is intent


ON_TOPIC = [
    ("Any variant when there are just two of us?", True),  # fix
    ("Une variante quand on est deux ?", True),  # fix
    ("on est 3, on enlève quoi ?", True),  # fix: the set-up is asked of this game too
    ("Is there a variant of this recipe for two?", False),
    ("Une variante de la belote pour trois ?", False),
]


@pytest.mark.parametrize(("question", "on_topic"), ON_TOPIC, ids=[q for q, _ in ON_TOPIC])
def test_a_variant_for_so_many_is_on_topic(question: str, on_topic: bool) -> None:
    assert asks_how_to_play(question) is on_topic
