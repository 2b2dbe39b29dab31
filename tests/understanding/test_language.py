"""detect_language on short, informal questions in both languages."""

from __future__ import annotations

import pytest

from rulebot.understanding import detect_language

CASES = [
    # French
    ("cb de cartes on pioche", "fr"),
    ("8 bleu ?", "fr"),
    ("ok", "fr"),
    ("merci", "fr"),
    ("bonjour", "fr"),
    ("salut !", "fr"),
    ("j'ai le 8 bleu", "fr"),
    ("qu'est-ce qu'un sentier ?", "fr"),
    ("Combien de points vaut un sentier", "fr"),
    ("le 1 annule le 8 ?", "fr"),
    ("on peut piocher dans la défausse d'un autre ?", "fr"),
    ("c'est quoi la règle du 1 et du 8", "fr"),
    ("qui marque le rouge", "fr"),
    ("1 rouge, 3 bleu, 5 bleu, 8 rouge", "fr"),
    ("8 de chêne", "fr"),
    ("à combien on joue", "fr"),
    ("jpeux jouer en diagonale ?", "fr"),
    ("Faut-il garder des cartes en main ?", "fr"),
    ("5R 8R", "fr"),
    ("lilas 2, lilas 5 ?", "fr"),
    ("lilac 2 lilac 5 lilac 6 points?", "en"),  # the newer printing's species, named
    ("", "fr"),
    ("?", "fr"),
    ("érable", "fr"),
    ("moi 8 bleu, Paul 1 bleu", "fr"),
    ("personne n'a de bleu", "fr"),
    # English
    ("whos allowed to score", "en"),
    ("oak 1, maple 4, oak 8", "en"),
    ("how many cards do I draw", "en"),
    ("hi", "en"),
    ("thanks", "en"),
    ("what can you do", "en"),
    ("who scores red", "en"),
    ("can i discard the card i just drew", "en"),
    ("does the 1 cancel the 8?", "en"),
    ("Bob holds oak 1 and oak 4", "en"),
    ("what's a path", "en"),
    ("i've got the 8 blue", "en"),
    ("how long is a game", "en"),
    ("Maple 4", "en"),
    ("dont get it, why 0 points", "en"),
    ("is diagonal ok", "en"),
    ("willow 3", "en"),
    ("Blue path 7 blue, 5 blue, 2 red, 1 blue", "en"),
    # colour words of both languages tell neither
    ("orange path: 2 orange, 5 orange", "en"),
    ("sentier orange : 2 orange, 5 orange", "fr"),
    ("olive 2, olive 5", "en"),
    ("Tie?", "en"),
    ("égalité ?", "fr"),
    ("chui pas sûr", "fr"),
    # words English and French share ("as", "adjacent"): short English questions
    ("What counts as adjacent?", "en"),
    ("Counts as adjacent?", "en"),
    ("Touching corners OK?", "en"),
    ("Tu as le 8 ?", "fr"),
    ("As-tu le 8 rouge ?", "fr"),
    ("Qu'est-ce qui compte comme adjacent ?", "fr"),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_detect_language(text: str, expected: str) -> None:
    assert detect_language(text) == expected
