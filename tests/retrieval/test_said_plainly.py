"""How a question is said plainly before it is searched (rulebot/retrieval/idioms.py and
words.py): set phrases said as their search words, players told as people read as a
player count, the hand asked at the end searched as the right to score, chat words
written out."""

from __future__ import annotations

import pytest

from rulebot.retrieval.idioms import (
    hand_at_end,
    players_counted,
    said_plainly,
)
from rulebot.retrieval.words import expand_abbreviations

COUNTED = [
    (
        "Any house rules when there are four of us?",
        "Any house rules when there are four players?",
    ),  # fix
    ("What changes with just 2 of us?", "What changes with just 2 players?"),  # fix
    (
        "Des règles à part quand on est trois ?",
        "Des règles à part quand on est trois joueurs ?",
    ),  # fix
    (
        "Nous serons quatre samedi, on garde tout ?",
        "nous serons quatre joueurs samedi, on garde tout ?",
    ),  # fix
    (
        "We're three tonight. Do we use the whole deck?",
        "we're three players tonight. Do we use the whole deck?",
    ),  # fix
    ("we are 2, how many cards?", "we are 2 players, how many cards?"),  # fix
    # must not: a count already said, another number, a number of cards
    ("we are 4 players", "we are 4 players"),
    ("on est trois joueurs ce soir", "on est trois joueurs ce soir"),
    ("On joue à 3. Je peux prendre le 8 ?", "On joue à 3. Je peux prendre le 8 ?"),
    ("one of us has the 8", "one of us has the 8"),
    ("on est à 5 points d'écart", "on est à 5 points d'écart"),
    ("j'ai trois cartes de ma couleur", "j'ai trois cartes de ma couleur"),
]


@pytest.mark.parametrize(("question", "read"), COUNTED, ids=[q for q, _ in COUNTED])
def test_players_told_as_people_are_a_player_count(question: str, read: str) -> None:
    assert players_counted(question) == read


ENDS_SAID = [
    ("et aux deux bouts ?", "et aux bouts ?"),  # fix 5
    ("Et les deux bouts alors ?", "Et les bouts alors ?"),  # fix 5
    ("what about both ends?", "what about the ends?"),  # fix 5
    # must not: two paths, two cards, an end of one path
    ("je marque les deux sentiers ?", "je marque les deux sentiers ?"),
    ("au bout de mon chemin, pour les deux ?", "au bout de mon chemin, pour les deux ?"),
    # a path told by its length, asked how it counts
    (
        "un sentier de 5 cartes, on le compte comment ?",
        "un sentier de 5 cartes, il rapporte combien de points ?",
    ),  # fix 5
    # must not: a count of cards or of paths stays as told
    ("on compte combien de cartes ?", "on compte combien de cartes ?"),
    ("je compte mes deux sentiers ?", "je compte mes deux sentiers ?"),
]


@pytest.mark.parametrize(("question", "read"), ENDS_SAID, ids=[q for q, _ in ENDS_SAID])
def test_both_ends_are_the_ends(question: str, read: str) -> None:
    assert said_plainly(question) == read


SET_PHRASES = [
    ("is the tiebreak the number of cards?", "is the tie break the number of cards?"),  # 1
    ("what's the tiebreaker?", "what's the tie breaker?"),  # 1
    ("me and my wife play, how many cards?", "two players play, how many cards?"),  # 2
    ("My husband and I play tonight", "two players play tonight"),  # 2
    ("Ma femme et moi, on retire des couleurs ?", "on est deux joueurs, on retire des couleurs ?"),
    ("je dois jeter une carte ?", "je dois defausser une carte ?"),  # 3
    ("on jette une carte à la fin", "on defausse une carte à la fin"),  # 3
    ("ya pu de cartes", "il n y a plus de cartes"),  # 4
    ("the trees in my hand at the end", "the cards in my hand at the end"),  # 5
    ("c'est-tu permis de piger deux cartes ?", "c'est-tu permis de piocher deux cartes ?"),
    ("t'as pigé ?", "t'as pigé ?"),  # understood, not drawn
    # must not: other words are kept as typed
    ("j'ai pu piocher deux fois ?", "j'ai pu piocher deux fois ?"),
    ("my wife says I can plant diagonally", "my wife says I can plant diagonally"),
    ("the trees in my arboretum", "the trees in my arboretum"),
    ("on jette un oeil aux règles", "on jette un oeil aux règles"),
]


