"""Hands and the right to score mended in session 12 (French and English), each with
must-not rows:

1. A possessive after a player told, in that player's own words, opens their own hand
   ("Paul montre son 8 et son 3", "Zack claims 15 with his 8, 4 and 3"): not a card of
   someone else named again ("mon 1 annule son 8 ?" keeps that reading); showing is
   holding ("montre", "shows").
2. A total a player claims before "with"/"avec" and the cards is a claim, the cards are the
   hand ("Zack claims 15 in olive with his 8, 4 and 3"); "does he beat me?" asks whether
   that player's total is above the asker's (`asks.BEATS`: a tie is "No").
3. A question about the worth of an 8 (not who scores) that another player's 1 cancels is
   answered about that 8 with the 1-cancels-8 page only ("Mon 8 vaut encore quelque
   chose ?", "What's my 8 worth when we compare hands?"); "who scores?" with the same hands,
   and whether the 8 counts or is cancelled ("Mon 8 compte ?", "Is my 8 cancelled?"), keep
   the right-to-score answer with the totals (p. 5-6).
4. A preposition, maybe said with its article ("Du", "Au", "Des", "Of"), is never a name:
   "Du 8 de chêne je descends au 6 ..." is a path, not a hand of "Du".
"""

from __future__ import annotations

import re

import pytest

from rulebot.pipeline import Rulebot

