"""A told end of game read into each player's total and colour count (parse_standings)."""

from __future__ import annotations

import pytest

from rulebot.rules.scoring import ColourComparison, Standing
from rulebot.understanding import Lexicon
from rulebot.understanding.standings import StandingsError, parse_standings

Row = tuple[str, int, int | None]

READ: list[tuple[str, list[Row]]] = [
    # a tie told name by name, colours after, a pronoun for the last named player
    (
        "Résultat final : Margaux 27, moi 27 également. Elle a planté huit espèces, moi sept. "
        "Qui a gagné ?",
        [("Margaux", 27, 8), ("you", 27, 7)],
    ),
    # English, three players, a colour count said bare after one said with its noun
    (
        "Scores at the end: Omar 35, me 33, Kate 35. Kate has 4 colours and Omar 6. Who wins?",
        [("Omar", 35, 6), ("you", 33, None), ("Kate", 35, 4)],
    ),
    # a tie said before the players it concerns, number words for the colours
    (
        "Égalité à 21 points entre Jules, Sofia et moi. Jules a cinq couleurs, Sofia cinq "
        "aussi, moi quatre. Qui est le vainqueur ?",
        [("Jules", 21, 5), ("Sofia", 21, 5), ("you", 21, 4)],
    ),
    # "both" for the players named together, a person as the other player
    (
        "My brother and I both got 19. He has 3 species in his arboretum, I have 5. Who won?",
        [("opponent", 19, 3), ("you", 19, 5)],
    ),
    # "we" and a total in words after the colours
    (
        "Nadia a 6 espèces, moi 4. On a fini tous les deux à vingt-six. Qui l'emporte ?",
        [("Nadia", 26, 6), ("you", 26, 4)],
    ),
    # a total with its unit, a name before a link word
    (
        "Victor is on 30 points and Mia is on 24. Who's the winner?",
        [("Victor", 30, None), ("Mia", 24, None)],
    ),
    # the colour count missing for one tied player
    (
        "Théo et moi finissons à 15 points chacun ; j'ai 5 couleurs. Qui gagne ?",
        [("Théo", 15, None), ("you", 15, 5)],
    ),
    # a player copying the numbers before ("moi aussi")
    (
        "Anna a 22 points et 5 espèces, moi aussi. Qui gagne ?",
        [("Anna", 22, 5), ("you", 22, 5)],
    ),
    # the asker said as "nous"/"we" with the player after "avec"/"with"
    (
        "Nous sommes à égalité avec Bruno à 28 points ; j'ai 6 espèces et lui 7. Qui gagne ?",
        [("Bruno", 28, 7), ("you", 28, 6)],
    ),
    # a player after "with" joins the player before
    (
        "I tied with Fiona on 16, she has 3 colours and I have 4. Who wins?",
        [("you", 16, 4), ("Fiona", 16, 3)],
    ),
    # players said after their numbers ("pour moi", "for him"), a score said "31-31"
    (
        "Score 31-31 entre Agathe et moi, avec 4 espèces pour moi et 5 pour elle. Qui gagne ?",
        [("Agathe", 31, 5), ("you", 31, 4)],
    ),
    (
        "It's 26-26 between Max and me, 6 species for me and 4 for him. Who wins?",
        [("Max", 26, 4), ("you", 26, 6)],
    ),
    # a score said "A à B contre X": B is X's, unless X has a number of their own
    (
        "Samedi Gilles a gagné 34 à 29 contre moi alors que j'avais plus d'espèces. Qui "
        "aurait dû gagner ?",
        [("Gilles", 34, None), ("you", 29, None)],
    ),
    (
        "Kai won 41 to 38 against me even though I had more species. Fair win?",
        [("Kai", 41, None), ("you", 38, None)],
    ),
    (
        "Final: Hana 24 against me 24, Hana with 5 species and me with 5. Who wins?",
        [("Hana", 24, 5), ("you", 24, 5)],
    ),
    # a total said of both after each player's colours
    (
        "J'ai 3 couleurs et Marius 5, et nous sommes tous les deux à 14. Qui gagne ?",
        [("you", 14, 3), ("Marius", 14, 5)],
    ),
    (
        "I have 5 species, Dan has 3, and we're both on 27. Who wins?",
        [("you", 27, 5), ("Dan", 27, 3)],
    ),
    # one number each for players said together
    (
        "Rémi et moi avons 17 et 20 points. Qui gagne ?",
        [("Rémi", 17, None), ("you", 20, None)],
    ),
]