@pytest.mark.parametrize(("question", "read"), SET_PHRASES, ids=[q for q, _ in SET_PHRASES])
def test_set_phrases_are_said_as_their_search_words(question: str, read: str) -> None:
    assert said_plainly(question) == read


@pytest.mark.parametrize(
    ("text", "expanded"),
    [("on fé koi mntn", "on fait quoi maintenant"), ("et mtn ?", "et maintenant ?")],
)
def test_chat_words_for_now_are_written_out(text: str, expanded: str) -> None:
    assert expand_abbreviations(text) == expanded


MORE_SET_PHRASES = [
    ("je peux l'utiliser pour les deux ?", "je peux l utiliser dans deux sentiers ?"),  # 1
    ("Can it count in both?", "Can it count in two paths?"),  # 1
    (
        "on fait quoi pour savoir qui a gagné ?",
        "on fait quoi pour savoir qui est le gagnant de la partie ?",
    ),  # 2
    ("so who won?", "so who is the winner of the game?"),  # 2
    ("je la mets au milieu de la table ?", "je la mets au centre de la table ?"),  # 4
    ("Does it go in the middle of the table?", "Does it go in the centre of the table?"),  # 4
    ("a card of a different tree", "a card of another colour"),  # 4
    ("le 1 d'un autre arbre", "le 1 d une autre couleur"),  # 4
    (
        "pour avoir le double, il faut 4 cartes ?",
        "pour avoir les points doubles, il faut 4 cartes ?",
    ),
    ("is it a fixed number of rounds?", "is it how many rounds does a game last?"),  # 5
    (
        "il fait la donne, il doit donner combien de cartes a chacun ?",
        "il distribue les cartes au depart, il doit distribuer combien de cartes en main au "
        "depart pour chaque joueur ?",
    ),  # 5
    ("ils finissent avec le même total ?", "ils finissent a egalite de points ?"),  # 5
    # must not: other words are kept as typed
    ("do we count how many cards each of us has?", "do we count how many cards each of us has?"),
    ("les cartes du milieu du sentier", "les cartes du milieu du sentier"),
    ("can I plant another tree next to my oak?", "can I plant another tree next to my oak?"),
    ("on est deux, pour les deux joueurs", "on est deux, pour les deux joueurs"),
    ("who wins the tie?", "who wins the tie?"),
]


@pytest.mark.parametrize(
    ("question", "read"), MORE_SET_PHRASES, ids=[q for q, _ in MORE_SET_PHRASES]
)
def test_more_set_phrases_are_said_as_their_search_words(question: str, read: str) -> None:
    assert said_plainly(question) == read


HAND_AT_END = [
    ("do the cards in my hand count at the end", True),  # fix 1
    ("les cartes de ma main servent à quelque chose à la fin ?", True),  # fix 1
    ("does what I'm holding matter once the game is over?", True),  # fix 1
    # must not: points or a win asked, a turn's end, a count of cards
    ("do cards still in my hand add to my final score?", False),
    ("are the cards left in my hand worth any points at the end?", False),
    ("how many cards do I keep at the end of my turn", False),
    ("combien de cartes en main à la fin du tour ?", False),
    ("does the game end when the draw pile is empty?", False),
]


@pytest.mark.parametrize(("question", "added"), HAND_AT_END, ids=[q for q, _ in HAND_AT_END])
def test_the_hand_asked_at_the_end_is_searched_as_the_right_to_score(
    question: str, added: bool
) -> None:
    assert (hand_at_end(question, "en") != question) is added
