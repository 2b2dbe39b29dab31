"""Follow-ups that change what was told before. Cards said to come "also" / "en plus" are
added to the hands, even when the follow-up names every player again (without such a word,
naming every player tells the hands anew); a card said planted or discarded leaves its
hand; "only" / "seulement" tells a hand anew; a player brought in by a verb ("on ajoute
Lina") comes with the cards named. A path told before another question is changed
again only by a change said of it: "et à 3 joueurs ?" then asks of that other question."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.followup import looks_like_followup

CASSIA = "Who scores cassia? Me: cassia 4. Ola: cassia 3."
OAK = "À deux pour le chêne : moi chêne 6, Max chêne 5. Qui marque ?"
OAKS = "Oak: Tom has oak 8 and oak 1, I have oak 6. Who scores oak?"
CHENES = "Chêne : Tom a le 8 et le 3, moi j'ai le 6. Qui marque le chêne ?"


@pytest.mark.parametrize(
    ("history", "question", "totals"),
    [
        (CASSIA, "and if Ola also has the cassia 2?", ("you: 4", "Ola: 5")),
        (CASSIA, "and if Ola also has the cassia 2 and I'm the one holding cassia 1?",
         ("you: 5", "Ola: 5")),
        (OAK, "et si Max a aussi le chêne 2 et moi en plus le chêne 1 ?", ("toi : 7", "Max : 7")),
        # no word of adding: the hands are told anew
        (CASSIA, "and what if Ola has cassia 8 and I have cassia 1?", ("you: 1",)),
        # a card said planted or discarded leaves the hand
        (OAKS, "and if Tom had discarded his 1?", ("Tom: 8", "you: 6")),
        (OAKS, "what if Tom had planted the 1 instead of keeping it?", ("Tom: 8",)),
        (OAKS, "and if Tom had kept the 1 in his arboretum instead?", ("Tom: 8",)),
        (OAKS, "and if Tom had the 1?", ("Tom: 9",)),
        # a player brought in by a verb before their name, with their card
        (CHENES, "et si on ajoute Lina comme troisième joueuse, avec le chêne 1 en main ?",
         ("Tom : 3", "toi : 6", "Lina : 1")),
        (CHENES, "and if we invite Lina and she holds oak 1?", ("Tom: 3", "Lina: 1")),
        # the one other player, told by a pronoun, said to have no path
        ("Magnolia: my wife has the 3 and the 5, I have the 7. Who scores?",
         "But she has no magnolia path at all. So it goes to me?",
         ("Your wife has the right but no magnolia path",)),
        # another colour asked with its hands told: the players before, with those hands
        (OAKS, "and cassia? only Tom kept the cassia 2, I have none.",
         ("Tom scores cassia", "Tom: 2", "you: 0")),
        # a hand said to be only the cards named is told anew
        (CHENES, "et si Tom avait seulement le 3 ?", ("Tom : 3", "toi : 6")),
        (OAKS, "what if Tom only had the 8?", ("Tom: 8", "you: 6")),
        (OAKS, "what if Tom also had just the oak 3?", ("Tom: 12",)),  # also: added
        # a question telling the hand of a player of these hands by a pronoun alone
        ("Partie à deux avec Anaïs. Pour le bleu j'ai le 2 et le 5.",
         "Elle a le 7 bleu. Qui compte le bleu ?", ("Anaïs : 7", "toi : 7")),
        ("Two of us, Ben and me. For oak I have oak 3 and oak 4.",
         "He has oak 6. Who scores oak?", ("Ben: 6", "you: 7")),
        # opened as a follow-up ("et si"), a longer question still changes the hands
        # only some players named with "just" / "seulement": the others leave the game
        ("Three of us: me willow 7, Ana willow 8, Ben willow 1. Who scores willow?",
         "and if it was just me and Ana playing, same hands?", ("you: 7", "Ana: 8")),
        ("Lou a le 8 d'érable, Papi a le 1 d'érable, et moi le 6 d'érable. Qui marque ?",
         "Et si on avait joué à 2 seulement, Lou et moi ?", ("Lou : 8", "toi : 6")),
    ],
)  # fmt: skip
def test_a_follow_up_changes_the_hands_told_before_as_it_says(
    fake_bot: Rulebot, history: str, question: str, totals: tuple[str, ...]
) -> None:
    answer = fake_bot.ask(question, history=[history])
    assert answer.intent == "right_to_score", answer.answer
    for total in totals:
        assert total in answer.answer, answer.answer


PATH = "My jacaranda path: jac 3, jac 5, jac 6, jac 7. Score?"
CHEMIN = "Mon chemin : chêne 1, chêne 3, érable 5, chêne 8, ça fait combien ?"


@pytest.mark.parametrize(
    ("history", "question", "intent", "said"),
    [
        ([PATH], "what if I swap the jac 3 for the jac 1?", "path_score", "1 jacaranda →"),
        ([PATH, "Also unrelated, can I draw from my own discard pile on my turn?"],
         "Going back to the jacaranda path, what if I swap the jac 3 for the jac 1?",
         "path_score", "1 jacaranda →"),
        ([CHEMIN, "On peut piocher dans sa propre défausse ?"], "et à 3 joueurs ?",
         "rules", ""),
        # a card put into the path, after it or after another question
        (["cassia 2 next to cassia 8, points?"],
         "if I put the cassia 1 in front of the 2, what's it worth?", "path_score",
         "Path 1 cassia → 2 cassia → 8 cassia"),
        (["cassia 2 next to cassia 8, points?", "can I draw from someone else's discard?"],
         "ok back to my cassia path. if I put the cassia 1 in front of the 2?", "path_score",
         "Path 1 cassia → 2 cassia → 8 cassia"),
        (["chêne 2, chêne 5 combien ?"], "et si je mets le chêne 7 au bout ?", "path_score",
         "Sentier 2 chêne → 5 chêne → 7 chêne"),
        # several changes joined by a comma and "and", made one after the other
        (["Oak 1, maple 3, oak 6 in a row. Score for oak?"],
         "and if the maple 3 were an oak 3, and the chain were extended by oak 8?",
         "path_score", "Path 1 oak → 3 oak → 6 oak → 8 oak"),
        (["dogwood 2, oak 4, dogwood 5, how much?"],
         "what if that 4 was a dogwood too, and he had the 7 dogwood right after the 5?",
         "path_score", "Path 2 dogwood → 4 dogwood → 5 dogwood → 7 dogwood"),
        (["érable 2, chêne 4, érable 6 : combien pour l'érable ?"],
         "et si le 4 était un érable, et qu'il y avait l'érable 8 au bout ?",
         "path_score", "Sentier 2 érable → 4 érable → 6 érable → 8 érable"),
        # a card of the path said to be of another colour
        (["saule 2, saule 4, saule 5, saule 7, combien pour le saule ?"],
         "ah non : le 4, c'est un 4 de chêne, pas de saule. Ça change quelque chose ?",
         "path_score", "Sentier 2 saule → 4 chêne → 5 saule → 7 saule"),
        # several cards of the path said to be of another colour, each
        (["2 blue, 5 red, 6 red, 7 blue, scoring blue. how many?"],
         "and if the 5 and the 6 were blue too?", "path_score",
         "Path 2 blue → 5 blue → 6 blue → 7 blue"),
        # a card said again as another, with a word taking it back: that card leaves, not
        # the other card of its value
        (["Sentier de saule : 2 saule, 5 saule, 5 chêne, 7 saule. Montant ?"],
         "Rectification : le 5 de chêne est en fait un 6 de chêne.", "path_score",
         "Sentier 2 saule → 5 saule → 6 chêne → 7 saule"),
        (["willow path: 2 willow, 5 willow, 5 oak, 7 willow. points?"],
         "correction: the oak 5 is actually an oak 6", "path_score",
         "Path 2 willow → 5 willow → 6 oak → 7 willow"),
        # a number counting cards adds none
        (["combien pour bleu 2 bleu 5 bleu 7 ?"],
         "et avec le bleu 8 en plus au bout, donc 4 cartes ?", "path_score",
         "Sentier 2 bleu → 5 bleu → 7 bleu → 8 bleu, marqué en bleu : 4 cartes"),
    ],
)  # fmt: skip
def test_a_path_told_before_another_question_changes_only_when_a_change_is_said(
    fake_bot: Rulebot, history: list[str], question: str, intent: str, said: str
) -> None:
    answer = fake_bot.ask(question, history=history)
    assert answer.intent == intent, answer.answer
    assert said in answer.answer


@pytest.mark.parametrize(
    ("question", "follows"),
    [
        ("et sans le 8 ?", True),
        # opened as a follow-up, a longer question is one too
        ("Et si on était trois autour de la table et que Lola avait la cassia 3 et la 5 ?", True),
        ("what if we were three at the table and Lola had the cassia 3 and the cassia 5?", True),
        # told only by a weak sign ("pourquoi"), a long question stands alone
        ("pourquoi est-ce qu'on ne peut jamais prendre une carte sous le dessus d'une défausse "
         "quand on joue à quatre ?", False),
    ],
)  # fmt: skip
def test_a_follow_up_is_told_by_its_opening_then_by_its_length(
    question: str, follows: bool
) -> None:
    assert looks_like_followup(question) is follows
