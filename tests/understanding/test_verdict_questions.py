"""The yes-or-no reading of a rules question (rulebot/answer/verdict_question.py): which
questions are closed, which are open or offer alternatives, and how a negation, a tag,
"ne … que" and "quand"/"qui" clauses are read."""

from __future__ import annotations

import pytest

from rulebot.answer.verdict_question import read_question


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Can I plant diagonally?", "en"),
        ("can i plant diagonally", "en"),  # an auxiliary first, no "?"
        ("Does the 1 cancel a 7 too?", "en"),
        ("the 1 cancels the 8, right?", "en"),
        ("Faut-il que la carte touche une autre carte ?", "fr"),
        ("Peut-on planter en diagonale", "fr"),  # inversion, no "?"
        ("Est-ce qu'on pioche deux cartes", "fr"),
        ("on peut planter en diagonale ?", "fr"),  # intonation
        ("c'est vrai que le 1 annule le 8 ?", "fr"),
        ("Je peux piocher dans ma défausse ou pas ?", "fr"),  # "ou pas" asks yes or no
        ("la première carte se pose n'importe où ?", "fr"),  # "n'importe où" asks nothing
        ("on peut poser n'importe quelle carte ?", "fr"),
        ("Le joueur qui a la plus forte somme marque ?", "fr"),  # relative "qui"
        ("Quand la pioche est vide, la partie s'arrête ?", "fr"),  # clause "quand"
        ("Does the game end when the draw pile runs out?", "en"),
        ("Petite question. On peut planter en diagonale ?", "fr"),
    ],
)
def test_closed_questions_are_read(question: str, lang: str) -> None:
    assert read_question(question, lang) is not None


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Combien de cartes à 2 ?", "fr"),
        ("cb de cartes a 3", "fr"),
        ("How many cards do we deal?", "en"),
        ("Which colours do we remove?", "en"),
        ("Quelles couleurs enlever ?", "fr"),
        ("Où je pose ma carte ?", "fr"),
        ("Qui marque ?", "fr"),
        ("Who scores the colour?", "en"),
        ("Quand est-ce que la partie s'arrête ?", "fr"),
        ("la partie s'arrête quand ?", "fr"),
        ("When does the game end?", "en"),
        ("Pourquoi mon 8 compte zéro ?", "fr"),
        ("Why can't I plant diagonally?", "en"),
        ("Comment on pose une carte ?", "fr"),
        ("Que fait-on pendant son tour ?", "fr"),
        ("je fais quoi a mon tour ?", "fr"),
        ("Je pioche d'abord ou je plante ?", "fr"),  # two alternatives
        ("Do I discard face up or face down?", "en"),
        ("Le sentier est d'une couleur ou pas forcément toutes ?", "fr"),  # "ou pas" not last
        ("Is it 48 or 64 cards?", "en"),
        ("Et qui marque ?", "fr"),  # a question word after a filler
        ("so who wins?", "en"),
        ("Si personne n'a la couleur, qui marque ?", "fr"),  # "qui" opening a clause
        ("Tu peux me dire qui marque ?", "fr"),  # asking to be told
        ("Can you explain the tie break?", "en"),
        ("Do you know the rule for diagonal planting?", "en"),
        ("je plante en diagonale", "fr"),  # a statement, not a question
        ("On peut planter en diagonale ? Et piocher deux fois ?", "fr"),  # two questions
    ],
)
def test_open_or_alternative_questions_are_not_closed(question: str, lang: str) -> None:
    assert read_question(question, lang) is None


@pytest.mark.parametrize(
    ("question", "lang", "negated"),
    [
        ("On ne peut pas piocher deux fois ?", "fr", True),
        ("on peut pas planter en diagonale ?", "fr", True),  # "ne" dropped, "pas" kept
        ("Une carte ne bouge jamais ?", "fr", True),
        ("Il n'y a plus de défausse commune ?", "fr", True),
        ("Can't I draw from my own discard?", "en", True),
        ("Doesn't the 1 cancel the 8?", "en", True),
        ("So there's no shared discard pile?", "en", True),
        ("A planted card never moves?", "en", True),
        ("On peut planter, non ?", "fr", False),  # a tag, not a negation
        ("I can plant anywhere first, can't I?", "en", False),
        ("On peut poser n'importe quelle carte ?", "fr", False),
        ("Si personne n'a la couleur, tout le monde marque ?", "fr", False),
        ("If no one holds the colour, does everyone score?", "en", False),
        ("La partie s'arrête quand il n'y a plus de cartes dans la pioche ?", "fr", False),
    ],
)
def test_negation_is_noted(question: str, lang: str, negated: bool) -> None:
    asked = read_question(question, lang)
    assert asked is not None
    assert asked.negated is negated


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("If I can't score, does the right pass to the next player?", "en"),
        ("Si je n'ai pas de sentier, je marque quand même ?", "fr"),
    ],
)
def test_a_negation_in_a_clause_gives_no_reading(question: str, lang: str) -> None:
    assert read_question(question, lang) is None


@pytest.mark.parametrize(
    ("question", "proposition"),
    [
        (
            "Je ne peux piocher que la carte du dessus ?",
            "je ne peux piocher que la carte du dessus seulement",
        ),
        (
            "Est-ce que je ne plante qu'une carte ?",
            "est ce que je ne plante qu une carte seulement",
        ),
        ("Can't I draw from my own discard?", "can i draw from my own discard"),
        ("the 1 cancels the 8, right?", "the 1 cancels the 8"),
        ("On peut planter en coin, hein ?", "on peut planter en coin"),
    ],
)
def test_the_proposition_is_what_is_asked(question: str, proposition: str) -> None:
    lang = "en" if question[0] in "Ct" else "fr"
    asked = read_question(question, lang)
    assert asked is not None
    assert asked.proposition == proposition
    assert not asked.negated or "can" in proposition
