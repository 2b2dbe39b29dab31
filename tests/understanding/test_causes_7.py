"""The causes fixed with tests/data/path_phrasings_5.yaml, scenario_phrasings_7.yaml and
scope_phrasings_5.yaml, one table each: what cards are worth asked without a path word,
"how much do I score with ...", the scored colour after "marque le"; real trees named by
the game's species; "un"/"one" closing a clause; counted opponents given cards in order;
opponents named by where they sit; hands told as what was left at the end."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, classify, parse_cards, parse_scenario

Hands = dict[str, set[str]]


def read(lexicon: Lexicon, text: str) -> Hands:
    """The hands parse_scenario reads, as {"you": {"8 blue"}}; empty hands left out."""
    hands = parse_scenario(text, lexicon).hands
    return {p: {f"{c.value} {c.colour}" for c in hand} for p, hand in hands.items() if hand}


# What cards would give, earn, add up to: the worth of a path, even of two cards; a hand
# with another player's stays a question on who may score.
WORTH = [
    ("what would 4 oak 6 oak give me", Intent.PATH_SCORE),
    ("4 oak and 6 oak: what would that give?", Intent.PATH_SCORE),
    ("What do 2 cherry and 6 cherry add up to?", Intent.PATH_SCORE),
    ("What do I walk away with for 4 dogwood, 7 dogwood?", Intent.PATH_SCORE),
    ("Would I get anything for 3 maple and 5 maple?", Intent.PATH_SCORE),
    ("What's the value of 2 purple, 6 purple?", Intent.PATH_SCORE),
    ("on obtient quoi pour 2 rouge, 5 rouge ?", Intent.PATH_SCORE),
    ("ça donnerait quoi 1 olivier, 7 olivier ?", Intent.PATH_SCORE),
    # "how much do I score" asks a worth, though "do I score" asks who may score
    ("how much do I score with 2 olive, 3 red, 5 olive?", Intent.PATH_SCORE),
    ("combien est-ce que je marque avec 2 vert, 3 bleu, 6 vert ?", Intent.PATH_SCORE),
    ("I have the 4 red and Paul has the 7 red, do I score red?", Intent.RIGHT_TO_SCORE),
    (
        "J'ai le 4 et le 6 chêne, Paul a le 8 chêne, ça me rapporte quoi ?",
        Intent.RIGHT_TO_SCORE,
    ),
]


@pytest.mark.parametrize(("text", "intent"), WORTH)
def test_what_cards_give_is_a_path_s_worth(
    corpus_lexicon: Lexicon, text: str, intent: Intent
) -> None:
    assert classify(text, corpus_lexicon) is intent


# The colour said to be the one scored: "si je marque le rouge".
SCORED = [
    ("ça me rapporte quoi 2 rouge 6 vert si je marque le rouge ?", "red"),
    ("combien pour 1 bleu, 4 jaune, 6 bleu si on marque les bleus ?", "blue"),
    ("combien pour 1 bleu, 4 jaune, 6 bleu ?", None),
]


@pytest.mark.parametrize(("text", "colour"), SCORED)
def test_the_colour_said_scored(corpus_lexicon: Lexicon, text: str, colour: str | None) -> None:
    assert parse_cards(text, corpus_lexicon, strict=False).colour == colour


# Real trees named by the game's species and colours are out of scope; the game's own
# species and colours stay game questions.
SCOPE = [
    ("How old can a willow get?", Intent.OUT_OF_SCOPE),
    ("Quel âge peut atteindre un olivier ?", Intent.OUT_OF_SCOPE),
    ("Les olives vertes et les olives noires viennent du même arbre ?", Intent.OUT_OF_SCOPE),
    ("C'est quoi ton arbre préféré ?", Intent.OUT_OF_SCOPE),
    ("T'as passé un bon week-end ?", Intent.OUT_OF_SCOPE),
    ("combien de temps vit un chêne ?", Intent.OUT_OF_SCOPE),
    ("What age is Arboretum for?", Intent.GAME_FACTS),
    ("How long does a game of Arboretum take?", Intent.GAME_FACTS),
]


@pytest.mark.parametrize(("text", "intent"), SCOPE)
def test_real_trees_and_the_game_s_trees(
    corpus_lexicon: Lexicon, text: str, intent: Intent
) -> None:
    assert classify(text, corpus_lexicon) is intent


@pytest.mark.parametrize("text", ["combien de cartes chêne ?", "le chêne c'est quelle couleur ?"])
def test_the_game_s_species_stay_in_scope(corpus_lexicon: Lexicon, text: str) -> None:
    assert classify(text, corpus_lexicon) not in (Intent.OUT_OF_SCOPE, Intent.GREETING)


# "un"/"one" closing a clause is the value 1, not an article; "un" before a noun and
# "j'en ai un" are not.
ONE = [
    ("Moi huit, Sophie un. Qui marque le rouge ?", {"you": {"8 red"}, "Sophie": {"1 red"}}),
    (
        "J'ai le 8 jaune. Paul : un. Qui marque le jaune ?",
        {"you": {"8 yellow"}, "Paul": {"1 yellow"}},
    ),
    (
        "Moi huit, mon adversaire un, en saule. Qui marque ?",
        {"you": {"8 willow"}, "opponent": {"1 willow"}},
    ),
    (
        "Moi un, Karim huit et deux. Qui marque le rouge ?",
        {"you": {"1 red"}, "Karim": {"8 red", "2 red"}},
    ),
    (
        "J'ai le 3 bleu, Paul a un 8 bleu. Qui marque le bleu ?",
        {"you": {"3 blue"}, "Paul": {"8 blue"}},
    ),
]


@pytest.mark.parametrize(("text", "hands"), ONE)
def test_one_closing_a_clause_is_a_value(corpus_lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert read(corpus_lexicon, text) == hands


# Counted opponents with "respectively" are as many players, given the cards in order and
# shown by rank; a name joined to a player after the cards is a player too.
IN_ORDER = [
    (
        "my two opponents have 5 and 7 respectively, I have the 6 of oak. Who scores oak?",
        {"opponent 1": {"5 oak"}, "opponent 2": {"7 oak"}, "you": {"6 oak"}},
    ),
    (
        "J'ai le 8 bleu, mes deux adversaires ont respectivement le 3 et le 6 bleu. Qui marque ?",
        {"you": {"8 blue"}, "opponent 1": {"3 blue"}, "opponent 2": {"6 blue"}},
    ),
    (
        "Mes 2 adversaires ont respectivement 6 et 1 en bleu ; moi j'ai le 8 bleu. Qui marque ?",
        {"opponent 1": {"6 blue"}, "opponent 2": {"1 blue"}, "you": {"8 blue"}},
    ),
    (
        "On a respectivement le 5 et le 7 jaune, moi et Hélène. Qui marque le jaune ?",
        {"you": {"5 yellow"}, "Hélène": {"7 yellow"}},
    ),
]


@pytest.mark.parametrize(("text", "hands"), IN_ORDER)
def test_counted_opponents_in_order(corpus_lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert read(corpus_lexicon, text) == hands


def test_counted_opponents_are_shown_by_rank(corpus_lexicon: Lexicon) -> None:
    text = "mes deux adversaires ont respectivement 2 et 8 en jaune et moi le 1 jaune. Qui marque ?"
    scenario = parse_scenario(text, corpus_lexicon)
    assert scenario.display("opponent 1", "fr") == "ton premier adversaire"
    assert scenario.display("opponent 2", "en") == "your second opponent"


# An opponent named by where they sit is shown with those words, turned round; two of
# them are two players.
SEATS = [
    (
        "I have the 6 red, the guy next to me has the 7 red. Who scores red?",
        "en",
        "the guy next to you",
    ),
    (
        "J'ai le 6 rouge, le joueur à ma droite a le 7 rouge. Qui marque ?",
        "fr",
        "le joueur à ta droite",
    ),
    (
        "J'ai le 2 saule, ma voisine de gauche a le 6 saule. Qui marque ?",
        "fr",
        "ta voisine de gauche",
    ),
    (
        "The girl across from me has the 8 cassia and I have the 1 cassia. Who scores?",
        "en",
        "the girl across from you",
    ),
    ("J'ai le 4 rouge, celui à ma droite a le 6 rouge. Qui marque ?", "fr", "celui à ta droite"),
    ("J'ai le 2 rouge, ma femme a le 7 rouge. Qui marque ?", "fr", "ta femme"),
]


@pytest.mark.parametrize(("text", "lang", "shown"), SEATS)
def test_an_opponent_by_their_seat(
    corpus_lexicon: Lexicon, text: str, lang: str, shown: str
) -> None:
    scenario = parse_scenario(text, corpus_lexicon)
    assert set(scenario.hands) == {"you", "opponent"}
    assert scenario.display("opponent", lang) == shown


def test_two_seats_are_two_players(corpus_lexicon: Lexicon) -> None:
    text = (
        "The player to my right has the 8 of red and the player to my left has the 1 of red."
        " I have the 4. Who scores red?"
    )
    assert read(corpus_lexicon, text) == {
        "the player to my right": {"8 red"},
        "the player to my left": {"1 red"},
        "you": {"4 red"},
    }


# Hands told as what was left at the end, after a name ("Nina ended up with", "Leo was
# holding"); an adverb opening a sentence is no name ("Just finished a game").
LEFT = [
    (
        "Long story short: I ended up with the 2 and 7 of blue, Nina ended up with the 5 and 6"
        " of blue. Who scores blue?",
        {"you": {"2 blue", "7 blue"}, "Nina": {"5 blue", "6 blue"}},
    ),
    (
        "At the end I was still holding the 7 and 8 of pink, Leo was holding the 1 of pink.",
        {"you": {"7 pink", "8 pink"}, "Leo": {"1 pink"}},
    ),
    (
        "I'm down to the 6 of brown, Olivia's down to the 2 and 5 of brown. Who scores brown?",
        {"you": {"6 brown"}, "Olivia": {"2 brown", "5 brown"}},
    ),
    (
        "Bref, j'ai gardé le 7 vert, et Simon a fini avec le 2 et le 6 vert. Qui marque ?",
        {"you": {"7 green"}, "Simon": {"2 green", "6 green"}},
    ),
]


@pytest.mark.parametrize(("text", "hands"), LEFT)
def test_what_was_left_at_the_end(corpus_lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert read(corpus_lexicon, text) == hands


def test_an_adverb_opening_a_sentence_is_no_player(corpus_lexicon: Lexicon) -> None:
    text = "Just finished a game. I had 3 maple, 5 maple, 6 maple and 8 maple in a line - worth?"
    assert classify(text, corpus_lexicon) is Intent.PATH_SCORE