@pytest.mark.parametrize(("question", "rows"), READ)
def test_reads_standings(question: str, rows: list[Row], corpus_lexicon: Lexicon) -> None:
    read = parse_standings(question, corpus_lexicon)
    assert read is not None
    assert read.standings == tuple(Standing(*row) for row in rows)


NOT_STANDINGS = [
    # rules questions about the tie-break, no number told
    "Si deux joueurs sont ex æquo, qui gagne ?",
    "Tied players at the end: do the colours in hand decide who wins?",
    "Tom et Eva sont à égalité. On regarde les couleurs plantées pour trancher ?",
    # a count of players, not totals
    "À 3 joueurs, comment on désigne le gagnant ?",
    "Quand on joue à deux, Inès et moi, qui l'emporte si on finit ex æquo ?",
    "When we play with 3, Jo and I usually win. How is a tie broken?",
    # totals of a colour in hand: who may score, not who wins
    "Léa a 12 en rouge et moi 9, qui gagne le droit de marquer ?",
    # path points: another question
    "Mon sentier vaut 12 et celui de Paul 10, qui gagne ?",
    # no question about winning
    "Camille 23, moi 20. Elle a 6 couleurs, moi 5.",
    # one player only
    "J'ai 30 points et 6 couleurs, est-ce que je gagne ?",
    # a tie and colours told in a way not read
    "Paul et moi finissons à 20, et ses espèces sont plus nombreuses. Qui gagne ?",
    # a player given no total
    "Lou 18, moi 18, et Max ? Qui gagne ?",
]


@pytest.mark.parametrize("question", NOT_STANDINGS)
def test_not_standings(question: str, corpus_lexicon: Lexicon) -> None:
    assert parse_standings(question, corpus_lexicon) is None


CONTRADICTIONS = [
    ("Iris 20, moi 18. Iris 22 en fait. Qui gagne ?", "Iris is given two different total"),
    ("Sam, Lou et moi avons 20 et 18 points. Qui gagne ?", "2 total for Sam, Lou, you"),
]


@pytest.mark.parametrize(("question", "message"), CONTRADICTIONS)
def test_contradictions(question: str, message: str, corpus_lexicon: Lexicon) -> None:
    with pytest.raises(StandingsError, match=message):
        parse_standings(question, corpus_lexicon)


COMPARED: list[tuple[str, list[Row], list[tuple[str, str, bool]]]] = [
    # more, a pronoun for the subject, the asker after "que"
    (
        "Yanis et moi avons 26 points. Il a plus d'espèces que moi. Qui gagne ?",
        [("Yanis", 26, None), ("you", 26, None)],
        [("Yanis", "you", False)],
    ),
    # fewer, a name read again after "than"
    (
        "Final score Leo 31, me 31. I have fewer colours than Leo. Who won?",
        [("Leo", 31, None), ("you", 31, None)],
        [("Leo", "you", False)],
    ),
    # as many, said of every player
    (
        "Ben and I both ended on 25 with as many species each. Who wins?",
        [("Ben", 25, None), ("you", 25, None)],
        [("you", "Ben", True)],
    ),
    # the most, among the players on the same total
    (
        "Clara 12, Noah 12, moi 9 : c'est Clara qui a le plus de couleurs. Qui gagne ?",
        [("Clara", 12, None), ("Noah", 12, None), ("you", 9, None)],
        [("Clara", "Noah", False)],
    ),
]


@pytest.mark.parametrize(("question", "rows", "compared"), COMPARED)
def test_reads_comparisons(
    question: str,
    rows: list[Row],
    compared: list[tuple[str, str, bool]],
    corpus_lexicon: Lexicon,
) -> None:
    read = parse_standings(question, corpus_lexicon)
    assert read is not None
    assert read.standings == tuple(Standing(*row) for row in rows)
    assert read.comparisons == tuple(ColourComparison(*c) for c in compared)


def test_comparison_against_the_counts(corpus_lexicon: Lexicon) -> None:
    question = (
        "Inès 20, moi 20. Inès a 4 couleurs, moi 6, et elle a plus d'espèces que moi. Qui gagne ?"
    )
    with pytest.raises(StandingsError, match="do not agree"):
        parse_standings(question, corpus_lexicon)
