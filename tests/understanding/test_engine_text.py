"""engine_text: the engine's results in French and English, pages from the engine."""

from __future__ import annotations

import pytest

from rulebot.answer.engine_text import path_text, summary_text
from rulebot.answer.layout_text import best_paths_text
from rulebot.answer.right_text import right_text
from rulebot.rules import Card, best_paths, right_to_score, score_path
from rulebot.rules.shapes import shape_cards
from rulebot.understanding import Lexicon, PathShape, parse_cards, parse_layout, parse_scenario

PATHS = [
    (
        "1 rouge, 3 bleu, 5 bleu, 8 rouge",
        "fr",
        "Sentier 1 rouge → 3 bleu → 5 bleu → 8 rouge, marqué en rouge : 4 cartes = 4 points, "
        "+1 car il commence par un 1, +2 car il finit par un 8 : 7 points (p. 6-7).",
    ),
    (
        "1 rouge, 3 bleu, 5 bleu, 8 rouge",
        "en",
        "Path 1 red → 3 blue → 5 blue → 8 red, scored for red: 4 cards = 4 points, "
        "+1 because it starts with a 1, +2 because it ends with an 8: 7 points (p. 6-7).",
    ),
    (
        "2 chêne 3 chêne 5 chêne 7 chêne",
        "fr",
        "Sentier 2 chêne → 3 chêne → 5 chêne → 7 chêne, marqué en chêne : 4 cartes = 4 points, "
        "+4 car ses 4 cartes sont toutes de la même couleur (points doublés : 2 par carte) : 8 "
        "points (p. 6-7).",
    ),
    (
        "oak 2, oak 3, oak 5, oak 7",
        "en",
        "Path 2 oak → 3 oak → 5 oak → 7 oak, scored for oak: 4 cards = 4 points, "
        "+4 because its 4 cards are all the same colour (points doubled: 2 per card): 8 points "
        "(p. 6-7).",
    ),
    (
        "8 rouge, 5 bleu, 1 rouge",
        "fr",
        "Sentier 1 rouge → 5 bleu → 8 rouge, marqué en rouge (lu dans l'autre sens, en montant) : "
        "3 cartes = 3 points, +1 car il commence par un 1, +2 car il finit par un 8 : "
        "6 points (p. 6-7).",
    ),
    (
        "1 rouge, 3 bleu, 5 bleu, 8 bleu",
        "fr",
        "Sentier 1 rouge → 3 bleu → 5 bleu → 8 bleu : ce n'est pas un sentier valable, car la "
        "première et la dernière carte doivent être de la même couleur (ici rouge et bleu). "
        "Il ne compte pas et ne rapporte rien : 0 point (p. 6).",
    ),
    (
        "red 1, blue 3, green 3, red 8",
        "en",
        "Path 1 red → 3 blue → 3 green → 8 red: this is not a valid path, because two cards of "
        "the same value follow each other, and values must rise strictly. It scores nothing: "
        "0 points (p. 6).",
    ),
    (
        "1 rouge, 5 bleu, 3 bleu, 8 rouge",
        "fr",
        "Sentier 1 rouge → 5 bleu → 3 bleu → 8 rouge : ce n'est pas un sentier valable, car les "
        "valeurs doivent monter strictement d'une carte à la suivante. Il ne compte pas et ne "
        "rapporte rien : 0 point (p. 6).",
    ),
    (
        "le 4 rouge",
        "en",
        "Path 4 red: this is not a valid path, because a path has at least 2 cards. "
        "It scores nothing: 0 points (p. 6).",
    ),
    (
        "1R 3B 8R",
        "en",
        "Path 1R → 3B → 8R, scored for R: 3 cards = 3 points, +1 because it starts with a 1, "
        "+2 because it ends with an 8: 6 points (p. 6-7).",
    ),
]


@pytest.mark.parametrize(("text", "lang", "expected"), PATHS)
def test_path_text(lexicon: Lexicon, text: str, lang: str, expected: str) -> None:
    score = score_path(parse_cards(text, lexicon).cards)
    assert path_text(score, lang, lexicon) == expected


@pytest.mark.parametrize(
    ("shape", "lang", "expected"),
    [
        (
            PathShape(5, same_colour=True),
            "fr",
            "Un sentier de 5 cartes toutes de la même couleur : 5 cartes = 5 points, +5 car ses "
            "5 cartes sont toutes de la même couleur (points doublés : 2 par carte) : 10 points "
            "(p. 6-7). Selon ses bouts (+1 s'il commence par un 1, +2 s'il finit par un 8), "
            "un tel sentier vaut 10, 11, 12 ou 13 points (p. 6-7).",
        ),
        (
            PathShape(3, starts_on_1=True, ends_on_8=True),
            "en",
            "A path of 3 cards, starting with a 1, ending with an 8: 3 cards = 3 points, "
            "+1 because it starts with a 1, +2 because it ends with an 8: 6 points (p. 6-7).",
        ),
        (
            PathShape(9),
            "en",
            "A path of 9 cards: this is not a valid path, because a path has at most 8 cards "
            "(one per value, 1 to 8). It scores nothing: 0 points (p. 6).",
        ),
    ],
)
def test_shape_text(lexicon: Lexicon, shape: PathShape, lang: str, expected: str) -> None:
    score = score_path(shape_cards(shape))
    assert path_text(score, lang, lexicon, shape) == expected


