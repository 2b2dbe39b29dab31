"""Kinds of questions the blind_6 tune set found answered from a neighbouring entry; rows
marked ``# fix`` fail without the fix named in their table.

1. A number of players told as people ("when there are three of us", "on est deux") is a
   player count (`idioms.players_counted`, data/players_told.yaml): it finds the deck by
   player count, not one path per colour.
2. Chat that reads as game words is no search word (data/filler_phrases.yaml,
   data/fillers.yaml): "quand même" (still) is no "when" nor "same"; an opener "quick
   one:" is no single card; a
   grandparent ("Mamie") is a person.
3. The glossary reads "taille" as a length, values that "se suivre" as in order, "les
   deux bouts" as both ends, "traverser" as going through (data/gloss.yaml).
4. Phrasings of the corpus: a species name asked to be real or a misprint (the
   components), values in order asked of planting, both ends of a path asked with
   start/finish, the bigger bonus asked (1 or 8), the last card drawn still discarded
   before scoring.
5. Both ends of a path ("et les deux bouts ?", "both ends") are its ends
   (`idioms.said_plainly`, data/said_as.yaml): read as a number, the "deux" pulled a
   follow-up on the ends of a path toward a card used in two paths.
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.retrieval.gloss import gloss
from rulebot.retrieval.idioms import players_counted, said_plainly
from rulebot.retrieval.lexical import LexicalIndex

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
    ),  # fix (session 14)
    ("we are 2, how many cards?", "we are 2 players, how many cards?"),  # fix (session 14)
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


SAID = [
    ("et aux deux bouts ?", "et aux bouts ?"),  # fix 5
    ("Et les deux bouts alors ?", "Et les bouts alors ?"),  # fix 5
    ("what about both ends?", "what about the ends?"),  # fix 5
    # must not: two paths, two cards, an end of one path
    ("je marque les deux sentiers ?", "je marque les deux sentiers ?"),
    ("au bout de mon chemin, pour les deux ?", "au bout de mon chemin, pour les deux ?"),
    # session 14
    (
        "un sentier de 5 cartes, on le compte comment ?",
        "un sentier de 5 cartes, il rapporte combien de points ?",
    ),  # fix 5
    # must not: a count of cards or of paths stays as told
    ("on compte combien de cartes ?", "on compte combien de cartes ?"),
    ("je compte mes deux sentiers ?", "je compte mes deux sentiers ?"),
]


@pytest.mark.parametrize(("question", "read"), SAID, ids=[q for q, _ in SAID])
def test_both_ends_are_the_ends(question: str, read: str) -> None:
    assert said_plainly(question) == read


DOCS = [("Un seul sentier par couleur.", "fr"), ("Only one path per colour.", "en")]
DROPPED = [
    ("mon sentier a un 3 bleu au milieu, il vaut quand même double ?", "quand"),  # fix
    ("mon sentier a un 3 bleu au milieu, il vaut quand même double ?", "meme"),  # fix
    ("Quick one: can I plant diagonally?", "one"),  # fix
    ("Silly one, do I discard every turn?", "one"),  # fix
    ("Ma mamie dit qu'on pioche deux cartes, c'est ça ?", "mamie"),  # fix
    ("My grandpa says we draw two cards, right?", "grandpa"),  # fix
    # session 14: chat words
    ("does my hand count tbh", "tbh"),
    ("ngl does my hand count", "ngl"),
    ("does my hand count, im confused", "confused"),
]


@pytest.mark.parametrize(("question", "dropped"), DROPPED, ids=[f"{q}-{d}" for q, d in DROPPED])
def test_chat_that_reads_as_game_words_is_not_searched(question: str, dropped: str) -> None:
    assert dropped not in LexicalIndex(DOCS, drop_fillers=True).words(question)


KEPT = [
    ("les cartes du milieu doivent être de la même couleur ?", "meme"),
    ("quand est-ce que la partie se termine ?", "quand"),
    ("deux sentiers de la même couleur, je marque les deux ?", "deux"),
    ("only one path per colour?", "one"),
]


@pytest.mark.parametrize(("question", "kept"), KEPT, ids=[q for q, _ in KEPT])
def test_the_same_words_are_searched_elsewhere(question: str, kept: str) -> None:
    assert kept in LexicalIndex(DOCS, drop_fillers=True).words(question)


GLOSSED = [
    ("quelle taille minimum", "which length minimum"),  # fix
    ("les valeurs doivent se suivre", "the values must follow in order"),  # fix
    ("et les deux bouts", "and both ends"),  # fix
    ("il peut traverser", "he can go through"),  # fix
    ("des règles spéciales", "of the rules special"),  # fix
    ("on marque tous les deux", "we score both"),  # fix
]


@pytest.mark.parametrize(("french", "english"), GLOSSED, ids=[f for f, _ in GLOSSED])
def test_the_glossary_reads_them(french: str, english: str) -> None:
    assert gloss(french) == english


MATERIAL = {"rule-material"}
# a species named as a printing error: the names of the species by printing answer too
SPECIES = MATERIAL | {"faq-species-names"}
PLANT = {"rule-plant", "faq-where-plant"}
ENDS = {"rule-paths", "faq-path-middle-colours", "mistake-single-colour-path"}
POINTS = {"rule-path-scoring", "faq-path-points"}
END = {"rule-end", "faq-game-end"}
DECK = {"rule-deck-by-players", "faq-cards-by-players"}
RIGHT = {"rule-right-to-score", "faq-who-scores", "mistake-score-without-hand"}
WINNING = {"rule-winning", "faq-winner"}
SEVERAL = {"faq-several-paths", "mistake-several-paths", "rule-one-path-per-colour"}
DIAGONAL = {"faq-diagonal"}
HAND = {"faq-starting-hand", "rule-deal"}
FOUND = [
    ("Is jacaranda a real tree of the game or a printing error?", "en", SPECIES),  # fix 4
    ("Is this tree on my card part of the game, or a misprinted card?", "en", SPECIES),  # fix 4
    # fix 4
    ("Le tulipier, c'est vraiment une couleur du jeu ou une faute d'impression ?", "fr", SPECIES),
    ("Cette espèce de ma carte existe vraiment dans le jeu ?", "fr", SPECIES),
    # fix 4
    (
        "Mon neveu pense qu'il faut poser les cartes dans l'ordre des chiffres, il a raison ?",
        "fr",
        PLANT,
    ),
    # fix 2: "quand même" read as "when" and "same"
    # ("il rapporte quand même ?" asks whether it still scores: the path's points answer too)
    (
        "mon chemin de chênes a un 6 de saule au milieu, il rapporte quand même ?",
        "fr",
        ENDS | {"faq-path-points"},
    ),
    ("mon sentier de saules a un 5 d'érable au milieu, il est valable quand même ?", "fr", ENDS),
    (
        "Do the first and last trees of the path both need to be my colour, or just the first?",
        "en",
        ENDS,
    ),
    # fix 4
    (
        "Le premier et le dernier arbre du chemin doivent tous les deux être de ma couleur ?",
        "fr",
        ENDS,
    ),
    ("Which pays more for a path: a 1 at the start or an 8 at the end?", "en", POINTS),
    ("Vaut-il mieux finir son chemin sur un 8 ou le commencer par un 1 ?", "fr", POINTS),  # fix 4
    ("Léa a pioché la dernière carte, elle défausse encore avant le décompte ?", "fr", END),
    (
        "Sam just took the last card of the draw pile, does he plant and discard before scoring?",
        "en",
        END,
    ),
    ("Does anything change when there are just two of us?", "en", DECK),
    ("Des règles différentes quand on est deux ?", "fr", DECK),  # fix 1 (and 4)
    ("À partir de quelle taille un chemin compte double ?", "fr", POINTS),
    # session 14 (tests/retrieval/test_session14_retrieval.py says the causes)
    ("do the cards in my hand count at the end", "en", RIGHT),  # fix 1
    ("does the stuff I'm holding matter when the game ends, or only what I planted?", "en", RIGHT),
    ("I thought only the cards on the table counted at the end, is my hand used?", "en", RIGHT),
    (
        "les cartes de ma main servent à quelque chose à la fin ou seulement celles posées ?",
        "fr",
        RIGHT,
    ),
    # must not: the hand as points at the end is the final score; the hand size is the deal
    ("do cards still in my hand add to my final score?", "en", WINNING),
    ("how many cards do I keep at the end of my turn", "en", HAND),
    ("We're three tonight. Do we use the whole deck or pull some out?", "en", DECK),  # fix 2
    ("my path is all the same colour, what do I get?", "en", POINTS),  # fix 3
    ("if every card in my path is the same colour do I get extra?", "en", POINTS),  # fix 3
    # must not: two paths of one colour stay several paths
    ("can two of my paths be the same colour?", "en", SEVERAL),
    ("deux sentiers de la même couleur, je compte les deux ?", "fr", SEVERAL),
    (
        "Ana says two cards that only touch diagonally are connected. Is she right?",
        "en",
        DIAGONAL,
    ),  # fix 4
    ("un sentier de 5 cartes, on le compte comment ?", "fr", POINTS),  # fix 5
    ("je distribue combien de cartes à chacun ? je suis le donneur", "fr", HAND),  # fix 5
]


@pytest.mark.model
@pytest.mark.parametrize(("question", "lang", "wanted"), FOUND, ids=[q for q, _, _ in FOUND])
def test_finds_the_entry_that_answers(
    real_bot: Rulebot, question: str, lang: str, wanted: set[str]
) -> None:
    hits = real_bot.retrieve(question, lang, k=3)
    assert hits and hits[0].entry_id in wanted, [h.entry_id for h in hits]


FOLLOWED = [
    (["Un chemin rouge peut traverser des cartes bleues ?"], "et aux deux bouts ?"),  # fix 5
    (["Un sentier de saules peut-il avoir des chênes au milieu ?"], "et les deux bouts ?"),
    (["Can the middle of a path be other species?"], "and both ends?"),
    (
        ["Est-ce que les cartes du milieu d'un sentier peuvent être d'une autre espèce ?"],
        "et les bouts alors ?",
    ),
]


@pytest.mark.model
@pytest.mark.parametrize(("history", "question"), FOLLOWED, ids=[q for _, q in FOLLOWED])
def test_the_ends_asked_after_the_middle_find_the_paths_rule(
    real_bot: Rulebot, history: list[str], question: str
) -> None:
    answer = real_bot.ask(question, history=history)
    assert (answer.intent, answer.abstained) == ("rules", False)
    assert answer.citations[0].chunk_id.split(":")[0] in ENDS, answer.citations
