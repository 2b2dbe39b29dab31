"""Causes left over from the sixth and seventh phrasing sets, one table each: game words
in a question on visiting an arboretum; "au plus" and other ways to ask a best possible
score; "what if ..." asking a yes-or-no; hands told as a verb and a number ("Kate has
one, I have six"); names listed before "and I" with "respectively"; a seated player after
"du"/"au"; caring for a real tree; values named without a colour."""

from __future__ import annotations

import pytest

from rulebot.understanding import Intent, Lexicon, ParseError, classify, parse_scenario
from rulebot.understanding.asks import ALL_SCORE, MAY_I_SCORE, OTHER_SCORES, yes_no_asked

Hands = dict[str, set[str]]
OUT, RULES = Intent.OUT_OF_SCOPE, Intent.RULES


def read(lexicon: Lexicon, text: str) -> Hands:
    """The hands parse_scenario reads, as {"you": {"8 blue"}}; empty hands left out."""
    hands = parse_scenario(text, lexicon).hands
    return {p: {f"{c.value} {c.colour}" for c in hand} for p, hand in hands.items() if hand}


# Visiting someone's arboretum during the game is a rules question; a real arboretum's
# visit is not.
VISITS = [
    ("Je peux visiter l'arborétum de mon adversaire pendant son tour ?", RULES),
    ("Can I visit my opponent's arboretum during their turn?", RULES),
    ("Peut-on visiter l'arboretum d'un autre joueur pendant la partie ?", RULES),
    ("Can I visit another player's arboretum to check their paths?", RULES),
    ("Puis-je visiter l'arboretum de mon adversaire ?", RULES),
    ("Can I visit my opponent's arboretum?", RULES),
    ("Peut-on visiter l'arboretum de Chèvreloup le dimanche ?", OUT),
    ("Is the arboretum open for a visit on Sundays?", OUT),
    ("On peut visiter le château ?", OUT),
    ("Meilleur arboretum à visiter en Bretagne ?", OUT),
]


@pytest.mark.parametrize(("text", "intent"), VISITS)
def test_game_words_make_a_visit_a_game_question(
    corpus_lexicon: Lexicon, text: str, intent: Intent
) -> None:
    assert classify(text, corpus_lexicon) is intent


# The most a path of so many cards can score asks the scoring rule, not one path's worth.
BEST = [
    ("un chemin de 7 cartes peut rapporter combien au plus ?", RULES),
    ("Combien de points tout au plus pour un sentier de 4 cartes ?", RULES),
    ("A 6-card path can score how much at the very most?", RULES),
    ("What's the max possible for a path of 5 cards?", RULES),
    ("What can an 8-card path score, max?", RULES),
    ("Un sentier de 6 cartes, ça rapporte combien au grand maximum ?", RULES),
    ("combien vaut 1 rouge, 3 rouge, 5 rouge ?", Intent.PATH_SCORE),
]


@pytest.mark.parametrize(("text", "intent"), BEST)
def test_the_best_possible_score_is_a_rules_question(
    corpus_lexicon: Lexicon, text: str, intent: Intent
) -> None:
    assert classify(text, corpus_lexicon) is intent


# A wh word opening a supposition ("what if", "et si", "qu'est-ce qui se passe si") asks
# no "who?": the yes-or-no after it is read.
SUPPOSITIONS = [
    ("what if Ivy also had maple 3, would we both score?", ALL_SCORE),
    ("Qu'est-ce qui se passe si Léa a le 2, elle marque ?", OTHER_SCORES),
    ("what about Ivy, does she score?", OTHER_SCORES),
    ("What happens if Tom drops his 8, do I score?", MAY_I_SCORE),
    ("What if Ivy had maple 3, who scores?", None),
    ("Et si Paul avait le 3, qui marque ?", None),
]


@pytest.mark.parametrize(("text", "asks"), SUPPOSITIONS)
def test_a_supposition_asks_no_who(text: str, asks: str | None) -> None:
    assert yes_no_asked(text) == asks


# Every hand told as a verb and one number: values of the colour asked, not counts.
TOLD_AS_VALUES: list[tuple[str, Hands]] = [
    (
        "For blue, Kate has one, I have six. Who scores blue?",
        {"Kate": {"1 blue"}, "you": {"6 blue"}},
    ),
    (
        "Tom has one and I have seven, in cassia. Who scores cassia?",
        {"Tom": {"1 cassia"}, "you": {"7 cassia"}},
    ),
    (
        "Pour le rouge, Léa a un, moi j'ai sept. Qui marque le rouge ?",
        {"Léa": {"1 red"}, "you": {"7 red"}},
    ),
    (
        "En saule, Paul a huit et j'ai deux. Qui marque ?",
        {"Paul": {"8 willow"}, "you": {"2 willow"}},
    ),
    ("Kate has one, I have 6 of oak. Who scores oak?", {"Kate": {"1 oak"}, "you": {"6 oak"}}),
]


@pytest.mark.parametrize(("text", "hands"), TOLD_AS_VALUES)
def test_hands_told_as_a_verb_and_a_number(
    corpus_lexicon: Lexicon, text: str, hands: Hands
) -> None:
    assert read(corpus_lexicon, text) == hands


