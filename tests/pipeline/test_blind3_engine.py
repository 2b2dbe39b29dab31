"""Engine answers and follow-ups fixed with eval/sets/blind_3_tune.yaml, one table per
general cause, through `Rulebot.ask` on the fake embedder: every row of a table fails
without its fix. The phrasings here are not in the set."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

# A run of values said with one colour, its worth asked: a path of every value of the run.
RUN_PATHS = [
    ("All eight willows, 1 through 8, in one line: how much is that?", 19),
    ("les huit saules, de 1 à 8, tous en ligne : ça fait combien ?", 19),
    ("three oaks, 6 to 8, in one line - worth?", 5),
    ("tous mes cinq saules, du 2 au 6, en une ligne : combien ?", 10),
    ("les cinq chênes du 3 au 7 à la suite, combien ?", 10),
    ("my 4 maples, 2 to 5, laid in one row: worth?", 8),
    ("what is a willow path 1-8 worth?", 19),
    ("chêne 3-5, ça vaut combien ?", 3),
]


@pytest.mark.parametrize(("question", "points"), RUN_PATHS)
def test_a_run_whose_worth_is_asked_is_scored(
    fake_bot: Rulebot, question: str, points: int
) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is not None, answer.answer
    assert (answer.engine["valid"], answer.engine["points"]) == (True, points)


# ...but a run that states the values of a colour is a rules question, not a path.
RUN_RULES = [
    "Les cartes de saule vont de 1 à 8 ?",
    "in willow the cards go from 1 to 8, right?",
    "the willow cards are numbered 1 through 8?",
    "les valeurs vont de 1 à 8 pour le saule ?",
    "the oak cards are numbered 1-8?",
]


@pytest.mark.parametrize("question", RUN_RULES)
def test_a_run_stated_as_a_rule_is_no_path(fake_bot: Rulebot, question: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is None, answer.answer
    assert answer.intent != "path_score"


MAPLE = "my path: 1 maple, 3 oak, 8 maple. how many points for maple?"
ERABLE = "mon chemin : 1 érable, 3 chêne, 5 érable, 8 érable, combien pour l'érable ?"
SAULE = "2 saule, 3 chêne, 5 saule, 7 saule ça vaut combien ?"

# The card a follow-up says the path ends (or starts) with is its end: the cards beyond it
# leave, the card it replaces too ("instead", "à la place").
END_CARDS = [
    (MAPLE, "what if it ended on the 7 of maple instead?", 4),  # 1-3-7
    (MAPLE, "and if it ended with maple 6?", 4),  # 1-3-6
    (MAPLE, "et s'il finissait par le 7 d'érable à la place ?", 4),
    (ERABLE, "et s'il s'arrêtait au 5 ?", 4),  # 1-3-5
    (ERABLE, "what if it stopped at the 5?", 4),
    (ERABLE, "et s'il se terminait sur le 6 d'érable ?", 5),  # 1-3-5-6
    (SAULE, "et s'il commençait par le 5 ?", 2),  # 5-7
    (SAULE, "what if it started with the 3 of willow instead?", 3),  # 3-5-7
    (MAPLE, "and if it finished on maple 7 rather than the 8?", 4),  # 1-3-7
    (MAPLE.replace("1 maple", "2 maple"), "and if it opened with the maple 1 instead?", 6),
    (ERABLE.replace("5 érable, ", ""), "et s'il finissait par le 6 d'érable plutôt ?", 4),
]
# Guards (right before the fix too): a card below the first one, or above the last one,
# extends the path.
EXTENDS = [
    (SAULE, "and if it began with willow 1?", 6),  # 1-2-3-5-7: 5 + 1
    (MAPLE.replace("8 maple", "5 maple"), "what if it ended on maple 8?", 7),  # 1-3-5-8
]


@pytest.mark.parametrize(("earlier", "question", "points"), END_CARDS + EXTENDS)
def test_the_card_a_path_ends_on_is_its_end(
    fake_bot: Rulebot, earlier: str, question: str, points: int
) -> None:
    answer = fake_bot.ask(question, history=[earlier])
    assert answer.engine is not None, answer.answer
    assert answer.engine["points"] == points, answer.answer


# Whether a card of the path may also serve in another path: a rules question, not the
# path scored again.
REUSE = [
    (
        "3 saule, 6 chêne, 7 saule ça fait combien pour le saule ?",
        "et ce 6 de chêne, il peut aussi servir dans un chemin de chêne ?",
    ),
    (
        "1 willow, 6 oak, 7 willow: how much for willow?",
        "can I also use that 6 oak in an oak path?",
    ),
    (
        "1 willow, 6 oak, 7 willow: how much for willow?",
        "and could the oak 6 count in another path too?",
    ),
    (
        "Combien vaut 2 rouge, 4 bleu, 6 rouge ?",
        "le 4 bleu, je peux l'utiliser aussi dans le chemin bleu ?",
    ),
]


@pytest.mark.parametrize(("earlier", "question"), REUSE)
def test_a_card_asked_in_another_path_is_a_rules_question(
    fake_bot: Rulebot, earlier: str, question: str
) -> None:
    answer = fake_bot.ask(question, history=[earlier])
    assert answer.engine is None, answer.answer
    assert answer.intent == "rules"


# A species named in a question about real trees is a tree, not a new colour for the path
# before: declined, not the path recoloured.
REAL_TREES = [
    ("Combien vaut 2 rouge, 4 rouge, 6 rouge ?", "et comment on taille un érable ?"),
    ("What is 2 red, 4 red, 6 red worth?", "and how do you prune a maple?"),
    ("Combien vaut 3 bleu, 5 bleu, 7 bleu ?", "et un chêne, ça pousse vite ?"),
    ("How much for blue 1, blue 4, blue 6?", "and how tall does an oak grow?"),
]


@pytest.mark.parametrize(("earlier", "question"), REAL_TREES)
def test_a_real_tree_is_no_colour_for_the_path(
    fake_bot: Rulebot, earlier: str, question: str
) -> None:
    answer = fake_bot.ask(question, history=[earlier])
    assert answer.engine is None, answer.answer
    assert answer.abstained
