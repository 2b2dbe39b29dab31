"""Answers for the causes found with the blind_7 tune set, through the whole bot, in new
phrasings, with must-not rows (near phrasings that keep their answer).

1. What the box says ("c'est marqué quel âge sur la boîte ?") and who brings out an
   edition ("who puts out the English edition?") are box facts (understanding/boxlabels.py,
   `game_facts` cues; the publisher's "puts out" cue in answer/data/answers.yaml).
2. The draw pile after the deal is computed by the rules engine for the players told, or
   for each count, with its sum and the page of the deck and the deal; "et à 4 ?" after it
   computes it again (understanding/drawpile.py, answer/drawpile.py,
   `engine_answers.draw_pile`).
3. A short question whose subject is a pronoun ("do they have to come from the same
   place?", "elles doivent venir de la même pile ?") leans on the rules question before:
   its pronoun is written out as that question's thing, and its own reading ranks the
   entries, the context only breaking near ties (pipeline/followup_rules.py
   `leans_by_pronoun`, `resolve_pronoun`, `follow_up_ranking(leaning=True)`).
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.engine_answers import draw_pile
from rulebot.pipeline.followup_rules import (
    follow_up_ranking,
    follows_rules,
    leans_by_pronoun,
    resolve_pronoun,
)
from rulebot.retrieval.chunks import Chunk
from rulebot.retrieval.retriever import Hit

# -- 1. box facts ----------------------------------------------------------------------------
BOX = [
    ("Ma nièce a 6 ans, c'est marqué quel âge sur la boîte ?", "8"),
    ("C'est écrit à partir de quel âge sur le carton ?", "8"),
    ("My nephew is 7, what age does it say on the box?", "8"),
    ("Who puts out Arboretum?", "Filosofia"),
    ("Who puts out the English edition?", "Filosofia"),
    ("L'édition française, c'est chez qui ?", "Filosofia"),
    ("Which company brings out the game?", "Filosofia"),
    ("Qui distribue le jeu en France ?", "Filosofia"),
]


@pytest.mark.parametrize(("question", "said"), BOX)
def test_box_facts(fake_bot: Rulebot, question: str, said: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "game_facts", answer.answer
    assert said in answer.answer
    assert answer.pages == ()


# -- 2. the draw pile after the deal ---------------------------------------------------------
DRAW_PILE = [
    # history, question, the sum said, the number left
    (
        [],
        "À 2 joueurs, il reste combien de cartes dans la pioche une fois les mains données ?",
        "48 − 14",
        "34",
    ),
    (
        [],
        "On est quatre : après la distribution, combien de cartes dans la pioche ?",
        "80 − 28",
        "52",
    ),
    ([], "With 3 players, how many cards remain in the draw pile after the deal?", "64 − 21", "43"),
    ([], "How many cards are left in the deck once the hands are dealt?", "80 − 28", "52"),
    (
        ["Combien de cartes reste-t-il dans la pioche après la donne à 3 ?"],
        "et à 4 ?",
        "80 − 28",
        "52",
    ),
    (
        ["How many cards are left in the deck after dealing with 4 players?"],
        "and with two?",
        "48 − 14",
        "34",
    ),
]


@pytest.mark.parametrize(("history", "question", "sum_said", "left"), DRAW_PILE)
def test_draw_pile_after_the_deal(
    fake_bot: Rulebot, history: list[str], question: str, sum_said: str, left: str
) -> None:
    answer = fake_bot.ask(question, history=history)
    assert answer.engine is not None and answer.engine["kind"] == "draw_pile"
    assert f"{sum_said} = {left}" in answer.answer
    assert answer.pages == (2,)
    assert answer.answer.endswith("(p. 2)")
    assert answer.citations


WRONG_COUNT = [
    (
        "Après la distribution à 5 joueurs, il reste combien de cartes dans la pioche ?",
        "Arboretum se joue de 2 à 4 joueurs, pas à 5.",
    ),
    (
        "How many cards are left in the draw pile after dealing with six players?",
        "Arboretum is played by 2 to 4 players, not 6.",
    ),
]


@pytest.mark.parametrize(("question", "said"), WRONG_COUNT)
def test_draw_pile_for_a_wrong_count(fake_bot: Rulebot, question: str, said: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.answer.startswith(said), answer.answer
    assert "80 − 28 = 52" in answer.answer and answer.pages == (2,)


NOT_DRAW_PILE = [
    ([], "Combien de cartes à 3 joueurs ?"),
    ([], "Combien reste-t-il de cartes dans la pioche à la fin de la partie ?"),
    ([], "How many cards do I draw from the deck at the start of my turn?"),
    (
        ["Combien de cartes reste-t-il dans la pioche après la donne à 3 ?"],
        "et on pioche combien à chaque tour ?",
    ),
]


@pytest.mark.parametrize(("history", "question"), NOT_DRAW_PILE)
def test_no_draw_pile(fake_bot: Rulebot, history: list[str], question: str) -> None:
    earlier = history[-1] if history else None
    assert draw_pile(question, "fr", earlier, fake_bot.corpus) is None


# -- 3. a pronoun leaning on the question before ---------------------------------------------
EARLIER_EN = "How many cards do I take each turn before planting?"
EARLIER_FR = "Je pioche combien de cartes à mon tour ?"
PRONOUNS = [
    # question, question before, how it reads (None: it does not lean by a pronoun)
    (
        "Do they have to come from the same pile?",
        EARLIER_EN,
        "Do the cards have to come from the same pile?",
    ),
    (
        "Can they both be from discard piles?",
        EARLIER_EN,
        "Can the cards both be from discard piles?",
    ),
    ("Elles doivent venir du même tas ?", EARLIER_FR, "les cartes doivent venir du même tas ?"),
    (
        "Est-ce qu'elles peuvent venir de deux piles différentes ?",
        EARLIER_FR,
        "Est-ce qu'les cartes peuvent venir de deux piles différentes ?",
    ),
    ("Do they need to be one colour?", "What's a path?", "Do the paths need to be one colour?"),
    # must not: the pronoun far in, or a long question
    ("et les deux bouts ?", "Un sentier peut-il avoir d'autres couleurs au milieu ?", None),
    ("and both ends?", "Can the middle of a path be other colours?", None),
    ("Can I take the cards they discarded last turn?", EARLIER_EN, None),
    (
        "My friends say that when you draw they must all come from the same pile whatever "
        "happens, is that true?",
        EARLIER_EN,
        None,
    ),
]


@pytest.mark.parametrize(("question", "earlier", "read"), PRONOUNS)
def test_a_pronoun_leans_on_the_question_before(
    question: str, earlier: str, read: str | None
) -> None:
    assert leans_by_pronoun(question) is (read is not None)
    assert resolve_pronoun(question, earlier) == (read or question)
    if read is not None:
        assert follows_rules(question)


# A pronoun question mostly not in the rules' words asks about something else: it does not
# lean on the question before (the share of its words the index knows is below the floor).
@pytest.mark.parametrize(
    ("known", "leans"), [(1.0, True), (0.75, True), (0.5, False), (0.0, False)]
)
def test_a_pronoun_question_must_be_in_the_rules_words(known: float, leans: bool) -> None:
    question = "Do they have to come from the same pile?"
    assert leans_by_pronoun(question, known) is leans
    assert follows_rules(question, known) is leans


OFF_TOPIC_PRONOUNS = [
    ([EARLIER_EN], "Are they expensive?"),
    ([EARLIER_EN], "Are they nice people?"),
    ([EARLIER_FR], "Elles coûtent combien ?"),
    ([EARLIER_FR], "Ils sont sympas ?"),
]


@pytest.mark.model
@pytest.mark.parametrize(("history", "question"), OFF_TOPIC_PRONOUNS)
def test_an_off_topic_pronoun_question_is_declined(
    real_bot: Rulebot, history: list[str], question: str
) -> None:
    answer = real_bot.ask(question, history=history)
    assert answer.abstained, answer.answer


def _hit(entry: str, score: float) -> Hit:
    chunk = Chunk(f"{entry}:en", entry, "en", (4,), "", "", "rule")
    return Hit(entry, score, chunk, score, score)


# the follow-up read alone finds "mix"; read with the question before, "plant" leads
ALONE = [_hit("mix", 0.84), _hit("where-plant", 0.62)]
TOGETHER = [_hit("plant", 0.73), _hit("where-plant", 0.72), _hit("turn", 0.7)]
BEFORE = [_hit("plant", 0.79), _hit("turn", 0.75), _hit("draw", 0.72)]


@pytest.mark.parametrize(("leaning", "first"), [(True, "mix"), (False, "where-plant")])
def test_a_leaning_follow_up_ranks_by_its_own_reading(leaning: bool, first: str) -> None:
    read = "Do the cards have to come from the same place?"
    ranked = follow_up_ranking(ALONE, TOGETHER, read, BEFORE, leaning=leaning)
    assert ranked[0].entry_id == first


DRAWING = ("faq-draw-mix", "rule-draw")
PATHS = ("faq-path-middle-colours", "mistake-single-colour-path", "rule-paths")
CONVERSATIONS = [
    ([EARLIER_EN], "Do they have to come from the same pile?", DRAWING, 4),
    ([EARLIER_FR], "Elles peuvent venir d'endroits différents ?", DRAWING, 4),
    (
        ["How many cards do I draw each turn?"],
        "Can they come from two different piles?",
        DRAWING,
        4,
    ),
    (["What counts as a path?"], "Do they need to be all one colour?", PATHS, 6),
    (["C'est quoi un sentier ?"], "Ils doivent être tout d'une couleur ?", PATHS, 6),
]


@pytest.mark.model
@pytest.mark.parametrize(("history", "question", "entries", "page"), CONVERSATIONS)
def test_a_pronoun_follow_up_is_answered(
    real_bot: Rulebot, history: list[str], question: str, entries: tuple[str, ...], page: int
) -> None:
    answer = real_bot.ask(question, history=history)
    assert not answer.abstained, answer.answer
    assert answer.citations[0].chunk_id.split(":")[0] in entries, answer.answer
    assert answer.pages == (page,)


# -- another game named as a comparison or a scene: the game's own rule is answered ----------
OTHER_GAMES = [
    ("Comme au Uno, la partie finit quand quelqu'un n'a plus de cartes ?", 5),
    ("Like in Uno, is it over once somebody has played all their cards?", 5),
    ("Au poker, deux mains égales se partagent le pot. Et dans Arboretum, en cas d'égalité ?", 8),
    ("In chess a tie is a draw. How is a tie broken in this game?", 8),
]


@pytest.mark.model
@pytest.mark.parametrize(("question", "page"), OTHER_GAMES)
def test_another_game_as_a_comparison(real_bot: Rulebot, question: str, page: int) -> None:
    answer = real_bot.ask(question)
    assert not answer.abstained, answer.answer
    assert answer.pages == (page,), answer.answer