# A number said of cards ("en", "of them"), or beside a hand told otherwise, still counts.
STILL_COUNTS = [
    "Paul a deux, j'en ai trois. Qui marque le bleu ?",
    "Kate has two of them, I have three. Who scores blue?",
    "I have the 8 red; Paul has two. Who scores red?",
    "Léa en a quatre en main, moi le 8 rouge : qui marque le rouge ?",
]


@pytest.mark.parametrize("text", STILL_COUNTS)
def test_a_count_stays_a_count(corpus_lexicon: Lexicon, text: str) -> None:
    with pytest.raises(ParseError, match="number of cards"):
        parse_scenario(text, corpus_lexicon)


# Names listed before "and I" are players, each given a card "respectively".
LISTED: list[tuple[str, Hands]] = [
    (
        "Ana, Ben and I hold 2, 6 and 7 of willow respectively. Who scores willow?",
        {"Ana": {"2 willow"}, "Ben": {"6 willow"}, "you": {"7 willow"}},
    ),
    (
        "Ana, Ben and I hold red 3, red 5 and red 8 respectively. Who scores red?",
        {"Ana": {"3 red"}, "Ben": {"5 red"}, "you": {"8 red"}},
    ),
    (
        "Léa, Hugo et moi avons respectivement le 2, le 5 et le 8 de chêne. Qui marque ?",
        {"Léa": {"2 oak"}, "Hugo": {"5 oak"}, "you": {"8 oak"}},
    ),
    (
        "Ana, Ben, Chloé and I have 1, 4, 6 and 7 of oak respectively. Who scores oak?",
        {"Ana": {"1 oak"}, "Ben": {"4 oak"}, "Chloé": {"6 oak"}, "you": {"7 oak"}},
    ),
    (
        "Ok, Tom and I have 3 and 5 of blue respectively. Who scores blue?",
        {"Tom": {"3 blue"}, "you": {"5 blue"}},
    ),
]


@pytest.mark.parametrize(("text", "hands"), LISTED)
def test_names_listed_before_and_i(corpus_lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert read(corpus_lexicon, text) == hands


# A seated player after "du"/"au" ("celles du joueur à ma gauche", "le 8 est au voisin").
SEATED: list[tuple[str, Hands]] = [
    (
        "Les miennes : 2 et 4 en saule. Celles du joueur à ma gauche : 7 en saule. "
        "Qui marque le saule ?",
        {"you": {"2 willow", "4 willow"}, "opponent": {"7 willow"}},
    ),
    (
        "Le 8 rouge est au joueur à ma droite, moi j'ai le 1 rouge. Qui marque le rouge ?",
        {"opponent": {"8 red"}, "you": {"1 red"}},
    ),
    (
        "Celles du voisin de gauche : 3 et 5 bleu ; les miennes : 6 bleu. Qui marque le bleu ?",
        {"opponent": {"3 blue", "5 blue"}, "you": {"6 blue"}},
    ),
    (
        "Moi j'ai le 4 vert, celles du joueur en face : 2 vert. Celles de la joueuse à ma "
        "droite : 6 vert. Qui marque le vert ?",
        {
            "you": {"4 green"},
            "le joueur en face": {"2 green"},
            "la joueuse à ma droite": {"6 green"},
        },
    ),
]


@pytest.mark.parametrize(("text", "hands"), SEATED)
def test_a_seated_player_after_du(corpus_lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert read(corpus_lexicon, text) == hands


# Caring for a real tree is out of scope; growing a path is the game.
CARE = [
    ("How do I take care of a maple tree?", OUT),
    ("Comment entretenir un érable du Japon ?", OUT),
    ("How often should I water an oak sapling?", OUT),
    ("Comment s'occuper d'un cerisier en pot ?", OUT),
    ("Is it hard to grow a jacaranda in a cold climate?", OUT),
    ("What's the best way to look after an olive tree?", OUT),
    ("Comment prendre soin d'un cerisier ?", OUT),
    ("Tips for caring for a willow?", OUT),
    ("Faut-il rempoter un olivier chaque année ?", OUT),
    ("Can I grow my path on both sides?", RULES),
    ("Comment faire pousser mon sentier plus vite ?", RULES),
    ("Do I need to take care of the order of my cards in my path?", RULES),
    ("How do I look after my hand of cards?", RULES),
]


@pytest.mark.parametrize(("text", "intent"), CARE)
def test_caring_for_a_real_tree(corpus_lexicon: Lexicon, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent


# Values named without a colour are no hand (a right to score needs a colour): the rule on
# the 1 cancelling the 8 answers them. A guard: these passed before this file.
COLOURLESS = [
    "Si j'ai le 1 et l'autre le 8, le 8 vaut zéro ?",
    "J'ai le 1, Paul a le 8 : son 8 compte encore ?",
    "If I have the 1 and my opponent has the 8, is their 8 worth zero?",
    "Mon adversaire a le 1 et moi le 8, mon 8 est annulé ?",
    "If she has the 8 and I have the 1, who scores?",
]


@pytest.mark.parametrize("text", COLOURLESS)
def test_values_without_a_colour_ask_the_rule(corpus_lexicon: Lexicon, text: str) -> None:
    assert classify(text, corpus_lexicon) is RULES