# (question, intent, pages cited, the totals computed or None, must, must not)
CASES = [
    # 1. the subject's possessive: Paul's 8 and 3, his 8 cancelled by Inès's 1
    (
        "Fin de partie, le saule : Paul montre son 8 et son 3, Inès a juste le 1, et moi le 6. "
        "Paul dit qu'il a 11 donc il gagne le saule. Vraiment ?",
        "right_to_score",
        (5, 6),
        {"Paul": 3, "Inès": 1, "you": 6},
        r"^Non\. C'est toi qui marques",
        r"Paul : 11",
    ),
    (
        "End of the game, willow: Paul shows his 8 and his 3, Ines just has the 1, and I have "
        "the 6. Paul says he has 11 so he wins willow. Really?",
        "right_to_score",
        (5, 6),
        {"Paul": 3, "Ines": 1, "you": 6},
        r"^No\. You score willow",
        r"Paul: 11",
    ),
    # must not: another player's possessive after the asker's own card stays theirs
    (
        "J'ai le 1 jaune, mon adversaire a le 8 jaune et le 2 jaune. Mon 1 annule son 8 ?",
        "right_to_score",
        (5, 6),
        {"you": 1, "opponent": 2},
        r"^Oui\. C'est ton adversaire qui marque",
        r"ton adversaire : 10",
    ),
    # 2. a claimed total with the cards: the cards; "beat me?" with a tie is a no
    (
        "Zack claims 15 in olive with his 8, 4 and 3. But I kept the 1 of olive and the 6. "
        "Does he really beat me?",
        "right_to_score",
        (5, 6),
        {"Zack": 7, "you": 7},
        r"^No\. Zack and you both score olive",
        r"Zack: 15",
    ),
    (
        "Zack annonce 15 en olivier avec son 8, son 4 et son 3. Mais j'ai gardé le 1 d'olivier "
        "et le 6. Il me bat vraiment ?",
        "right_to_score",
        (5, 6),
        {"Zack": 7, "you": 7},
        r"^Non\. Zack et toi marquez",
        r"Zack : 15",
    ),
    (
        "Paul has the 5 of green, I have the 3 of green. Does he beat me?",
        "right_to_score",
        (5, 6),
        {"Paul": 5, "you": 3},
        r"^Yes\. Paul scores green",
        r"^No",
    ),
    # must not: a name told with a verb that tells no hand still holds nothing
    (
        "Jack thinks I lose oak. I have the 5 of oak, Mia has the 6 of oak. Who scores oak?",
        "right_to_score",
        (5, 6),
        {"you": 5, "Mia": 6},
        r"Mia scores oak",
        r"Jack",
    ),
    # 3. the worth of an 8 asked: the cancelling rule only
    (
        "Hugo a le 1 de bleu, moi le 8 de bleu. Mon 8 vaut encore quelque chose ?",
        "right_to_score",
        (6,),
        None,
        r"^Non\. Ton 8 est annulé par le 1 de Hugo : il compte 0",
        r"marque",
    ),
    (
        "My opponent holds the 1 of maple and I hold the 8 of maple. What's my 8 worth when "
        "we compare hands?",
        "right_to_score",
        (6,),
        None,
        r"^Your 8 is cancelled by your opponent's 1: it counts 0",
        r"^No|scores",
    ),
    (
        "Léa a le 8 rouge et moi le 1 rouge. Le 8 de Léa vaut encore quelque chose ?",
        "right_to_score",
        (6,),
        None,
        r"^Non\. Le 8 de Léa est annulé par ton 1",
        r"marque",
    ),
    (
        "Ava holds the red 8 and I hold the red 1. Is Ava's 8 worth anything?",
        "right_to_score",
        (6,),
        None,
        r"^No\. Ava's 8 is cancelled by your 1: it counts 0",
        r"score",
    ),
    # must not: whether an 8 counts or is cancelled is answered with who scores (p. 5-6)
    (
        "Léa a le 8 rouge et moi le 1 rouge. Le 8 de Léa compte ?",
        "right_to_score",
        (5, 6),
        {"Léa": 0, "you": 1},
        r"^Non\. C'est toi qui marques le rouge",
        r"quand on compare",
    ),
    (
        "I hold the red 8 and Ava holds the red 1. Is my 8 cancelled?",
        "right_to_score",
        (5, 6),
        {"you": 0, "Ava": 1},
        r"^Yes\. Ava scores red",
        r"when the red hands",
    ),
    # must not: "who scores?" with the same hands keeps the right to score (p. 5-6)
    (
        "Hugo a le 1 de bleu, moi le 8 de bleu. Qui compte le bleu ?",
        "right_to_score",
        (5, 6),
        {"Hugo": 1, "you": 0},
        r"^C'est Hugo qui marque le bleu",
        r"^Non",
    ),
    (
        "My opponent holds the 1 of maple and I hold the 8 of maple. Who scores maple?",
        "right_to_score",
        (5, 6),
        {"opponent": 1, "you": 0},
        r"^Your opponent scores maple",
        r"^No",
    ),
    # must not: an 8 no 1 bears on is answered with who scores
    (
        "Léa a le 5 rouge, moi le 8 rouge. Mon 8 compte ?",
        "right_to_score",
        (5, 6),
        {"Léa": 5, "you": 8},
        r"^Oui\. C'est toi qui marques le rouge",
        r"annulé",
    ),
    # 4. a preposition opening the sentence is no name
    (
        "Du 8 de chêne je descends au 6 de chêne, puis au 4 de saule et je termine sur le 1 "
        "de chêne. Combien pour le chêne ?",
        "path_score",
        (6, 7),
        None,
        r"7 points",
        r"Du :",
    ),
    (
        "From the 8 of oak I go down to the 6 of oak, then the 4 of willow and end on the 1 "
        "of oak. How much for oak?",
        "path_score",
        (6, 7),
        None,
        r"7 points",
        r"From:",
    ),
    # must not: a name at the start of a sentence is still one
    (
        "Dulcie a le 8 de chêne, moi le 6 de chêne. Qui marque le chêne ?",
        "right_to_score",
        (5, 6),
        {"Dulcie": 8, "you": 6},
        r"^C'est Dulcie qui marque",
        r"^Non",
    ),
]


@pytest.mark.parametrize(("question", "intent", "pages", "totals", "must", "must_not"), CASES)
def test_hands(
    question: str,
    intent: str,
    pages: tuple[int, ...],
    totals: dict[str, int] | None,
    must: str,
    must_not: str,
    fake_bot: Rulebot,
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == intent, answer.answer
    assert tuple(answer.pages) == pages, answer.answer
    cited = {page for citation in answer.citations for page in citation.pages}
    assert cited <= set(pages), answer.answer
    if totals is not None:
        assert answer.engine is not None
        assert answer.engine["totals"] == totals
    assert re.search(must, answer.answer), answer.answer
    assert not re.search(must_not, answer.answer), answer.answer