RIGHTS = [
    (
        "J'ai le 8 bleu, mon adversaire a le 1 bleu",
        "fr",
        "C'est ton adversaire qui marque le bleu : d'après les cartes gardées en main, toi : 0 "
        "(ton 8 est annulé par le 1 de ton adversaire, il compte 0), ton adversaire : 1 ; "
        "le plus haut total donne le droit de marquer un sentier bleu (p. 5-6).",
    ),
    (
        "J'ai le 8 bleu, mon adversaire a le 1 bleu",
        "en",
        "Your opponent scores blue: from the cards kept in hand, you: 0 (your 8 is cancelled "
        "by your opponent's 1, so it counts 0), your opponent: 1; the highest total gets the "
        "right to score blue (p. 5-6).",
    ),
    (
        "moi 8 bleu, Paul 1 bleu et 7 bleu, Zoé 2 bleu, Max 6 bleu et 2 rouge. "
        "qui marque le bleu ?",
        "fr",
        "C'est Paul qui marque le bleu : d'après les cartes gardées en main, toi : 0 (ton 8 est "
        "annulé par le 1 de Paul, il compte 0), Paul : 8, Zoé : 2, Max : 6 ; le plus haut "
        "total donne le droit de marquer un sentier bleu (p. 5-6).",
    ),
    (
        "Léa a le 8 d'érable et le 2, j'ai le 1 d'érable. Qui marque l'érable ?",
        "fr",
        "C'est Léa qui marque l'érable : d'après les cartes gardées en main, Léa : 2 (son 8 est "
        "annulé par ton 1, il compte 0), toi : 1 ; le plus haut total donne le droit de "
        "marquer un sentier érable (p. 5-6).",
    ),
    (
        "Léa has the maple 8 and the maple 2, I have the maple 1",
        "en",
        "Léa scores maple: from the cards kept in hand, Léa: 2 (their 8 is cancelled by "
        "your 1, so it counts 0), you: 1; the highest total gets the right to score maple "
        "(p. 5-6).",
    ),
    (
        "personne n'a d'olivier en main",
        "fr",
        "Tout le monde peut marquer l'olivier : personne n'a d'olivier en main (égalité à 0), "
        "donc chaque joueur peut marquer son sentier olivier (p. 5-6).",
    ),
    (
        "I have oak 5, Bob holds oak 2 and oak 3",
        "en",
        "You and Bob both score oak (a tie): from the cards kept in hand, you: 5, Bob: 5; "
        "tied for the highest total, each may score their oak path (p. 5-6).",
    ),
    (
        "personne n'a de bleu",
        "fr",
        "Tout le monde peut marquer le bleu : personne n'a de bleu en main (égalité à 0), donc "
        "chaque joueur peut marquer son sentier bleu (p. 5-6).",
    ),
    (
        "nobody holds red",
        "en",
        "Everyone may score red: nobody holds red in hand (a tie at 0), so every player may "
        "score their red path (p. 5-6).",
    ),
]


@pytest.mark.parametrize(("text", "lang", "expected"), RIGHTS)
def test_right_text(lexicon: Lexicon, text: str, lang: str, expected: str) -> None:
    scenario = parse_scenario(text, lexicon)
    assert scenario.colour is not None
    right = right_to_score(scenario.hands, scenario.colour)
    assert right_text(right, lang, lexicon, scenario.names) == expected


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "fr",
            "Meilleurs sentiers : A : 1A → 3B → 5B → 8A = 7 points ; B : 3B → 5B = 2 points "
            "(p. 5-7).",
        ),
        (
            "en",
            "Best paths: A: 1A → 3B → 5B → 8A = 7 points; B: 3B → 5B = 2 points (p. 5-7).",
        ),
    ],
)
def test_best_paths_text(lang: str, expected: str) -> None:
    paths = best_paths(parse_layout("1A  3B   .\n .  5B  8A\n .  4A  2A\n"))
    assert best_paths_text(paths, lang) == expected


def test_best_paths_text_names_colours_without_a_path() -> None:
    paths = best_paths(parse_layout("5R 3B"))
    assert best_paths_text(paths, "fr") == (
        "Meilleurs sentiers : B : pas de sentier (0 point) ; R : pas de sentier (0 point) (p. 5-7)."
    )


@pytest.mark.parametrize(
    ("valid", "lang", "expected"),
    [
        (True, "fr", "Sentier valable : 7 points"),
        (True, "en", "Valid path: 7 points"),
        (False, "fr", "Sentier non valable : 0 point"),
        (False, "en", "Invalid path: 0 points"),
    ],
)
def test_summary_text(valid: bool, lang: str, expected: str) -> None:
    cards = (Card(1, "r"), Card(3, "b"), Card(5, "b"), Card(8, "r" if valid else "b"))
    assert summary_text(score_path(cards), lang) == expected


def test_templates_hold_no_page_numbers() -> None:
    from importlib import resources

    text = resources.files("rulebot.answer").joinpath("data", "engine_text.yaml").read_text()
    assert "p. " not in text.replace("{pages}", "")
