"""The kind of a follow-up is read with the question before it (the learned `followup`
intent): a box fact asked in the form of a follow-up of a rules question ("ok, et une
partie dure combien de temps ?") is answered as a box fact, while a fragment that leans on
the rules question ("et à 2 joueurs ?") stays a rules follow-up."""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding.learned.store import Models
from rulebot.understanding.reading import Reading


@pytest.mark.model
@pytest.mark.parametrize(
    ("history", "question", "said"),
    [
        ("Est-ce qu'on peut planter en diagonale ?", "ok et une partie dure combien de temps ?",
         r"30 minutes"),
        ("Je peux piocher dans ma défausse ?", "et c'est à partir de quel âge ?", r"8 ans"),
        ("Can I plant a card diagonally?", "ok. and how long does a game take?", r"30 minutes"),
        ("How many cards do I draw each turn?", "and who designed the game?", r"Dan Cassar"),
        # declined unsurely by the learned intent, read as one by the box facts' reader
        ("Qui publie le jeu en France ?", "et il date de quelle année, ce jeu ?", r"2015"),
        ("How many cards do I draw on my turn?", "cool. and the recommended age on the box?",
         r"\b8\b"),
    ],
)  # fmt: skip
def test_a_box_fact_asked_after_a_rules_question_is_answered_as_one(
    real_bot: Rulebot, history: str, question: str, said: str
) -> None:
    answer = real_bot.ask(question, history=[history])
    assert answer.intent == "game_facts", answer.answer
    assert re.search(said, answer.answer), answer.answer


@pytest.mark.model
@pytest.mark.parametrize(
    ("history", "question"),
    [
        ("Combien de couleurs à 3 joueurs ?", "et à 2 joueurs ?"),
        ("How many colours do we play with at 3?", "and with 2?"),
        # a number of players told alone, as a statement: the question asked again for it
        ("combien de cartes à 4 ?", "on n'est que 2 ce soir en fait"),
        ("How many cards do we play with at 4?", "we're only 3 tonight actually"),
    ],
)
def test_a_fragment_after_a_rules_question_stays_a_rules_follow_up(
    real_bot: Rulebot, history: str, question: str
) -> None:
    answer = real_bot.ask(question, history=[history])
    assert answer.intent == "rules", answer.answer
    assert answer.pages == (2,), answer.answer


@pytest.mark.model
@pytest.mark.parametrize(
    ("history", "question", "pages", "lead"),
    [
        # a passage that holds for any number of players answers again, with its yes or no
        ("With 2 players, if nobody holds any dogwood at the end, who gets to score it?",
         "same thing with 3 players?", (5, 6), None),
        ("On peut piocher dans sa propre défausse ?", "et à 3 joueurs ?", (4,), "Oui"),
        ("Combien de cartes en main au début ?", "et à 4 joueurs ?", (2, 4), None),
        # a passage giving a number for each number of players: no yes or no it is sure of
        ("Avec combien de cartes on joue à deux ?", "et à 3 joueurs ?", (2,), None),
    ],
)  # fmt: skip
def test_another_number_of_players_asks_the_rule_before_again(
    real_bot: Rulebot, history: str, question: str, pages: tuple[int, ...], lead: str | None
) -> None:
    answer = real_bot.ask(question, history=[history])
    assert answer.pages == pages, answer.answer
    said = re.match(r"(Oui|Non|Yes|No)\b", answer.answer)
    assert (said.group(1) if said else None) == lead, answer.answer


@pytest.mark.model
@pytest.mark.parametrize(
    ("history", "question", "declined"),
    [
        (["What's the highest value a card can have?"], "and how tall does a real oak grow?", True),
        (
            ["On joue à 4 ce soir, on garde toutes les couleurs ?", "ok super"],
            "et tu me fais une liste de courses pour l'apéro ?",
            True,
        ),
        # another game named, however the rules question before it goes on
        (
            ["On est trois ce soir, il faut bien enlever deux couleurs du paquet ?"],
            "et au tarot à trois, on retire des cartes aussi ?",
            True,
        ),
        (
            ["Can I draw from the top of my own discard pile?"],
            "and in Rummy I can take from the discard pile also?",
            True,
        ),
        (["Who publishes Arboretum in France?"], "and Dobble?", True),
        # a sport or pastime, as a question standing alone names one
        (
            ["What if my sister and I both have 9 in blue in our hands?"],
            "and in rugby, what happens if it's a draw in a knockout match?",
            True,
        ),
        # short, or telling the game's cards or players: read with the question before
        (["Un chemin rouge peut traverser des cartes bleues ?"], "et aux deux bouts ?", False),
        (
            ["On joue à deux ce soir, on garde combien de couleurs ?"],
            "et si les voisins viennent et qu'on est 4 ?",
            False,
        ),
    ],
)
def test_a_whole_follow_up_surely_off_topic_does_not_lean_on_the_rules_before(
    real_bot: Rulebot, history: list[str], question: str, declined: bool
) -> None:
    """A follow-up of enough words, telling no card nor number of players, that the learned
    intent reading it alone is sure is off-topic is declined; a fragment is not."""
    answer = real_bot.ask(question, history=history)
    assert answer.abstained is declined, answer.answer


@pytest.mark.model
def test_a_followup_read_alone_still_has_its_entry_decided_with_the_question_before(
    real_bot: Rulebot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A follow-up that is searched alone (it does not lean on the rules question by a
    pronoun or its form) has its corpus entry chosen by the learned model reading the rules
    question before it as context; a first question has none."""
    models = real_bot.models
    contexts: list[str | None] = []
    entries_of = type(models).entries_of

    def spy(self: Models, reading: Reading, explain: int = 0, context: Reading | None = None):  # type: ignore[no-untyped-def]
        contexts.append(None if context is None else context.text)
        return entries_of(self, reading, explain, context=context)

    monkeypatch.setattr(type(models), "entries_of", spy)
    first = "Is the tie-break the number of colours?"
    real_bot.ask(first)
    assert contexts[-1] is None
    followup = "do the colours in our hands count for that, or only the planted ones?"
    real_bot.ask(followup, history=[first])
    assert contexts[-1] == first


@pytest.mark.model
def test_a_followup_the_learned_intent_is_sure_is_about_the_game_is_not_declined(
    real_bot: Rulebot,
) -> None:
    """The older cues decline "there's a kid who wants to join" as talk of the real world;
    the learned intent, sure the question is about the game, keeps it answered."""
    history = ["We're 3 at the café, how many colours do we play with?", "and how long?"]
    answer = real_bot.ask("and what age is it for? there's a kid who wants to join", history)
    assert not answer.abstained, answer.answer
    # sure of a box fact, it is answered as one, not from the rules question before
    assert answer.intent == "game_facts", answer.answer
    assert re.search(r"\b8\b", answer.answer), answer.answer
